/**
 * The preload: exposes one named function per action on `window.bringIn`. The renderer never sees ipcRenderer;
 * each function invokes exactly one channel with exactly one argument. Validation happens in the main process.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_NAME, CHANNELS, type Action } from '../shared/channels';
import type { BridgeApi } from '../shared/contract';

const call = (action: Action, payload?: unknown) => ipcRenderer.invoke(CHANNELS[action], payload);

const api: BridgeApi = {
  saveResult: (result) => call('saveResult', result),
  loadResults: () => call('loadResults'),
  exportResults: (format) => call('exportResults', format),
  importResults: () => call('importResults'),
  importProgress: () => call('importProgress'),
  loadSettings: () => call('loadSettings'),
  saveSettings: (patch) => call('saveSettings', patch),
  takeStoreNotices: () => call('takeStoreNotices'),
  loadHouseRules: () => call('loadHouseRules'),
  saveHouseRules: (profile) => call('saveHouseRules', profile),
  deleteHouseRules: (id) => call('deleteHouseRules', id),
  openExternal: (url) => call('openExternal', url),
  appInfo: () => call('appInfo'),
};

contextBridge.exposeInMainWorld(BRIDGE_NAME, Object.freeze(api));
