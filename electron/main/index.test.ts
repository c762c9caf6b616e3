import { describe, expect, it, vi } from 'vitest';

const app = {
  requestSingleInstanceLock: vi.fn(() => false),
  quit: vi.fn(),
  on: vi.fn(),
  whenReady: vi.fn(() => new Promise(() => undefined)),
  isPackaged: true,
  setPath: vi.fn(),
};
const registerSchemesAsPrivileged = vi.fn();
vi.mock('electron', () => ({
  app,
  protocol: { registerSchemesAsPrivileged },
  BrowserWindow: vi.fn(),
  dialog: {},
  ipcMain: {},
  Menu: {},
  screen: {},
  session: {},
  shell: {},
  net: {},
}));

describe('main entry', () => {
  it('registers app:// before ready, and a second instance quits at once without opening a window', async () => {
    await import('./index');
    expect(registerSchemesAsPrivileged).toHaveBeenCalled();
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(app.quit).toHaveBeenCalled();
    expect(app.whenReady).not.toHaveBeenCalled();
  });
});
