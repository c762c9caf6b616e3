import { BrowserWindow } from 'electron';
import type { RendererLocation } from './app-origin';
import type { ExternalOpener } from './external';
import { denyNavigation } from './guards';
import type { WindowState } from './store/window-state-store';
import { mainWindowOptions } from './window-options';

export interface MainWindowOptions {
  state: WindowState;
  preload: string;
  title: string;
  location: RendererLocation;
  shell: ExternalOpener;
}

/** Creates the single app window with the hardened options and navigation guards, then loads the renderer. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(options.state, options.preload, options.title));
  denyNavigation(window.webContents, options.location.origin, options.shell);
  window.once('ready-to-show', () => {
    if (options.state.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(options.location.url);
  return window;
}
