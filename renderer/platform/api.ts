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
  FailureReason,
  GradedResult,
  ImportResponse,
  Language,
  LoadResultsResponse,
  NewResult,
  PlatformApi,
  ProfilesPlace,
  Settings,
  SettingsPatch,
  StoredProfilesProblem,
  SystemCode,
  UpdateStatus,
} from '../../electron/shared/contract';
export { DEFAULT_SETTINGS, PlatformError } from '../../electron/shared/contract';

/** Wraps the preload's envelope-returning functions: values come back plain, errors as PlatformError. */
export function fromBridge(bridge: BridgeApi): PlatformApi {
  return {
    saveResult: async (result) => unwrap(await bridge.saveResult(result)),
    loadResults: async () => unwrap(await bridge.loadResults()),
    exportResults: async (format) => unwrap(await bridge.exportResults(format)),
    importResults: async () => unwrap(await bridge.importResults()),
    loadSettings: async () => unwrap(await bridge.loadSettings()),
    saveSettings: async (patch) => unwrap(await bridge.saveSettings(patch)),
    loadHouseRules: async () => unwrap(await bridge.loadHouseRules()),
    saveHouseRules: async (profile) => unwrap(await bridge.saveHouseRules(profile)),
    deleteHouseRules: async (id) => unwrap(await bridge.deleteHouseRules(id)),
    openExternal: async (url) => unwrap(await bridge.openExternal(url)),
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
