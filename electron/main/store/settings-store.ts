import { join } from 'node:path';
import { DEFAULT_SETTINGS, settingsPatchSchema, settingsSchema, type Settings } from '../../shared/contract';
import { JsonFileStore } from './json-file-store';

export const SETTINGS_FILE = 'settings.json';

/** Language, profile, betting structure and last drill, kept in `settings.json` in the user's data folder. */
export function createSettingsStore(folder: string, warn?: (message: string) => void, now?: () => Date): JsonFileStore<Settings> {
  return new JsonFileStore<Settings>({
    folder,
    path: join(folder, SETTINGS_FILE),
    schema: settingsPatchSchema,
    defaults: DEFAULT_SETTINGS,
    ...(warn ? { warn } : {}),
    ...(now ? { now } : {}),
  });
}

export const validSettings = (settings: Settings): Settings => settingsSchema.parse(settings);
