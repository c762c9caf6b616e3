/**
 * A small JSON document on disk (settings, window state): read with a schema, falling back to defaults when the
 * file is missing or invalid (an invalid file is copied aside, never deleted: when the copy fails, writes are refused
 * so the file is not replaced); written atomically.
 */
import { copyFile } from 'node:fs/promises';
import type { z } from 'zod';
import { PlatformError, describeIssues } from '../../shared/contract';
import { ensureFolder, readTextIfExists, writeFileAtomic } from './durable-file';
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

  constructor(private readonly options: JsonFileStoreOptions<T>) {}

  load(): Promise<T> {
    return this.queue.run(async () => (await this.read()).document);
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
    const { path, schema, defaults, warn } = this.options;
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
    const keptAs = `${path}.invalid-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    try {
      await copyFile(path, keptAs);
    } catch (error) {
      const notKept = storageError('keep a copy of', path, error);
      warn?.(`${path} could not be read (${problem}); using defaults, and the file is left as it is: ${notKept.message}`);
      return { document: { ...defaults }, notKept };
    }
    warn?.(`${path} could not be read (${problem}); using defaults, the file was copied to ${keptAs}`);
    return { document: { ...defaults }, notKept: null };
  }
}
