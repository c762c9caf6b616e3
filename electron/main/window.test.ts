import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
const created: FakeWindow[] = [];

class FakeContents {
  listeners = new Map<string, Listener[]>();
  openHandler: ((details: { url: string }) => { action: string }) | undefined;
  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
  emit(name: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(name) ?? []) listener(...args);
  }
}

class FakeWindow {
  webContents = new FakeContents();
  loaded: string | undefined;
  once = vi.fn();
  constructor(public options: Record<string, unknown>) {
    created.push(this);
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
}

vi.mock('electron', () => ({ BrowserWindow: FakeWindow }));

const { createMainWindow } = await import('./window');
const { denyPermissions } = await import('./guards');

const shell = { openExternal: vi.fn(async () => undefined) };
const location = { url: 'app://bring-in/index.html', origin: 'app://bring-in' };

function open(state = { width: 1000, height: 700, maximized: false }) {
  createMainWindow({ state, preload: '/app/out/preload/index.cjs', title: 'Bring-In', location, shell });
  return created.at(-1)!;
}

const navigation = (url: string) => {
  const event = { preventDefault: vi.fn() };
  return { event, url };
};

beforeEach(() => {
  created.length = 0;
  shell.openExternal.mockClear();
});

describe('main window', () => {
  it('is created with context isolation, sandbox, no Node integration and no webview tag, stated explicitly', () => {
    const window = open();
    const prefs = window.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      preload: '/app/out/preload/index.cjs',
    });
    expect(window.loaded).toBe('app://bring-in/index.html');
  });

  it('opens at the remembered size and position', () => {
    const window = open({ x: 40, y: 50, width: 1300, height: 900, maximized: false } as never);
    expect(window.options).toMatchObject({ x: 40, y: 50, width: 1300, height: 900, show: false });
  });

  it('denies navigation to another origin (will-navigate and will-redirect) and allows reloading our own page', () => {
    const window = open();
    for (const name of ['will-navigate', 'will-redirect']) {
      for (const url of ['https://evil.example/', 'file:///etc/passwd', 'http://localhost:5173/', 'app://other/index.html']) {
        const { event } = navigation(url);
        window.webContents.emit(name, event, url);
        expect(event.preventDefault, `${name} ${url}`).toHaveBeenCalled();
      }
      const own = navigation('app://bring-in/index.html');
      window.webContents.emit(name, own.event, own.url);
      expect(own.event.preventDefault).not.toHaveBeenCalled();
    }
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies every new window; an https link goes to the system browser instead', async () => {
    const window = open();
    for (const url of ['https://www.pokertda.com/', 'http://example.org', 'app://bring-in/index.html', 'javascript:alert(1)']) {
      expect(window.webContents.openHandler!({ url })).toEqual({ action: 'deny' });
    }
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledTimes(1));
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.pokertda.com/');
  });

  it('refuses to attach webviews', () => {
    const window = open();
    const event = { preventDefault: vi.fn() };
    window.webContents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('denies every permission request and check but full screen (an exam is taken full screen)', () => {
    let request: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let check: ((...args: unknown[]) => boolean) | undefined;
    let device: ((...args: unknown[]) => boolean) | undefined;
    denyPermissions({
      setPermissionRequestHandler: (handler: typeof request) => (request = handler),
      setPermissionCheckHandler: (handler: typeof check) => (check = handler),
      setDevicePermissionHandler: (handler: typeof device) => (device = handler),
    } as never);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'pointerLock']) {
      const callback = vi.fn();
      request!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check!({}, permission, 'app://bring-in')).toBe(false);
    }
    const callback = vi.fn();
    request!({}, 'fullscreen', callback);
    expect(callback).toHaveBeenCalledWith(true);
    expect(check!({}, 'fullscreen', 'app://bring-in')).toBe(true);
    expect(device!({ deviceType: 'usb' })).toBe(false);
  });
});
