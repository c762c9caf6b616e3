/**
 * The renderer's only door to the machine. `getPlatformApi()` returns the Electron preload's API when the app runs
 * in the desktop shell, or the IndexedDB fallback in a plain browser; both implement `PlatformApi` and both throw
 * `PlatformError` (with a `code`) on failure, so callers never need to know which one they have.
 */
import { BRIDGE_NAME, EVENT_PAYLOADS, unwrap, type BridgeApi, type PlatformApi } from '../../electron/shared/contract';
import { createBrowserPlatform } from './browser-store';

export type {
  AppInfo,
  CustomProfiles,
  ErrorCode,
  ExportFormat,
  ExportResponse,
  FileKind,
  OpenedFiles,
  SavedFile,
  FailureReason,
  GradedResult,
  ImportProgress,
  ImportResponse,
  Language,
  LoadResultsResponse,
  MenuCommand,
  NewResult,
  PlatformApi,
  ProfilesPlace,
  RecordStoreConfig,
  RecordStoreStatus,
  Statement,
  Settings,
  SettingsPatch,
  SettingsSave,
  StoreNotice,
  StoredProfilesProblem,
  Trainee,
  TraineeId,
  Trainees,
  SystemCode,
  UpdateStatus,
} from '../../electron/shared/contract';
export { DEFAULT_SETTINGS, DEFAULT_TRAINEE_ID, PlatformError } from '../../electron/shared/contract';

/** Wraps the preload's envelope-returning functions: values come back plain, errors as PlatformError. */
export function fromBridge(bridge: BridgeApi): PlatformApi {
  return {
    saveResult: async (result) => unwrap(await bridge.saveResult(result)),
    loadResults: async (query) => unwrap(await bridge.loadResults(query)),
    exportResults: async (request) => unwrap(await bridge.exportResults(request)),
    importResults: async (request) => unwrap(await bridge.importResults(request)),
    importProgress: async () => unwrap(await bridge.importProgress()),
    loadSettings: async (trainee) => unwrap(await bridge.loadSettings(trainee)),
    saveSettings: async (patch) => unwrap(await bridge.saveSettings(patch)),
    takeStoreNotices: async (trainee) => unwrap(await bridge.takeStoreNotices(trainee)),
    loadTrainees: async () => unwrap(await bridge.loadTrainees()),
    saveTrainee: async (trainee) => unwrap(await bridge.saveTrainee(trainee)),
    loadHouseRules: async () => unwrap(await bridge.loadHouseRules()),
    saveHouseRules: async (profile) => unwrap(await bridge.saveHouseRules(profile)),
    deleteHouseRules: async (id) => unwrap(await bridge.deleteHouseRules(id)),
    openExternal: async (url) => unwrap(await bridge.openExternal(url)),
    saveTextFile: async (file) => unwrap(await bridge.saveTextFile(file)),
    openTextFiles: async (request) => unwrap(await bridge.openTextFiles(request)),
    printToPdf: async (name) => unwrap(await bridge.printToPdf(name)),
    loadRecordStore: async () => unwrap(await bridge.loadRecordStore()),
    saveRecordStore: async (config) => unwrap(await bridge.saveRecordStore(config)),
    sendStatements: async (statements) => unwrap(await bridge.sendStatements(statements)),
    appInfo: async () => unwrap(await bridge.appInfo()),
    updateStatus: async () => unwrap(await bridge.updateStatus()),
    installUpdate: async () => unwrap(await bridge.installUpdate()),
    // A payload that is not an update status is dropped (and said on the console), never handed to the screens.
    onUpdateStatus: (listener) =>
      bridge.onUpdateStatus((payload) => {
        const status = EVENT_PAYLOADS.updateStatus.safeParse(payload);
        if (status.success) listener(status.data);
        else console.warn('Bring-In: an update status from the main process could not be read; ignored');
      }),
    // The same for the Help menu's commands: only a help screen the page has is opened.
    onMenuCommand: (listener) =>
      bridge.onMenuCommand((payload) => {
        const command = EVENT_PAYLOADS.menuCommand.safeParse(payload);
        if (command.success) listener(command.data);
        else console.warn('Bring-In: a menu command from the main process could not be read; ignored');
      }),
  };
}

let cached: PlatformApi | undefined;

/** The platform API for this page (created once). Pass `scope` only in tests. */
export function getPlatformApi(scope: object = globalThis): PlatformApi {
  if (scope !== globalThis) return choose(scope);
  return (cached ??= choose(scope));
}

function choose(scope: object): PlatformApi {
  const bridge = (scope as Record<string, unknown>)[BRIDGE_NAME] as BridgeApi | undefined;
  return bridge && typeof bridge.saveResult === 'function' ? fromBridge(bridge) : createBrowserPlatform();
}
