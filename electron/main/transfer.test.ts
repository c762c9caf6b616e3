import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GradedResult, ImportProgress } from '../shared/contract';
import { toCsv, toJson } from '../shared/records-format';
import { ProgressStore } from './store/progress-store';
import { importProgress, importResults } from './transfer';

const answer = (n: number): GradedResult => ({
  id: `import-${String(n).padStart(7, '0')}`,
  timestamp: '2026-01-01T00:00:00.000Z',
  drill: 'bring-in',
  scenarioCode: `BI-razz-${2 + (n % 7)}-tda-1.2.5.10-${n}`,
  answer: n % 3 ? 'seat 2' : '=seat 4; complete',
  correctAnswer: 'seat 2',
  correct: n % 3 !== 0,
  timeMs: 800 + (n % 500),
  profile: 'tda',
  language: 'it',
});

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-transfer-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** Imports `path`, asking for the progress on every timer turn of the event loop until the import ends (each new answer kept). */
async function importWatched(path: string, store: ProgressStore, trainee = 'default') {
  const seen: ImportProgress[] = [];
  let running = true;
  const watch = (async () => {
    while (running) {
      const now = importProgress();
      if (seen.at(-1) !== now) seen.push(now);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  })();
  const done = await importResults({ store, chooseSavePath: async () => undefined, chooseOpenPath: async () => path }, { trainee }).finally(
    () => (running = false),
  );
  await watch;
  return { done, seen };
}

describe('import of a large file', () => {
  it.each(['csv', 'json'] as const)(
    '%s: read a piece at a time, checked whole and then stored in batches; the progress shows on the way, and the event loop turns between pieces',
    async (format) => {
      const results = Array.from({ length: 45_000 }, (_, n) => ({ ...answer(n), trainee: 'ana-k3x9' }));
      const path = join(folder, `export.${format}`);
      const text = format === 'csv' ? toCsv(results) : toJson(results, new Date(0), { id: 'ana-k3x9', name: 'Ana' });
      await writeFile(path, text);
      const store = new ProgressStore({ folder: join(folder, 'store') });
      const { done, seen } = await importWatched(path, store, 'ana-k3x9');
      expect(done).toEqual({ imported: true, added: results.length, duplicates: 0, rejected: 0, fileName: `export.${format}` });
      const during = seen.filter((p) => p.active);
      const size = Buffer.byteLength(text);
      // Read twice (checked, then stored), a piece of 1 MB at a time, with turns of the loop between them where the progress was asked for.
      expect(during.every((p) => p.totalBytes === 2 * size)).toBe(true);
      expect(new Set(during.map((p) => p.readBytes)).size).toBeGreaterThanOrEqual(Math.floor((2 * size) / (2 << 20)));
      // Nothing is stored while the file is checked; the answers stored so far show while it is read again.
      expect(during.filter((p) => p.readBytes <= size).every((p) => p.records === 0)).toBe(true);
      expect(during.some((p) => p.readBytes > size && p.readBytes < p.totalBytes && p.records > 0 && p.records < results.length)).toBe(
        true,
      );
      expect(importProgress()).toEqual({ active: false, readBytes: 0, totalBytes: 0, records: 0 });
      const loaded = await new ProgressStore({ folder: join(folder, 'store') }).load('ana-k3x9');
      expect(loaded.results).toEqual(results);
    },
  );

  it("a file whose last answer is another trainee's is refused whole: nothing of the batches before it is stored", async () => {
    const results = [
      ...Array.from({ length: 45_000 }, (_, n) => ({ ...answer(n), trainee: 'ana-k3x9' })),
      { ...answer(45_000), trainee: 'luis-0001' },
    ];
    const path = join(folder, 'export.csv');
    await writeFile(path, toCsv(results));
    const store = new ProgressStore({ folder: join(folder, 'store') });
    await expect(importWatched(path, store, 'ana-k3x9')).rejects.toMatchObject({
      code: 'import-failed',
      reason: { code: 'import-mixed-trainees', file: 'export.csv', count: 2 },
    });
    expect(await store.load()).toEqual({ results: [], skipped: 0 });
  });

  it('a second import of the same file adds nothing (every id known), a file too big is refused before it is read', async () => {
    const results = Array.from({ length: 30 }, (_, n) => answer(n));
    const path = join(folder, 'export.csv');
    await writeFile(path, toCsv(results));
    const store = new ProgressStore({ folder: join(folder, 'store') });
    expect((await importWatched(path, store)).done).toMatchObject({ added: 30 });
    expect((await importWatched(path, store)).done).toEqual({
      imported: true,
      added: 0,
      duplicates: 30,
      rejected: 0,
      fileName: 'export.csv',
    });
    await writeFile(path, '');
    const { truncate } = await import('node:fs/promises');
    await truncate(path, 100_000_001);
    await expect(importWatched(path, store)).rejects.toMatchObject({
      code: 'import-failed',
      reason: { code: 'import-too-large', file: 'export.csv', megabytes: 100 },
      message: 'Cannot import export.csv: the file is 100 MB, too big to be an export; nothing was imported',
    });
  });
});
