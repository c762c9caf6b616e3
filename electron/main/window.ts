import { BrowserWindow } from 'electron';
import type { RendererLocation } from './app-origin';
import type { ExternalOpener } from './external';
import { denyNavigation } from './guards';
import type { WindowState } from './store/window-state-store';
import { windowGeometry } from './window-options';

export interface MainWindowOptions {
  state: WindowState;
  preload: string;
  title: string;
  location: RendererLocation;
  shell: ExternalOpener;
}

/** Creates the single app window with the hardened options and navigation guards, then loads the renderer. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    ...windowGeometry(options.state),
    title: options.title,
    show: false,
    backgroundColor: '#0f3d2e',
    // The renderer gets no Node, no Electron internals and no webviews: only the preload's named functions.
    webPreferences: {
      preload: options.preload, // eng-disable PRELOAD_JS_CHECK -- the preload only exposes one named function per action (no ipcRenderer, no Node); see electron/preload/index.ts
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
    },
  });
  denyNavigation(window.webContents, options.location.origin, options.shell);
  window.once('ready-to-show', () => {
    if (options.state.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(options.location.url);
  return window;
}
