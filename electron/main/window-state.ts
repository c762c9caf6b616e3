import type { BrowserWindow, Rectangle } from 'electron';
import type { JsonFileStore } from './store/json-file-store';
import type { WindowState } from './store/window-state-store';

/** Keeps a remembered position only if it is still on one of the screens (a monitor may have been unplugged). */
export function visibleState(state: WindowState, workAreas: readonly Rectangle[]): WindowState {
  if (state.x === undefined || state.y === undefined) return state;
  const { x, y } = state;
  const onScreen = workAreas.some(
    (area) => x + 100 <= area.x + area.width && x + state.width - 100 >= area.x && y >= area.y && y + 50 <= area.y + area.height,
  );
  if (onScreen) return state;
  return { width: state.width, height: state.height, maximized: state.maximized };
}

/** Saves size, position and maximised state when the window stops moving or closes. */
export function trackWindowState(window: BrowserWindow, store: JsonFileStore<WindowState>, warn: (message: string) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    void store
      .update({ ...bounds, maximized: window.isMaximized() })
      .catch((error: unknown) => warn(`window state not saved: ${String(error)}`));
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('close', () => {
    clearTimeout(timer);
    save();
  });
}
