import { describe, expect, it, vi } from 'vitest';
import { trackWindowState, visibleState } from './window-state';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };

describe('visibleState', () => {
  it('keeps a position that is on a screen', () => {
    const state = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    expect(visibleState(state, [screen])).toEqual(state);
    expect(visibleState({ ...state, x: 2000 }, [screen, { x: 1920, y: 0, width: 1280, height: 1000 }])).toEqual({ ...state, x: 2000 });
  });

  it('drops a position left on a screen that is gone, keeping the size', () => {
    expect(visibleState({ x: 2500, y: 100, width: 1200, height: 800, maximized: true }, [screen])).toEqual({
      width: 1200,
      height: 800,
      maximized: true,
    });
    expect(visibleState({ x: 10, y: -900, width: 1200, height: 800, maximized: false }, [screen])).toEqual({
      width: 1200,
      height: 800,
      maximized: false,
    });
  });
});

describe('trackWindowState', () => {
  it('saves bounds and maximised state when the window closes, and after it stops moving', async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Map<string, () => void>();
      const window = {
        isDestroyed: () => false,
        getNormalBounds: () => ({ x: 5, y: 6, width: 1100, height: 750 }),
        isMaximized: () => true,
        on: (name: string, listener: () => void) => listeners.set(name, listener),
      };
      const update = vi.fn(async () => undefined);
      trackWindowState(window as never, { update } as never, vi.fn());
      listeners.get('move')!();
      listeners.get('resize')!();
      expect(update).not.toHaveBeenCalled();
      vi.advanceTimersByTime(600);
      expect(update).toHaveBeenCalledTimes(1);
      listeners.get('close')!();
      expect(update).toHaveBeenCalledTimes(2);
      expect(update).toHaveBeenLastCalledWith({ x: 5, y: 6, width: 1100, height: 750, maximized: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
