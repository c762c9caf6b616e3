import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../electron/shared/contract';
import { getPlatformApi, PlatformError } from './api';

function fakeBridge(): BridgeApi {
  const ok = <T>(value: T) => vi.fn(async () => ({ ok: true as const, value }));
  return {
    saveResult: vi.fn(async () => ({ ok: false as const, error: { code: 'storage-unavailable' as const, message: 'Cannot write' } })),
    loadResults: ok({ results: [], skipped: 2 }),
    exportResults: ok({ saved: false, count: 0 }),
    importResults: ok({ imported: false, added: 0, duplicates: 0, rejected: 0 }),
    loadSettings: ok({ language: 'it' as const, profile: 'dealer', structure: 'fixed-limit', lastDrill: null }),
    saveSettings: ok({ language: 'es' as const, profile: 'dealer', structure: 'fixed-limit', lastDrill: null }),
    openExternal: ok({ opened: true }),
    appInfo: ok({ name: 'Bring-In', version: '1.2.3', shell: 'desktop' as const }),
  } as unknown as BridgeApi;
}

describe('getPlatformApi', () => {
  it('uses the preload bridge when present: values unwrapped, errors thrown as PlatformError', async () => {
    const bridge = fakeBridge();
    const api = getPlatformApi({ bringIn: bridge });
    expect(await api.appInfo()).toEqual({ name: 'Bring-In', version: '1.2.3', shell: 'desktop' });
    expect(await api.loadResults()).toEqual({ results: [], skipped: 2 });
    expect(await api.saveSettings({ language: 'es' })).toMatchObject({ language: 'es' });
    expect(bridge.saveSettings).toHaveBeenCalledWith({ language: 'es' });
    const error = await api.saveResult({} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'storage-unavailable', message: 'Cannot write' });
  });

  it('falls back to the browser store when there is no bridge', async () => {
    const api = getPlatformApi({});
    expect((await api.appInfo()).shell).toBe('browser');
    expect(getPlatformApi()).toBe(getPlatformApi());
  });

  it('update statuses pushed by the main process reach the page only when they are update statuses', () => {
    let push: ((payload: unknown) => void) | undefined;
    const stop = vi.fn();
    const bridge = { onUpdateStatus: vi.fn((listener: (payload: unknown) => void) => ((push = listener), stop)) } as unknown as BridgeApi;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const unsubscribe = getPlatformApi({ bringIn: { ...bridge, saveResult: vi.fn() } }).onUpdateStatus((status) => seen.push(status));
    push!({ state: 'ready', version: '0.2.0' });
    push!({ state: 'ready', version: '<img src=x onerror=alert(1)>'.repeat(10) });
    push!('restart now');
    expect(seen).toEqual([{ state: 'ready', version: '0.2.0' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Bring-In: an update status from the main process could not be read; ignored');
    warn.mockRestore();
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('Help menu commands reach the page only when they name a help screen the page has', () => {
    let push: ((payload: unknown) => void) | undefined;
    const stop = vi.fn();
    const bridge = { onMenuCommand: vi.fn((listener: (payload: unknown) => void) => ((push = listener), stop)) } as unknown as BridgeApi;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const unsubscribe = getPlatformApi({ bringIn: { ...bridge, saveResult: vi.fn() } }).onMenuCommand((command) => seen.push(command));
    push!('glossary');
    push!('javascript:alert(1)');
    push!({ command: 'welcome' });
    push!('welcome');
    expect(seen).toEqual(['glossary', 'welcome']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Bring-In: a menu command from the main process could not be read; ignored');
    warn.mockRestore();
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
    // A browser has no application menu: listening is allowed and nothing ever comes.
    expect(typeof getPlatformApi({}).onMenuCommand(() => undefined)).toBe('function');
  });
});
