/**
 * The main entry wired end to end with a mocked `electron` and `electron-updater`: session hardening, IPC, menu,
 * window, stores on disk, and the update check of an installed app whose build carries an update feed.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS, EVENTS } from '../shared/contract';

const folder = mkdtempSync(join(tmpdir(), 'bring-in-main-'));
writeFileSync(join(folder, 'settings.json'), JSON.stringify({ language: 'es' }));
// The installers built by CI carry the update feed beside the app (Electron's resources folder).
writeFileSync(join(folder, 'app-update.yml'), 'provider: github\nowner: example\nrepo: bring-in\n');
(process as { resourcesPath?: string }).resourcesPath = folder;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const h = await vi.hoisted(async () => {
  const { fakeUpdater } = await import('./testing/fake-updater');
  const state = {
    handlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
    menus: [] as unknown[][],
    windows: [] as { options: Record<string, unknown>; url?: string; webContents: Record<string, unknown> }[],
    onHeadersReceived: undefined as unknown,
    permissionRequest: undefined as unknown,
    protocolHandled: [] as string[],
    ready: undefined as undefined | (() => void),
  };
  const { updater, emit } = fakeUpdater();
  return { ...state, updater, emit };
});

vi.mock('electron-updater', () => ({ default: { autoUpdater: h.updater } }));

vi.mock('electron', () => {
  class BrowserWindow {
    webContents: Record<string, unknown>;
    url: string | undefined;
    constructor(public options: Record<string, unknown>) {
      const frameUrl = () => this.url ?? '';
      const mainFrame = {
        processId: 3,
        routingId: 1,
        get url() {
          return frameUrl();
        },
      };
      this.webContents = { mainFrame, on: vi.fn(), setWindowOpenHandler: vi.fn(), send: vi.fn() };
      h.windows.push(this as never);
    }
    loadURL(url: string) {
      this.url = url;
      return Promise.resolve();
    }
    once = vi.fn();
    on = vi.fn();
    isDestroyed = () => false;
  }
  const session = {
    webRequest: { onHeadersReceived: (listener: unknown) => (h.onHeadersReceived = listener) },
    setPermissionRequestHandler: (handler: unknown) => (h.permissionRequest = handler),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    protocol: { handle: (scheme: string) => h.protocolHandled.push(scheme) },
  };
  return {
    app: {
      isPackaged: true,
      setPath: vi.fn(),
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      on: vi.fn(),
      whenReady: () => new Promise<void>((resolve) => (h.ready = resolve)),
      getPath: () => folder,
      getName: () => 'Bring-In',
      getVersion: () => '0.1.0',
    },
    BrowserWindow,
    dialog: { showMessageBox: vi.fn(), showErrorBox: vi.fn(), showSaveDialog: vi.fn(), showOpenDialog: vi.fn() },
    ipcMain: { handle: (channel: string, listener: never) => h.handlers.set(channel, listener) },
    Menu: { buildFromTemplate: (template: unknown[]) => template, setApplicationMenu: (menu: unknown[]) => h.menus.push(menu) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: { defaultSession: session },
    shell: { openExternal: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn() },
    net: { fetch: vi.fn() },
  };
});

await import('./index');

describe('main entry once ready', () => {
  it('hardens the session, registers every channel, builds the menu in the saved language, opens the window', async () => {
    h.ready!();
    await vi.waitFor(() => expect(h.windows).toHaveLength(1));
    expect(typeof h.onHeadersReceived).toBe('function');
    expect(typeof h.permissionRequest).toBe('function');
    expect(h.protocolHandled).toEqual(['app']);
    expect([...h.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
    expect(JSON.stringify(h.menus.at(-1))).toContain('Edición');
    const [window] = h.windows;
    expect(window!.url).toBe('app://bring-in/index.html');
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('answers our window and refuses any other sender; a saved result lands in the user data folder', async () => {
    const window = h.windows[0]!;
    const fromWindow = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    const result = {
      drill: 'bring-in',
      scenarioCode: 'main-1',
      answer: '1',
      correctAnswer: '1',
      correct: true,
      timeMs: 10,
      profile: 'dealer',
      language: 'es',
    };
    const saved = (await h.handlers.get(CHANNELS.saveResult)!(fromWindow, result)) as { ok: true; value: { id: string } };
    expect(saved.ok).toBe(true);
    expect(readFileSync(join(folder, 'progress.jsonl'), 'utf8')).toContain(saved.value.id);

    const stranger = { sender: {}, senderFrame: { processId: 9, routingId: 9, url: 'app://bring-in/index.html' } };
    expect(await h.handlers.get(CHANNELS.loadResults)!(stranger)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('rebuilds the menu when the language setting changes', async () => {
    const window = h.windows[0]!;
    const fromWindow = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    await h.handlers.get(CHANNELS.saveSettings)!(fromWindow, { language: 'it' });
    expect(JSON.stringify(h.menus.at(-1))).toContain('Modifica');
    expect(JSON.parse(readFileSync(join(folder, 'settings.json'), 'utf8'))).toMatchObject({ language: 'it' });
  });

  it('an installed app looks for an update once at start, downloads it in the background, and the window is told', async () => {
    expect(h.updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(h.updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true, logger: null });
    const window = h.windows[0]!;
    const fromWindow = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    h.emit('update-available', { version: '0.2.0' });
    h.emit('update-downloaded', { version: '0.2.0' });
    expect(window.webContents.send).toHaveBeenLastCalledWith(EVENTS.updateStatus, { state: 'ready', version: '0.2.0' });
    expect(await h.handlers.get(CHANNELS.updateStatus)!(fromWindow)).toEqual({ ok: true, value: { state: 'ready', version: '0.2.0' } });
    expect(await h.handlers.get(CHANNELS.installUpdate)!(fromWindow)).toEqual({ ok: true, value: { restarting: true } });
    expect(h.updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('the menu\'s "check for updates at start" box is saved as the setting, and the menu shows it', async () => {
    type Item = { id?: string; checked?: boolean; click?: (item: { checked: boolean }) => void; submenu?: Item[] };
    const box = () => (h.menus.at(-1) as Item[]).flatMap((item) => item.submenu ?? []).find((item) => item.id === 'check-for-updates')!;
    expect(box().checked).toBe(true);
    box().click!({ checked: false });
    await vi.waitFor(() =>
      expect(JSON.parse(readFileSync(join(folder, 'settings.json'), 'utf8'))).toMatchObject({ checkForUpdates: false }),
    );
    await vi.waitFor(() => expect(box().checked).toBe(false));
    // Already looked for at this start: turned on again, it does not look twice.
    box().click!({ checked: true });
    await vi.waitFor(() => expect(box().checked).toBe(true));
    expect(h.updater.checkForUpdates).toHaveBeenCalledTimes(1);
  });
});
