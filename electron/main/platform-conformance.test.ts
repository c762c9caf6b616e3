/**
 * The renderer must not know which platform it has: the same scenario runs against the desktop path (real preload
 * -> IPC with structured cloning -> sender check -> schema -> handlers -> files on disk) and the browser fallback
 * (IndexedDB), and both must answer alike.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import type { IpcMainInvokeEvent } from 'electron';
import { DEFAULT_SETTINGS, PlatformError, type BridgeApi, type PlatformApi } from '../shared/contract';

const registered = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
let exposed: BridgeApi | undefined;
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (_name: string, api: BridgeApi) => (exposed = api) },
  // IPC copies arguments and answers with the structured clone algorithm.
  ipcRenderer: { invoke: async (channel: string, ...args: unknown[]) => structuredClone(await registered.get(channel)!({} as IpcMainInvokeEvent, ...structuredClone(args))) },
}));

const { registerIpcHandlers } = await import('./ipc/register');
const { createHandlers } = await import('./ipc/handlers');
const { ProgressStore } = await import('./store/progress-store');
const { createSettingsStore } = await import('./store/settings-store');
const { HouseRulesStore } = await import('./store/house-rules-store');
const { PROFILES } = await import('../../core/profiles/profiles');
const { fromBridge } = await import('../../renderer/platform/api');
const { createBrowserPlatform } = await import('../../renderer/platform/browser-store');
await import('../preload/index');

const folder = await mkdtemp(join(tmpdir(), 'bring-in-conformance-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
const exportPath = join(folder, 'export.json');
registerIpcHandlers(
  { handle: (channel, listener) => void registered.set(channel, listener as never) },
  {
    isTrusted: () => true,
    handlers: createHandlers({
      store: new ProgressStore({ folder }),
      settings: createSettingsStore(folder),
      houseRules: new HouseRulesStore({ folder }),
      shell: { openExternal: async () => undefined },
      info: { name: 'Bring-In', version: '0.1.0', shell: 'desktop' },
      // A run from the sources never looks for updates, like the browser build.
      updates: { status: () => ({ state: 'off', reason: 'not-packaged' }), install: () => ({ restarting: false }) },
      chooseSavePath: async () => exportPath,
      chooseOpenPath: async () => exportPath,
    }),
  },
);

let downloaded = '';
const platforms: [string, PlatformApi][] = [
  ['desktop (preload + IPC + files)', fromBridge(exposed!)],
  ['browser (IndexedDB)', createBrowserPlatform({ indexedDB: new IDBFactory(), download: (_n, text) => (downloaded = text), pickFile: async () => ({ name: 'export.json', text: downloaded }), openWindow: () => true })],
];

const result = { drill: 'bring-in', scenarioCode: 'stud-4-seed-9', answer: '2', correctAnswer: '2', correct: true, timeMs: 1500, profile: 'dealer', language: 'en' } as const;

describe.each(platforms)('platform API: %s', (_name, api) => {
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

    expect(await api.exportResults('json')).toMatchObject({ saved: true, count: 1 });
    expect(await api.importResults()).toEqual({ imported: true, added: 0, duplicates: 1, rejected: 0 });
    expect((await api.appInfo()).name).toBe('Bring-In');
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
    await expect(api.saveHouseRules({ ...mine, runOut: 'nope' } as never)).rejects.toMatchObject({ code: 'invalid-payload', issues: [expect.stringMatching(/^runOut: /)] });
    expect(await api.deleteHouseRules('custom:room-1')).toEqual({ profiles: [], problems: [] });
    expect(await api.loadHouseRules()).toEqual({ profiles: [], problems: [] });
  });
});
