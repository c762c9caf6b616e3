/**
 * Main process entry: single instance, hardened session, stores in the user's data folder, IPC, menu, window.
 * Each step lives in its own module; this file only wires them together.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session, shell } from 'electron';
import electronUpdater from 'electron-updater';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, EVENTS, type Settings } from '../shared/contract';
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
import { settingsByTrainee, validSettings } from './store/settings-store';
import { TraineesStore } from './store/trainees-store';
import { RecordStoreSender } from './xapi/record-store';
import { DEFAULT_WINDOW_STATE, createWindowStateStore } from './store/window-state-store';
import { chooseOpenPath, chooseOpenPaths, chooseSavePath, chooseSavePathFor } from './dialogs';
import { trackWindowState, visibleState } from './window-state';
import { createMainWindow } from './window';
import { builtPreloadPath } from './built-files';
import { updateCheckOff } from './updates/update-policy';
import { createUpdateService } from './updates/update-service';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const warn = (message: string) => console.warn(`[bring-in] ${message}`);
/** electron-builder writes app-update.yml into the resources folder only when the build names a release feed. */
const hasUpdateFeed = () => typeof process.resourcesPath === 'string' && existsSync(join(process.resourcesPath, 'app-update.yml'));

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

  void app
    .whenReady()
    .then(async () => {
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

      // Update statuses go to our window only, as they change; the page asks for the current one when it loads.
      const updates = createUpdateService({
        updater: () => electronUpdater.autoUpdater,
        onStatus: (status) => {
          if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENTS.updateStatus, status);
        },
        log: warn,
      });
      const updateOff = (setting: boolean | undefined) =>
        updateCheckOff({ packaged: app.isPackaged, feedPresent: hasUpdateFeed(), setting });

      const applyMenu = (current: Settings) =>
        Menu.setApplicationMenu(
          Menu.buildFromTemplate(
            menuTemplate({
              language: current.language,
              name: info.name,
              version: info.version,
              mac: process.platform === 'darwin',
              dev,
              showAbout: (message, detail) => void dialog.showMessageBox({ type: 'info', title: info.name, message, detail }),
              updateCheck: { checked: current.checkForUpdates !== false, set: (checked) => void setUpdateCheck(checked) },
              // The Help menu's items open the page's own help screens: sent to our window only.
              openHelp: (command) => {
                if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENTS.menuCommand, command);
              },
            }),
          ),
        );
      /** The installation's "check for updates at start" (kept in settings.json, whoever trains). */
      let updateCheck: boolean | undefined;
      // The menu's check box: saved like any setting; turned on, it looks for an update at once.
      const setUpdateCheck = async (checked: boolean) => {
        try {
          // An installation's setting, kept in settings.json (the first trainee's file, which main reads at start).
          const saved = await settings().update({ checkForUpdates: checked }, validSettings);
          updateCheck = saved.checkForUpdates;
          applyMenu(saved);
          if (checked) updates.start(updateOff(true));
        } catch (error) {
          warn(`the update setting was not saved: ${String(error)}`);
        }
      };

      // Handlers first, so the page can call them as soon as it loads; they only answer our window (mainWindow).
      registerIpcHandlers(ipcMain, {
        isTrusted: (event) => isTrustedSender(event, mainWindow, location.origin),
        handlers: createHandlers({
          store,
          settings,
          trainees,
          records,
          houseRules,
          shell,
          info,
          updates,
          chooseSavePath: (name, format) => chooseSavePath(mainWindow, name, format),
          chooseSavePathFor: (name, filter) => chooseSavePathFor(mainWindow, name, filter),
          chooseOpenPath: () => chooseOpenPath(mainWindow),
          chooseOpenPaths: (filter, multiple) => chooseOpenPaths(mainWindow, filter, multiple),
          // Calls come only from the window (isTrusted), so it exists.
          printWindowToPdf: () => mainWindow!.webContents.printToPDF({ printBackground: true, pageSize: 'A4' }),
          // The menu follows the language of the trainee who saved; the update check is the installation's (settings.json).
          onSettingsSaved: (saved) => applyMenu({ ...saved, checkForUpdates: updateCheck }),
        }),
        log: warn,
      });

      // An unreadable data folder must not keep the window from opening: start with defaults, and the renderer
      // gets a clear storage-unavailable error from the calls that need the folder.
      const startSettings = await settings()
        .load()
        .catch((error: unknown) => (warn(`settings not read: ${String(error)}`), DEFAULT_SETTINGS));
      updateCheck = startSettings.checkForUpdates;
      applyMenu(startSettings);
      const savedState = await windowStates.load().catch(() => DEFAULT_WINDOW_STATE);
      const state = visibleState(
        savedState,
        screen.getAllDisplays().map((display) => display.workArea),
      );
      mainWindow = createMainWindow({ state, preload: builtPreloadPath(here('../preload'), warn), title: info.name, location, shell });
      trackWindowState(mainWindow, windowStates, warn);
      updates.start(updateOff(startSettings.checkForUpdates));
    })
    .catch((error: unknown) => {
      dialog.showErrorBox('Bring-In', `Bring-In could not start: ${error instanceof Error ? error.message : String(error)}`);
      app.quit();
    });
}
