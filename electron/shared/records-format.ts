/**
 * Export and import formats of the progress records (CSV and JSON), and the merge used by import.
 * Shared by the main process and the browser fallback; no Node or DOM imports.
 */
import { PlatformError, gradedResultSchema, type GradedResult } from './contract';
import type { ImportProblem } from './import-problems';
import { DEFAULT_TRAINEE_ID } from './trainees-format';

export const RESULT_FIELDS = ['id', 'timestamp', 'drill', 'scenarioCode', 'answer', 'correctAnswer', 'correct', 'timeMs', 'profile', 'language', 'trainee', 'street', 'rules'] as const satisfies readonly (keyof GradedResult)[];
/** Fields a record may leave out: an empty cell in a CSV export. */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['trainee', 'street', 'rules']);

/**
 * A spreadsheet would run a cell starting with = + - @ (or tab / carriage return) as a formula: such cells get a
 * leading apostrophe on export. A text that itself starts with an apostrophe gets one too, so import can always
 * remove exactly one and the round trip is exact.
 */
const NEEDS_ESCAPE = /^[=+\-@\t\r']/;

function csvCell(value: string | number | boolean | readonly string[] | undefined): string {
  if (value === undefined) return '';
  let cell = Array.isArray(value) ? value.join(' ') : String(value);
  if (typeof value === 'string' && NEEDS_ESCAPE.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) || cell.trim() !== cell ? `"${cell.replaceAll('"', '""')}"` : cell;
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
      if (OPTIONAL_FIELDS.has(field) && cell === '') return;
      if (field === 'street') record[field] = Number(cell);
      else if (field === 'rules') record[field] = cell.split(' ');
      else if (field === 'correct') record[field] = cell === 'true' ? true : cell === 'false' ? false : cell;
      else if (field === 'timeMs') record[field] = cell.trim() === '' ? cell : Number(cell);
      else record[field] = cell;
    });
    return record;
  });
}

interface JsonExport {
  readonly records: unknown[];
  readonly version: number | null;
  readonly owner: ExportOwner | null;
}

function jsonRecords(text: string): JsonExport {
  try {
    const data: unknown = JSON.parse(text);
    if (Array.isArray(data)) return { records: data, version: null, owner: null };
    if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
      const { results, version, trainee } = data as { results: unknown[]; version?: unknown; trainee?: { id?: unknown; name?: unknown } };
      const owner = trainee && typeof trainee.id === 'string' ? { id: trainee.id, ...(typeof trainee.name === 'string' && { name: trainee.name }) } : null;
      return { records: results, version: typeof version === 'number' ? version : null, owner };
    }
    throw new Error('expected a list of results or an object with "results"');
  } catch (error) {
    // JSON Lines (our own store file) is also accepted: one record per line.
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length > 1 && lines.every((line) => line.trim().startsWith('{'))) {
      const records = lines.map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return null;
        }
      });
      return { records, version: null, owner: null };
    }
    throw new Error(`Not a Bring-In progress file: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface ParsedImport {
  records: GradedResult[];
  /** Entries that are not valid results (missing fields, wrong types). */
  rejected: number;
  /** The JSON export's format version (null: CSV, JSON Lines or a bare list). */
  version: number | null;
  /** The trainee the file says it holds (a JSON export from version 2 on), or null. */
  owner: ExportOwner | null;
}

/** Reads an exported file (JSON, JSON Lines or CSV); invalid entries are counted, not fatal. Throws on an unreadable file. */
export function parseImport(text: string, fileName = ''): ParsedImport {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const looksJson = /\.jsonl?$/i.test(fileName) || trimmed.startsWith('{') || trimmed.startsWith('[');
  const read: JsonExport = trimmed === '' ? { records: [], version: null, owner: null } : looksJson ? jsonRecords(trimmed) : { records: csvRecords(trimmed), version: null, owner: null };
  const records: GradedResult[] = [];
  let rejected = 0;
  for (const entry of read.records) {
    const parsed = gradedResultSchema.safeParse(entry);
    if (parsed.success) records.push(parsed.data);
    else rejected++;
  }
  return { records, rejected, version: read.version, owner: read.owner };
}

/**
 * Why a parsed file must not go into `target`'s answers, or null: written by a newer version, another trainee's
 * (the file or its answers name someone else), several trainees' at once, or an older export (no trainee named:
 * its answers are the first trainee's) imported by another trainee.
 */
export function importProblem(parsed: ParsedImport, target: string, file: string): ImportProblem | null {
  if (parsed.version !== null && parsed.version > JSON_EXPORT_VERSION) return { code: 'import-newer', file, version: parsed.version };
  const owners = new Set(parsed.records.map((r) => r.trainee).filter((t): t is string => t !== undefined));
  if (parsed.owner) owners.add(parsed.owner.id);
  if (owners.size > 1) return { code: 'import-mixed-trainees', file, count: owners.size };
  const [owner] = owners;
  if (owner !== undefined && owner !== target) return { code: 'import-other-trainee', file, owner: parsed.owner?.id === owner && parsed.owner.name ? parsed.owner.name : owner };
  const unowned = parsed.records.some((r) => r.trainee === undefined);
  if (unowned && owner === undefined && target !== DEFAULT_TRAINEE_ID) return { code: 'import-older-format', file };
  return null;
}

/** The records as they are kept for `target`: each names its trainee. */
export function ownedBy(records: readonly GradedResult[], target: string): GradedResult[] {
  return records.map((r) => (r.trainee === target ? r : { ...r, trainee: target }));
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

/** A date-stamped file name for an export, e.g. `bring-in-progress-2026-12-01.csv`, or with the trainee's id `bring-in-progress-ana-k3x9-2026-12-01.csv`. */
export function exportFileName(format: 'csv' | 'json', now: Date, trainee: string = DEFAULT_TRAINEE_ID): string {
  const whose = trainee === DEFAULT_TRAINEE_ID ? '' : `${trainee}-`;
  return `bring-in-progress-${whose}${now.toISOString().slice(0, 10)}.${format}`;
}
