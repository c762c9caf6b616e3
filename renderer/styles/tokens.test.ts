import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const tokens = readFileSync(here('./tokens.css'), 'utf8');
const defined = new Set(Array.from(tokens.matchAll(/(--[\w-]+):/g), (m) => m[1]!));

/** The components whose colours all come from tokens.css: the table, the cards, the chips, the header. */
const FOLDERS = ['../components/table', '../components/cards', '../components/chips'];
const inFolders = (ext: string) => FOLDERS.flatMap((f) => readdirSync(here(f)).filter((n) => n.endsWith(ext) && !n.endsWith('.test.ts')).map((n) => `${f}/${n}`));
const FILES = [...inFolders('.vue'), '../components/app/AppHeader.vue', '../components/app/AppLanguageSwitch.vue'];

/** A component's CSS and markup without comments. */
const source = (file: string) => readFileSync(here(file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--[\s\S]*?-->/g, '');
/** Custom properties the components set themselves (sizes and places, not colours): in CSS (`--x:`) or from script (`'--x'`). */
const own = new Set([...inFolders('.vue'), ...inFolders('.ts')].flatMap((f) => Array.from(source(f).matchAll(/(--[\w-]+)(?:\s*:|')/g), (m) => m[1]!)));

describe('design tokens: the colours in one place (tokens.css)', () => {
  it('every token is defined once', () => {
    const names = Array.from(tokens.matchAll(/(--[\w-]+):/g), (m) => m[1]!);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(FILES)('%s writes no colour of its own and uses only tokens that exist', (file) => {
    const text = source(file);
    expect(text.match(/#[0-9a-f]{3,8}\b(?![\w-])/gi) ?? [], file).toEqual([]);
    expect(text.match(/\b(rgb|rgba|hsl|hsla)\(/gi) ?? [], file).toEqual([]);
    for (const v of Array.from(text.matchAll(/var\((--[\w-]+)/g), (m) => m[1]!)) expect(defined.has(v) || own.has(v), `${file}: ${v}`).toBe(true);
  });
});
