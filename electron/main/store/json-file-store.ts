/**
 * A small JSON document on disk (settings, window state): read with a schema, falling back to defaults when the
 * file is missing or invalid (an invalid file is copied aside, never deleted); written atomically.
 */
import { copyFile } from 'node:fs/promises';
import type { z } from 'zod';
import { ensureFolder, readTextIfExists, writeFileAtomic } from './durable-file';
import { SerialQueue } from './serial-queue';

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
    return this.queue.run(() => this.read());
  }

  /** Merges a validated patch into the stored document and writes it atomically; returns the new document. */
  update(patch: Partial<T>, validate: (document: T) => T = (d) => d): Promise<T> {
    return this.queue.run(async () => {
      const next = validate({ ...(await this.read()), ...patch });
      await ensureFolder(this.options.folder);
      await writeFileAtomic(this.options.path, `${JSON.stringify(next, null, 2)}\n`);
      return next;
    });
  }

  private async read(): Promise<T> {
    const { path, schema, defaults, warn } = this.options;
    const text = await readTextIfExists(path);
    if (text === undefined) return { ...defaults };
    let problem: string;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return { ...defaults, ...parsed.data };
      problem = parsed.error.issues.map((i) => `${i.path.join('.') || 'document'}: ${i.message}`).join('; ');
    } catch {
      problem = 'not valid JSON';
    }
    const keptAs = `${path}.invalid-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    await copyFile(path, keptAs).catch(() => undefined);
    warn?.(`${path} could not be read (${problem}); using defaults, the file was copied to ${keptAs}`);
    return { ...defaults };
  }
}
