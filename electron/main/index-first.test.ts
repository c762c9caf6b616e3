import { describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (...args: unknown[]) => void>();
const app = {
  requestSingleInstanceLock: vi.fn(() => true),
  quit: vi.fn(),
  on: vi.fn((name: string, listener: (...args: unknown[]) => void) => handlers.set(name, listener)),
  whenReady: vi.fn(() => new Promise(() => undefined)),
  isPackaged: true,
  setPath: vi.fn(),
};
vi.mock('electron', () => ({
  app,
  protocol: { registerSchemesAsPrivileged: vi.fn() },
  BrowserWindow: vi.fn(),
  dialog: {},
  ipcMain: {},
  Menu: {},
  screen: {},
  session: {},
  shell: { openExternal: vi.fn() },
  net: {},
}));

describe('main entry (first instance)', () => {
  it('keeps the lock, waits for ready, and guards every new web contents against navigation and new windows', async () => {
    await import('./index');
    expect(app.quit).not.toHaveBeenCalled();
    expect(app.whenReady).toHaveBeenCalled();
    expect([...handlers.keys()]).toEqual(expect.arrayContaining(['second-instance', 'window-all-closed', 'web-contents-created']));
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    handlers.get('web-contents-created')!({}, contents);
    expect(contents.on).toHaveBeenCalledWith('will-navigate', expect.any(Function));
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });
});
