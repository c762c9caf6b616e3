import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GradedResult } from './contract';
import { importProblem, mergeNew, ownedBy, toCsv, toJson } from './records-format';
import { parseCsv, parseImport } from './records-import';
import { resultArbitrary } from './testing/result-arbitrary';

const freeText = fc.string({
  minLength: 1,
  maxLength: 60,
  unit: fc.oneof(
    fc.constantFrom(
      ',',
      ';',
      '"',
      '\n',
      '\r',
      '=',
      '+',
      '-',
      '@',
      "'",
      ' ',
      '\t',
      '\0',
      '\uFF1D',
      '\uFF0B',
      '\uFF0D',
      '\uFF20',
      '{',
      '}',
      '[',
      ']',
      '\\',
    ),
    fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
  ),
});
const result = resultArbitrary(freeText);

describe('export formats', () => {
  it('CSV round-trips any results, including commas, quotes, line breaks and formula-like text (property)', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 8 }), (results) => {
        expect(parseImport(toCsv(results), 'x.csv')).toEqual({ records: results, rejected: 0, version: null, owner: null });
      }),
    );
  });

  it('JSON round-trips any results (property)', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 8 }), (results) => {
        expect(parseImport(toJson(results, new Date(0), { id: 'ana-k3x9', name: 'Ana' }), 'x.json')).toEqual({
          records: results,
          rejected: 0,
          version: 2,
          owner: { id: 'ana-k3x9', name: 'Ana' },
        });
      }),
    );
  });

  it('CSV cells that a spreadsheet would evaluate are neutralised with an apostrophe', () => {
    const rows = parseCsv(
      toCsv([
        {
          id: 'abcdefgh',
          timestamp: '2026-01-01T00:00:00.000Z',
          drill: 'bring-in',
          scenarioCode: '=HYPERLINK("x")',
          answer: '+1',
          correctAnswer: '@A1',
          correct: true,
          timeMs: 5,
          profile: 'dealer',
          language: 'en',
        },
      ]),
    );
    expect(rows[1]!.slice(3, 6)).toEqual(['\'=HYPERLINK("x")', "'+1", "'@A1"]);
  });

  const record = (answer: string): GradedResult => ({
    id: 'abcdefgh',
    timestamp: '2026-01-01T00:00:00.000Z',
    drill: 'bring-in',
    scenarioCode: 's',
    answer,
    correctAnswer: '1',
    correct: true,
    timeMs: 5,
    profile: 'dealer',
    language: 'es',
  });
  /** The answer cell as the exported line has it, between its neighbours' commas. */
  const answerCell = (answer: string) =>
    toCsv([record(answer)])
      .split('\r\n')[1]!
      .slice('abcdefgh,2026-01-01T00:00:00.000Z,bring-in,s,'.length, -',1,true,5,dealer,es,,,,,'.length);

  it('CSV is safe in Spanish and Italian spreadsheets: a cell with the ; list separator is quoted, so it stays one cell', () => {
    expect(answerCell('seat 2; seat 5')).toBe('"seat 2; seat 5"');
    // Read as a ;-separated file, as a spreadsheet set to Spanish or Italian does: the cell is not split.
    const semicolons = toCsv([record('a;b')]).replaceAll(',', ';');
    expect(parseCsv(semicolons)[1]![4]).toBe('a;b');
    expect(parseImport(toCsv([record('a;b')]), 'x.csv').records[0]!.answer).toBe('a;b');
  });

  it.each([
    ['=', '=1+1'],
    ['+', '+34 600'],
    ['-', '-2'],
    ['@', '@SUM(A1)'],
    ['tab', '\t=1'],
    ['carriage return', '\r=1'],
    ['NUL', '\0=1'],
    ['fullwidth =', '\uFF1D1+1'],
    ['fullwidth +', '\uFF0B1'],
    ['fullwidth -', '\uFF0D1'],
    ['fullwidth @', '\uFF20A1'],
  ])('a cell starting with %s is neutralised on export and restored on import', (_name, text) => {
    const cell = answerCell(text);
    expect(cell.replace(/^"/, '')).toMatch(/^'/);
    expect(parseImport(toCsv([record(text)]), 'x.csv')).toEqual({ records: [record(text)], rejected: 0, version: null, owner: null });
  });

  it('accepts a bare JSON array and JSON Lines, counts invalid entries, and rejects an unreadable file with a reason', () => {
    const good = {
      id: 'abcdefgh',
      timestamp: '2026-01-01T00:00:00.000Z',
      drill: 'bring-in',
      scenarioCode: 's',
      answer: '1',
      correctAnswer: '1',
      correct: true,
      timeMs: 5,
      profile: 'dealer',
      language: 'en',
    };
    expect(parseImport(JSON.stringify([good, { id: 1 }]))).toEqual({ records: [good], rejected: 1, version: null, owner: null });
    expect(parseImport(`${JSON.stringify(good)}\n{broken\n`, 'progress.jsonl')).toEqual({
      records: [good],
      rejected: 1,
      version: null,
      owner: null,
    });
    expect(() => parseImport('{"results": 3}', 'x.json')).toThrow(/Not a Bring-In progress file/);
    expect(parseImport('', 'x.csv')).toEqual({ records: [], rejected: 0, version: null, owner: null });
  });

  describe('whose answers a file holds (importProblem)', () => {
    const answer = (trainee?: string): GradedResult => ({
      id: `id-${trainee ?? 'none'}-0001`,
      timestamp: '2026-01-01T00:00:00.000Z',
      drill: 'bring-in',
      scenarioCode: 's',
      answer: '1',
      correctAnswer: '1',
      correct: true,
      timeMs: 5,
      profile: 'dealer',
      language: 'en',
      ...(trainee && { trainee }),
    });
    const read = (text: string, name = 'f.json') => parseImport(text, name);

    it("a trainee's own export goes in; another trainee's is refused, naming them", () => {
      const anas = read(toJson([answer('ana-0001')], new Date(0), { id: 'ana-0001', name: 'Ana' }));
      expect(importProblem(anas, 'ana-0001', 'f.json')).toBeNull();
      expect(importProblem(anas, 'default', 'f.json')).toEqual({ code: 'import-other-trainee', file: 'f.json', owner: 'Ana' });
      // A CSV names the trainee on each answer only: the id is what it can say.
      expect(importProblem(read(toCsv([answer('ana-0001')]), 'f.csv'), 'luis-0002', 'f.csv')).toEqual({
        code: 'import-other-trainee',
        file: 'f.csv',
        owner: 'ana-0001',
      });
    });

    it("a file whose header names one trainee and whose answers name another, or answers of two trainees, is no one's export", () => {
      expect(importProblem(read(toJson([answer('luis-0002')], new Date(0), { id: 'ana-0001' })), 'ana-0001', 'f')).toEqual({
        code: 'import-mixed-trainees',
        file: 'f',
        count: 2,
      });
      expect(importProblem(read(toCsv([answer('ana-0001'), answer('luis-0002')]), 'f.csv'), 'ana-0001', 'f')).toMatchObject({
        code: 'import-mixed-trainees',
        count: 2,
      });
    });

    it("an older export (no trainee named) is the first trainee's: only they import it, and its answers then name them", () => {
      const old = read(JSON.stringify({ format: 'bring-in-progress', version: 1, results: [answer()] }));
      expect(importProblem(old, 'ana-0001', 'old.json')).toEqual({ code: 'import-older-format', file: 'old.json' });
      expect(importProblem(old, 'default', 'old.json')).toBeNull();
      expect(ownedBy(old.records, 'default').map((r) => r.trainee)).toEqual(['default']);
    });

    it('a file from a newer version is refused', () => {
      expect(importProblem(read(JSON.stringify({ format: 'bring-in-progress', version: 3, results: [] })), 'default', 'new.json')).toEqual({
        code: 'import-newer',
        file: 'new.json',
        version: 3,
      });
    });
  });

  it('merge adds only unknown ids, each once (property: added + duplicates = incoming, ids unique)', () => {
    fc.assert(
      fc.property(
        fc.array(result, { maxLength: 10 }),
        fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), { maxLength: 5 }),
        (incoming, known) => {
          const { added, duplicates } = mergeNew(new Set(known), incoming);
          expect(added.length + duplicates).toBe(incoming.length);
          const ids = added.map((r) => r.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) expect(known).not.toContain(id);
        },
      ),
    );
  });
});
