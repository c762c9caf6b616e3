import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gradedResultSchema, type GradedResult } from './contract';
import { MAX_RECORD_BYTES, toCsv, toJson, type ImportHeader } from './records-format';
import { ImportFormatError, createImportReader, parseImport } from './records-import';
import { resultArbitrary } from './testing/result-arbitrary';

const text = fc.string({
  minLength: 1,
  maxLength: 40,
  unit: fc.oneof(
    fc.constantFrom(',', ';', '"', '\n', '\r', '{', '}', '[', ']', '\\', ':', "'", '=', ' '),
    fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
  ),
});
const result = resultArbitrary(text);

/** Feeds `whole` to a reader cut at the given places (as a stream's pieces fall). */
function inPieces(whole: string, cuts: readonly number[], fileName: string) {
  const reader = createImportReader(fileName);
  let from = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (whole.length + 1)))].sort((a, b) => a - b)) {
    reader.push(whole.slice(from, cut));
    from = cut;
  }
  reader.push(whole.slice(from));
  return reader.end();
}

const NO_HEADER: ImportHeader = { version: null, owner: null };
const FORMATS: [string, (results: GradedResult[]) => string, string, ImportHeader][] = [
  ['CSV export', (r) => toCsv(r), 'x.csv', NO_HEADER],
  [
    'JSON export naming its trainee',
    (r) => toJson(r, new Date(0), { id: 'ana-k3x9', name: 'Ana {"results": [' }),
    'x.json',
    { version: 2, owner: { id: 'ana-k3x9', name: 'Ana {"results": [' } },
  ],
  [
    'JSON export from before trainees',
    (r) => JSON.stringify({ format: 'bring-in-progress', version: 1, exportedAt: 'x', results: r, more: { results: [1] } }),
    'x.json',
    { version: 1, owner: null },
  ],
  ['bare JSON list', (r) => JSON.stringify(r), 'x.json', NO_HEADER],
  ['JSON Lines (the store file)', (r) => r.map((x) => `${JSON.stringify(x)}\n`).join(''), 'progress.jsonl', NO_HEADER],
  ['JSON Lines under another name', (r) => r.map((x) => `${JSON.stringify(x)}\n`).join(''), 'answers.txt', NO_HEADER],
];

describe('import reader: a file read a piece at a time', () => {
  it.each(FORMATS)(
    '%s: cut anywhere, the pieces read as the whole file does, what it says of itself too (property)',
    (_name, write, fileName, header) => {
      fc.assert(
        fc.property(fc.array(result, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { maxLength: 12 }), (results, cuts) => {
          const whole = write(results);
          expect(inPieces(whole, cuts, fileName)).toEqual({ records: results, rejected: 0, ...header });
        }),
      );
    },
  );

  it('counts entries that are not results, and entries too long to be one, without failing the file', () => {
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
    const huge = { ...good, id: 'huge-entry', answer: 'x'.repeat(MAX_RECORD_BYTES) };
    expect(parseImport(JSON.stringify({ format: 'bring-in-progress', results: [good, 3, 'text', { id: 1 }, huge, [good]] }))).toEqual({
      records: [good],
      rejected: 5,
      version: null,
      owner: null,
    });
    expect(parseImport(`${JSON.stringify(good)}\n${JSON.stringify(huge)}\n{"torn": tr`, 'progress.jsonl')).toEqual({
      records: [good],
      rejected: 2,
      version: null,
      owner: null,
    });
    expect(parseImport(`${toCsv([good as GradedResult])}"${'x'.repeat(MAX_RECORD_BYTES)}",b\r\nnot,a,result\r\n`, 'x.csv')).toEqual({
      records: [good],
      rejected: 2,
      version: null,
      owner: null,
    });
  });

  it('reads a CSV that a Spanish or Italian spreadsheet saved again with ; between cells, and a BOM', () => {
    const good = {
      id: 'abcdefgh',
      timestamp: '2026-01-01T00:00:00.000Z',
      drill: 'bring-in',
      scenarioCode: 's',
      answer: 'a,b',
      correctAnswer: '1',
      correct: true,
      timeMs: 5,
      profile: 'dealer',
      language: 'it',
    };
    const semicolons =
      '\uFEFFid;timestamp;drill;scenarioCode;answer;correctAnswer;correct;timeMs;profile;language\r\nabcdefgh;2026-01-01T00:00:00.000Z;bring-in;s;a,b;1;true;5;dealer;it\r\n';
    expect(parseImport(semicolons, 'x.csv')).toEqual({ records: [good], rejected: 0, version: null, owner: null });
  });

  it('an export cut short gives the results before the cut; the torn one is counted as rejected', () => {
    const results = [0, 1, 2].map((n) => ({
      id: `abcdefg${n}`,
      timestamp: '2026-01-01T00:00:00.000Z',
      drill: 'bring-in',
      scenarioCode: 's',
      answer: '1',
      correctAnswer: '1',
      correct: true,
      timeMs: 5,
      profile: 'dealer',
      language: 'en' as const,
    }));
    const whole = toJson(results, new Date(0));
    const third = whole.lastIndexOf('"id"');
    expect(parseImport(whole.slice(0, third + 10), 'x.json')).toEqual({
      records: results.slice(0, 2),
      rejected: 1,
      version: 2,
      owner: null,
    });
    expect(parseImport(whole.slice(0, whole.lastIndexOf('}', third)), 'x.json')).toEqual({
      records: results.slice(0, 1),
      rejected: 1,
      version: 2,
      owner: null,
    });
    const list = JSON.stringify(results);
    expect(parseImport(list.slice(0, list.length - 1), 'x.json')).toEqual({ records: results, rejected: 0, version: null, owner: null });
  });

  it('records are taken in batches as they are read; the end gives the rest', () => {
    const results = Array.from({ length: 5 }, (_, n) => ({
      id: `abcdefg${n}`,
      timestamp: '2026-01-01T00:00:00.000Z',
      drill: 'bring-in',
      scenarioCode: 's',
      answer: '1',
      correctAnswer: '1',
      correct: true,
      timeMs: 5,
      profile: 'dealer',
      language: 'en' as const,
    }));
    const csv = toCsv(results);
    const reader = createImportReader('x.csv');
    reader.push(csv.slice(0, csv.indexOf(results[3]!.id)));
    expect(reader.take()).toEqual(results.slice(0, 3));
    expect(reader.take()).toEqual([]);
    // The last row has no line end yet: it is read at the end.
    reader.push(csv.slice(csv.indexOf(results[3]!.id)).trimEnd());
    expect(reader.count()).toBe(4);
    expect(reader.end()).toEqual({ records: results.slice(3), rejected: 0, version: null, owner: null });
    expect(reader.count()).toBe(5);
  });

  it('a progress file mangled anywhere (characters lost, brackets, quotes, separators put in) reads or is refused in words, never a crash (property)', () => {
    const edit = fc.record({
      at: fc.nat(),
      cut: fc.nat(6),
      insert: fc.string({
        maxLength: 4,
        unit: fc.constantFrom('{', '}', '[', ']', '"', ',', ';', '\n', ':', '\\', '1', 'x', ' ', '-', 'e'),
      }),
    });
    fc.assert(
      fc.property(
        fc.nat(FORMATS.length - 1),
        fc.array(result, { minLength: 1, maxLength: 4 }),
        fc.array(edit, { minLength: 1, maxLength: 3 }),
        (format, results, edits) => {
          const [, write, fileName] = FORMATS[format]!;
          let mangled = write(results);
          for (const { at, cut, insert } of edits) {
            const k = at % (mangled.length + 1);
            mangled = mangled.slice(0, k) + insert + mangled.slice(k + cut);
          }
          try {
            const read = parseImport(mangled, fileName);
            // What is read is whole results, as the store takes them (the rest is counted as rejected).
            for (const record of read.records) expect(gradedResultSchema.safeParse(record).success, JSON.stringify(record)).toBe(true);
          } catch (error) {
            expect(error, String(error)).toBeInstanceOf(ImportFormatError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a file that is not a progress file says what is wrong and where, and nothing is read from it', () => {
    const error = (text: string, name = 'x.json') => {
      try {
        parseImport(text, name);
      } catch (e) {
        expect(e).toBeInstanceOf(ImportFormatError);
        return (e as Error).message;
      }
      throw new Error('no error');
    };
    expect(error('{\n"format": "bring-in-progress",\n"exported')).toBe(
      'Not a Bring-In progress file: the file ends inside the document that opens on line 1 before any list of results',
    );
    expect(error('[1, 2]\n[3]')).toBe('Not a Bring-In progress file: there is more after the end of the list (line 2)');
    expect(error('{"results": 3}')).toBe('Not a Bring-In progress file: "results" (line 1) is not a list');
    expect(error('{\n"format": "x"\n}')).toBe('Not a Bring-In progress file: expected a list of results or an object with "results"');
    expect(error('{"results": [1}')).toBe('Not a Bring-In progress file: the } on line 1 does not close the [ open before it');
    expect(error(']')).toBe('Not a Bring-In progress file: a ] on line 1 closes nothing that is open');
    expect(error('hello', 'x.json')).toBe(
      'Not a Bring-In progress file: line 1 starts with something that is not a list [ ] or an object { }',
    );
    expect(parseImport('', 'x.csv')).toEqual({ records: [], rejected: 0, version: null, owner: null });
    expect(parseImport('  \n', 'x.json')).toEqual({ records: [], rejected: 0, version: null, owner: null });
  });
});
