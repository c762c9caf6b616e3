import type { AppInfo, InstallUpdateResponse, Settings, UpdateStatus } from '../../shared/contract';
import type { ExternalOpener } from '../external';
import { openExternalLink } from '../external';
import type { HouseRulesStore } from '../store/house-rules-store';
import type { JsonFileStore } from '../store/json-file-store';
import type { ProgressStore } from '../store/progress-store';
import { validSettings } from '../store/settings-store';
import { exportResults, importResults, type TransferDeps } from '../transfer';
import type { Handlers } from './register';

export interface HandlerDeps extends TransferDeps {
  store: ProgressStore;
  settings: JsonFileStore<Settings>;
  houseRules: HouseRulesStore;
  shell: ExternalOpener;
  info: AppInfo;
  updates: { status(): UpdateStatus; install(): InstallUpdateResponse };
  /** Called after settings change (the menu follows the language). */
  onSettingsSaved?: (settings: Settings) => void;
}

/** What each action does once its call has been checked and its payload validated. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    saveResult: (result) => deps.store.append(result),
    loadResults: () => deps.store.load(),
    exportResults: (format) => exportResults(deps, format),
    importResults: () => importResults(deps),
    loadSettings: () => deps.settings.load(),
    saveSettings: async (patch) => {
      const saved = await deps.settings.update(patch, validSettings);
      deps.onSettingsSaved?.(saved);
      return saved;
    },
    loadHouseRules: () => deps.houseRules.load(),
    saveHouseRules: (profile) => deps.houseRules.save(profile),
    deleteHouseRules: (id) => deps.houseRules.remove(id),
    openExternal: (url) => openExternalLink(deps.shell, url),
    appInfo: async () => deps.info,
    updateStatus: async () => deps.updates.status(),
    installUpdate: async () => deps.updates.install(),
  };
}
