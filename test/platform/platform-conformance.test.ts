/**
 * The renderer must not know which platform it has: the same scenario runs against the desktop path (real preload
 * -> IPC with structured cloning -> sender check -> schema -> handlers -> files on disk) and the browser fallback
 * (IndexedDB), and both must answer alike.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import type { IpcMainInvokeEvent } from 'electron';
import { DEFAULT_SETTINGS, PlatformError, type BridgeApi, type PlatformApi } from '../../electron/shared/contract';
import { toJson } from '../../electron/shared/records-format';

const registered = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
let exposed: BridgeApi | undefined;
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (_name: string, api: BridgeApi) => (exposed = api) },
  // IPC copies arguments and answers with the structured clone algorithm.
  ipcRenderer: {
    invoke: async (channel: string, ...args: unknown[]) =>
      structuredClone(await registered.get(channel)!({} as IpcMainInvokeEvent, ...structuredClone(args))),
  },
}));

const { registerIpcHandlers } = await import('../../electron/main/ipc/register');
const { createHandlers } = await import('../../electron/main/ipc/handlers');
const { ProgressStore } = await import('../../electron/main/store/progress-store');
const { settingsByTrainee } = await import('../../electron/main/store/settings-store');
const { TraineesStore } = await import('../../electron/main/store/trainees-store');
const { RecordStoreSender } = await import('../../electron/main/xapi/record-store');
const { HouseRulesStore } = await import('../../electron/main/store/house-rules-store');
const { PROFILES } = await import('../../core');
const { fromBridge } = await import('../../renderer/platform/api');
const { createBrowserPlatform } = await import('../../renderer/platform/browser-store');
await import('../../electron/preload/index');

const folder = await mkdtemp(join(tmpdir(), 'bring-in-conformance-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
const exportPath = join(folder, 'export.json');
const textPath = join(folder, 'exam.json');
registerIpcHandlers(
  { handle: (channel, listener) => void registered.set(channel, listener as never) },
  {
    isTrusted: () => true,
    handlers: createHandlers({
      store: new ProgressStore({ folder }),
      settings: settingsByTrainee(folder),
      trainees: new TraineesStore({ folder, random: sequence() }),
      records: new RecordStoreSender({ folder }),
      houseRules: new HouseRulesStore({ folder }),
      shell: { openExternal: async () => undefined },
      info: { name: 'Bring-In', version: '0.1.0', shell: 'desktop' },
      // A run from the sources never looks for updates, like the browser build.
      updates: { status: () => ({ state: 'off', reason: 'not-packaged' }), install: () => ({ restarting: false }) },
      chooseSavePath: async () => exportPath,
      chooseOpenPath: async () => exportPath,
      chooseSavePathFor: async () => textPath,
      chooseOpenPaths: async () => [textPath],
      printWindowToPdf: async () => new TextEncoder().encode('%PDF'),
    }),
  },
);

/** The same "random" numbers on both platforms, so both give a new trainee the same id. */
function sequence(): () => number {
  let n = 0;
  return () => (n++ * 0.37) % 1;
}

let downloaded = '';
let downloadedName = '';
const browserDb = new IDBFactory();

/** Offers `text` as the file the next import picks, on both platforms. */
async function offer(text: string): Promise<void> {
  await writeFile(exportPath, text);
  downloaded = text;
}

/** Leaves a trainee's stored settings in a form this version cannot read, where each platform keeps them; returns what is there now. */
type Corrupt = (trainee: string) => Promise<{ setAside: () => Promise<string[]> }>;
const corruptFile: Corrupt = async (trainee) => {
  const name = trainee === 'default' ? 'settings.json' : `settings-${trainee}.json`;
  await writeFile(join(folder, name), '{"language": "klingon"}');
  return { setAside: async () => (await readdir(folder)).filter((f) => f.startsWith(name)) };
};
const corruptIndexedDb: Corrupt = async (trainee) => {
  const key = trainee === 'default' ? 'settings' : `settings:${trainee}`;
  const db = await new Promise<IDBDatabase>((resolve) => {
    const open = browserDb.open('bring-in');
    open.onsuccess = () => resolve(open.result);
  });
  const write = db.transaction('settings', 'readwrite');
  write.objectStore('settings').put({ language: 'klingon' }, key);
  await new Promise((resolve) => (write.oncomplete = resolve));
  return {
    setAside: async () => {
      const keys = db.transaction('settings', 'readonly').objectStore('settings').getAllKeys();
      await new Promise((resolve) => (keys.onsuccess = resolve));
      return (keys.result as string[]).filter((k) => k === key || k.startsWith(`${key}.`));
    },
  };
};

const platforms: [string, PlatformApi, Corrupt][] = [
  ['desktop (preload + IPC + files)', fromBridge(exposed!), corruptFile],
  [
    'browser (IndexedDB)',
    createBrowserPlatform({
      indexedDB: browserDb,
      download: (name, text) => ((downloadedName = name), (downloaded = text)),
      pickFile: async () => new File([downloaded], 'export.json'),
      pickFiles: async () => [{ name: downloadedName, text: downloaded }],
      openWindow: () => true,
      random: sequence(),
      warn: () => undefined,
    }),
    corruptIndexedDb,
  ],
];

const result = {
  drill: 'bring-in',
  scenarioCode: 'stud-4-seed-9',
  answer: '2',
  correctAnswer: '2',
  correct: true,
  timeMs: 1500,
  profile: 'dealer',
  language: 'en',
} as const;

describe.each(platforms)('platform API: %s', (_name, api, corrupt) => {
  it('answers the same scenario the same way', async () => {
    expect(await api.loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await api.saveSettings({ language: 'it' })).toEqual({ ...DEFAULT_SETTINGS, language: 'it' });

    const saved = await api.saveResult(result);
    expect(saved).toMatchObject(result);
    expect(await api.loadResults()).toEqual({ results: [saved], skipped: 0 });

    const invalid = await api.saveResult({ ...result, timeMs: -5 }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(PlatformError);
    expect(invalid).toMatchObject({ code: 'invalid-payload', issues: [expect.stringMatching(/^timeMs: /)] });

    // An answer that names an id already stored is refused, and the stored one stays as it was.
    const taken = await api.saveResult({ ...result, id: saved.id, correct: false }).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(PlatformError);
    expect(taken).toMatchObject({ code: 'invalid-payload', issues: [`id: a result with id "${saved.id}" is already stored`] });
    expect(await api.loadResults()).toEqual({ results: [saved], skipped: 0 });

    await expect(api.openExternal('http://example.org')).rejects.toMatchObject({ code: 'forbidden-url' });
    expect(await api.openExternal('https://example.org')).toEqual({ opened: true });

    expect(await api.exportResults({ format: 'json', trainee: 'default' })).toMatchObject({ saved: true, count: 1 });
    expect(await api.importResults({ trainee: 'default' })).toEqual({
      imported: true,
      added: 0,
      duplicates: 1,
      rejected: 0,
      fileName: 'export.json',
    });
    expect(await api.importProgress()).toEqual({ active: false, readBytes: 0, totalBytes: 0, records: 0 });
    expect((await api.appInfo()).name).toBe('Bring-In');
  });
  it('keeps trainees apart the same way: answers, settings, exports and imports each belong to one trainee', async () => {
    // The first trainee is always there, unnamed until given a name; the answer saved above (no trainee named) is theirs.
    expect(await api.loadTrainees()).toEqual({ trainees: [{ id: 'default' }] });
    const { saved: ana, trainees } = await api.saveTrainee({ name: ' Ana María ' });
    expect(ana).toEqual({ id: expect.stringMatching(/^ana-maria-[a-z0-9]{4}$/), name: 'Ana María' });
    expect(trainees).toEqual([{ id: 'default' }, ana]);
    await expect(api.saveTrainee({ name: 'ANA MARÍA' })).rejects.toMatchObject({
      code: 'invalid-payload',
      reason: { code: 'trainee-name-taken', id: ana.id },
    });
    await expect(api.saveTrainee({ id: 'nobody-0000', name: 'X' })).rejects.toMatchObject({
      reason: { code: 'trainee-unknown', id: 'nobody-0000' },
    });
    const { saved: first } = await api.saveTrainee({ id: 'default', name: 'Luis' });
    expect((await api.loadTrainees()).trainees).toEqual([first, ana]);

    const anas = await api.saveResult({ ...result, trainee: ana.id, scenarioCode: 'ana-1', street: 3, rules: ['rr.stud.1'] });
    expect((await api.loadResults({ trainee: ana.id })).results).toEqual([anas]);
    expect((await api.loadResults({ trainee: 'default' })).results.map((r) => r.scenarioCode)).toEqual(['stud-4-seed-9']);
    expect((await api.loadResults()).results).toHaveLength(2);

    // Settings are each trainee's own; the first trainee's are the settings from before trainees existed.
    expect(await api.saveSettings({ trainee: ana.id, language: 'es' })).toEqual({ ...DEFAULT_SETTINGS, language: 'es' });
    expect(await api.loadSettings(ana.id)).toEqual({ ...DEFAULT_SETTINGS, language: 'es' });
    expect(await api.loadSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'it' });
    expect(await api.loadSettings('default')).toEqual({ ...DEFAULT_SETTINGS, language: 'it' });

    // Ana's export names her; the first trainee cannot import it, and nothing of theirs changes.
    expect(await api.exportResults({ format: 'json', trainee: ana.id, name: ana.name })).toMatchObject({ saved: true, count: 1 });
    const before = await api.loadResults();
    await expect(api.importResults({ trainee: 'default' })).rejects.toMatchObject({
      code: 'import-failed',
      reason: { code: 'import-other-trainee', file: 'export.json', owner: 'Ana María' },
      message: expect.stringContaining('export.json'),
    });
    expect(await api.loadResults()).toEqual(before);
    expect(await api.importResults({ trainee: ana.id })).toMatchObject({ imported: true, added: 0, duplicates: 1 });
  });

  it("sets a trainee's stored settings that cannot be read aside once, uses the defaults, and tells that trainee once", async () => {
    const ana = (await api.loadTrainees()).trainees.find((t) => t.name === 'Ana María')!;
    for (const trainee of ['default', ana.id]) {
      const { setAside } = await corrupt(trainee);
      const asked = trainee === 'default' ? undefined : trainee;
      expect(await api.loadSettings(asked)).toEqual(DEFAULT_SETTINGS);
      expect(await api.loadSettings(asked)).toEqual(DEFAULT_SETTINGS);
      const kept = await setAside();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^settings([.:-].*)?\.invalid-/);
      // Each trainee is told of their own settings only.
      expect(await api.takeStoreNotices(trainee === 'default' ? ana.id : 'default')).toEqual({ notices: [] });
      const { notices } = await api.takeStoreNotices(asked);
      expect(notices).toEqual([
        {
          code: 'settings-reset',
          file: expect.stringMatching(trainee === 'default' ? /^settings(\.json|\/settings)$/ : new RegExp(`^settings.*${trainee}`)),
          keptAs: expect.stringContaining(kept[0]!),
          message: expect.stringContaining('could not be read'),
        },
      ]);
      expect(await api.takeStoreNotices(asked)).toEqual({ notices: [] });
      expect(await api.saveSettings({ trainee: asked, language: 'es' })).toEqual({ ...DEFAULT_SETTINGS, language: 'es' });
    }
  });

  it("refuses whole a large file whose other trainee's answers come only after the first batches, and imports the trainee's own", async () => {
    const ana = (await api.loadTrainees()).trainees.find((t) => t.name === 'Ana María')!;
    const answer = (n: number, trainee: string) => ({
      ...result,
      id: `bulk-${n.toString().padStart(6, '0')}`,
      timestamp: '2026-01-02T00:00:00.000Z',
      trainee,
    });
    const mine = Array.from({ length: 25_000 }, (_, n) => answer(n, ana.id));
    const before = await api.loadResults();
    await offer(JSON.stringify([...mine, answer(25_000, 'default')]));
    await expect(api.importResults({ trainee: ana.id })).rejects.toMatchObject({
      code: 'import-failed',
      reason: { code: 'import-mixed-trainees', file: 'export.json', count: 2 },
    });
    expect(await api.loadResults()).toEqual(before);
    expect(await api.importProgress()).toEqual({ active: false, readBytes: 0, totalBytes: 0, records: 0 });
    await offer(toJson(mine, new Date(0), { id: ana.id, name: ana.name }));
    expect(await api.importResults({ trainee: ana.id })).toEqual({
      imported: true,
      added: 25_000,
      duplicates: 0,
      rejected: 0,
      fileName: 'export.json',
    });
    expect((await api.loadResults({ trainee: ana.id })).results).toHaveLength(25_001);
  }, 60_000);

  it('saves a text file the user names and reads it back the same way', async () => {
    expect(await api.saveTextFile({ name: 'exam.json', text: '{"format":"bring-in-exam"}', kind: 'exam' })).toEqual({
      saved: true,
      fileName: 'exam.json',
    });
    expect(await api.openTextFiles({ kind: 'exam', multiple: false })).toEqual({
      files: [{ name: 'exam.json', text: '{"format":"bring-in-exam"}' }],
    });
    await expect(api.saveTextFile({ name: '../exam.json', text: '', kind: 'exam' })).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: [expect.stringMatching(/^name: /)],
    });
  });

  it('keeps the house-rules profiles the same way: saved, renamed under the same id, names unique, deleted', async () => {
    expect(await api.loadHouseRules()).toEqual({ profiles: [], problems: [] });
    const mine = { ...PROFILES.tda, id: 'custom:room-1', name: { en: 'My room', es: 'My room', it: 'My room' }, runOut: 'online' as const };
    expect(await api.saveHouseRules(mine)).toEqual({ profiles: [mine], problems: [] });
    const renamed = { ...mine, name: { en: 'Our room', es: 'Our room', it: 'Our room' } };
    expect((await api.saveHouseRules(renamed)).profiles).toEqual([renamed]);
    const other = { ...renamed, id: 'custom:room-2', name: { en: ' our ROOM ', es: 'x', it: 'x' } };
    await expect(api.saveHouseRules(other)).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: [expect.stringMatching(/^name: another profile \(custom:room-1\)/)],
      reason: { code: 'name-taken', id: 'custom:room-1', name: 'Our room' },
    });
    await expect(api.saveHouseRules({ ...mine, runOut: 'nope' } as never)).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: [expect.stringMatching(/^runOut: /)],
    });
    expect(await api.deleteHouseRules('custom:room-1')).toEqual({ profiles: [], problems: [] });
    expect(await api.loadHouseRules()).toEqual({ profiles: [], problems: [] });
  });
});
