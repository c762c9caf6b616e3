/** Export (CSV / JSON through a save dialog) and import (merge without duplicates) of one trainee's progress records. */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { PlatformError, refusedImport, type ExportFormat, type ExportRequest, type ExportResponse, type ImportRequest, type ImportResponse } from '../shared/contract';
import { exportFileName, importProblem, ownedBy, parseImport, toCsv, toJson, type ParsedImport } from '../shared/records-format';
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

export async function exportResults(deps: TransferDeps, request: ExportRequest): Promise<ExportResponse> {
  const now = deps.now?.() ?? new Date();
  const path = await deps.chooseSavePath(exportFileName(request.format, now, request.trainee), request.format);
  if (!path) return { saved: false, count: 0 };
  const { results } = await deps.store.load(request.trainee);
  await writeFileAtomic(path, request.format === 'csv' ? toCsv(results) : toJson(results, now, { id: request.trainee, name: request.name }));
  return { saved: true, count: results.length, fileName: basename(path) };
}

/** Imports a file into one trainee's answers; a file that is not theirs (or not readable) is refused whole, naming the file and why. */
export async function importResults(deps: TransferDeps, request: ImportRequest): Promise<ImportResponse> {
  const path = await deps.chooseOpenPath();
  if (!path) return { imported: false, added: 0, duplicates: 0, rejected: 0 };
  const file = basename(path);
  let parsed: ParsedImport;
  try {
    const { size } = await stat(path);
    if (size > MAX_IMPORT_BYTES) throw refusedImport({ code: 'import-too-large', file, megabytes: Math.round(size / 1e6) });
    parsed = parseImport(await readFile(path, 'utf8'), path);
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw refusedImport({ code: 'import-unreadable', file, detail: error instanceof Error ? error.message : String(error) });
  }
  const problem = importProblem(parsed, request.trainee, file);
  if (problem) throw refusedImport(problem);
  const { added, duplicates } = await deps.store.merge(ownedBy(parsed.records, request.trainee));
  return { imported: true, added, duplicates, rejected: parsed.rejected, fileName: file };
}
