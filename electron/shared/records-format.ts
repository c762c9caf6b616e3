/**
 * Export and import formats of the progress records (CSV and JSON), and the merge used by import.
 * Shared by the main process and the browser fallback; no Node or DOM imports.
 */
import { PlatformError, gradedResultSchema, type GradedResult } from './contract';

export const RESULT_FIELDS = ['id', 'timestamp', 'drill', 'scenarioCode', 'answer', 'correctAnswer', 'correct', 'timeMs', 'profile', 'language'] as const satisfies readonly (keyof GradedResult)[];

/**
 * A spreadsheet would run a cell starting with = + - @ (or tab / carriage return) as a formula: such cells get a
 * leading apostrophe on export. A text that itself starts with an apostrophe gets one too, so import can always
 * remove exactly one and the round trip is exact.
 */
const NEEDS_ESCAPE = /^[=+\-@\t\r']/;

function csvCell(value: string | number | boolean): string {
  let cell = String(value);
  if (typeof value === 'string' && NEEDS_ESCAPE.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) || cell.trim() !== cell ? `"${cell.replaceAll('"', '""')}"` : cell;
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

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

function fromCsvCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

function csvRecords(text: string): unknown[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    header.forEach((field, index) => {
      const cell = fromCsvCell(row[index] ?? '');
      if (field === 'correct') record[field] = cell === 'true' ? true : cell === 'false' ? false : cell;
      else if (field === 'timeMs') record[field] = cell.trim() === '' ? cell : Number(cell);
      else record[field] = cell;
    });
    return record;
  });
}

function jsonRecords(text: string): unknown[] {
  try {
    const data: unknown = JSON.parse(text);
    if (Array.isArray(data)) return data;
    if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) return (data as { results: unknown[] }).results;
    throw new Error('expected a list of results or an object with "results"');
  } catch (error) {
    // JSON Lines (our own store file) is also accepted: one record per line.
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length > 1 && lines.every((line) => line.trim().startsWith('{'))) {
      return lines.map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return null;
        }
      });
    }
    throw new Error(`Not a Bring-In progress file: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface ParsedImport {
  records: GradedResult[];
  /** Entries that are not valid results (missing fields, wrong types). */
  rejected: number;
}

/** Reads an exported file (JSON, JSON Lines or CSV); invalid entries are counted, not fatal. Throws on an unreadable file. */
export function parseImport(text: string, fileName = ''): ParsedImport {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const looksJson = /\.jsonl?$/i.test(fileName) || trimmed.startsWith('{') || trimmed.startsWith('[');
  const raw = trimmed === '' ? [] : looksJson ? jsonRecords(trimmed) : csvRecords(trimmed);
  const records: GradedResult[] = [];
  let rejected = 0;
  for (const entry of raw) {
    const parsed = gradedResultSchema.safeParse(entry);
    if (parsed.success) records.push(parsed.data);
    else rejected++;
  }
  return { records, rejected };
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
