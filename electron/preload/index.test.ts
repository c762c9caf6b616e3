import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, type Action } from '../shared/contract';

const exposeInMainWorld = vi.fn();
const invoke = vi.fn(async (...args: unknown[]) => ({ ok: true, value: args }));
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer: { invoke } }));
await import('./index');

describe('preload', () => {
  const [name, api] = exposeInMainWorld.mock.calls[0] as [string, Record<string, (...args: unknown[]) => Promise<unknown>>];

  it('exposes one frozen object named bringIn with exactly one function per action, and nothing else', () => {
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(name).toBe('bringIn');
    expect(Object.keys(api).sort()).toEqual(Object.keys(CHANNELS).sort());
    expect(Object.isFrozen(api)).toBe(true);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(Object.values(api)).not.toContain(invoke);
  });

  it('each function invokes its own channel with at most one argument', async () => {
    const payloads: Record<Action, unknown[]> = {
      saveResult: [{ drill: 'bring-in' }], loadResults: [], exportResults: ['csv'], importResults: [], importProgress: [], loadSettings: [], takeStoreNotices: [],
      saveSettings: [{ language: 'es' }], loadHouseRules: [], saveHouseRules: [{ id: 'custom:a' }], deleteHouseRules: ['custom:a'], openExternal: ['https://example.org'], appInfo: [],
    };
    for (const action of Object.keys(payloads) as Action[]) {
      invoke.mockClear();
      await api[action]!(...payloads[action], 'ignored extra argument');
      expect(invoke).toHaveBeenCalledWith(CHANNELS[action], payloads[action][0]);
    }
  });
});
