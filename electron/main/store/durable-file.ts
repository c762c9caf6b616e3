/**
 * File access for the data folder: writes that reach the disk before they return (append + fsync, atomic replace),
 * and opens that only ever touch a regular file (a link, a pipe or a device put in a data file's place is refused,
 * never followed, never waited on).
 *
 * Every sync is `FileHandle.sync()` (fsync): on macOS, Node's libuv runs it as fcntl(F_FULLFSYNC), the full sync
 * that also flushes the drive's cache, so the same call is durable on every system.
 */
import { constants, type Stats } from 'node:fs';
import { copyFile, mkdir, open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { storageError } from './storage-error';

// Windows has neither flag: there a link is caught by the regular-file check after opening, and pipes do not appear in folders.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NO_WAIT = constants.O_NONBLOCK ?? 0;
const READ = constants.O_RDONLY | NO_FOLLOW | NO_WAIT;
const APPEND = constants.O_WRONLY | constants.O_APPEND | NO_FOLLOW | NO_WAIT;
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;

/** Lines are read in chunks of this size: a file of any size is read in bounded memory. */
const CHUNK_BYTES = 1 << 20;

export async function ensureFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    const info = await stat(folder);
    if (!info.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    throw storageError('use the folder', folder, error);
  }
}

/** The error for a path where something other than a regular file stands. */
function notRegular(info: Stats): Error {
  const what = info.isDirectory() ? 'a folder' : info.isSymbolicLink() ? 'a link' : 'a pipe, socket or device';
  const error = new Error(`${what} stands where the file should be`);
  return info.isDirectory() ? Object.assign(error, { code: 'EISDIR' }) : error;
}

/** Opens `path` with `flags` and checks that a regular file was opened; any other kind is closed again and refused. */
async function openRegular(path: string, flags: number): Promise<FileHandle> {
  const handle = await open(path, flags, 0o644);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notRegular(info);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The file opened for reading, or undefined when it does not exist; a storage error otherwise. */
async function openForReading(path: string): Promise<FileHandle | undefined> {
  try {
    return await openRegular(path, READ);
  } catch (error) {
    if (missing(error)) return undefined;
    throw storageError('read', path, error);
  }
}

/** Opens for appending; a file created by this call says so (its folder entry must then be synced too). */
async function openForAppending(path: string): Promise<{ handle: FileHandle; created: boolean }> {
  try {
    return { handle: await openRegular(path, APPEND), created: false };
  } catch (error) {
    if (!missing(error)) throw error;
  }
  try {
    return { handle: await openRegular(path, CREATE_NEW | constants.O_APPEND), created: true };
  } catch (error) {
    // Another writer created it in between: append to theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { handle: await openRegular(path, APPEND), created: false };
  }
}

/** Appends the texts in order and fsyncs them; when this resolves the bytes are on disk. */
export async function appendDurably(path: string, texts: string | readonly string[]): Promise<void> {
  let opened: { handle: FileHandle; created: boolean } | undefined;
  try {
    opened = await openForAppending(path);
    for (const text of typeof texts === 'string' ? [texts] : texts) {
      const bytes = Buffer.from(text, 'utf8');
      let offset = 0;
      while (offset < bytes.length) offset += (await opened.handle.write(bytes, offset, bytes.length - offset)).bytesWritten;
    }
    await opened.handle.sync();
  } catch (error) {
    throw storageError('write to', path, error);
  } finally {
    await opened?.handle.close().catch(() => undefined);
  }
  // A new file's name lives in its folder: sync that too, or a power cut could lose the file with its first line.
  if (opened.created) await syncFolder(dirname(path));
}

/** Size and identity of the file (undefined when it does not exist), checked to be a regular file. */
export async function fileIdentity(path: string): Promise<{ size: number; id: string } | undefined> {
  const handle = await openForReading(path);
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    return { size: info.size, id: `${info.dev}:${info.ino}` };
  } catch (error) {
    throw storageError('read', path, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** One line as `readLines` gives it: its text (without the line end), or null when it is longer than the limit. */
export interface FileLine {
  readonly text: string | null;
  /** Its length in bytes, without the line end. */
  readonly bytes: number;
  /** 1-based, counted from where the read started. */
  readonly number: number;
  /** False for a last line that has no line end (a write cut short, or one still going on). */
  readonly complete: boolean;
}

/**
 * Reads the file line by line from byte `from` (a line start), a chunk at a time, so that no file is ever held in
 * memory whole; a line longer than `maxLineBytes` is given as null, without keeping its bytes. Returns the offset
 * after the last complete line (where a later read can go on), and the file's identity; nothing when it is missing.
 */
export async function readLines(
  path: string,
  onLine: (line: FileLine) => void,
  { from = 0, maxLineBytes }: { from?: number; maxLineBytes: number },
): Promise<{ end: number; id: string } | undefined> {
  const handle = await openForReading(path);
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let parts: Buffer[] = [];
    let partBytes = 0;
    let tooLong = false;
    let number = 0;
    let position = from;
    let end = from;
    const emit = (last: Buffer, complete: boolean) => {
      const bytes = partBytes + last.length;
      let text: string | null = null;
      if (!tooLong && bytes <= maxLineBytes) text = (parts.length === 0 ? last : Buffer.concat([...parts, last])).toString('utf8');
      onLine({ text: text?.endsWith('\r') ? text.slice(0, -1) : text, bytes, number: ++number, complete });
      parts = [];
      partBytes = 0;
      tooLong = false;
    };
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      let start = 0;
      for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10, start)) {
        emit(chunk.subarray(start, newline), true);
        start = newline + 1;
        end = position + start;
      }
      // The rest of the chunk begins a line that goes on in the next chunk: kept only while it fits the limit.
      if (start < bytesRead) {
        partBytes += bytesRead - start;
        if (partBytes > maxLineBytes) {
          tooLong = true;
          parts = [];
        } else parts.push(Buffer.from(chunk.subarray(start)));
      }
      position += bytesRead;
    }
    if (partBytes > 0 || tooLong) {
      const bytes = partBytes;
      partBytes = 0;
      const text = tooLong ? null : Buffer.concat(parts).toString('utf8');
      onLine({ text, bytes, number: ++number, complete: false });
    }
    return { end, id: `${info.dev}:${info.ino}` };
  } catch (error) {
    throw storageError('read', path, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** True when the file is missing, empty, or ends with a newline (so the next line starts cleanly). */
export async function endsWithNewline(path: string): Promise<boolean> {
  const handle = await openForReading(path);
  if (!handle) return true;
  try {
    const { size } = await handle.stat();
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } catch (error) {
    throw storageError('read', path, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * Replaces a file atomically: readers see the old content or the new one, never a mix. The temporary file is
 * created exclusively (never an existing file or a link someone put in its place).
 */
export async function writeFileAtomic(path: string, text: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, CREATE_NEW, 0o644);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw storageError('write', path, error);
  }
  await syncFolder(dirname(path));
}

/** Makes a new or renamed folder entry durable where the platform allows it (not on Windows). */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close().catch(() => undefined);
}

/** The file's text, or undefined when it does not exist; a file over `maxBytes` is refused (no data file of ours is that big). */
export async function readTextIfExists(path: string, maxBytes = 16 * 1024 * 1024): Promise<string | undefined> {
  const handle = await openForReading(path);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new Error(`the file is ${size} bytes, more than the ${maxBytes} bytes it can be`);
    return await handle.readFile('utf8');
  } catch (error) {
    throw storageError('read', path, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** Copies `path` to `copy`, which must not exist yet (a file or a link standing there is never overwritten). */
export async function copyExclusively(path: string, copy: string): Promise<void> {
  await copyFile(path, copy, constants.COPYFILE_EXCL);
  await syncFolder(dirname(copy));
}
