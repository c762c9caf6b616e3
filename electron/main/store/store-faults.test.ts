/**
 * The stores under faults a user meets: a disk that fills up mid-write, a read-only data folder, a file too big for
 * one string, something other than a regular file in a data file's place. Disk full and read-only are injected at
 * the file-system calls (the tests run as root, for whom permission bits mean nothing); the rest are real files.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import { appendFile, mkdir, mkdtemp, open, readdir, readFile, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { NewResult } from '../../shared/contract';
import { DEFAULT_SETTINGS } from '../../shared/contract';
import { exportResults } from '../transfer';
import { PROGRESS_FILE, ProgressStore, SKIPPED_FILE } from './progress-store';
import { SETTINGS_FILE, createSettingsStore, settingsByTrainee, settingsFileName } from './settings-store';
import { DEFAULT_TRAINEE_ID } from '../../shared/trainees-format';
import { writeFileAtomic } from './durable-file';

/** What the injected file system does: folders that are full or read-only, and what was opened, read and synced. */
const faults = vi.hoisted(() => ({
  full: new Set<string>(),
  readOnly: new Set<string>(),
  bytesRead: 0,
  opened: [] as { path: string; flags: unknown }[],
  synced: [] as string[],
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const { dirname: folderOf } = await import('node:path');
  const { constants: c } = await import('node:fs');
  const fail = (code: string, path: string) => Object.assign(new Error(`${code}: injected, ${path}`), { code });
  const writes = (flags: unknown) =>
    typeof flags === 'number' ? (flags & (c.O_WRONLY | c.O_RDWR | c.O_CREAT)) !== 0 : /[wa+]/.test(String(flags ?? 'r'));
  const open = async (path: string, flags?: unknown, mode?: number) => {
    faults.opened.push({ path, flags });
    const folder = folderOf(path);
    if (writes(flags) && faults.readOnly.has(folder)) throw fail('EROFS', path);
    const handle = await real.open(path, flags as never, mode);
    return new Proxy(handle, {
      get(target, name) {
        if (name === 'read') {
          return async (...args: Parameters<typeof target.read>) => {
            const got = await (target.read as (...a: unknown[]) => Promise<{ bytesRead: number }>)(...args);
            faults.bytesRead += got.bytesRead;
            return got;
          };
        }
        if (name === 'sync') return async () => (faults.synced.push(path), target.sync());
        // A full disk: half of the bytes get written, then the write fails (a torn line).
        if (name === 'write' && faults.full.has(folder)) {
          return async (buffer: Buffer, offset = 0, length = buffer.length - offset) => {
            await target.write(buffer, offset, Math.floor(length / 2));
            throw fail('ENOSPC', path);
          };
        }
        if (name === 'writeFile' && faults.full.has(folder)) return async () => Promise.reject(fail('ENOSPC', path));
        const value = Reflect.get(target, name) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  const copyFile = async (from: string, to: string, mode?: number) => {
    if (faults.readOnly.has(folderOf(to))) throw fail('EROFS', to);
    return real.copyFile(from, to, mode);
  };
  return { ...real, open, copyFile, default: { ...real, open, copyFile } };
});

const sample = (n: number, id?: string): NewResult => ({
  drill: 'bring-in',
  scenarioCode: `BI-stud-${(n % 7) + 2}-tda-1.2.5.10-${n}`,
  answer: String((n % 7) + 1),
  correctAnswer: '3',
  correct: n % 2 === 0,
  timeMs: 1000 + n,
  profile: 'tda',
  language: 'es',
  ...(id && { id }),
});

let folder: string;
let outside: string;
let warnings: string[];
const store = () => new ProgressStore({ folder, warn: (m) => warnings.push(m) });

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-faults-'));
  outside = await mkdtemp(join(tmpdir(), 'bring-in-faults-out-'));
  warnings = [];
  faults.full.clear();
  faults.readOnly.clear();
  faults.bytesRead = 0;
  faults.opened = [];
  faults.synced = [];
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const exportTo = (path: string) =>
  exportResults(
    { store: store(), chooseSavePath: async () => path, chooseOpenPath: async () => undefined },
    { format: 'json', trainee: DEFAULT_TRAINEE_ID },
  );
const exported = async (path: string) =>
  (JSON.parse(await readFile(path, 'utf8')) as { results: { id: string }[] }).results.map((r) => r.id);

describe('a full disk and a read-only data folder never stop the good answers from loading or exporting', () => {
  it('a save cut short by a full disk leaves a torn last line; with the disk still full, every good answer loads and exports', async () => {
    const kept = [await store().append(sample(1)), await store().append(sample(2))];
    faults.full.add(folder);
    await expect(store().append(sample(3))).rejects.toMatchObject({ code: 'storage-unavailable', system: 'ENOSPC' });
    const text = await readFile(join(folder, PROGRESS_FILE), 'utf8');
    expect(text.endsWith('\n')).toBe(false);

    // The copy of the torn line to the side file fails too: a warning, not a failed load.
    expect(await store().load()).toEqual({ results: kept, skipped: 1, skippedNotCopied: true });
    expect(warnings.some((w) => w.includes(`could not be copied to ${join(folder, SKIPPED_FILE)}`))).toBe(true);
    expect(await exportTo(join(outside, 'export.json'))).toMatchObject({ saved: true, count: 2 });
    expect(await exported(join(outside, 'export.json'))).toEqual(kept.map((r) => r.id));

    // Space again: the next save starts on a new line, and the torn line is copied aside once.
    faults.full.clear();
    const after = await store().append(sample(4));
    expect(await store().load()).toEqual({ results: [...kept, after], skipped: 1 });
    // The side file may hold torn pieces of the copies the full disk cut short; the line is in it whole once.
    const copies = (await readFile(join(folder, SKIPPED_FILE), 'utf8')).split('\n').filter((l) => l.startsWith('{') && l.endsWith('}'));
    expect(copies.map((l) => (JSON.parse(l) as { line: number }).line)).toEqual([3]);
  });

  it('a read-only data folder: the answers load (the torn line is not copied aside) and export to another folder', async () => {
    const kept = [await store().append(sample(1)), await store().append(sample(2))];
    await appendFile(join(folder, PROGRESS_FILE), '{"id":"torn-line-1","dri');
    faults.readOnly.add(folder);
    expect(await store().load()).toEqual({ results: kept, skipped: 1, skippedNotCopied: true });
    expect(await exportTo(join(outside, 'export.json'))).toMatchObject({ saved: true, count: 2 });
    expect(await exported(join(outside, 'export.json'))).toEqual(kept.map((r) => r.id));
    // A save is refused, saying why.
    await expect(store().append(sample(3))).rejects.toMatchObject({
      code: 'storage-unavailable',
      system: 'EROFS',
      message: expect.stringMatching(/read-only.*Check that this folder is writable/),
    });
  });
});

describe('the progress file is read as a stream', () => {
  it(
    'a file bigger than one string can hold (a corrupt run of zeros) still loads every answer around it, saying nothing of a writable folder',
    { timeout: 120_000 },
    async () => {
      const first = await store().append(sample(1));
      const path = join(folder, PROGRESS_FILE);
      // Sparse: no disk space used. Past the longest string the engine can make (about 512 MB).
      await truncate(path, 540_000_000);
      await appendFile(path, '\n');
      const last = await store().append(sample(2));
      const loaded = await store().load();
      expect(loaded).toEqual({ results: [first, last], skipped: 1 });
      const side = JSON.parse((await readFile(join(folder, SKIPPED_FILE), 'utf8')).trim()) as {
        line: number;
        text: string;
        reason: string;
      };
      expect(side.line).toBe(2);
      expect(side.reason).toMatch(/^539999\d{3} bytes long, more than an answer can be/);
      expect(side.text.length).toBeLessThanOrEqual(4096);
    },
  );

  it('lines cut across read chunks load whole; blank lines, CRLF line ends and a line too long to be an answer are handled', async () => {
    const path = join(folder, PROGRESS_FILE);
    // Several read chunks of lines of varied lengths, so that chunk ends fall inside lines.
    const records = Array.from({ length: 9000 }, (_, n) => ({
      ...sample(n, `line-${String(n).padStart(6, '0')}`),
      scenarioCode: `x${'y'.repeat((n * 37) % 190)}`,
      timestamp: '2026-01-01T00:00:00.000Z',
    }));
    const crlf = { ...records[0]!, id: 'crlf-line-01' };
    const text = `${records.map((r) => JSON.stringify(r)).join('\n')}\n\n${JSON.stringify(crlf)}\r\n${'z'.repeat(3 << 20)}\n`;
    expect(text.length).toBeGreaterThan(5 << 20);
    await writeFile(path, text);
    const loaded = await store().load();
    expect(loaded.results).toEqual([...records, crlf]);
    expect(loaded.skipped).toBe(1);
  });

  it('an answer with a chosen id is checked against an index of ids: only what was added since is read, not the whole file', async () => {
    const first = store();
    const lines = Array.from({ length: 3000 }, (_, n) =>
      JSON.stringify({ ...sample(n, `bulk-${String(n).padStart(6, '0')}`), timestamp: '2026-01-01T00:00:00.000Z' }),
    );
    await writeFile(join(folder, PROGRESS_FILE), `${lines.join('\n')}\n`);
    const size = Buffer.byteLength(`${lines.join('\n')}\n`);
    await first.append(sample(1, 'chosen-0001'));
    expect(faults.bytesRead).toBeGreaterThanOrEqual(size);

    faults.bytesRead = 0;
    for (let n = 2; n <= 20; n++) await first.append(sample(n, `chosen-${String(n).padStart(4, '0')}`));
    await expect(first.append(sample(0, 'bulk-000042'))).rejects.toMatchObject({ code: 'invalid-payload' });
    await expect(first.append(sample(0, 'chosen-0007'))).rejects.toMatchObject({ code: 'invalid-payload' });
    // 21 checks and 19 saves read a few bytes each (the last byte before each save), far from one pass over the file.
    expect(faults.bytesRead).toBeLessThan(size / 10);

    // An id written by another store on the same file (another window) is found too, reading only its line.
    await store().append(sample(3, 'other-window-1'));
    faults.bytesRead = 0;
    await expect(first.append(sample(4, 'other-window-1'))).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: ['id: a result with id "other-window-1" is already stored'],
    });
    expect(faults.bytesRead).toBeLessThan(2000);
  });

  it("one trainee's answers come from the same stream: all load and export past a torn line, and the index holds every trainee's ids", async () => {
    const s = store();
    const ana = [await s.append({ ...sample(1), trainee: 'ana-k3x9' }), await s.append({ ...sample(2), trainee: 'ana-k3x9' })];
    const first = await s.append(sample(3));
    await appendFile(join(folder, PROGRESS_FILE), '{"id":"torn-line-1","trainee":"ana-k3x9","dri');
    faults.readOnly.add(folder);
    expect(await store().load('ana-k3x9')).toEqual({ results: ana, skipped: 1, skippedNotCopied: true });
    expect(await store().load(DEFAULT_TRAINEE_ID)).toEqual({ results: [first], skipped: 1, skippedNotCopied: true });
    const path = join(outside, 'ana.csv');
    expect(
      await exportResults(
        { store: store(), chooseSavePath: async () => path, chooseOpenPath: async () => undefined },
        { format: 'csv', trainee: 'ana-k3x9' },
      ),
    ).toMatchObject({ saved: true, count: 2 });
    const csv = await readFile(path, 'utf8');
    expect(ana.every((r) => csv.includes(r.id)) && !csv.includes(first.id)).toBe(true);

    // A load of one trainee's answers indexes every id: another trainee's id is refused without reading the file again.
    faults.readOnly.clear();
    const later = store();
    await later.load('ana-k3x9');
    faults.bytesRead = 0;
    await expect(later.append(sample(4, first.id))).rejects.toMatchObject({ code: 'invalid-payload' });
    expect(faults.bytesRead).toBeLessThan(100);
  });

  it('a file replaced by another (restored from a backup) is indexed again from its start', async () => {
    const s = store();
    await s.append(sample(1, 'first-file-01'));
    await s.append(sample(2, 'first-file-02'));
    // Longer than the first file: only its identity tells that it is another file.
    const other = `${JSON.stringify({ ...sample(2, 'second-file-1'), timestamp: '2026-01-01T00:00:00.000Z' })}\n`.repeat(3);
    await writeFile(join(folder, 'replacement'), other);
    await rename(join(folder, 'replacement'), join(folder, PROGRESS_FILE));
    await expect(s.append(sample(3, 'second-file-1'))).rejects.toMatchObject({ code: 'invalid-payload' });
    expect((await s.append(sample(4, 'first-file-01'))).id).toBe('first-file-01');
  });
});

describe('a corrupt settings.json', () => {
  it('is set aside once, not on every load, and the notice for the screen is given once', async () => {
    let minute = 0;
    const now = () => new Date(Date.UTC(2026, 11, 1, 8, minute++));
    const settings = () => createSettingsStore(folder, (m) => warnings.push(m), DEFAULT_TRAINEE_ID, now);
    await writeFile(join(folder, SETTINGS_FILE), '{"language": "it", ');
    const s = settings();
    expect(await s.load()).toEqual(DEFAULT_SETTINGS);
    expect(await s.load()).toEqual(DEFAULT_SETTINGS);
    expect(await settings().load()).toEqual(DEFAULT_SETTINGS);
    const copies = (await readdir(folder)).filter((name) => name.startsWith(`${SETTINGS_FILE}.invalid-`));
    expect(copies).toEqual([`${SETTINGS_FILE}.invalid-2026-12-01T08-00-00-000Z`]);
    expect(await readFile(join(folder, copies[0]!), 'utf8')).toBe('{"language": "it", ');
    expect(warnings).toHaveLength(1);
    expect(s.takeNotices()).toEqual([
      { code: 'settings-reset', file: SETTINGS_FILE, keptAs: join(folder, copies[0]!), message: warnings[0] },
    ]);
    expect(s.takeNotices()).toEqual([]);
    // Saving works at once (nothing is left to keep).
    expect(await s.update({ language: 'es' })).toMatchObject({ language: 'es' });
  });

  it('that cannot be set aside (read-only folder) is left as it is, and said once', async () => {
    await writeFile(join(folder, SETTINGS_FILE), '[]');
    const s = createSettingsStore(folder, (m) => warnings.push(m));
    faults.readOnly.add(folder);
    expect(await s.load()).toEqual(DEFAULT_SETTINGS);
    expect(await s.load()).toEqual(DEFAULT_SETTINGS);
    await expect(s.update({ language: 'es' })).rejects.toMatchObject({ code: 'storage-unavailable', system: 'EROFS' });
    expect(warnings).toHaveLength(1);
    expect(s.takeNotices()).toEqual([expect.objectContaining({ code: 'settings-reset', keptAs: null })]);
    expect(await readFile(join(folder, SETTINGS_FILE), 'utf8')).toBe('[]');
  });
});

describe("another trainee's settings file", () => {
  it("is set aside once the same way, and only that trainee is told; the first trainee's settings.json is left alone", async () => {
    const settings = settingsByTrainee(folder, (m) => warnings.push(m));
    const name = settingsFileName('ana-k3x9');
    await writeFile(join(folder, name), '{"language": "klingon"}');
    await writeFile(join(folder, SETTINGS_FILE), '{"language": "it"}');
    expect(await settings('ana-k3x9').load()).toEqual(DEFAULT_SETTINGS);
    expect(await settings('ana-k3x9').load()).toEqual(DEFAULT_SETTINGS);
    expect(await settings().load()).toEqual({ ...DEFAULT_SETTINGS, language: 'it' });
    const copies = (await readdir(folder)).filter((f) => f.startsWith(`${name}.invalid-`));
    expect(copies).toHaveLength(1);
    expect(warnings).toEqual([expect.stringContaining(`${name} could not be read`)]);
    expect(settings().takeNotices()).toEqual([]);
    expect(settings('ana-k3x9').takeNotices()).toEqual([
      { code: 'settings-reset', file: name, keptAs: join(folder, copies[0]!), message: warnings[0] },
    ]);
  });
});

describe("something other than a regular file in a data file's place", () => {
  it('a link is refused, never followed: its target is neither read nor written', async () => {
    const target = join(outside, 'elsewhere.jsonl');
    const line = `${JSON.stringify({ ...sample(1, 'planted-0001'), timestamp: '2026-01-01T00:00:00.000Z' })}\n`;
    await writeFile(target, line);
    await symlink(target, join(folder, PROGRESS_FILE));
    await expect(store().load()).rejects.toMatchObject({
      code: 'storage-unavailable',
      message: expect.stringMatching(/a link stands where the file should be \(ELOOP\)\.$/),
    });
    await expect(store().append(sample(2))).rejects.toMatchObject({ code: 'storage-unavailable' });
    expect(await readFile(target, 'utf8')).toBe(line);
  });

  it.skipIf(process.platform === 'win32')('a pipe (FIFO) neither hangs a load nor takes a save', { timeout: 20_000 }, async () => {
    const fifo = join(folder, PROGRESS_FILE);
    execFileSync('mkfifo', [fifo]);
    const waited = (promise: Promise<unknown>) =>
      Promise.race([
        promise.then(
          () => 'done',
          (e: unknown) => e,
        ),
        new Promise((resolve) => setTimeout(() => resolve('hung'), 3000)),
      ]);
    try {
      expect(await waited(store().load())).toMatchObject({
        code: 'storage-unavailable',
        message: expect.stringMatching(/a pipe, socket or device stands where the file should be/),
      });
      expect(await waited(store().append(sample(1)))).toMatchObject({ code: 'storage-unavailable' });
    } finally {
      // Should a read have blocked on the pipe, a writer opening it lets it go, so the test run can end.
      await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).then(
        (h) => h.close(),
        () => undefined,
      );
    }
  });

  it('a folder where settings.json should be is reported, not read', async () => {
    await mkdir(join(folder, SETTINGS_FILE));
    await expect(createSettingsStore(folder).load()).rejects.toMatchObject({ code: 'storage-unavailable', system: 'EISDIR' });
  });

  it('the temporary file of an export (and of every atomic write) is created exclusively, never through a link', async () => {
    await writeFileAtomic(join(outside, 'export.csv'), 'id\r\n');
    const temp = faults.opened.find((o) => o.path.endsWith('.tmp'))!;
    expect(dirname(temp.path)).toBe(outside);
    const flags = temp.flags as number;
    expect(flags & constants.O_EXCL).toBe(constants.O_EXCL);
    expect(flags & constants.O_CREAT).toBe(constants.O_CREAT);
    if (constants.O_NOFOLLOW) expect(flags & constants.O_NOFOLLOW).toBe(constants.O_NOFOLLOW);
    expect(await readFile(join(outside, 'export.csv'), 'utf8')).toBe('id\r\n');
  });
});

describe('a data file created for the first time', () => {
  it('has its folder synced too (its name is in the folder), once; later saves sync only the file', async () => {
    const s = store();
    await s.append(sample(1));
    const path = join(folder, PROGRESS_FILE);
    expect(faults.synced).toEqual([path, folder]);
    faults.synced = [];
    await s.append(sample(2));
    expect(faults.synced).toEqual([path]);
  });
});
