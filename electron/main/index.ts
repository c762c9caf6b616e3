/**
 * Main process entry: single instance, hardened session, stores in the user's data folder, IPC, menu, window.
 * Each step lives in its own module; this file only wires them together.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session, shell } from 'electron';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, type Language } from '../shared/contract';
import { rendererLocation } from './app-origin';
import { contentSecurityPolicy, installCspHeader } from './csp';
import { denyNavigation, denyPermissions } from './guards';
import { createHandlers } from './ipc/handlers';
import { registerIpcHandlers } from './ipc/register';
import { isTrustedSender } from './ipc/sender';
import { menuTemplate } from './menu';
import { registerAppScheme, serveRenderer } from './protocol';
import { HouseRulesStore } from './store/house-rules-store';
import { ProgressStore } from './store/progress-store';
import { settingsByTrainee } from './store/settings-store';
import { TraineesStore } from './store/trainees-store';
import { RecordStoreSender } from './xapi/record-store';
import { DEFAULT_WINDOW_STATE, createWindowStateStore } from './store/window-state-store';
import { chooseOpenPath, chooseOpenPaths, chooseSavePath, chooseSavePathFor } from './dialogs';
import { trackWindowState, visibleState } from './window-state';
import { createMainWindow } from './window';
import { builtPreloadPath } from './built-files';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const warn = (message: string) => console.warn(`[bring-in] ${message}`);

registerAppScheme();

// End-to-end tests run the unpackaged app with a throwaway data folder (before the lock: it is per folder).
if (!app.isPackaged && process.env.BRING_IN_USER_DATA) app.setPath('userData', process.env.BRING_IN_USER_DATA);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | undefined;
  app.on('second-instance', () => {
    if (!mainWindow || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  // Every web contents, not only our window's, gets the navigation and window-open denials.
  app.on('web-contents-created', (_event, contents) => denyNavigation(contents, location.origin, shell));

  const dev = !app.isPackaged && Boolean(process.env.ELECTRON_RENDERER_URL);
  const location = rendererLocation(process.env.ELECTRON_RENDERER_URL, app.isPackaged);

  void app.whenReady().then(async () => {
    const folder = app.getPath('userData');
    const policy = contentSecurityPolicy(dev);
    denyPermissions(session.defaultSession);
    installCspHeader(session.defaultSession, dev);
    serveRenderer(session.defaultSession, here('../renderer'), policy);

    const store = new ProgressStore({ folder, warn });
    const settings = settingsByTrainee(folder, warn);
    const trainees = new TraineesStore({ folder, warn });
    // Statements left queued last time go out in the background.
    const records = new RecordStoreSender({ folder, warn });
    void records.flush();
    const houseRules = new HouseRulesStore({ folder, warn });
    const windowStates = createWindowStateStore(folder, warn);
    const info = { name: app.getName(), version: app.getVersion(), shell: 'desktop' as const };

    const applyMenu = (language: Language) =>
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(
          menuTemplate({
            language, name: info.name, version: info.version, mac: process.platform === 'darwin', dev,
            showAbout: (message, detail) => void dialog.showMessageBox({ type: 'info', title: info.name, message, detail }),
          }),
        ),
      );

    // Handlers first, so the page can call them as soon as it loads; they only answer our window (mainWindow).
    registerIpcHandlers(ipcMain, {
      isTrusted: (event) => isTrustedSender(event, mainWindow, location.origin),
      handlers: createHandlers({
        store, settings, trainees, records, houseRules, shell, info,
        chooseSavePath: (name, format) => chooseSavePath(mainWindow, name, format),
        chooseSavePathFor: (name, filter) => chooseSavePathFor(mainWindow, name, filter),
        chooseOpenPath: () => chooseOpenPath(mainWindow),
        chooseOpenPaths: (filter, multiple) => chooseOpenPaths(mainWindow, filter, multiple),
        // Calls come only from the window (isTrusted), so it exists.
        printWindowToPdf: () => mainWindow!.webContents.printToPDF({ printBackground: true, pageSize: 'A4' }),
        onSettingsSaved: (saved) => applyMenu(saved.language),
      }),
      log: warn,
    });

    // An unreadable data folder must not keep the window from opening: start with defaults, and the renderer
    // gets a clear storage-unavailable error from the calls that need the folder.
    const startSettings = await settings().load().catch((error: unknown) => (warn(`settings not read: ${String(error)}`), DEFAULT_SETTINGS));
    applyMenu(startSettings.language);
    const savedState = await windowStates.load().catch(() => DEFAULT_WINDOW_STATE);
    const state = visibleState(savedState, screen.getAllDisplays().map((display) => display.workArea));
    mainWindow = createMainWindow({ state, preload: builtPreloadPath(here('../preload'), warn), title: info.name, location, shell });
    trackWindowState(mainWindow, windowStates, warn);
  }).catch((error: unknown) => {
    dialog.showErrorBox('Bring-In', `Bring-In could not start: ${error instanceof Error ? error.message : String(error)}`);
    app.quit();
  });
}
