/**
 * Export formats of the progress records (CSV and JSON), how one stored record is read back, and the merge used by
 * import. Shared by the main process and the browser fallback; no Node or DOM imports. Reading an import file is in
 * records-import.ts.
 */
import { PlatformError, gradedResultSchema, type GradedResult } from './contract';
import type { ImportProblem } from './import-problems';
import { DEFAULT_TRAINEE_ID } from './trainees-format';

export const RESULT_FIELDS = [
  'id',
  'timestamp',
  'drill',
  'scenarioCode',
  'answer',
  'correctAnswer',
  'correct',
  'timeMs',
  'profile',
  'language',
  'trainee',
  'street',
  'rules',
  'lessons',
  'hinted',
] as const satisfies readonly (keyof GradedResult)[];
/** Fields a record may leave out: an empty cell in a CSV export. */
export const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['trainee', 'street', 'rules', 'lessons', 'hinted']);

/**
 * No valid record is longer than this (its texts are at most a few hundred characters): a longer line or entry is
 * refused without being kept in memory.
 */
export const MAX_RECORD_BYTES = 16 * 1024;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or tab, carriage return, NUL, or the fullwidth ＝ ＋ － ＠ that
 * some spreadsheets also read as formulas) as a formula: such cells get a leading apostrophe on export. A text that
 * itself starts with an apostrophe gets one too, so import always removes exactly one and the round trip is exact.
 */
const NEEDS_ESCAPE = /^[=+\-@\t\r\0'\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Quoted: the comma, and the semicolon that Spanish and Italian spreadsheets use as their list separator. */
const NEEDS_QUOTES = /[",;\r\n]/;

function csvCell(value: string | number | boolean | readonly string[] | undefined): string {
  if (value === undefined) return '';
  let cell = Array.isArray(value) ? value.join(' ') : String(value);
  if (typeof value === 'string' && NEEDS_ESCAPE.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) || cell.trim() !== cell ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A cell as exported, back to its text: the one apostrophe export added, removed. */
export function fromCsvCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** Rows of cells as CSV (the same escaping as the answers export: formula-like text is neutralised). */
export function csvRows(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function toCsv(results: readonly GradedResult[]): string {
  const lines = [RESULT_FIELDS.join(',')];
  for (const result of results) lines.push(RESULT_FIELDS.map((field) => csvCell(result[field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const JSON_EXPORT_FORMAT = 'bring-in-progress';
/** 2: the file names its trainee, and every answer has one. 1: before trainees. */
export const JSON_EXPORT_VERSION = 2;

/** Whose answers an export holds: the trainee's id, and the name it had when the file was written. */
export interface ExportOwner {
  readonly id: string;
  readonly name?: string | undefined;
}

export function toJson(results: readonly GradedResult[], exportedAt: Date, owner?: ExportOwner): string {
  const trainee = owner && { id: owner.id, ...(owner.name !== undefined && { name: owner.name }) };
  return `${JSON.stringify({ format: JSON_EXPORT_FORMAT, version: JSON_EXPORT_VERSION, exportedAt: exportedAt.toISOString(), ...(trainee && { trainee }), results }, null, 2)}\n`;
}

/** Why a stored or imported entry is not a result, from zod's findings: "timeMs Too small...; language ...". */
export function resultProblem(data: unknown): { record: GradedResult } | { reason: string } {
  const parsed = gradedResultSchema.safeParse(data);
  if (parsed.success) return { record: parsed.data };
  return { reason: `not a valid result: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'} ${i.message}`).join('; ')}` };
}

/** The record on one stored line of JSON, or why it cannot be loaded. */
export function readStoredRecord(line: string): { record: GradedResult } | { reason: string } {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return { reason: 'not valid JSON: torn or edited line' };
  }
  return resultProblem(data);
}

/** Whose answers an import file holds: gathered batch by batch as the file is read, so the file is never held whole. */
export class ImportOwnership {
  /** The trainees the file's answers name. */
  readonly trainees = new Set<string>();
  /** Some answers name no trainee (an export from before trainees). */
  unowned = false;

  add(records: readonly GradedResult[]): void {
    for (const r of records) {
      if (r.trainee === undefined) this.unowned = true;
      else this.trainees.add(r.trainee);
    }
  }

  /**
   * Why the file must not go into `target`'s answers, or null: written by a newer version, another trainee's (the
   * file or its answers name someone else), several trainees' at once, or an older export (no trainee named: its
   * answers are the first trainee's) imported by another trainee.
   */
  problem(header: ImportHeader, target: string, file: string): ImportProblem | null {
    if (header.version !== null && header.version > JSON_EXPORT_VERSION) return { code: 'import-newer', file, version: header.version };
    const owners = new Set(this.trainees);
    if (header.owner) owners.add(header.owner.id);
    if (owners.size > 1) return { code: 'import-mixed-trainees', file, count: owners.size };
    const [owner] = owners;
    if (owner !== undefined && owner !== target)
      return { code: 'import-other-trainee', file, owner: header.owner?.id === owner && header.owner.name ? header.owner.name : owner };
    if (this.unowned && owner === undefined && target !== DEFAULT_TRAINEE_ID) return { code: 'import-older-format', file };
    return null;
  }
}

/** What a file says of itself besides its answers: the JSON export's format version, and whose answers it holds. */
export interface ImportHeader {
  /** The JSON export's format version (null: CSV, JSON Lines or a bare list). */
  readonly version: number | null;
  /** The trainee the file says it holds (a JSON export from version 2 on), or null. */
  readonly owner: ExportOwner | null;
}

/** Why a file read whole must not go into `target`'s answers, or null (see ImportOwnership.problem). */
export function importProblem(
  parsed: ImportHeader & { readonly records: readonly GradedResult[] },
  target: string,
  file: string,
): ImportProblem | null {
  const ownership = new ImportOwnership();
  ownership.add(parsed.records);
  return ownership.problem(parsed, target, file);
}

/** The records as they are kept for `target`: each names its trainee. */
export function ownedBy(records: readonly GradedResult[], target: string): GradedResult[] {
  return records.map((r) => (r.trainee === target ? r : { ...r, trainee: target }));
}

/** The incoming records whose id is not known yet (each id once), and how many were duplicates. */
export function mergeNew(
  existingIds: ReadonlySet<string>,
  incoming: readonly GradedResult[],
): { added: GradedResult[]; duplicates: number } {
  const seen = new Set(existingIds);
  const added: GradedResult[] = [];
  for (const record of incoming) {
    if (seen.has(record.id)) continue;
    seen.add(record.id);
    added.push(record);
  }
  return { added, duplicates: incoming.length - added.length };
}

/**
 * A new answer that names an id already stored: refused, since loading keeps only the first record of an id and
 * the new answer would be reported as saved and then never read back.
 */
export function duplicateResultId(id: string): PlatformError {
  const issue = `id: a result with id ${JSON.stringify(id)} is already stored`;
  return new PlatformError({ code: 'invalid-payload', message: `Invalid payload for saveResult: ${issue}`, issues: [issue] });
}

/** A date-stamped file name for an export, e.g. `bring-in-progress-2026-12-01.csv`, or with the trainee's id `bring-in-progress-ana-k3x9-2026-12-01.csv`. */
export function exportFileName(format: 'csv' | 'json', now: Date, trainee: string = DEFAULT_TRAINEE_ID): string {
  const whose = trainee === DEFAULT_TRAINEE_ID ? '' : `${trainee}-`;
  return `bring-in-progress-${whose}${now.toISOString().slice(0, 10)}.${format}`;
}
