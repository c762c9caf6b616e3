import { describe, expect, it } from 'vitest';
import tokens from './tokens.css?raw';
import appCss from './app.css?raw';
import setupFieldsCss from './setup-fields.css?raw';

/** Every component and view of the renderer, and the global style sheet: their colours all come from tokens.css. */
const SOURCES: Record<string, string> = {
  ...import.meta.glob<string>('../**/*.vue', { query: '?raw', import: 'default', eager: true }),
  './app.css': appCss,
  './setup-fields.css': setupFieldsCss,
};
/** Scripts that set sizes and places as custom properties (seatLayout.ts). */
const SCRIPTS: Record<string, string> = import.meta.glob<string>(
  ['../components/table/*.ts', '../components/chips/*.ts', '!**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The CSS named colours (CSS Color 4); `transparent`, `currentColor` and `inherit` are not colours of their own. */
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue
  chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
  darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
  darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen
  lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
  limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive
  olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
  powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver
  skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen canvas canvastext linktext visitedtext activetext buttonface buttontext field fieldtext highlight highlighttext graytext`.split(
    /\s+/,
  ),
);

/** Text without comments. */
const bare = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*\/\/.*$/gm, '');
/** A component's style blocks (a style sheet is all style). */
const styles = (file: string, text: string) =>
  file.endsWith('.css') ? text : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
/** The named colours written as (part of) a declaration's value in `css`. */
const namedColours = (css: string) =>
  [...css.matchAll(/[\w-]+\s*:\s*([^;{}]+)/g)].flatMap((m) =>
    m[1]!
      .replace(/(['"])[\s\S]*?\1/g, '')
      .replace(/var\([^)]*\)/g, '')
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter((word) => NAMED_COLOURS.has(word)),
  );

/** The custom property names `pattern` finds in `text` (its first group). */
const names = (text: string, pattern: RegExp): string[] => (text.match(pattern) ?? []).map((m) => m.replace(pattern, '$1'));
const declared = /(--[\w-]+):/g;
const defined = new Set(names(tokens, declared));
/** Custom properties the components set themselves (sizes and places, not colours): in CSS (`--x:`) or from script (`'--x'`). */
const own = new Set([...Object.values(SOURCES), ...Object.values(SCRIPTS)].flatMap((text) => names(bare(text), /(--[\w-]+)(?:\s*:|')/g)));

/** Each token's value as written in tokens.css. */
const values = new Map([...tokens.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()] as const));
/** The relative luminance of an opaque token (WCAG 2.2); undefined for a translucent one, whose ground varies. */
function luminance(token: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(values.get(token) ?? '')?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  if (x === undefined || y === undefined) throw new Error(`${a} or ${b} is not an opaque colour`);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
/** Every --on-x with an opaque --x: a text on its background. */
const PAIRS = [...values.keys()]
  .filter((t) => t.startsWith('--on-'))
  .map((t) => [t, `--${t.slice(5)}`] as const)
  .filter(([, ground]) => luminance(ground) !== undefined);
/** Texts read on more than their own background (tokens.css says where). */
const PAPER_TEXTS = [
  '--on-paper',
  '--on-paper-soft',
  '--on-paper-muted',
  '--on-paper-link',
  '--on-paper-right',
  '--on-paper-wrong',
  '--on-info-light',
];
const MORE_TEXTS = PAPER_TEXTS.flatMap((text) => ['--paper', '--paper-sunk', '--field'].map((ground) => [text, ground] as const));
/** Lines and rings that carry meaning on their ground: 3:1 (WCAG 1.4.11). */
const LINES = [
  ['--field-line', '--field'],
  ['--field-line', '--paper'],
  ['--info', '--paper'],
  ['--info', '--info-light'],
  ['--focus', '--room'],
  ['--focus', '--header'],
  ['--right-line', '--right'],
  ['--wrong-line', '--wrong'],
  ['--notice-line', '--notice'],
] as const;

describe('design tokens: the colours in one place (tokens.css)', () => {
  it('every token is defined once; every component, every view and the global style sheet are read', () => {
    const all = names(tokens, declared);
    expect(all.length).toBeGreaterThan(40);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(SOURCES).length).toBeGreaterThanOrEqual(80);
    expect(Object.keys(SOURCES)).toEqual(
      expect.arrayContaining(['../App.vue', '../views/DrillRunnerView.vue', '../components/table/TableScenario.vue', './app.css']),
    );
  });

  it.each(Object.keys(SOURCES))('%s writes no colour of its own and uses only tokens that exist', (file) => {
    const text = bare(SOURCES[file]!);
    expect(text.match(/#[0-9a-f]{3,8}\b(?![\w-])/gi) ?? [], file).toEqual([]);
    expect(text.match(/\b(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\(/gi) ?? [], file).toEqual([]);
    expect(namedColours(styles(file, text)), file).toEqual([]);
    for (const v of names(text, /var\((--[\w-]+)/g)) expect(defined.has(v) || own.has(v), `${file}: ${v}`).toBe(true);
  });

  it('the check finds a colour written in a component: hex, rgb(), a named colour', () => {
    const sample = bare(
      '<style>\n.a { color: #1f2a24; border: 1px solid White; white-space: nowrap; }\n.b { background: rgb(0 0 0 / 0.3); }\n</style>',
    );
    expect(sample.match(/#[0-9a-f]{3,8}\b(?![\w-])/gi)).toEqual(['#1f2a24']);
    expect(sample.match(/\b(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\(/gi)).toEqual(['rgb(']);
    expect(namedColours(styles('a.vue', sample))).toEqual(['white']);
  });

  it.each(PAIRS)('%s on %s is 4.5:1 or more', (text, ground) => {
    expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(MORE_TEXTS)('%s on %s is 4.5:1 or more', (text, ground) => {
    expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(LINES)('%s on %s is 3:1 or more', (line, ground) => {
    expect(contrast(line, ground)).toBeGreaterThanOrEqual(3);
  });

  it('the contrast is measured as WCAG says: black on white 21:1, a colour on itself 1:1', () => {
    expect(contrast('--on-print', '--print')).toBeCloseTo(21, 5);
    expect(contrast('--paper', '--paper')).toBe(1);
  });
});
