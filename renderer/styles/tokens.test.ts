import { describe, expect, it } from 'vitest';
import tokens from './tokens.css?raw';

/** The components whose colours all come from tokens.css: the table, the cards, the chips, the header. */
const COMPONENTS: Record<string, string> = {
  ...import.meta.glob<string>(['../components/table/*.vue', '../components/cards/*.vue', '../components/chips/*.vue', '../components/app/AppHeader.vue', '../components/app/AppLanguageSwitch.vue', '../components/app/AppTraineeSwitch.vue'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
/** Their scripts, which set sizes and places as custom properties (seatLayout.ts). */
const SCRIPTS: Record<string, string> = import.meta.glob<string>(['../components/table/*.ts', '../components/chips/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

/** Text without comments. */
const bare = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--[\s\S]*?-->/g, '');
/** The custom property names `pattern` finds in `text` (its first group). */
const names = (text: string, pattern: RegExp): string[] => (text.match(pattern) ?? []).map((m) => m.replace(pattern, '$1'));
const declared = /(--[\w-]+):/g;
const defined = new Set(names(tokens, declared));
/** Custom properties the components set themselves (sizes and places, not colours): in CSS (`--x:`) or from script (`'--x'`). */
const own = new Set([...Object.values(COMPONENTS), ...Object.values(SCRIPTS)].flatMap((text) => names(bare(text), /(--[\w-]+)(?:\s*:|')/g)));

describe('design tokens: the colours in one place (tokens.css)', () => {
  it('every token is defined once; the table, cards, chips and header components are all read', () => {
    const all = names(tokens, declared);
    expect(all.length).toBeGreaterThan(40);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(COMPONENTS).length).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.keys(COMPONENTS))('%s writes no colour of its own and uses only tokens that exist', (file) => {
    const text = bare(COMPONENTS[file]!);
    expect(text.match(/#[0-9a-f]{3,8}\b(?![\w-])/gi) ?? [], file).toEqual([]);
    expect(text.match(/\b(rgb|rgba|hsl|hsla)\(/gi) ?? [], file).toEqual([]);
    for (const v of names(text, /var\((--[\w-]+)/g)) expect(defined.has(v) || own.has(v), `${file}: ${v}`).toBe(true);
  });
});
