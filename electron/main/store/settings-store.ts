import { join } from 'node:path';
import { DEFAULT_SETTINGS, settingsPatchSchema, settingsSchema, type Settings } from '../../shared/contract';
import { DEFAULT_TRAINEE_ID } from '../../shared/trainees-format';
import { JsonFileStore } from './json-file-store';

export const SETTINGS_FILE = 'settings.json';

/** The settings file of a trainee: `settings.json` for the first trainee (so settings from before trainees stay theirs), `settings-<id>.json` for the others. */
export function settingsFileName(trainee: string = DEFAULT_TRAINEE_ID): string {
  return trainee === DEFAULT_TRAINEE_ID ? SETTINGS_FILE : `settings-${trainee}.json`;
}

/**
 * Language, profile, betting structure and last drill of one trainee, kept in the user's data folder; a file that
 * cannot be read is set aside once and said (`takeNotices`). `now` names the copy set aside (tests).
 */
export function createSettingsStore(
  folder: string,
  warn?: (message: string) => void,
  trainee: string = DEFAULT_TRAINEE_ID,
  now?: () => Date,
): JsonFileStore<Settings> {
  return new JsonFileStore<Settings>({
    folder,
    path: join(folder, settingsFileName(trainee)),
    schema: settingsPatchSchema,
    defaults: DEFAULT_SETTINGS,
    ...(warn ? { warn } : {}),
    ...(now ? { now } : {}),
  });
}

/** One settings store per trainee, made when first asked for (each keeps its own queue of writes). */
export function settingsByTrainee(folder: string, warn?: (message: string) => void): (trainee?: string) => JsonFileStore<Settings> {
  const stores = new Map<string, JsonFileStore<Settings>>();
  return (trainee = DEFAULT_TRAINEE_ID) => {
    let store = stores.get(trainee);
    if (!store) stores.set(trainee, (store = createSettingsStore(folder, warn, trainee)));
    return store;
  };
}

export const validSettings = (settings: Settings): Settings => settingsSchema.parse(settings);
