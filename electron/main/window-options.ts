import type { BrowserWindowConstructorOptions } from 'electron';
import type { WindowState } from './store/window-state-store';

/** Size and position of the main window (the security options are written out in window.ts, where scanners see them). */
export function windowGeometry(state: WindowState): BrowserWindowConstructorOptions {
  return {
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 640,
    minHeight: 480,
  };
}
