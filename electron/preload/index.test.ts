import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, EVENTS, type Action } from '../shared/contract';

const exposeInMainWorld = vi.fn();
const invoke = vi.fn(async (...args: unknown[]) => ({ ok: true, value: args }));
/** The listeners the preload put on ipcRenderer, by channel, as ipcRenderer keeps them. */
const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
const on = vi.fn(
  (channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
    void (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel)!).add(listener),
);
const removeListener = vi.fn(
  (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => void listeners.get(channel)?.delete(listener),
);
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer: { invoke, on, removeListener } }));
await import('./index');

describe('preload', () => {
  const [name, api] = exposeInMainWorld.mock.calls[0] as [string, Record<string, (...args: unknown[]) => Promise<unknown>>];

  it('exposes one frozen object named bringIn with exactly one function per action, and nothing else', () => {
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(name).toBe('bringIn');
    expect(Object.keys(api).sort()).toEqual([...Object.keys(CHANNELS), 'onUpdateStatus', 'onMenuCommand'].sort());
    expect(Object.isFrozen(api)).toBe(true);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(Object.values(api)).not.toContain(invoke);
  });

  it('each function invokes its own channel with at most one argument', async () => {
    const payloads: Record<Action, unknown[]> = {
      saveResult: [{ drill: 'bring-in' }],
      loadResults: [{ trainee: 'ana-k3x9' }],
      exportResults: [{ format: 'csv', trainee: 'default' }],
      importResults: [{ trainee: 'default' }],
      importProgress: [],
      loadSettings: ['ana-k3x9'],
      saveSettings: [{ language: 'es' }],
      takeStoreNotices: ['ana-k3x9'],
      loadTrainees: [],
      saveTrainee: [{ name: 'Ana' }],
      saveTextFile: [{ name: 'a.json', text: '{}', kind: 'exam' }],
      openTextFiles: [{ kind: 'exam', multiple: false }],
      printToPdf: ['c.pdf'],
      loadRecordStore: [],
      saveRecordStore: [null],
      sendStatements: [[{ id: 'x' }]],
      loadHouseRules: [],
      saveHouseRules: [{ id: 'custom:a' }],
      deleteHouseRules: ['custom:a'],
      openExternal: ['https://example.org'],
      appInfo: [],
      updateStatus: [],
      installUpdate: [],
    };
    for (const action of Object.keys(payloads) as Action[]) {
      invoke.mockClear();
      await api[action]!(...payloads[action], 'ignored extra argument');
      expect(invoke).toHaveBeenCalledWith(CHANNELS[action], payloads[action][0]);
    }
  });

  it("onUpdateStatus listens to the main process's update messages, hands over the payload alone, and stops when told", () => {
    const received: unknown[][] = [];
    const stop = (api.onUpdateStatus as unknown as (listener: (...args: unknown[]) => void) => () => void)((...args) =>
      received.push(args),
    );
    expect(on).toHaveBeenCalledWith(EVENTS.updateStatus, expect.any(Function));
    const sender = { sender: 'the IpcRendererEvent, which must not reach the page' };
    for (const listener of listeners.get(EVENTS.updateStatus)!) listener(sender, { state: 'ready', version: '0.2.0' });
    expect(received).toEqual([[{ state: 'ready', version: '0.2.0' }]]);
    stop();
    expect(listeners.get(EVENTS.updateStatus)!.size).toBe(0);
  });

  it("onMenuCommand listens to the Help menu's commands the same way: the payload alone, until stopped", () => {
    const received: unknown[][] = [];
    const stop = (api.onMenuCommand as unknown as (listener: (...args: unknown[]) => void) => () => void)((...args) => received.push(args));
    expect(on).toHaveBeenCalledWith(EVENTS.menuCommand, expect.any(Function));
    for (const listener of listeners.get(EVENTS.menuCommand)!) listener({ sender: 'not for the page' }, 'glossary');
    expect(received).toEqual([['glossary']]);
    stop();
    expect(listeners.get(EVENTS.menuCommand)!.size).toBe(0);
  });
});
