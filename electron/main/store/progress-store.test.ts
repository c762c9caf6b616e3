import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendFile, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformError, type NewResult } from '../../shared/contract';
import { PROGRESS_FILE, ProgressStore, SKIPPED_FILE } from './progress-store';

const sample = (n: number): NewResult => ({
  drill: 'bring-in',
  scenarioCode: `stud-3-seed-${n}`,
  answer: String((n % 7) + 1),
  correctAnswer: '3',
  correct: n % 2 === 0,
  timeMs: 1000 + n,
  profile: 'dealer',
  language: 'en',
});

let folder: string;
let warnings: string[];
const newStore = () => new ProgressStore({ folder, warn: (m) => warnings.push(m) });

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-store-'));
  warnings = [];
});
afterEach(async () => {
  await chmod(folder, 0o700).catch(() => undefined);
  await rm(folder, { recursive: true, force: true });
});

describe('ProgressStore', () => {
  it('appends one JSON line per result, adds id and timestamp, and loads them back in a new instance', async () => {
    const store = newStore();
    const first = await store.append(sample(1));
    const second = await store.append({ ...sample(2), id: 'fixed-id-0001', timestamp: '2026-01-02T03:04:05.000Z' });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(first.timestamp)).not.toBeNaN();
    expect(second).toMatchObject({ id: 'fixed-id-0001', timestamp: '2026-01-02T03:04:05.000Z' });
    const lines = (await readFile(join(folder, PROGRESS_FILE), 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual(first);
    expect(await newStore().load()).toEqual({ results: [first, second], skipped: 0 });
  });

  it('loads an empty list when nothing was saved yet', async () => {
    expect(await newStore().load()).toEqual({ results: [], skipped: 0 });
  });

  it('skips a torn last line with a warning, keeps it in the side file, and the next append starts on a new line', async () => {
    const store = newStore();
    const kept = await store.append(sample(1));
    const torn = JSON.stringify({ ...sample(2), id: 'torn-line-01', timestamp: kept.timestamp }).slice(0, 40);
    await appendFile(join(folder, PROGRESS_FILE), torn);

    const reopened = newStore();
    expect(await reopened.load()).toEqual({ results: [kept], skipped: 1 });
    expect(warnings.join('\n')).toMatch(/line 2 skipped \(not valid JSON/);
    const side = (await readFile(join(folder, SKIPPED_FILE), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number; text: string });
    expect(side).toEqual([expect.objectContaining({ line: 2, text: torn })]);

    const after = await reopened.append(sample(3));
    expect((await newStore().load()).results).toEqual([kept, after]);
    // The torn text is still in the main file: nothing is ever deleted.
    expect(await readFile(join(folder, PROGRESS_FILE), 'utf8')).toContain(`${torn}\n`);
  });

  it('skips a corrupt middle line (bad JSON and a record with wrong fields) and loads the rest', async () => {
    const store = newStore();
    const a = await store.append(sample(1));
    await appendFile(join(folder, PROGRESS_FILE), '{"hand edited": tru\n');
    await appendFile(join(folder, PROGRESS_FILE), `${JSON.stringify({ ...a, id: 'other-id-1', correct: 'yes' })}\n`);
    const b = await store.append(sample(2));

    const loaded = await newStore().load();
    expect(loaded).toEqual({ results: [a, b], skipped: 2 });
    expect(warnings.some((w) => /line 2 skipped/.test(w))).toBe(true);
    expect(warnings.some((w) => /line 3 skipped \(not a valid result: correct/.test(w))).toBe(true);
  });

  it('copies each skipped line to the side file only once, however often the store is loaded', async () => {
    await newStore().append(sample(1));
    await appendFile(join(folder, PROGRESS_FILE), 'garbage\n');
    await newStore().load();
    await newStore().load();
    const side = (await readFile(join(folder, SKIPPED_FILE), 'utf8')).trim().split('\n');
    expect(side).toHaveLength(1);
  });

  it('serialises concurrent writes: 200 appends at once give 200 whole lines', async () => {
    const store = newStore();
    const saved = await Promise.all(Array.from({ length: 200 }, (_, n) => store.append(sample(n))));
    const text = await readFile(join(folder, PROGRESS_FILE), 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(200);
    expect(lines.map((l) => JSON.parse(l))).toEqual(saved);
    expect((await newStore().load()).skipped).toBe(0);
  });

  it('serialises writes from two store instances on the same file without tearing lines', async () => {
    const [one, two] = [newStore(), newStore()];
    await Promise.all(Array.from({ length: 60 }, (_, n) => (n % 2 ? one : two).append(sample(n))));
    const loaded = await newStore().load();
    expect(loaded.skipped).toBe(0);
    expect(loaded.results).toHaveLength(60);
  });

  it('gives a clear storage-unavailable error when the folder is a file', async () => {
    const blocked = join(folder, 'not-a-folder');
    await writeFile(blocked, 'x');
    const store = new ProgressStore({ folder: blocked });
    const failure = await store.append(sample(1)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformError);
    expect(failure).toMatchObject({ code: 'storage-unavailable' });
    expect((failure as Error).message).toContain(blocked);
    expect((failure as Error).message).toMatch(/a file stands where a folder should be/);
    // The store keeps working for later calls (the queue is not stuck).
    await expect(store.load()).rejects.toMatchObject({ code: 'storage-unavailable' });
  });

  // Root ignores permission bits, so a read-only folder only fails for ordinary users.
  it.skipIf(process.getuid?.() === 0)(
    'gives a clear storage-unavailable error when the folder is read-only (skipped as root: root ignores permissions)',
    async () => {
      await chmod(folder, 0o500);
      await expect(newStore().append(sample(1))).rejects.toMatchObject({
        code: 'storage-unavailable',
        message: expect.stringMatching(/permission denied/),
      });
    },
  );

  it('checks every field itself: an invalid answer is refused naming each problem, and nothing is written', async () => {
    const store = newStore();
    const refused = await store.append({ ...sample(1), timeMs: -1, language: 'fr' } as unknown as NewResult).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformError);
    expect(refused).toMatchObject({
      code: 'invalid-payload',
      issues: [expect.stringMatching(/^timeMs: /), expect.stringMatching(/^language: /)],
    });
    expect(await newStore().load()).toEqual({ results: [], skipped: 0 });
  });

  it('refuses an answer whose id is already stored (it would be said saved, then never read back); the stored one is kept', async () => {
    const store = newStore();
    const first = await store.append({ ...sample(1), id: 'chosen-id-01' });
    const again = await store.append({ ...sample(2), id: 'chosen-id-01' }).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'invalid-payload', issues: ['id: a result with id "chosen-id-01" is already stored'] });
    expect(await newStore().load()).toEqual({ results: [first], skipped: 0 });
    expect((await readFile(join(folder, PROGRESS_FILE), 'utf8')).trimEnd().split('\n')).toHaveLength(1);
  });

  it('merges imported records without duplicates (by id), also within the imported list', async () => {
    const store = newStore();
    const a = await store.append(sample(1));
    const b = { ...a, id: 'imported-0002', scenarioCode: 'razz-5' };
    expect(await store.merge([a, b, b])).toEqual({ added: 1, duplicates: 2 });
    expect(await store.merge([a, b])).toEqual({ added: 0, duplicates: 2 });
    expect((await newStore().load()).results).toEqual([a, b]);
  });
});
