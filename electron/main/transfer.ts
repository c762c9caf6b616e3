/** Export (CSV / JSON through a save dialog) and import (merge without duplicates) of the progress records. */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { PlatformError, type ExportFormat, type ExportResponse, type ImportResponse } from '../shared/contract';
import { exportFileName, parseImport, toCsv, toJson } from '../shared/records-format';
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

export async function exportResults(deps: TransferDeps, format: ExportFormat): Promise<ExportResponse> {
  const now = deps.now?.() ?? new Date();
  const path = await deps.chooseSavePath(exportFileName(format, now), format);
  if (!path) return { saved: false, count: 0 };
  const { results } = await deps.store.load();
  await writeFileAtomic(path, format === 'csv' ? toCsv(results) : toJson(results, now));
  return { saved: true, count: results.length, fileName: basename(path) };
}

export async function importResults(deps: TransferDeps): Promise<ImportResponse> {
  const path = await deps.chooseOpenPath();
  if (!path) return { imported: false, added: 0, duplicates: 0, rejected: 0 };
  let parsed;
  try {
    const { size } = await stat(path);
    if (size > MAX_IMPORT_BYTES) throw new Error(`the file is ${Math.round(size / 1e6)} MB; at most ${MAX_IMPORT_BYTES / 1e6} MB can be imported`);
    parsed = parseImport(await readFile(path, 'utf8'), path);
  } catch (error) {
    throw new PlatformError({ code: 'import-failed', message: `Cannot import ${basename(path)}: ${error instanceof Error ? error.message : String(error)}` });
  }
  const { added, duplicates } = await deps.store.merge(parsed.records);
  return { imported: true, added, duplicates, rejected: parsed.rejected };
}
