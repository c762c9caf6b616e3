/**
 * The preload: exposes one named function per action on `window.bringIn`. The renderer never sees ipcRenderer;
 * each function invokes exactly one channel with exactly one argument. Validation happens in the main process.
 * Each message the main process sends on its own has one listener function, which passes on the payload alone
 * (never Electron's event object) and returns the function that stops listening.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_NAME, CHANNELS, EVENTS, type Action, type EventName } from '../shared/channels';
import type { BridgeApi } from '../shared/contract';

const call = (action: Action, payload?: unknown) => ipcRenderer.invoke(CHANNELS[action], payload);

function listen(event: EventName, listener: (payload: unknown) => void): () => void {
  const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(EVENTS[event], forward);
  return () => void ipcRenderer.removeListener(EVENTS[event], forward);
}

const api: BridgeApi = {
  saveResult: (result) => call('saveResult', result),
  loadResults: (query) => call('loadResults', query),
  exportResults: (request) => call('exportResults', request),
  importResults: (request) => call('importResults', request),
  importProgress: () => call('importProgress'),
  loadSettings: (trainee) => call('loadSettings', trainee),
  saveSettings: (patch) => call('saveSettings', patch),
  takeStoreNotices: (trainee) => call('takeStoreNotices', trainee),
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
  updateStatus: () => call('updateStatus'),
  installUpdate: () => call('installUpdate'),
  onUpdateStatus: (listener) => listen('updateStatus', listener),
  onMenuCommand: (listener) => listen('menuCommand', listener),
};

contextBridge.exposeInMainWorld(BRIDGE_NAME, Object.freeze(api));
