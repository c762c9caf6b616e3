import type { AppInfo, InstallUpdateResponse, Settings, UpdateStatus } from '../../shared/contract';
import type { ExternalOpener } from '../external';
import { openExternalLink } from '../external';
import type { HouseRulesStore } from '../store/house-rules-store';
import type { JsonFileStore } from '../store/json-file-store';
import type { ProgressStore } from '../store/progress-store';
import type { TraineesStore } from '../store/trainees-store';
import type { RecordStoreSender } from '../xapi/record-store';
import { validSettings } from '../store/settings-store';
import { exportResults, importProgress, importResults, type TransferDeps } from '../transfer';
import { openTextFiles, printToPdf, saveTextFile, type FileDeps } from '../files';
import type { Handlers } from './register';

export interface HandlerDeps extends TransferDeps, FileDeps {
  store: ProgressStore;
  /** Each trainee's settings (none named: the first trainee's). */
  settings: (trainee?: string) => JsonFileStore<Settings>;
  trainees: TraineesStore;
  records: RecordStoreSender;
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
    loadResults: (query) => deps.store.load(query?.trainee),
    exportResults: (request) => exportResults(deps, request),
    importResults: (request) => importResults(deps, request),
    importProgress: async () => importProgress(),
    loadSettings: (trainee) => deps.settings(trainee).load(),
    saveSettings: async ({ trainee, ...patch }) => {
      const saved = await deps.settings(trainee).update(patch, validSettings);
      deps.onSettingsSaved?.(saved);
      return saved;
    },
    takeStoreNotices: async (trainee) => {
      // A failed read is said by the screens that need the settings; the notices gathered so far still go out.
      const settings = deps.settings(trainee);
      await settings.load().catch(() => undefined);
      return { notices: settings.takeNotices() };
    },
    loadTrainees: () => deps.trainees.load(),
    saveTrainee: (trainee) => deps.trainees.save(trainee),
    loadHouseRules: () => deps.houseRules.load(),
    saveHouseRules: (profile) => deps.houseRules.save(profile),
    deleteHouseRules: (id) => deps.houseRules.remove(id),
    openExternal: (url) => openExternalLink(deps.shell, url),
    saveTextFile: (file) => saveTextFile(deps, file),
    openTextFiles: (request) => openTextFiles(deps, request),
    printToPdf: (name) => printToPdf(deps, name),
    loadRecordStore: async () => ({ available: true, ...(await deps.records.status()) }),
    saveRecordStore: async (config) => ({ available: true, ...(await deps.records.configure(config)) }),
    sendStatements: (statements) => deps.records.enqueue(statements),
    appInfo: async () => deps.info,
    updateStatus: async () => deps.updates.status(),
    installUpdate: async () => deps.updates.install(),
  };
}
