import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { WindowState } from './store/window-state-store';

/** The renderer gets no Node, no Electron internals and no webviews: only the preload's named functions. */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
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
    spellcheck: false,
  };
}

export function mainWindowOptions(state: WindowState, preload: string, title: string): BrowserWindowConstructorOptions {
  return {
    title,
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 640,
    minHeight: 480,
    show: false,
    backgroundColor: '#0f3d2e',
    webPreferences: secureWebPreferences(preload),
  };
}
