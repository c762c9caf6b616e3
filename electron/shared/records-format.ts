/**
 * Export formats of the progress records (CSV and JSON), how one stored record is read back, and the merge used by
 * import. Shared by the main process and the browser fallback; no Node or DOM imports. Reading an import file is in
 * records-import.ts.
 */
import { PlatformError, gradedResultSchema, type GradedResult } from './contract';

export const RESULT_FIELDS = ['id', 'timestamp', 'drill', 'scenarioCode', 'answer', 'correctAnswer', 'correct', 'timeMs', 'profile', 'language'] as const satisfies readonly (keyof GradedResult)[];

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

function csvCell(value: string | number | boolean): string {
  let cell = String(value);
  if (typeof value === 'string' && NEEDS_ESCAPE.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) || cell.trim() !== cell ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A cell as exported, back to its text: the one apostrophe export added, removed. */
export function fromCsvCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

export function toCsv(results: readonly GradedResult[]): string {
  const lines = [RESULT_FIELDS.join(',')];
  for (const result of results) lines.push(RESULT_FIELDS.map((field) => csvCell(result[field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const JSON_EXPORT_FORMAT = 'bring-in-progress';

export function toJson(results: readonly GradedResult[], exportedAt: Date): string {
  return `${JSON.stringify({ format: JSON_EXPORT_FORMAT, version: 1, exportedAt: exportedAt.toISOString(), results }, null, 2)}\n`;
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

/** The incoming records whose id is not known yet (each id once), and how many were duplicates. */
export function mergeNew(existingIds: ReadonlySet<string>, incoming: readonly GradedResult[]): { added: GradedResult[]; duplicates: number } {
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

/** A date-stamped file name for an export, e.g. `bring-in-progress-2026-12-01.csv`. */
export function exportFileName(format: 'csv' | 'json', now: Date): string {
  return `bring-in-progress-${now.toISOString().slice(0, 10)}.${format}`;
}
