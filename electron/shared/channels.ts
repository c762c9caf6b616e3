/**
 * IPC channel names, one per action. Kept free of imports so the sandboxed preload bundle stays tiny
 * (it can only `require('electron')`); the schemas and types live in contract.ts, which re-exports these.
 */
export const CHANNELS = {
  saveResult: 'bring-in:save-result',
  loadResults: 'bring-in:load-results',
  exportResults: 'bring-in:export-results',
  importResults: 'bring-in:import-results',
  importProgress: 'bring-in:import-progress',
  loadSettings: 'bring-in:load-settings',
  saveSettings: 'bring-in:save-settings',
  takeStoreNotices: 'bring-in:take-store-notices',
  loadTrainees: 'bring-in:load-trainees',
  saveTrainee: 'bring-in:save-trainee',
  loadHouseRules: 'bring-in:load-house-rules',
  saveHouseRules: 'bring-in:save-house-rules',
  deleteHouseRules: 'bring-in:delete-house-rules',
  openExternal: 'bring-in:open-external',
  saveTextFile: 'bring-in:save-text-file',
  openTextFiles: 'bring-in:open-text-files',
  printToPdf: 'bring-in:print-to-pdf',
  loadRecordStore: 'bring-in:load-record-store',
  saveRecordStore: 'bring-in:save-record-store',
  sendStatements: 'bring-in:send-statements',
  appInfo: 'bring-in:app-info',
  updateStatus: 'bring-in:update-status',
  installUpdate: 'bring-in:install-update',
} as const;

export type Action = keyof typeof CHANNELS;
export type Channel = (typeof CHANNELS)[Action];

/**
 * Messages the main process sends to the window on its own (never answers to a call): their payloads are checked
 * against the contract's schema on arrival. The preload lets the page listen to each through one named function.
 */
export const EVENTS = {
  updateStatus: 'bring-in:update-status-changed',
  /** A Help menu item asks the page to open one of its help screens (menuCommandSchema). */
  menuCommand: 'bring-in:menu-command',
} as const;
export type EventName = keyof typeof EVENTS;

/** The name under which the preload exposes the API on `window`. */
export const BRIDGE_NAME = 'bringIn';
