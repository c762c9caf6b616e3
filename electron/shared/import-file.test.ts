import { describe, expect, it } from 'vitest';
import type { GradedResult } from './contract';
import { IMPORT_PIECE_BYTES, MAX_IMPORT_BYTES, importFile, type ImportSource } from './import-file';
import { toCsv } from './records-format';

const answer = (n: number, trainee?: string): GradedResult => ({
  id: `answer-${String(n).padStart(6, '0')}`,
  timestamp: '2026-01-01T00:00:00.000Z',
  drill: 'bring-in',
  scenarioCode: 's',
  answer: '1',
  correctAnswer: '1',
  correct: true,
  timeMs: 5,
  profile: 'dealer',
  language: 'es',
  ...(trainee !== undefined && { trainee }),
});

/** The text as a file read by ranges, counting the bytes read; `change` runs between the two readings' check. */
function source(text: string, change?: () => void): ImportSource & { readBytes: number } {
  const bytes = new TextEncoder().encode(text);
  const file = {
    name: 'answers.csv',
    size: bytes.length,
    readBytes: 0,
    read: async (start: number, end: number) => {
      file.readBytes += end - start;
      return bytes.slice(start, end);
    },
    unchanged: async () => change?.(),
  };
  return file;
}

/** A store that keeps what it is given. */
function sink() {
  const stored: GradedResult[] = [];
  return { stored, merge: async (records: GradedResult[]) => (stored.push(...records), { added: records.length, duplicates: 0 }) };
}

describe('an import read twice: checked whole, then stored a batch at a time', () => {
  it("stores a trainee's own file in batches, each answer naming them; answers from before trainees become the first trainee's", async () => {
    const mine = Array.from({ length: 50_000 }, (_, n) => answer(n, 'ana-k3x9'));
    const target = sink();
    const file = source(toCsv(mine));
    expect(await importFile(file, { trainee: 'ana-k3x9', merge: target.merge })).toEqual({
      imported: true,
      added: 50_000,
      duplicates: 0,
      rejected: 0,
      fileName: 'answers.csv',
    });
    expect(target.stored).toEqual(mine);
    expect(file.readBytes).toBe(2 * file.size);
    const old = sink();
    await importFile(source(toCsv([answer(1)])), { trainee: 'default', merge: old.merge });
    expect(old.stored).toEqual([answer(1, 'default')]);
  });

  it("refuses a file with another trainee's answer past the first batches, having stored nothing and read it once", async () => {
    const target = sink();
    const file = source(toCsv([...Array.from({ length: 50_000 }, (_, n) => answer(n, 'ana-k3x9')), answer(50_000, 'luis-0001')]));
    await expect(importFile(file, { trainee: 'ana-k3x9', merge: target.merge })).rejects.toMatchObject({
      code: 'import-failed',
      reason: { code: 'import-mixed-trainees', file: 'answers.csv', count: 2 },
    });
    expect(target.stored).toEqual([]);
    expect(file.readBytes).toBe(file.size);
  });

  it('refuses a file that changed between the two readings, having stored nothing', async () => {
    const target = sink();
    const file = source(toCsv([answer(1, 'ana-k3x9')]), () => {
      throw new Error('the file changed while it was read; nothing was imported');
    });
    await expect(importFile(file, { trainee: 'ana-k3x9', merge: target.merge })).rejects.toMatchObject({
      code: 'import-failed',
      reason: { code: 'import-unreadable', file: 'answers.csv', detail: 'the file changed while it was read; nothing was imported' },
    });
    expect(target.stored).toEqual([]);
  });

  it('refuses a file over the limit before reading it, and one that is no progress file after the first reading', async () => {
    const big = { ...source(''), size: MAX_IMPORT_BYTES + 1 };
    await expect(importFile(big, { trainee: 'default', merge: sink().merge })).rejects.toMatchObject({
      reason: { code: 'import-too-large', megabytes: 100 },
    });
    expect(big.readBytes).toBe(0);
    const target = sink();
    await expect(
      importFile({ ...source('{"results": 3}'), name: 'x.json' }, { trainee: 'default', merge: target.merge }),
    ).rejects.toMatchObject({
      reason: { code: 'import-unreadable', file: 'x.json', detail: 'Not a Bring-In progress file: "results" (line 1) is not a list' },
    });
    expect(target.stored).toEqual([]);
  });

  it("a character whose bytes fall on either side of a piece's end is read whole", async () => {
    const rows = (pad: string) =>
      Array.from({ length: 6000 }, (_, n) => ({ ...answer(n, 'ana-k3x9'), answer: `${n === 0 ? pad : ''}${'ñ'.repeat(100)}` }));
    // Each byte added at the start moves every later byte one on: enough of them put the second byte of an "ñ"
    // (0xC3 0xB1) first in the second piece.
    const plain = new TextEncoder().encode(toCsv(rows('')));
    const second = plain.lastIndexOf(0xb1, IMPORT_PIECE_BYTES);
    const mine = rows('x'.repeat(IMPORT_PIECE_BYTES - second));
    const bytes = new TextEncoder().encode(toCsv(mine));
    expect(bytes[IMPORT_PIECE_BYTES]).toBe(0xb1);
    const target = sink();
    await importFile(source(toCsv(mine)), { trainee: 'ana-k3x9', merge: target.merge });
    expect(target.stored).toEqual(mine);
  });
});
