/**
 * The plain-browser implementation of the platform API (the web build and its tests): progress and settings in
 * IndexedDB, export as a file download, import from a file chooser. It validates every call with the same
 * contract as the Electron main process, so both behave alike.
 */
import {
  DEFAULT_SETTINGS,
  PlatformError,
  describeIssues,
  gradedResultSchema,
  parseRequest,
  refusedSave,
  refusedTrainee,
  settingsPatchSchema,
  settingsSchema,
  type AppInfo,
  type FileKind,
  type GradedResult,
  type PlatformApi,
  type Settings,
  type StoreNotice,
} from '../../electron/shared/contract';
import { duplicateResultId, exportFileName, resultProblem, toCsv, toJson } from '../../electron/shared/records-format';
import { IDLE_IMPORT, importFile } from '../../electron/shared/import-file';
import {
  DEFAULT_TRAINEE_ID,
  readTraineesDocument,
  traineeList,
  traineeOf,
  traineesDocument,
  withTrainee,
  type Trainee,
} from '../../electron/shared/trainees-format';
import {
  profilesDocument,
  readProfilesDocument,
  saveRefusal,
  storedAnswer,
  withProfile,
  withoutProfile,
  type CustomProfiles,
  type ProfilesDocument,
} from '../../electron/shared/house-rules-format';
import { copied, type ProfilesPlace, type StoredProfilesProblem } from '../../electron/shared/house-rules-problems';
import { version as APP_VERSION } from '../../package.json';

export const DB_NAME = 'bring-in';
const DB_VERSION = 1;
const RESULTS = 'results';
const SETTINGS = 'settings';
const SETTINGS_KEY = 'settings';
/** The trainees of this browser: one document in the settings store. */
export const TRAINEES_KEY = 'trainees';
/** Each trainee's settings: the first trainee's under `settings` (as before trainees existed), the others' under `settings:<id>`. */
export const settingsKey = (trainee: string = DEFAULT_TRAINEE_ID): string =>
  trainee === DEFAULT_TRAINEE_ID ? SETTINGS_KEY : `${SETTINGS_KEY}:${trainee}`;
/** The user's house-rules profiles: one document in the settings store, beside the settings. */
export const HOUSE_RULES_KEY = 'house-rules';
const HOUSE_RULES_PLACE: ProfilesPlace = { kind: 'browser', store: `${DB_NAME}, ${SETTINGS}/${HOUSE_RULES_KEY}` };
const RESULTS_WHERE = `the browser's storage (IndexedDB ${DB_NAME}, ${RESULTS})`;

/** A file the user picked (a DOM File is one): read in slices, never whole. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Work between two breaths of the page while an import is read, so the window keeps responding. */
const BREATHE_MS = 40;

export interface BrowserPlatformOptions {
  indexedDB?: IDBFactory;
  /** Offers a file to the user (default: a temporary download link). */
  download?: (fileName: string, text: string, mimeType: string) => void;
  /** Lets the user pick a file to import (default: a hidden file input); undefined when cancelled. */
  pickFile?: () => Promise<PickedFile | undefined>;
  /** Lets the user pick files (default: a hidden file input); none when cancelled. */
  pickFiles?: (multiple: boolean, accept: string) => Promise<{ name: string; text: string }[]>;
  /** Opens the browser's print dialog (where "Save as PDF" is offered). */
  print?: () => void;
  openWindow?: (url: string) => boolean;
  version?: string;
  now?: () => Date;
  newId?: () => string;
  /** Random numbers in [0, 1) for new trainee ids. */
  random?: () => number;
  /** Says on the console what stored data could not be read (the screen says it in the user's language, by count). */
  warn?: (message: string) => void;
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/** Any failure of IndexedDB as storage-unavailable, its reason as data (the storage full: QuotaExceededError) and in English. */
function unavailable(error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const full = error instanceof Error && error.name === 'QuotaExceededError';
  return new PlatformError({
    code: 'storage-unavailable',
    message: `The browser's storage (IndexedDB) is not available: ${reason}`,
    reason: { code: full ? 'browser-storage-full' : 'browser-storage-unavailable' },
  });
}

function openDatabase(factory: IDBFactory | undefined): Promise<IDBDatabase> {
  if (!factory) return Promise.reject(unavailable(new Error('this browser has no IndexedDB')));
  const req = factory.open(DB_NAME, DB_VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    // Results keep their insertion order (auto-increment key); the id index refuses duplicates.
    if (!db.objectStoreNames.contains(RESULTS))
      db.createObjectStore(RESULTS, { autoIncrement: true }).createIndex('id', 'id', { unique: true });
    if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
  };
  return request(req);
}

function defaultDownload(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The files the user picks in a hidden file input (none when cancelled). */
function chooseFiles(multiple: boolean, accept: string): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = multiple;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []);
      input.remove();
      resolve(files);
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve([]);
    });
    document.body.append(input);
    input.click();
  });
}

const PROGRESS_FILES = '.json,.jsonl,.csv,application/json,text/csv';

/** Files read whole as text (exams, results and trainees' exports for the class view: at most MAX_TEXT_FILE each). */
async function defaultPickFiles(multiple: boolean, accept: string): Promise<{ name: string; text: string }[]> {
  const files = await chooseFiles(multiple, accept);
  return Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
}

/** The file to import, read in slices by the import (never whole). */
async function defaultPickFile(): Promise<PickedFile | undefined> {
  return (await chooseFiles(false, PROGRESS_FILES))[0];
}

const ACCEPT: Readonly<Record<FileKind, string>> = {
  exam: '.json,application/json',
  'exam-result': '.json,application/json',
  csv: '.csv,text/csv',
  json: PROGRESS_FILES,
  phh: '.phh,text/plain',
};
const MIME: Readonly<Record<FileKind, string>> = {
  exam: 'application/json',
  'exam-result': 'application/json',
  csv: 'text/csv',
  json: 'application/json',
  phh: 'text/plain',
};

/** A turn for the page after this much work while an import is read, so the window keeps responding. */
function breather(): () => Promise<void> {
  let breathed = performance.now();
  return async () => {
    if (performance.now() - breathed <= BREATHE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    breathed = performance.now();
  };
}

/** A random id; crypto.randomUUID exists only in secure contexts (https, localhost), getRandomValues everywhere. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createBrowserPlatform(options: BrowserPlatformOptions = {}): PlatformApi {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  let database: Promise<IDBDatabase> | undefined;
  const db = () =>
    (database ??= openDatabase(factory).catch((error: unknown) => {
      database = undefined;
      throw unavailable(error);
    }));
  const now = () => options.now?.() ?? new Date();
  const newId = () => options.newId?.() ?? randomId();
  const warn = (message: string) => (options.warn ?? console.warn)(message);
  const random = options.random ?? (() => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32);
  let progress = IDLE_IMPORT;
  /** What was set aside of each trainee's stored settings and not said yet. */
  const notices = new Map<string, StoreNotice[]>();

  async function readResults(): Promise<{ results: GradedResult[]; skipped: number }> {
    const tx = (await db()).transaction(RESULTS, 'readonly');
    const store = tx.objectStore(RESULTS);
    const [rows, keys] = await Promise.all([request(store.getAll()), request(store.getAllKeys())]);
    const results: GradedResult[] = [];
    let skipped = 0;
    rows.forEach((row, k) => {
      const read = resultProblem(row);
      if ('record' in read) return void results.push(read.record);
      skipped++;
      warn(`${RESULTS_WHERE}, key ${String(keys[k])}: ${read.reason}; left out, and kept as it is`);
    });
    return { results, skipped };
  }

  /** Every answer, or one trainee's. */
  async function resultsOf(trainee: string | undefined): Promise<{ results: GradedResult[]; skipped: number }> {
    const { results, skipped } = await guard(readResults);
    return { results: trainee === undefined ? results : results.filter((r) => traineeOf(r) === trainee), skipped };
  }

  /**
   * Adds records in one durable transaction; a record whose id is already stored (or comes twice) is refused by the
   * unique id index and left out, without reading what is stored.
   */
  async function addNew(records: readonly GradedResult[]): Promise<{ added: number; duplicates: number }> {
    const tx = (await db()).transaction(RESULTS, 'readwrite', { durability: 'strict' });
    const store = tx.objectStore(RESULTS);
    let duplicates = 0;
    for (const record of records) {
      const req = store.add(record);
      req.onerror = (event) => {
        if (req.error?.name !== 'ConstraintError') return;
        // The id is taken: count it and keep the transaction going for the other records.
        event.preventDefault();
        event.stopPropagation();
        duplicates++;
      };
    }
    await done(tx);
    return { added: records.length - duplicates, duplicates };
  }

  /** A trainee's settings; stored ones that cannot be read are set aside once under another key (and the user told), the defaults used. */
  async function readSettings(trainee: string = DEFAULT_TRAINEE_ID): Promise<Settings> {
    const tx = (await db()).transaction(SETTINGS, 'readonly');
    const stored: unknown = await request(tx.objectStore(SETTINGS).get(settingsKey(trainee)));
    const parsed = settingsPatchSchema.safeParse(stored ?? {});
    if (parsed.success) return { ...DEFAULT_SETTINGS, ...parsed.data };
    await setSettingsAside(trainee);
    return { ...DEFAULT_SETTINGS };
  }

  /** The key an unreadable stored value is moved to. */
  const asideKey = (key: string) => `${key}.invalid-${now().toISOString().replace(/[:.]/g, '-')}`;

  /** Why stored settings cannot be read, in English. */
  const settingsProblem = (stored: unknown) => {
    const parsed = settingsPatchSchema.safeParse(stored ?? {});
    return parsed.success ? null : describeIssues(parsed.error, 'settings').join('; ');
  };

  /** Says once (console and a notice for the trainee's screen) that their stored settings were set aside. */
  function saidAside(trainee: string, key: string, keptAs: string, why: string): void {
    const message = `the browser's storage (IndexedDB ${DB_NAME}, ${SETTINGS}/${key}) could not be read (${why}); using defaults, kept as ${SETTINGS}/${keptAs}`;
    notices.set(trainee, [
      ...(notices.get(trainee) ?? []),
      { code: 'settings-reset', file: `${SETTINGS}/${key}`, keptAs: `${SETTINGS}/${keptAs}`, message },
    ]);
    warn(message);
  }

  /** Moves a trainee's unreadable stored settings to a key of their own (as the desktop app copies a settings file aside), in one transaction. */
  async function setSettingsAside(trainee: string): Promise<void> {
    const key = settingsKey(trainee);
    const tx = (await db()).transaction(SETTINGS, 'readwrite', { durability: 'strict' });
    const store = tx.objectStore(SETTINGS);
    const stored: unknown = await request(store.get(key));
    const why = settingsProblem(stored);
    // Another tab did it in between: nothing left to do.
    if (why === null) return done(tx);
    const keptAs = asideKey(key);
    store.put(stored, keptAs);
    store.delete(key);
    await done(tx);
    saidAside(trainee, key, keptAs, why);
  }

  /** The stored trainees (none when the document cannot be read: it is said on the console and kept until a save). */
  async function readTrainees(): Promise<Trainee[]> {
    const tx = (await db()).transaction(SETTINGS, 'readonly');
    const read = readTraineesDocument(await request(tx.objectStore(SETTINGS).get(TRAINEES_KEY)));
    if ('trainees' in read) return read.trainees;
    (options.warn ?? console.warn)(
      `the browser's storage (IndexedDB ${DB_NAME}, ${SETTINGS}/${TRAINEES_KEY}) could not be read (${read.problem}); only the first trainee is listed`,
    );
    return [];
  }

  async function readHouseRules(): Promise<ProfilesDocument> {
    const tx = (await db()).transaction(SETTINGS, 'readonly');
    return readProfilesDocument(await request(tx.objectStore(SETTINGS).get(HOUSE_RULES_KEY)), HOUSE_RULES_PLACE);
  }

  /** Stores the entries; a stored value that was no house-rules document is kept under another key first, and the answer says so. */
  async function writeHouseRules(doc: ProfilesDocument, entries: unknown[]): Promise<CustomProfiles> {
    const tx = (await db()).transaction(SETTINGS, 'readwrite', { durability: 'strict' });
    const store = tx.objectStore(SETTINGS);
    let kept: StoredProfilesProblem | null = null;
    if (doc.entries === null) {
      const keptAs = `${HOUSE_RULES_KEY}.invalid-${now().toISOString().replace(/[:.]/g, '-')}`;
      store.put(await request(store.get(HOUSE_RULES_KEY)), keptAs);
      kept = copied(HOUSE_RULES_PLACE, `${SETTINGS}/${keptAs}`);
    }
    store.put(profilesDocument(entries), HOUSE_RULES_KEY);
    await done(tx);
    return storedAnswer(entries, HOUSE_RULES_PLACE, kept);
  }

  const guard = async <T>(job: () => Promise<T>): Promise<T> => {
    try {
      return await job();
    } catch (error) {
      throw unavailable(error);
    }
  };

  return {
    async saveResult(result) {
      const valid = parseRequest('saveResult', result);
      const record = gradedResultSchema.parse({ ...valid, id: valid.id ?? newId(), timestamp: valid.timestamp ?? now().toISOString() });
      const { added } = await guard(() => addNew([record]));
      // Nothing was stored: the id was taken (the record stored under it is kept as it is).
      if (added === 0) throw duplicateResultId(record.id);
      return record;
    },
    async loadResults(query) {
      return resultsOf(parseRequest('loadResults', query)?.trainee);
    },
    async exportResults(exportRequest) {
      const valid = parseRequest('exportResults', exportRequest);
      const { results } = await resultsOf(valid.trainee);
      const fileName = exportFileName(valid.format, now(), valid.trainee);
      const text = valid.format === 'csv' ? toCsv(results) : toJson(results, now(), { id: valid.trainee, name: valid.name });
      (options.download ?? defaultDownload)(fileName, text, valid.format === 'csv' ? 'text/csv' : 'application/json');
      return { saved: true, count: results.length, fileName };
    },
    async importResults(importRequest) {
      const valid = parseRequest('importResults', importRequest);
      const file = await (options.pickFile ?? defaultPickFile)();
      if (!file) return { imported: false, added: 0, duplicates: 0, rejected: 0 };
      try {
        return await importFile(
          { name: file.name, size: file.size, read: async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()) },
          {
            trainee: valid.trainee,
            merge: (records) => guard(() => addNew(records)),
            onProgress: (now) => (progress = now),
            breathe: breather(),
          },
        );
      } finally {
        progress = IDLE_IMPORT;
      }
    },
    importProgress: async () => progress,
    async loadSettings(trainee) {
      const valid = parseRequest('loadSettings', trainee);
      return guard(() => readSettings(valid));
    },
    async saveSettings(save) {
      const { trainee, ...valid } = parseRequest('saveSettings', save);
      const key = settingsKey(trainee);
      return guard(async () => {
        const tx = (await db()).transaction(SETTINGS, 'readwrite', { durability: 'strict' });
        const store = tx.objectStore(SETTINGS);
        const stored: unknown = await request(store.get(key));
        const parsed = settingsPatchSchema.safeParse(stored ?? {});
        // Stored settings that cannot be read are kept under another key before these replace them, never overwritten.
        const keptAs = parsed.success ? null : asideKey(key);
        if (keptAs) store.put(stored, keptAs);
        const next = settingsSchema.parse({ ...DEFAULT_SETTINGS, ...(parsed.success ? parsed.data : {}), ...valid });
        store.put(next, key);
        await done(tx);
        if (keptAs) saidAside(trainee ?? DEFAULT_TRAINEE_ID, key, keptAs, settingsProblem(stored) ?? '');
        return next;
      });
    },
    async takeStoreNotices(trainee) {
      const valid = parseRequest('takeStoreNotices', trainee) ?? DEFAULT_TRAINEE_ID;
      await guard(() => readSettings(valid)).catch(() => undefined);
      const said = notices.get(valid) ?? [];
      notices.delete(valid);
      return { notices: said };
    },
    loadTrainees: () => guard(async () => ({ trainees: traineeList(await readTrainees()) })),
    async saveTrainee(trainee) {
      const valid = parseRequest('saveTrainee', trainee);
      return guard(async () => {
        const tx = (await db()).transaction(SETTINGS, 'readwrite', { durability: 'strict' });
        const store = tx.objectStore(SETTINGS);
        const stored: unknown = await request(store.get(TRAINEES_KEY));
        const read = readTraineesDocument(stored);
        if ('problem' in read) {
          // Kept under another key before the new list replaces it, as the desktop app copies trainees.json aside.
          const keptAs = `${TRAINEES_KEY}.invalid-${now().toISOString().replace(/[:.]/g, '-')}`;
          store.put(stored, keptAs);
          (options.warn ?? console.warn)(
            `the browser's storage (IndexedDB ${DB_NAME}, ${SETTINGS}/${TRAINEES_KEY}) could not be read (${read.problem}); kept as ${SETTINGS}/${keptAs}`,
          );
        }
        const next = withTrainee(traineeList('problem' in read ? [] : read.trainees), valid, random);
        if ('refusal' in next) {
          tx.abort();
          throw refusedTrainee(next.refusal);
        }
        store.put(traineesDocument(next.trainees), TRAINEES_KEY);
        await done(tx);
        return { trainees: next.trainees, saved: next.saved };
      });
    },
    async loadHouseRules() {
      const doc = await guard(readHouseRules);
      return { profiles: doc.profiles, problems: doc.problems };
    },
    async saveHouseRules(profile) {
      const valid = parseRequest('saveHouseRules', profile);
      const doc = await guard(readHouseRules);
      const refusal = saveRefusal(doc, valid);
      if (refusal) throw refusedSave('saveHouseRules', refusal);
      return guard(() => writeHouseRules(doc, withProfile(doc, valid)));
    },
    async deleteHouseRules(id) {
      const valid = parseRequest('deleteHouseRules', id);
      const doc = await guard(readHouseRules);
      return guard(() => writeHouseRules(doc, withoutProfile(doc, valid)));
    },
    async openExternal(url) {
      const valid = parseRequest('openExternal', url);
      const open = options.openWindow ?? ((href: string) => window.open(href, '_blank', 'noopener,noreferrer') !== null);
      return { opened: open(valid) };
    },
    async saveTextFile(file) {
      const valid = parseRequest('saveTextFile', file);
      (options.download ?? defaultDownload)(valid.name, valid.text, MIME[valid.kind]);
      return { saved: true, fileName: valid.name };
    },
    async openTextFiles(openRequest) {
      const valid = parseRequest('openTextFiles', openRequest);
      const files = await (options.pickFiles ?? defaultPickFiles)(valid.multiple, ACCEPT[valid.kind]);
      return { files: valid.multiple ? files : files.slice(0, 1) };
    },
    async printToPdf(name) {
      parseRequest('printToPdf', name);
      // The browser's own print dialog saves the PDF (its print stylesheet shows the certificate only).
      (options.print ?? (() => window.print()))();
      return { saved: false };
    },
    // The page's content security policy (connect-src 'self') lets the browser build talk to no other server, so it
    // keeps no record store: nothing is queued, and the screens say to use the desktop app or export the statements.
    async loadRecordStore() {
      return { available: false, configured: false, endpoint: null, key: null, homePage: null, queued: 0, lastError: null };
    },
    async saveRecordStore(config) {
      parseRequest('saveRecordStore', config);
      throw new PlatformError({
        code: 'forbidden-url',
        message: 'The browser build cannot send to a learning record store: its content security policy allows no other server',
      });
    },
    async sendStatements(statements) {
      parseRequest('sendStatements', statements);
      return { queued: 0, configured: false };
    },
    async appInfo(): Promise<AppInfo> {
      return { name: 'Bring-In', version: options.version ?? APP_VERSION, shell: 'browser' };
    },
    // A web page is updated by its server: the browser build never looks for a new version, nor installs one.
    async updateStatus() {
      return { state: 'off', reason: 'browser' };
    },
    async installUpdate() {
      return { restarting: false };
    },
    onUpdateStatus() {
      return () => undefined;
    },
    // A browser has no application menu.
    onMenuCommand() {
      return () => undefined;
    },
  };
}
