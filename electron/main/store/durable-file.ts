/** File writes that reach the disk before they return: append + fsync, and atomic replace (temp file + rename). */
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { storageError } from './storage-error';

export async function ensureFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    const info = await stat(folder);
    if (!info.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    throw storageError('use the folder', folder, error);
  }
}

/** Appends text and fsyncs it; when this resolves the bytes are on disk. */
export async function appendDurably(path: string, text: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'a');
    const bytes = Buffer.from(text, 'utf8');
    let offset = 0;
    while (offset < bytes.length) offset += (await handle.write(bytes, offset, bytes.length - offset)).bytesWritten;
    await handle.sync();
  } catch (error) {
    throw storageError('write to', path, error);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** True when the file is missing, empty, or ends with a newline (so the next line starts cleanly). */
export async function endsWithNewline(path: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw storageError('read', path, error);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** Replaces a file atomically: readers see the old content or the new one, never a mix. */
export async function writeFileAtomic(path: string, text: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'w');
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

/** Makes the rename itself durable where the platform allows it (not on Windows). */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close().catch(() => undefined);
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw storageError('read', path, error);
  }
}
