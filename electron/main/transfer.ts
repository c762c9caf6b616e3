/**
 * Export (CSV / JSON through a save dialog) and import (merge without duplicates) of one trainee's progress records.
 * An import is read a piece at a time from a file opened once, checked whole and then stored a batch at a time
 * (import-file.ts): the main process (and so the window) never waits on one long parse, memory holds one batch, and
 * `importProgress` says how far it is.
 */
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  refusedImport,
  type ExportFormat,
  type ExportRequest,
  type ExportResponse,
  type ImportProgress,
  type ImportRequest,
  type ImportResponse,
} from '../shared/contract';
import { IDLE_IMPORT, IMPORT_PIECE_BYTES, importFile, type ImportSource } from '../shared/import-file';
import { exportFileName, toCsv, toJson } from '../shared/records-format';
import { writeFileAtomic } from './store/durable-file';
import type { ProgressStore } from './store/progress-store';

export { MAX_IMPORT_BYTES } from '../shared/import-file';

export interface TransferDeps {
  store: ProgressStore;
  /** Asks where to save; undefined when the user cancels. */
  chooseSavePath(defaultName: string, format: ExportFormat): Promise<string | undefined>;
  /** Asks which file to import; undefined when the user cancels. */
  chooseOpenPath(): Promise<string | undefined>;
  now?: () => Date;
}

let progress: ImportProgress = IDLE_IMPORT;

/** How far the import going on is. */
export function importProgress(): ImportProgress {
  return progress;
}

export async function exportResults(deps: TransferDeps, request: ExportRequest): Promise<ExportResponse> {
  const now = deps.now?.() ?? new Date();
  const path = await deps.chooseSavePath(exportFileName(request.format, now, request.trainee), request.format);
  if (!path) return { saved: false, count: 0 };
  const { results } = await deps.store.load(request.trainee);
  await writeFileAtomic(
    path,
    request.format === 'csv' ? toCsv(results) : toJson(results, now, { id: request.trainee, name: request.name }),
  );
  return { saved: true, count: results.length, fileName: basename(path) };
}

/**
 * The picked file, opened once for both readings (a file put in its place by name in between is never read). A
 * pipe or device is refused, never waited on; a change in place between the readings is caught by its size and time.
 */
async function openSource(path: string, handle: FileHandle): Promise<ImportSource> {
  const first = await handle.stat();
  if (!first.isFile()) throw new Error('it is not a file');
  const buffer = Buffer.allocUnsafe(IMPORT_PIECE_BYTES);
  return {
    name: basename(path),
    size: first.size,
    read: async (start, end) => buffer.subarray(0, (await handle.read(buffer, 0, end - start, start)).bytesRead),
    unchanged: async () => {
      const now = await handle.stat();
      if (now.size !== first.size || now.mtimeMs !== first.mtimeMs)
        throw new Error('the file changed while it was read; nothing was imported');
    },
  };
}

/** Imports a file into one trainee's answers; a file that is not theirs (or not readable) is refused whole, naming the file and why. */
export async function importResults(deps: TransferDeps, request: ImportRequest): Promise<ImportResponse> {
  const path = await deps.chooseOpenPath();
  if (!path) return { imported: false, added: 0, duplicates: 0, rejected: 0 };
  let handle: FileHandle | undefined;
  try {
    let source: ImportSource;
    try {
      handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
      source = await openSource(path, handle);
    } catch (error) {
      throw refusedImport({
        code: 'import-unreadable',
        file: basename(path),
        detail: error instanceof Error ? error.message : String(error),
      });
    }
    return await importFile(source, {
      trainee: request.trainee,
      merge: (records) => deps.store.merge(records),
      onProgress: (now) => (progress = now),
    });
  } finally {
    progress = IDLE_IMPORT;
    await handle?.close().catch(() => undefined);
  }
}
