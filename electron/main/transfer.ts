/**
 * Export (CSV / JSON through a save dialog) and import (merge without duplicates) of the progress records. An import
 * is read as a stream, a piece at a time, and stored a batch at a time: the main process (and so the window) never
 * waits on one long parse, memory holds one batch, and `importProgress` says how far it is.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { PlatformError, type ExportFormat, type ExportResponse, type GradedResult, type ImportProgress, type ImportResponse } from '../shared/contract';
import { exportFileName, toCsv, toJson } from '../shared/records-format';
import { createImportReader } from '../shared/records-import';
import { writeFileAtomic } from './store/durable-file';
import type { ProgressStore } from './store/progress-store';

export interface TransferDeps {
  store: ProgressStore;
  /** Asks where to save; undefined when the user cancels. */
  chooseSavePath(defaultName: string, format: ExportFormat): Promise<string | undefined>;
  /** Asks which file to import; undefined when the user cancels. */
  chooseOpenPath(): Promise<string | undefined>;
  now?: () => Date;
}

/** A guard against picking a huge unrelated file: 100 MB is about 400,000 answers. */
export const MAX_IMPORT_BYTES = 100 * 1000 * 1000;

const IDLE: ImportProgress = { active: false, readBytes: 0, totalBytes: 0, records: 0 };
let progress: ImportProgress = IDLE;

/** How far the import going on is. */
export function importProgress(): ImportProgress {
  return progress;
}

export async function exportResults(deps: TransferDeps, format: ExportFormat): Promise<ExportResponse> {
  const now = deps.now?.() ?? new Date();
  const path = await deps.chooseSavePath(exportFileName(format, now), format);
  if (!path) return { saved: false, count: 0 };
  const { results } = await deps.store.load();
  await writeFileAtomic(path, format === 'csv' ? toCsv(results) : toJson(results, now));
  return { saved: true, count: results.length, fileName: basename(path) };
}

/** Results are stored in batches of this many as they are read, so memory holds one batch, not the whole file. */
const BATCH = 20_000;

/**
 * Reads the file a piece at a time through the import reader and stores its results a batch at a time, keeping
 * `progress` up to date. Returns the counts; throws when the file is not a progress file.
 */
async function readAndMerge(path: string, store: ProgressStore): Promise<Omit<ImportResponse, 'imported'>> {
  const file = await stat(path);
  if (!file.isFile()) throw new Error('it is not a file');
  if (file.size > MAX_IMPORT_BYTES) throw new Error(`the file is ${Math.round(file.size / 1e6)} MB; at most ${MAX_IMPORT_BYTES / 1e6} MB can be imported`);
  const reader = createImportReader(path);
  const counts = { added: 0, duplicates: 0 };
  const merge = async (records: GradedResult[]) => {
    if (records.length === 0) return;
    const { added, duplicates } = await store.merge(records);
    counts.added += added;
    counts.duplicates += duplicates;
  };
  progress = { active: true, readBytes: 0, totalBytes: file.size, records: 0 };
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const piece of stream as AsyncIterable<string>) {
    reader.push(piece);
    progress = { ...progress, readBytes: Math.min(file.size, stream.bytesRead), records: reader.count() };
    // Past the size checked above (the file grew while being read): stop rather than read without end.
    if (stream.bytesRead > MAX_IMPORT_BYTES) throw new Error(`the file grew past ${MAX_IMPORT_BYTES / 1e6} MB while it was read`);
    if (reader.count() - counts.added - counts.duplicates >= BATCH) await merge(reader.take());
  }
  const { records, rejected } = reader.end();
  await merge(records);
  return { ...counts, rejected };
}

export async function importResults(deps: TransferDeps): Promise<ImportResponse> {
  const path = await deps.chooseOpenPath();
  if (!path) return { imported: false, added: 0, duplicates: 0, rejected: 0 };
  try {
    return { imported: true, ...(await readAndMerge(path, deps.store)) };
  } catch (error) {
    // The store's own failures (a full disk...) keep their code; anything else is a file that cannot be imported.
    if (error instanceof PlatformError) throw error;
    throw new PlatformError({ code: 'import-failed', message: `Cannot import ${basename(path)}: ${error instanceof Error ? error.message : String(error)}` });
  } finally {
    progress = IDLE;
  }
}
