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
  loadResults: (query) => call('loadResults', query),
  exportResults: (request) => call('exportResults', request),
  importResults: (request) => call('importResults', request),
  loadSettings: (trainee) => call('loadSettings', trainee),
  saveSettings: (patch) => call('saveSettings', patch),
  loadTrainees: () => call('loadTrainees'),
  saveTrainee: (trainee) => call('saveTrainee', trainee),
  loadHouseRules: () => call('loadHouseRules'),
  saveHouseRules: (profile) => call('saveHouseRules', profile),
  deleteHouseRules: (id) => call('deleteHouseRules', id),
  openExternal: (url) => call('openExternal', url),
  saveTextFile: (file) => call('saveTextFile', file),
  openTextFiles: (request) => call('openTextFiles', request),
  printToPdf: (name) => call('printToPdf', name),
  loadRecordStore: () => call('loadRecordStore'),
  saveRecordStore: (config) => call('saveRecordStore', config),
  sendStatements: (statements) => call('sendStatements', statements),
  appInfo: () => call('appInfo'),
};

contextBridge.exposeInMainWorld(BRIDGE_NAME, Object.freeze(api));
