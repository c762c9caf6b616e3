import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformError, toErrorInfo, unwrap } from '../../shared/contract';
import { ProgressStore } from './progress-store';
import { storageError } from './storage-error';

const errno = (code: string, message = `${code}: something`) => Object.assign(new Error(message), { code });

/** What the renderer gets: the error as IPC data (structured clone), unwrapped again. */
function acrossIpc(error: unknown): PlatformError {
  try {
    unwrap({ ok: false, error: structuredClone(toErrorInfo(error)) });
  } catch (thrown) {
    return thrown as PlatformError;
  }
  throw new Error('unwrap did not throw');
}

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-storage-error-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('storageError', () => {
  it('carries the system code as data beside the same English words', () => {
    const error = storageError('write', '/data/house-rules.json', errno('ENOSPC'));
    expect(error).toMatchObject({ code: 'storage-unavailable', system: 'ENOSPC' });
    expect(error.message).toBe('Cannot write /data/house-rules.json: the disk is full (ENOSPC). Free some space on the disk.');
    expect(acrossIpc(error)).toMatchObject({ code: 'storage-unavailable', system: 'ENOSPC', message: error.message });
  });

  it('advice only where it applies: a read-only folder is named, a read error does not send the user to check that the folder is writable', () => {
    expect(storageError('write to', '/data/progress.jsonl', errno('EROFS')).message).toBe(
      'Cannot write to /data/progress.jsonl: the disk is read-only (EROFS). Check that this folder is writable.',
    );
    expect(storageError('use the folder', '/data', errno('ENOTDIR')).message).toBe(
      'Cannot use the folder /data: a file stands where a folder should be (ENOTDIR). Check that this folder exists.',
    );
    expect(
      storageError('read', '/data/progress.jsonl', new RangeError('Cannot create a string longer than 0x1fffffe8 characters')).message,
    ).toBe('Cannot read /data/progress.jsonl: Cannot create a string longer than 0x1fffffe8 characters.');
    expect(storageError('read', '/data/progress.jsonl', errno('ELOOP')).message).toBe(
      'Cannot read /data/progress.jsonl: a link stands where the file should be (ELOOP).',
    );
  });

  it('a code the screens cannot say stays in the words only; the envelope stays well-formed', () => {
    const error = storageError('read', '/data/progress.jsonl', errno('EIO', 'EIO: i/o error, read'));
    expect(error.system).toBeNull();
    expect(error.message).toBe('Cannot read /data/progress.jsonl: EIO: i/o error, read (EIO).');
    expect(toErrorInfo(error)).not.toHaveProperty('system');
    expect(acrossIpc(error)).toMatchObject({ code: 'storage-unavailable', system: null, message: error.message });
  });

  it('a real store whose folder is a file: the renderer gets the code as data', async () => {
    const notAFolder = join(folder, 'data');
    await writeFile(notAFolder, 'a file where the data folder should be');
    const failed = await new ProgressStore({ folder: notAFolder })
      .append({
        drill: 'bring-in',
        scenarioCode: 'BI-stud-4-rrc-1.2.4.8-7',
        answer: 'seat 2',
        correctAnswer: 'seat 2',
        correct: true,
        timeMs: 900,
        profile: 'rr-cash',
        language: 'en',
      })
      .catch((e: unknown) => e);
    const seen = acrossIpc(failed);
    expect(seen.code).toBe('storage-unavailable');
    expect(['ENOTDIR', 'EEXIST']).toContain(seen.system);
    expect(seen.message).toContain(`(${seen.system})`);
  });
});
