/**
 * A small JSON document on disk (settings, window state): read with a schema, falling back to defaults when the
 * file is missing or invalid; written atomically. An invalid file is set aside once: copied (never over an existing
 * file) to `<name>.invalid-<time>` and then removed, so the next load starts from the defaults instead of copying it
 * again, and a notice says so for the screen. When the copy fails, the file is left as it is, writes are refused so
 * it is not replaced, and it is not tried again for the same text.
 */
import { unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import type { z } from 'zod';
import { PlatformError, describeIssues, type StoreNotice } from '../../shared/contract';
import { copyExclusively, ensureFolder, readTextIfExists, writeFileAtomic } from './durable-file';
import { SerialQueue } from './serial-queue';
import { storageError } from './storage-error';

export interface JsonFileStoreOptions<T> {
  folder: string;
  path: string;
  /** Validates a stored document; fields it leaves out are taken from the defaults. */
  schema: z.ZodType<Partial<T>>;
  defaults: T;
  warn?: (message: string) => void;
  now?: () => Date;
}

export class JsonFileStore<T extends object> {
  private readonly queue = new SerialQueue();
  private notices: StoreNotice[] = [];
  /** An invalid text already dealt with (not set aside again), and the error writes get while it is there (null: none). */
  private stuck: { text: string; error: PlatformError | null } | null = null;

  constructor(private readonly options: JsonFileStoreOptions<T>) {}

  load(): Promise<T> {
    return this.queue.run(async () => (await this.read()).document);
  }

  /** What was set aside since the last call, each said once. */
  takeNotices(): StoreNotice[] {
    return this.notices.splice(0);
  }

  /**
   * Merges a validated patch into the stored document and writes it atomically; returns the new document. Refused,
   * with nothing written, when the new document does not pass the schema (invalid-payload), and while an invalid
   * file could not be copied aside (storage-unavailable): writing would lose it.
   */
  update(patch: Partial<T>, validate: (document: T) => T = (d) => d): Promise<T> {
    return this.queue.run(async () => {
      const { document, notKept } = await this.read();
      if (notKept) throw notKept;
      const next = validate({ ...document, ...patch });
      // Never write what `load` would refuse and set aside (the window state, say, comes unchecked from Electron).
      const checked = this.options.schema.safeParse(next);
      if (!checked.success) {
        const issues = describeIssues(checked.error, 'document');
        throw new PlatformError({ code: 'invalid-payload', message: `Not saved to ${this.options.path}: ${issues.join('; ')}`, issues });
      }
      await ensureFolder(this.options.folder);
      await writeFileAtomic(this.options.path, `${JSON.stringify(next, null, 2)}\n`);
      return next;
    });
  }

  /** The document (defaults when missing or invalid), and the error to give a write when an invalid file could not be kept. */
  private async read(): Promise<{ document: T; notKept: PlatformError | null }> {
    const { path, schema, defaults } = this.options;
    const text = await readTextIfExists(path);
    if (text === undefined) return { document: { ...defaults }, notKept: null };
    let problem: string;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return { document: { ...defaults, ...parsed.data }, notKept: null };
      problem = describeIssues(parsed.error, 'document').join('; ');
    } catch {
      problem = 'not valid JSON';
    }
    if (this.stuck?.text === text) return { document: { ...defaults }, notKept: this.stuck.error };
    return { document: { ...defaults }, notKept: await this.setAside(text, problem) };
  }

  /** Copies the invalid file aside and removes it; says so once (warning and notice). Returns the write error when it cannot. */
  private async setAside(text: string, problem: string): Promise<PlatformError | null> {
    const { path, warn } = this.options;
    const keptAs = `${path}.invalid-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    try {
      await copyExclusively(path, keptAs);
    } catch (error) {
      const notKept = storageError('keep a copy of', path, error);
      const message = `${path} could not be read (${problem}); using defaults, and the file is left as it is: ${notKept.message}`;
      this.stuck = { text, error: notKept };
      this.notices.push({ code: 'settings-reset', file: basename(path), keptAs: null, message });
      warn?.(message);
      return notKept;
    }
    const message = `${path} could not be read (${problem}); using defaults, the file was copied to ${keptAs}`;
    this.notices.push({ code: 'settings-reset', file: basename(path), keptAs, message });
    warn?.(message);
    try {
      await unlink(path);
    } catch (error) {
      // The copy is safe: only stop copying the same text again. The next write replaces the file.
      this.stuck = { text, error: null };
      warn?.(`${path} was kept as ${keptAs} but could not be removed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  }
}
