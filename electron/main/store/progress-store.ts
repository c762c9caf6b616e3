/**
 * The progress store: every graded answer is one JSON line appended to `progress.jsonl` and fsynced before
 * `append` resolves. Unreadable lines (a crash mid-write, a hand edit) are skipped on load with a warning and
 * copied to `progress.skipped.jsonl`; the main file is never rewritten, so nothing is ever deleted.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { gradedResultSchema, parseRequest, type GradedResult, type LoadResultsResponse, type NewResult } from '../../shared/contract';
import { duplicateResultId, mergeNew } from '../../shared/records-format';
import { traineeOf } from '../../shared/trainees-format';
import { appendDurably, endsWithNewline, ensureFolder, readTextIfExists } from './durable-file';
import { SerialQueue } from './serial-queue';

export const PROGRESS_FILE = 'progress.jsonl';
export const SKIPPED_FILE = 'progress.skipped.jsonl';

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

export class ProgressStore {
  readonly path: string;
  readonly skippedPath: string;
  private readonly queue = new SerialQueue();
  /** Whether the file is known to end with a newline; unknown at start and after a failed write. */
  private cleanEnd = false;

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
      // Only a caller's own id can clash (a generated one is a UUID), so only then is the file read.
      if (result.id !== undefined && (await this.read()).results.some((r) => r.id === record.id)) throw duplicateResultId(record.id);
      await this.writeLines([record]);
      return record;
    });
  }

  /** Adds the records whose id is not stored yet (import); returns how many were added and skipped as duplicates. */
  merge(records: readonly GradedResult[]): Promise<{ added: number; duplicates: number }> {
    return this.queue.run(async () => {
      const existing = await this.read();
      const { added, duplicates } = mergeNew(new Set(existing.results.map((r) => r.id)), records);
      if (added.length > 0) await this.writeLines(added);
      return { added: added.length, duplicates };
    });
  }

  /** Every answer, or one trainee's (answers saved before trainees existed are the first trainee's). */
  load(trainee?: string): Promise<LoadResultsResponse> {
    return this.queue.run(async () => {
      const { results, skipped } = await this.read();
      if (skipped.length > 0) await this.keepSkipped(skipped);
      return { results: trainee === undefined ? results : results.filter((r) => traineeOf(r) === trainee), skipped: skipped.length };
    });
  }

  private async writeLines(records: readonly GradedResult[]): Promise<void> {
    await ensureFolder(this.options.folder);
    // After a torn write the file ends mid-line: start on a fresh line so the new record stays whole.
    const prefix = this.cleanEnd || (await endsWithNewline(this.path)) ? '' : '\n';
    this.cleanEnd = false;
    await appendDurably(this.path, prefix + records.map((r) => `${JSON.stringify(r)}\n`).join(''));
    this.cleanEnd = true;
  }

  private async read(): Promise<{ results: GradedResult[]; skipped: SkippedLine[] }> {
    const text = (await readTextIfExists(this.path)) ?? '';
    const results: GradedResult[] = [];
    const skipped: SkippedLine[] = [];
    const ids = new Set<string>();
    text.split('\n').forEach((raw, index) => {
      const line = raw.replace(/\r$/, '');
      if (line.trim() === '') return;
      const read = readLine(line);
      if ('reason' in read) {
        skipped.push({ line: index + 1, text: line, reason: read.reason });
        return;
      }
      const { record } = read;
      if (ids.has(record.id)) return;
      ids.add(record.id);
      results.push(record);
    });
    for (const { line, reason } of skipped) this.options.warn?.(`${this.path} line ${line} skipped (${reason}); kept in ${this.skippedPath}`);
    return { results, skipped };
  }

  /** Copies skipped lines to the side file once each (same line number and text are not copied again). */
  private async keepSkipped(skipped: readonly SkippedLine[]): Promise<void> {
    const known = new Set<string>();
    for (const raw of ((await readTextIfExists(this.skippedPath)) ?? '').split('\n')) {
      try {
        const entry = JSON.parse(raw) as SkippedLine;
        known.add(`${entry.line}\u0000${entry.text}`);
      } catch {
        // A torn side-file line: ignore it; the line it describes will be copied again.
      }
    }
    const fresh = skipped.filter((s) => !known.has(`${s.line}\u0000${s.text}`));
    if (fresh.length === 0) return;
    const keptAt = (this.options.now?.() ?? new Date()).toISOString();
    const prefix = (await endsWithNewline(this.skippedPath)) ? '' : '\n';
    await appendDurably(this.skippedPath, prefix + fresh.map((s) => `${JSON.stringify({ ...s, keptAt })}\n`).join(''));
  }
}

/** The record on a stored line, or why the line cannot be loaded. */
function readLine(line: string): { record: GradedResult } | { reason: string } {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return { reason: 'not valid JSON: torn or edited line' };
  }
  const parsed = gradedResultSchema.safeParse(data);
  if (parsed.success) return { record: parsed.data };
  return { reason: `not a valid result: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'} ${i.message}`).join('; ')}` };
}
