/**
 * Sends xAPI statements to the school's learning record store: queued on disk first (xapi-queue.json, written
 * atomically), then posted in batches in the background, retried with a growing pause when the store cannot be
 * reached or refuses. Nothing waits on it: a drill never blocks, and nothing is queued or sent unless a record
 * store is configured (record-store.json).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { recordStoreConfigSchema, statementSchema, XAPI_VERSION, type RecordStoreConfig, type Statement } from '../../shared/xapi';
import { JsonFileStore } from '../store/json-file-store';

export const QUEUE_FILE = 'xapi-queue.json';
export const CONFIG_FILE = 'record-store.json';
const BATCH = 50;
export const RETRY_MS = { first: 2_000, max: 5 * 60_000 };

type Queue = { statements: Statement[] };
type Config = { store: RecordStoreConfig | null };

export interface RecordStoreStatus {
  readonly configured: boolean;
  readonly endpoint: string | null;
  readonly key: string | null;
  readonly homePage: string | null;
  readonly queued: number;
  /** Why the last send failed (the store's answer or the network's), or null. */
  readonly lastError: string | null;
}

export interface RecordStoreOptions {
  folder: string;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
  /** Timers (tests give their own). */
  setTimer?: (run: () => void, ms: number) => unknown;
}

export class RecordStoreSender {
  private readonly queue: JsonFileStore<Queue>;
  private readonly config: JsonFileStore<Config>;
  private sending: Promise<void> | null = null;
  private retryMs = RETRY_MS.first;
  private retryPending = false;
  private lastError: string | null = null;

  constructor(private readonly options: RecordStoreOptions) {
    this.queue = new JsonFileStore<Queue>({
      folder: options.folder,
      path: join(options.folder, QUEUE_FILE),
      schema: z.strictObject({ statements: z.array(statementSchema) }).partial(),
      defaults: { statements: [] },
      ...(options.warn ? { warn: options.warn } : {}),
    });
    this.config = new JsonFileStore<Config>({
      folder: options.folder,
      path: join(options.folder, CONFIG_FILE),
      schema: z.strictObject({ store: recordStoreConfigSchema.nullable() }).partial(),
      defaults: { store: null },
      ...(options.warn ? { warn: options.warn } : {}),
    });
  }

  async status(): Promise<RecordStoreStatus> {
    const [{ store }, { statements }] = await Promise.all([this.config.load(), this.queue.load()]);
    return {
      configured: store !== null,
      endpoint: store?.endpoint ?? null,
      key: store?.key ?? null,
      homePage: store?.homePage ?? null,
      queued: statements.length,
      lastError: this.lastError,
    };
  }

  /** Sets the record store (null: none; what is queued is dropped, since it was meant for the old one). */
  async configure(store: RecordStoreConfig | null): Promise<RecordStoreStatus> {
    await this.config.update({ store });
    if (store === null) await this.queue.update({ statements: [] });
    this.lastError = null;
    this.retryMs = RETRY_MS.first;
    this.kick();
    return this.status();
  }

  /** Queues statements (when a store is configured) and returns at once; they are sent in the background. */
  async enqueue(statements: readonly Statement[]): Promise<{ queued: number; configured: boolean }> {
    const { store } = await this.config.load();
    if (!store) return { queued: 0, configured: false };
    const next = await this.queue.update({}, (doc) => {
      const ids = new Set(doc.statements.map((s) => s.id));
      return { statements: [...doc.statements, ...statements.filter((s) => !ids.has(s.id))] };
    });
    this.kick();
    return { queued: next.statements.length, configured: true };
  }

  /** Sends what is queued now (also what the background sending calls); resolves when this round is over. */
  flush(): Promise<void> {
    return (this.sending ??= this.sendAll().finally(() => (this.sending = null)));
  }

  private kick(): void {
    void this.flush();
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const [{ store }, { statements }] = await Promise.all([this.config.load(), this.queue.load()]);
      if (!store || statements.length === 0) return;
      const batch = statements.slice(0, BATCH);
      const problem = await this.post(store, batch);
      if (problem) {
        this.lastError = problem;
        this.options.warn?.(
          `xAPI: ${batch.length} statement(s) not sent to ${store.endpoint} (${problem}); retried in ${Math.round(this.retryMs / 1000)} s`,
        );
        this.retryLater();
        return;
      }
      this.lastError = null;
      this.retryMs = RETRY_MS.first;
      const sent = new Set(batch.map((s) => s.id));
      await this.queue.update({}, (doc) => ({ statements: doc.statements.filter((s) => !sent.has(s.id)) }));
    }
  }

  private retryLater(): void {
    if (this.retryPending) return;
    this.retryPending = true;
    const wait = this.retryMs;
    this.retryMs = Math.min(RETRY_MS.max, this.retryMs * 2);
    (this.options.setTimer ?? ((run, ms) => setTimeout(run, ms).unref()))(() => {
      this.retryPending = false;
      this.kick();
    }, wait);
  }

  /** Posts one batch; the problem in words, or null when the store took it. */
  private async post(store: RecordStoreConfig, batch: readonly Statement[]): Promise<string | null> {
    try {
      const response = await (this.options.fetch ?? fetch)(`${store.endpoint.replace(/\/+$/, '')}/statements`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Experience-API-Version': XAPI_VERSION,
          Authorization: `Basic ${Buffer.from(`${store.key}:${store.secret}`).toString('base64')}`,
        },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(30_000),
      });
      // 409: the store has these ids already (sent before a crash): they are there, so they count as sent.
      if (response.ok || response.status === 409) return null;
      return `the record store answered ${response.status} ${response.statusText}`.trim();
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
