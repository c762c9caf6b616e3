/**
 * The progress store: every graded answer is one JSON line appended to `progress.jsonl` and fsynced before
 * `append` resolves. Unreadable lines (a crash mid-write, a full disk, a hand edit) are skipped on load with a warning
 * and copied to `progress.skipped.jsonl` when the folder lets us (best effort: a read-only folder or a full disk never
 * stops the good answers from loading); the main file is never rewritten, so nothing is ever deleted.
 *
 * The file is read as a stream, a chunk at a time, so any size loads in memory proportional to the answers kept, not
 * to the file. The ids stored are indexed once and then followed by reading only what was added since, so an answer
 * with a caller-chosen id is checked without reading the whole file again.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseRequest, type GradedResult, type LoadResultsResponse, type NewResult } from '../../shared/contract';
import { duplicateResultId, MAX_RECORD_BYTES, mergeNew, readStoredRecord } from '../../shared/records-format';
import { traineeOf } from '../../shared/trainees-format';
import { appendDurably, endsWithNewline, ensureFolder, fileIdentity, readLines, type FileLine } from './durable-file';
import { SerialQueue } from './serial-queue';

export const PROGRESS_FILE = 'progress.jsonl';
export const SKIPPED_FILE = 'progress.skipped.jsonl';

/** Lines kept in the side file are cut to this length (a line too long to be an answer is kept as its start). */
const KEPT_TEXT_CHARS = 4096;
/** Records are written in pieces of about this size, so a large import never builds one huge string. */
const WRITE_PIECE_CHARS = 1 << 20;

export interface ProgressStoreOptions {
  folder: string;
  warn?: (message: string) => void;
  now?: () => Date;
  newId?: () => string;
}

interface SkippedLine {
  line: number;
  text: string;
  reason: string;
}

/** The ids stored, as far as the file has been read (`end`, a line start), in the file known by `id`. */
interface IdIndex {
  readonly ids: Set<string>;
  end: number;
  readonly id: string;
}

export class ProgressStore {
  readonly path: string;
  readonly skippedPath: string;
  private readonly queue = new SerialQueue();
  /** Whether the file is known to end with a newline; unknown at start and after a failed write. */
  private cleanEnd = false;
  private index: IdIndex | null = null;

  constructor(private readonly options: ProgressStoreOptions) {
    this.path = join(options.folder, PROGRESS_FILE);
    this.skippedPath = join(options.folder, SKIPPED_FILE);
  }

  /**
   * Saves one graded answer; resolves with the stored record once it is on disk. Every field is checked here too
   * (an invalid-payload error naming each problem, whoever the caller), and an id the caller chose must be new.
   */
  async append(result: NewResult): Promise<GradedResult> {
    const record = parseRequest('saveResult', {
      ...result,
      id: result.id ?? (this.options.newId ?? randomUUID)(),
      timestamp: result.timestamp ?? (this.options.now?.() ?? new Date()).toISOString(),
    }) as GradedResult;
    return this.queue.run(async () => {
      // Only a caller's own id can clash (a generated one is a UUID), so only then are the stored ids consulted.
      if (result.id !== undefined && (await this.storedIds()).has(record.id)) throw duplicateResultId(record.id);
      await this.writeLines([record]);
      return record;
    });
  }

  /** Adds the records whose id is not stored yet (import); returns how many were added and skipped as duplicates. */
  merge(records: readonly GradedResult[]): Promise<{ added: number; duplicates: number }> {
    return this.queue.run(async () => {
      const ids = await this.storedIds();
      const { added, duplicates } = mergeNew(ids, records);
      if (added.length > 0) await this.writeLines(added);
      return { added: added.length, duplicates };
    });
  }

  /** Every answer, or one trainee's (answers saved before trainees existed are the first trainee's). */
  load(trainee?: string): Promise<LoadResultsResponse> {
    return this.queue.run(async () => {
      const results: GradedResult[] = [];
      const skipped: SkippedLine[] = [];
      const ids = new Set<string>();
      const read = await readLines(
        this.path,
        (line) => {
          const got = readFileLine(line);
          if (got === null) return;
          if ('reason' in got) skipped.push({ line: line.number, text: (line.text ?? '').slice(0, KEPT_TEXT_CHARS), reason: got.reason });
          else if (!ids.has(got.record.id)) {
            ids.add(got.record.id);
            // Every id is indexed; only the asked trainee's answers are kept in memory.
            if (trainee === undefined || traineeOf(got.record) === trainee) results.push(got.record);
          }
        },
        { maxLineBytes: MAX_RECORD_BYTES },
      );
      this.index = read ? { ids, end: read.end, id: read.id } : null;
      for (const { line, reason } of skipped)
        this.options.warn?.(`${this.path} line ${line} skipped (${reason}); a copy is kept in ${this.skippedPath}`);
      if (skipped.length === 0) return { results, skipped: 0 };
      try {
        await this.keepSkipped(skipped);
        return { results, skipped: skipped.length };
      } catch (error) {
        // The answers that could be read are what matters: a folder that refuses the copy only costs the copy.
        this.options.warn?.(
          `the unreadable lines could not be copied to ${this.skippedPath} (${error instanceof Error ? error.message : String(error)}); they stay in ${this.path} as they are`,
        );
        return { results, skipped: skipped.length, skippedNotCopied: true };
      }
    });
  }

  /** The ids stored: read once, then only the lines added since (by us or another writer); again from the start if the file was replaced. */
  private async storedIds(): Promise<Set<string>> {
    const now = await fileIdentity(this.path);
    if (!now) return (this.index = { ids: new Set(), end: 0, id: '' }).ids;
    const index = this.index;
    const fresh = !index || index.id !== now.id || now.size < index.end;
    if (!fresh && now.size === index.end) return index.ids;
    const ids = fresh ? new Set<string>() : index.ids;
    const read = await readLines(
      this.path,
      (line) => {
        const got = readFileLine(line);
        if (got && 'record' in got) ids.add(got.record.id);
      },
      { from: fresh ? 0 : index.end, maxLineBytes: MAX_RECORD_BYTES },
    );
    this.index = { ids, end: read?.end ?? 0, id: read?.id ?? now.id };
    return ids;
  }

  private async writeLines(records: readonly GradedResult[]): Promise<void> {
    await ensureFolder(this.options.folder);
    // After a torn write the file ends mid-line: start on a fresh line so the new record stays whole.
    const pieces: string[] = [this.cleanEnd || (await endsWithNewline(this.path)) ? '' : '\n'];
    for (const record of records) {
      const line = `${JSON.stringify(record)}\n`;
      if (pieces[pieces.length - 1]!.length + line.length > WRITE_PIECE_CHARS) pieces.push(line);
      else pieces[pieces.length - 1] += line;
    }
    this.cleanEnd = false;
    await appendDurably(this.path, pieces);
    this.cleanEnd = true;
    // The index goes on past our own lines when nothing else was written since it was read up to the old end.
    const index = this.index;
    const after = index && (await fileIdentity(this.path));
    const written = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0);
    if (index && after && after.id === index.id && after.size === index.end + written) {
      for (const record of records) index.ids.add(record.id);
      index.end = after.size;
    }
  }

  /** Copies skipped lines to the side file once each (same line number and text are not copied again). */
  private async keepSkipped(skipped: readonly SkippedLine[]): Promise<void> {
    const known = new Set<string>();
    await readLines(
      this.skippedPath,
      ({ text }) => {
        try {
          const entry = JSON.parse(text ?? '') as SkippedLine;
          known.add(`${entry.line}\u0000${entry.text}`);
        } catch {
          // A torn side-file line: ignore it; the line it describes will be copied again.
        }
      },
      { maxLineBytes: 6 * KEPT_TEXT_CHARS + 4096 },
    );
    const fresh = skipped.filter((s) => !known.has(`${s.line}\u0000${s.text}`));
    if (fresh.length === 0) return;
    const keptAt = (this.options.now?.() ?? new Date()).toISOString();
    const prefix = (await endsWithNewline(this.skippedPath)) ? '' : '\n';
    await appendDurably(this.skippedPath, prefix + fresh.map((s) => `${JSON.stringify({ ...s, keptAt })}\n`).join(''));
  }
}

/** The record on a line, why it cannot be loaded, or null for a blank line. */
function readFileLine(line: FileLine): { record: GradedResult } | { reason: string } | null {
  if (line.text === null) return { reason: `${line.bytes} bytes long, more than an answer can be: not a result` };
  if (line.text.trim() === '') return null;
  return readStoredRecord(line.text);
}
