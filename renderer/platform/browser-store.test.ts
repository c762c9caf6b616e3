import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { DEFAULT_SETTINGS, PlatformError, type NewResult } from '../../electron/shared/contract';
import { parseCsv } from '../../electron/shared/records-import';
import { PROFILES, customProfile } from '../../core';
import { HOUSE_RULES_FORMAT } from '../../electron/shared/house-rules-format';
import { DB_NAME, HOUSE_RULES_KEY, createBrowserPlatform, type BrowserPlatformOptions } from './browser-store';

const result = (n: number): NewResult => ({
  drill: 'bring-in',
  scenarioCode: `stud-${n}`,
  answer: String(n),
  correctAnswer: '2',
  correct: n === 2,
  timeMs: 700 + n,
  profile: 'dealer',
  language: 'es',
});

function platform(over: BrowserPlatformOptions = {}) {
  const indexedDB = over.indexedDB ?? new IDBFactory();
  return { indexedDB, api: createBrowserPlatform({ indexedDB, now: () => new Date('2026-12-01T09:00:00Z'), version: '9.9.9', ...over }) };
}

describe('browser platform (IndexedDB)', () => {
  it('saves results with id and timestamp and loads them back in insertion order, also from a new instance', async () => {
    const { api, indexedDB } = platform();
    const saved = await Promise.all([1, 2, 3, 4, 5].map((n) => api.saveResult(result(n))));
    expect(saved[0]).toMatchObject({ ...result(1), timestamp: '2026-12-01T09:00:00.000Z' });
    expect(saved[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await api.loadResults()).toEqual({ results: saved, skipped: 0 });
    expect((await platform({ indexedDB }).api.loadResults()).results).toEqual(saved);
  });

  it('rejects an invalid result with the same typed error as the desktop shell', async () => {
    const { api } = platform();
    const error = await api.saveResult({ ...result(1), language: 'fr' } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'invalid-payload', issues: [expect.stringMatching(/^language: /)] });
    expect((await api.loadResults()).results).toEqual([]);
  });

  it('exports CSV and JSON as downloads named by date', async () => {
    const download = vi.fn();
    const { api } = platform({ download });
    const saved = await api.saveResult(result(2));
    expect(await api.exportResults({ format: 'csv', trainee: 'default' })).toEqual({
      saved: true,
      count: 1,
      fileName: 'bring-in-progress-2026-12-01.csv',
    });
    const [fileName, text, type] = download.mock.calls[0] as [string, string, string];
    expect([fileName, type]).toEqual(['bring-in-progress-2026-12-01.csv', 'text/csv']);
    expect(parseCsv(text)[1]).toEqual([
      saved.id,
      saved.timestamp,
      'bring-in',
      'stud-2',
      '2',
      '2',
      'true',
      '702',
      'dealer',
      'es',
      '',
      '',
      '',
      '',
      '',
    ]);
    await api.exportResults({ format: 'json', trainee: 'default' });
    expect(JSON.parse(download.mock.calls[1]![1] as string)).toMatchObject({ format: 'bring-in-progress', results: [saved] });
    await expect(api.exportResults({ format: 'xml', trainee: 'default' } as never)).rejects.toMatchObject({ code: 'invalid-payload' });
  });

  it('imports a file merging without duplicates; a cancelled chooser changes nothing', async () => {
    const download = vi.fn();
    const source = platform({ download }).api;
    await source.saveResult(result(1));
    await source.saveResult(result(2));
    await source.exportResults({ format: 'json', trainee: 'default' });
    const exported = download.mock.calls[0]![1] as string;

    let file: File | undefined = new File([exported], 'export.json');
    const { api } = platform({ pickFile: async () => file });
    await api.saveResult(result(3));
    expect(await api.importResults({ trainee: 'default' })).toEqual({
      imported: true,
      added: 2,
      duplicates: 0,
      rejected: 0,
      fileName: 'export.json',
    });
    expect(await api.importResults({ trainee: 'default' })).toEqual({
      imported: true,
      added: 0,
      duplicates: 2,
      rejected: 0,
      fileName: 'export.json',
    });
    expect((await api.loadResults()).results.map((r) => r.scenarioCode)).toEqual(['stud-3', 'stud-1', 'stud-2']);
    file = undefined;
    expect(await api.importResults({ trainee: 'default' })).toEqual({ imported: false, added: 0, duplicates: 0, rejected: 0 });
    file = new File(['{"results": 1}'], 'broken.json');
    await expect(api.importResults({ trainee: 'default' })).rejects.toMatchObject({
      code: 'import-failed',
      message: expect.stringContaining('broken.json'),
    });
  });

  it('keeps settings: defaults first, patches merge and persist, invalid patches are refused', async () => {
    const { api, indexedDB } = platform();
    expect(await api.loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await api.saveSettings({ language: 'it', lastDrill: 'bring-in' })).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'it',
      lastDrill: 'bring-in',
    });
    expect(await platform({ indexedDB }).api.loadSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'it', lastDrill: 'bring-in' });
    await expect(api.saveSettings({ language: 'de' } as never)).rejects.toMatchObject({ code: 'invalid-payload' });
  });

  it('opens only https links, in a new tab without opener', async () => {
    const openWindow = vi.fn(() => true);
    const { api } = platform({ openWindow });
    expect(await api.openExternal('https://example.org/')).toEqual({ opened: true });
    await expect(api.openExternal('javascript:alert(1)')).rejects.toMatchObject({ code: 'forbidden-url' });
    expect(openWindow).toHaveBeenCalledTimes(1);
  });

  it('reports its shell and version', async () => {
    expect(await platform().api.appInfo()).toEqual({ name: 'Bring-In', version: '9.9.9', shell: 'browser' });
  });

  it('gives storage-unavailable when IndexedDB is missing or fails to open', async () => {
    const none = createBrowserPlatform({ indexedDB: undefined as never });
    // Without an injected factory the global one is used; happy-dom has none.
    expect(globalThis.indexedDB).toBeUndefined();
    await expect(none.loadResults()).rejects.toMatchObject({
      code: 'storage-unavailable',
      message: expect.stringMatching(/IndexedDB/),
      reason: { code: 'browser-storage-unavailable' },
    });
    const broken = {
      open: () => {
        throw new Error('SecurityError: blocked');
      },
    } as unknown as IDBFactory;
    await expect(createBrowserPlatform({ indexedDB: broken }).saveResult(result(1))).rejects.toMatchObject({
      code: 'storage-unavailable',
      reason: { code: 'browser-storage-unavailable' },
    });
  });

  it('says a full storage by its reason code (QuotaExceededError), its English words kept for the log', async () => {
    const full = {
      open: () => {
        throw new DOMException('the quota is used up', 'QuotaExceededError');
      },
    } as unknown as IDBFactory;
    await expect(
      createBrowserPlatform({ indexedDB: full }).saveHouseRules(customProfile(PROFILES.tda, {}, 'Mine', 'custom:mine')),
    ).rejects.toMatchObject({
      code: 'storage-unavailable',
      message: "The browser's storage (IndexedDB) is not available: QuotaExceededError: the quota is used up",
      reason: { code: 'browser-storage-full' },
    });
  });
});

/** Puts a value under a key of the settings store, as an older version or a hand edit could have left it. */
async function putRaw(indexedDB: IDBFactory, key: string, value: unknown): Promise<void> {
  await platform({ indexedDB }).api.loadSettings(); // creates the database
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction('settings', 'readwrite');
  tx.objectStore('settings').put(value, key);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

describe('browser platform: stored settings that cannot be read', () => {
  it('are not lost: set aside once under another key when first read, the defaults used, and the user told once', async () => {
    const warn = vi.fn();
    const { api, indexedDB } = platform({ warn });
    const bad = { language: 'klingon', profile: 'floor' };
    await putRaw(indexedDB, 'settings', bad);
    expect(await api.loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await api.loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await getRaw(indexedDB, 'settings.invalid-2026-12-01T09-00-00-000Z')).toEqual(bad);
    expect(await getRaw(indexedDB, 'settings')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /settings\/settings\) could not be read \(language: .*\); using defaults, kept as settings\/settings\.invalid-2026-12-01T09-00-00-000Z/,
      ),
    );
    expect(await api.takeStoreNotices()).toEqual({
      notices: [
        {
          code: 'settings-reset',
          file: 'settings/settings',
          keptAs: 'settings/settings.invalid-2026-12-01T09-00-00-000Z',
          message: warn.mock.calls[0]![0],
        },
      ],
    });
    expect(await api.takeStoreNotices()).toEqual({ notices: [] });
    expect(await api.saveSettings({ language: 'it' })).toEqual({ ...DEFAULT_SETTINGS, language: 'it' });
    expect(await platform({ indexedDB }).api.loadSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'it' });
  });

  it('a save is the first to meet them: they are set aside before it replaces them, and the notice waits for the screen', async () => {
    const { api, indexedDB } = platform({ warn: () => undefined });
    await putRaw(indexedDB, 'settings', { language: 'it', theme: 'dark' });
    expect(await api.saveSettings({ profile: 'tda' })).toEqual({ ...DEFAULT_SETTINGS, profile: 'tda' });
    expect(await getRaw(indexedDB, 'settings.invalid-2026-12-01T09-00-00-000Z')).toEqual({ language: 'it', theme: 'dark' });
    expect((await api.takeStoreNotices()).notices).toEqual([
      expect.objectContaining({ code: 'settings-reset', keptAs: 'settings/settings.invalid-2026-12-01T09-00-00-000Z' }),
    ]);
  });
});

/** The value under a key of the settings store. */
async function getRaw(indexedDB: IDBFactory, key: string): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const value = await new Promise<unknown>((resolve, reject) => {
    const req = db.transaction('settings', 'readonly').objectStore('settings').get(key);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  db.close();
  return value;
}

describe('browser platform: house-rules profiles', () => {
  const mine = customProfile(PROFILES['rr-cash'], { boardTie: 'suit' }, 'My room', 'custom:room-1');

  it('saves, renames under the same id, refuses a taken name, deletes, and keeps them for a new instance', async () => {
    const { api, indexedDB } = platform();
    expect(await api.loadHouseRules()).toEqual({ profiles: [], problems: [] });
    expect(await api.saveHouseRules(mine)).toEqual({ profiles: [mine], problems: [] });
    const renamed = { ...mine, name: { en: 'Our room', es: 'Our room', it: 'Our room' } };
    await api.saveHouseRules(renamed);
    expect(await platform({ indexedDB }).api.loadHouseRules()).toEqual({ profiles: [renamed], problems: [] });
    await expect(api.saveHouseRules({ ...renamed, id: 'custom:room-2' })).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: [expect.stringContaining('already called "Our room"')],
      reason: { code: 'name-taken', id: 'custom:room-1', name: 'Our room' },
    });
    await expect(api.saveHouseRules({ ...mine, id: 'rr-cash' })).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: [expect.stringMatching(/^id: /)],
    });
    expect(await api.deleteHouseRules('custom:room-1')).toEqual({ profiles: [], problems: [] });
  });

  it('an invalid stored profile is reported with where and what, the others load, and a save keeps it', async () => {
    const { api, indexedDB } = platform();
    const bad = { ...mine, id: 'custom:bad', oddChip: 'dealer' };
    await putRaw(indexedDB, HOUSE_RULES_KEY, { format: HOUSE_RULES_FORMAT, profiles: [bad, mine] });
    const loaded = await api.loadHouseRules();
    expect(loaded.profiles).toEqual([mine]);
    const browser = { kind: 'browser', store: 'bring-in, settings/house-rules' };
    expect(loaded.problems).toEqual([
      {
        code: 'invalid-profile',
        place: browser,
        number: 1,
        total: 2,
        id: 'custom:bad',
        name: 'My room',
        field: 'oddChip',
        message: `the browser's storage (IndexedDB bring-in, settings/house-rules), profile 1 of 2 (id "custom:bad", "My room"): profile.oddChip must be one of "rr", "tda", got "dealer"; it is left out and kept as it is`,
      },
    ]);
    const other = customProfile(PROFILES.tda, {}, 'Other', 'custom:room-2');
    expect((await api.saveHouseRules(other)).profiles).toEqual([mine, other]);
    const again = await platform({ indexedDB }).api.loadHouseRules();
    expect(again.problems).toEqual(loaded.problems.map((p) => ({ ...p, total: 3, message: p.message.replace('1 of 2', '1 of 3') })));
  });

  it('a stored value that is no house-rules document is reported, and kept under another key by the next save', async () => {
    const { api, indexedDB } = platform();
    await putRaw(indexedDB, HOUSE_RULES_KEY, 'garbage');
    const browser = { kind: 'browser', store: 'bring-in, settings/house-rules' };
    expect(await api.loadHouseRules()).toEqual({
      profiles: [],
      problems: [{ code: 'not-document', place: browser, message: expect.stringContaining('not a house-rules document') }],
    });
    expect(await api.saveHouseRules(mine)).toEqual({
      profiles: [mine],
      problems: [
        {
          code: 'copied',
          place: browser,
          copy: 'settings/house-rules.invalid-2026-12-01T09-00-00-000Z',
          message: `the browser's storage (IndexedDB bring-in, settings/house-rules) could not be read, so it was kept as settings/house-rules.invalid-2026-12-01T09-00-00-000Z before this save replaced it`,
        },
      ],
    });
    expect(await api.loadHouseRules()).toEqual({ profiles: [mine], problems: [] });
  });
});

describe('randomId', () => {
  it('gives a valid, unique result id with or without crypto.randomUUID (insecure contexts lack it)', async () => {
    const { randomId } = await import('./browser-store');
    const { gradedResultSchema } = await import('../../electron/shared/contract');
    const withUuid = randomId();
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    let withoutUuid: string[];
    try {
      withoutUuid = [randomId(), randomId()];
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    for (const id of [withUuid, ...withoutUuid]) expect(gradedResultSchema.shape.id.safeParse(id).success, id).toBe(true);
    expect(withoutUuid[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(withoutUuid[0]).not.toBe(withoutUuid[1]);
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('browser platform: stored answers that cannot be read', () => {
  it('are left out and counted, kept in IndexedDB as they are, and each is named on the console with what is wrong', async () => {
    const warnings: string[] = [];
    const { api, indexedDB } = platform({ warn: (w) => warnings.push(w) });
    const saved = await api.saveResult(result(1));
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(DB_NAME);
      open.onsuccess = () => {
        const tx = open.result.transaction('results', 'readwrite');
        tx.objectStore('results').add({ id: 'torn', drill: 42 });
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
    expect(await api.loadResults()).toEqual({ results: [saved], skipped: 1 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^the browser's storage \(IndexedDB bring-in, results\), key 2: not a valid result: .*drill .+; left out, and kept as it is$/,
    );
    // Nothing is deleted: the row is still there for a later version (or a person) to read.
    expect((await api.loadResults()).skipped).toBe(1);
  });
});
