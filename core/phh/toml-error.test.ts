/// <reference types="node" />
// Test files may read the shared data from disk; core source files never do.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages';
import { templateParams } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import fc from 'fast-check';
import { PhhError } from './error';
import { parsePhh } from './parse';
import { parseError } from './test-kit';
import { tomlProblem } from './toml-error';

const WSOP_DIR = fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/', import.meta.url));
/** A real hand, as floor staff load it (variant on line 1, antes on line 3, actions on line 8). */
const HAND = readFileSync(`${WSOP_DIR}wsop-2023-43-5-00-22-43.phh`, 'utf8');

/** The hand with line `n` (1-based) replaced. */
function withLine(n: number, line: string): string {
  const lines = HAND.split('\n');
  lines[n - 1] = line;
  return lines.join('\n');
}

describe("TOML errors of a PHH file: what is wrong in the reader's words, where it is", () => {
  it('an unclosed text: the line and column of its opening quote, in English, Spanish and Italian (no parser English)', () => {
    const error = parseError(withLine(1, "variant = 'F7S"));
    expect(error.reason.key).toBe('phh.error.toml.unclosedString');
    expect([error.line, error.column]).toEqual([1, 11]);
    expect(error.message).toBe(
      "line 1, column 11: a text in quotes is not closed: the quote ' that opens it has no closing ' on the same line",
    );
    expect(error.describe('es')).toBe(
      "línea 1, columna 11: un texto entre comillas no está cerrado: la comilla ' que lo abre no tiene su ' de cierre en la misma línea",
    );
    expect(error.describe('it')).toBe(
      "riga 1, colonna 11: un testo tra virgolette non è chiuso: la virgoletta ' che lo apre non ha la ' di chiusura sulla stessa riga",
    );
    for (const locale of LOCALES) expect(error.describe(locale)).not.toMatch(/control characters|not valid TOML|no es TOML|non è TOML/);
    // Nothing of the parser's message travels with the error: only our words and their values.
    expect(error.reason.params).toEqual({ quote: "'" });
  });

  it('an unclosed [ list: the line where it opens (not the next line), with the field it belongs to', () => {
    const error = parseError(withLine(3, 'antes = [50000, 50000, 50000, 50000, 50000'));
    expect(error.reason.key).toBe('phh.error.toml.unclosedList');
    expect([error.line, error.column, error.field]).toEqual([3, 9, 'antes']);
    expect(error.message).toBe('line 3, column 9: the list "antes" opens here with [ but is not closed: the ] is missing');
    expect(error.describe('es')).toBe('línea 3, columna 9: la lista "antes" se abre aquí con [ pero no se cierra: falta el ]');
    expect(error.describe('it')).toBe('riga 3, colonna 9: la lista "antes" si apre qui con [ ma non si chiude: manca la ]');
  });

  it('an unclosed list or text at the very end of the file, and a text that runs to the end of a list entry', () => {
    // The file ends inside the actions list.
    expect(parseError(HAND.slice(0, HAND.indexOf('\nauthor')).replace(/\]$/, '')).message).toBe(
      'line 8, column 11: the list "actions" opens here with [ but is not closed: the ] is missing',
    );
    expect(parseError(`${HAND.trimEnd()}\nnote = 'never closed`).message).toBe(
      "line 20, column 8: a text in quotes is not closed: the quote ' that opens it has no closing ' on the same line",
    );
    const entry = parseError(HAND.replace("'p4 f']", "'p4 f]"));
    expect(entry.reason.key).toBe('phh.error.toml.unclosedString');
    expect(entry.line).toBe(8);
    const multi = parseError(`${HAND.trimEnd()}\nnote = '''one\ntwo`);
    expect(multi.message).toBe(
      "line 20, column 8: a text on several lines opens here with ''' and is never closed: the closing ''' is missing",
    );
  });

  it('after a date and time with a space, a text, list or table left open is still named at its opening', () => {
    const after = (rest: string) => parseError(`${HAND.trimEnd()}\ndate = 2023-06-22 14:05:00\n${rest}`);
    const cases: [string, string, number, number, string][] = [
      [
        "note = 'never closed",
        'phh.error.toml.unclosedString',
        21,
        8,
        "a text in quotes is not closed: the quote ' that opens it has no closing ' on the same line",
      ],
      [
        "note = '''one\ntwo",
        'phh.error.toml.unclosedMultiline',
        21,
        8,
        "a text on several lines opens here with ''' and is never closed: the closing ''' is missing",
      ],
      ['seats = [1, 2,', 'phh.error.toml.unclosedList', 21, 9, 'the list "seats" opens here with [ but is not closed: the ] is missing'],
      ['seats = [[1,', 'phh.error.toml.unclosedListNoField', 21, 10, 'a list opens here with [ but is not closed: the ] is missing'],
      [
        "place = { city = 'Las Vegas',",
        'phh.error.toml.unclosedTable',
        21,
        9,
        'a table opens here with { but is not closed: the } is missing',
      ],
      [
        "note = 'never closed\nx = 1",
        'phh.error.toml.unclosedString',
        21,
        8,
        "a text in quotes is not closed: the quote ' that opens it has no closing ' on the same line",
      ],
    ];
    for (const [rest, key, line, column, what] of cases) {
      const error = after(rest);
      expect([error.reason.key, error.line, error.column], rest).toEqual([key, line, column]);
      expect(error.message).toBe(`line ${line}, column ${column}: ${what}`);
    }
    expect(after('seats = [1, 2,').field).toBe('seats');
    // A quoted field name with no closing quote: named at its quote.
    const key = parseError(withLine(4, '"bring_in = 50000'));
    expect([key.reason.key, key.line, key.column]).toEqual(['phh.error.toml.unclosedString', 4, 1]);
  });

  it('Windows line ends give the same line and column', () => {
    const error = parseError(withLine(1, "variant = 'F7S").replace(/\n/g, '\r\n'));
    expect([error.reason.key, error.line, error.column]).toEqual(['phh.error.toml.unclosedString', 1, 11]);
  });

  // Each mistake as smol-toml reports it (its English in the comment), and the key and words we give it.
  const CASES: [string, string, string, number, number, string][] = [
    // "expected comma or end of structure"
    [
      'a missing comma',
      withLine(3, 'antes = [50000 50000, 50000, 50000, 50000]'),
      'phh.error.toml.missingComma',
      3,
      16,
      'a comma or the closing ] is missing before "50000, 50000, 50000, 500…": the entries are separated by commas',
    ],
    // "expected comma or end of structure", right after a closing quote
    [
      'a quote inside a text',
      HAND.replace("'p4 f']", "'p4 f # p4's fold']"),
      'phh.error.toml.quoteInText',
      8,
      272,
      'the text in \' quotes ends at the \' just before "s fold\']": a text cannot hold its own kind of quote, so check its quotes or write it in " quotes',
    ],
    // "invalid value"
    [
      'a doubled =',
      withLine(4, 'bring_in = = 50000'),
      'phh.error.toml.badValue',
      4,
      12,
      '"=" is not a value: write a number (10), a text in quotes (\'F7S\'), true or false, or a list in [ ]',
    ],
    [
      'a text without quotes',
      withLine(1, 'variant = F7S'),
      'phh.error.toml.badValue',
      1,
      11,
      '"F7S" is not a value: write a number (10), a text in quotes (\'F7S\'), true or false, or a list in [ ]',
    ],
    ['a missing value', withLine(4, 'bring_in ='), 'phh.error.toml.missingValue', 4, 11, 'the value after = is missing'],
    [
      'two commas',
      withLine(3, 'antes = [50000, , 50000, 50000, 50000]'),
      'phh.error.toml.emptyEntry',
      3,
      17,
      'two commas with nothing between them: an entry of the list is missing',
    ],
    [
      'typographic quotes',
      withLine(1, 'variant = \u2018F7S\u2019'),
      'phh.error.toml.curlyQuotes',
      1,
      11,
      'typographic quotes (‘ ’ “ ”) are not quotes in TOML: write straight quotes \' or "',
    ],
    // "illegal character in numeric literal" / "illegal leading zero"
    [
      'a letter in a number',
      withLine(4, 'bring_in = 50000x'),
      'phh.error.toml.number',
      4,
      12,
      '"50000x" is not a number as TOML writes it: digits only (no letters, spaces or thousands separators), no leading 0, and _ only between two digits',
    ],
    [
      'a leading zero',
      withLine(4, 'bring_in = 050000'),
      'phh.error.toml.number',
      4,
      12,
      '"050000" is not a number as TOML writes it: digits only (no letters, spaces or thousands separators), no leading 0, and _ only between two digits',
    ],
    [
      'a thousands separator',
      withLine(4, 'bring_in = 50,000'),
      'phh.error.toml.commaOutsideList',
      4,
      12,
      '"50,000" has a comma outside a list: a number is written without thousands separators, and a list goes in [ ]',
    ],
    // "each key-value declaration must be followed by an end-of-line"
    [
      'text after the value',
      withLine(4, 'bring_in = 50000 50000'),
      'phh.error.toml.endOfLine',
      4,
      18,
      'the line goes on after the value with "50000": each field goes on a line of its own (a comment starts with #)',
    ],
    // "trying to redefine an already defined table or value"
    [
      'a field given twice',
      `${HAND.trimEnd()}\nantes = [1, 2]`,
      'phh.error.toml.duplicate',
      20,
      1,
      'the field "antes" is given twice (first on line 3)',
    ],
    [
      'a table given twice',
      `${HAND.trimEnd()}\n[notes]\nplace = 'Las Vegas'\n[notes]\ncity = 'Las Vegas'`,
      'phh.error.toml.duplicateTable',
      22,
      1,
      'the table [notes] is given twice (first on line 20): put its fields under one header',
    ],
    // "illegal character in key"
    [
      'a line with no =',
      withLine(4, 'bring_in 50000'),
      'phh.error.toml.notKeyValue',
      4,
      10,
      'this line does not read as name = value: "bring_in 50000"',
    ],
    [
      'a bad field name',
      `${HAND.trimEnd()}\nbring-in! = 3`,
      'phh.error.toml.keyName',
      20,
      9,
      'the field name "bring-in!" has a character a name cannot have: use letters, digits, _ and -, or put the name in quotes',
    ],
    [
      'an unclosed table header',
      `${HAND.trimEnd()}\n[notes`,
      'phh.error.toml.tableHeader',
      20,
      1,
      'the table header "[notes" is not closed: it ends with ] (]] for a [[ header)',
    ],
    // "unrecognised escape sequence"
    [
      'a bad escape',
      `${HAND.trimEnd()}\nnote = "C:\\hands"`,
      'phh.error.toml.escape',
      20,
      11,
      'in a text in double quotes a backslash starts an escape, and "\\h" is not one: write \\\\ for a backslash, or use single quotes',
    ],
    // "control characters are not allowed in comments"
    [
      'a control character',
      `${HAND.trimEnd()}\n# note \u0007`,
      'phh.error.toml.control',
      20,
      8,
      'an invisible control character (U+0007) is not allowed here: delete it',
    ],
    // "invalid date"
    [
      'a bad date',
      `${HAND.trimEnd()}\ndate = 2023-13-45`,
      'phh.error.toml.date',
      20,
      8,
      '"2023-13-45" is not a valid date or time (dates are written 2023-06-22, times 14:05:00)',
    ],
    // "integer value cannot be represented losslessly"
    [
      'a huge number',
      withLine(4, 'bring_in = 99999999999999999999'),
      'phh.error.toml.numberTooLarge',
      4,
      12,
      '"99999999999999999999" is a whole number too large to read exactly',
    ],
    // an unclosed { table before the next field
    [
      'an unclosed inline table',
      `${HAND.trimEnd()}\nplace = { city = 'Las Vegas'\nnote = 1`,
      'phh.error.toml.unclosedTable',
      20,
      9,
      'a table opens here with { but is not closed: the } is missing',
    ],
  ];

  it.each(CASES)('%s', (_name, text, key, line, column, what) => {
    const error = parseError(text);
    expect(error.reason.key).toBe(key);
    expect([error.line, error.column]).toEqual([line, column]);
    expect(error.message).toBe(`line ${line}, column ${column}: ${what}`);
    // Spanish and Italian say it in their words; nothing of the parser's message travels with the error.
    expect(error.reason.params).not.toHaveProperty('parser');
    for (const locale of ['es', 'it'] as const) expect(error.describe(locale)).not.toMatch(/\{\w+\}/);
  });

  it('Spanish words for the common mistakes', () => {
    expect(parseError(withLine(3, 'antes = [50000 50000, 50000, 50000, 50000]')).describe('es')).toBe(
      'línea 3, columna 16: falta una coma o el cierre ] antes de "50000, 50000, 50000, 500…": los elementos se separan con comas',
    );
    expect(parseError(`${HAND.trimEnd()}\nantes = [1, 2]`).describe('es')).toBe(
      'línea 20, columna 1: el campo "antes" aparece dos veces (la primera en la línea 3)',
    );
  });

  it("what our reading lets through, the parser's position names: a name made twice through a dotted key, or the text there", () => {
    const twice = parseError(`${HAND.trimEnd()}\nnotes.place = 'Las Vegas'\n[notes]\ncity = 'Las Vegas'`);
    expect([twice.reason.key, twice.line]).toEqual(['phh.error.toml.duplicateNoLine', 21]);
    expect(twice.message).toBe('line 21, column 1: "notes" is defined twice');
    expect(tomlProblem('x = 1\n', { line: 1, column: 3 })).toEqual({
      where: { line: 1, column: 3 },
      key: 'phh.error.toml.here',
      params: { found: '= 1' },
    });
  });

  it('lists and tables nested thousands deep: the one-line depth error, never a stack overflow', () => {
    const deep = (open: string, close: string, levels: number) => `${HAND.trimEnd()}\nx = ${open.repeat(levels)}1${close.repeat(levels)}\n`;
    for (const text of [
      deep('[', ']', 5000),
      deep('{a = ', '}', 5000),
      deep('[{a = ', '}]', 3000),
      `${HAND.trimEnd()}\nx = ${'['.repeat(100_000)}\n`,
    ]) {
      const error = parseError(text);
      expect(error.reason.key).toBe('phh.error.toml.tooDeep');
      expect(error.line).toBe(20);
      expect(error.message).toMatch(/^line 20, column \d+: the lists or tables are nested too deeply to read \(more than 1000 levels\)$/);
      expect(error.describe('es')).toMatch(/anidadas a demasiada profundidad para leerlas \(más de 1000 niveles\)$/);
    }
    // Just under the limit, the reading goes through and the parser's own reading of the rest stands.
    expect(() => parsePhh(deep('[', ']', 900))).not.toThrow();
  });

  it('whatever is broken in a real hand, the error is ours: a known key, a line, and no parser English in Spanish (property)', () => {
    const known = new Set(Object.keys(MESSAGES));
    fc.assert(
      fc.property(
        fc.nat(HAND.length),
        fc.nat(12),
        fc.string({
          maxLength: 6,
          unit: fc.constantFrom('[', ']', '{', '}', '"', "'", '=', ',', '\n', ' ', '#', '\\', 'x', '1', '\u0007', '.'),
        }),
        (at, cut, insert) => {
          const text = HAND.slice(0, at) + insert + HAND.slice(at + cut);
          let error: unknown;
          try {
            parsePhh(text);
            return;
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(PhhError);
          const phh = error as PhhError;
          expect(known.has(phh.reason.key), phh.reason.key).toBe(true);
          if (phh.reason.key.startsWith('phh.error.toml')) expect(phh.line).not.toBeNull();
          const spanish = phh.describe('es');
          expect(spanish).not.toMatch(/expected|invalid|unfinished|illegal|control characters/);
          // Every placeholder filled (the file's own text may hold braces: only the template's names count).
          for (const name of templateParams(MESSAGES[phh.reason.key]!.es)) expect(spanish).not.toContain(`{${name}}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the real hands have no TOML problem', () => {
    for (const name of readdirSync(WSOP_DIR).filter((n) => n.endsWith('.phh')))
      expect(() => parsePhh(readFileSync(WSOP_DIR + name, 'utf8'))).not.toThrow();
  });
});

describe('every phh.* text core/phh uses exists in English, Spanish and Italian with the same placeholders', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const m of readFileSync(dir + file, 'utf8').matchAll(/'(phh\.(?:error|replay|where)\.[A-Za-z.]+)'/g)) keys.add(m[1]!);
  }
  it('finds the keys', () => expect(keys.size).toBeGreaterThan(40));
  it.each([...keys])('%s', (key) => {
    const entry = MESSAGES[key];
    expect(entry, key).toBeDefined();
    for (const locale of LOCALES)
      expect(templateParams(entry![locale]).sort(), `${key} ${locale}`).toEqual(templateParams(entry!.en).sort());
  });
});
