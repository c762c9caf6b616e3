import { isProfileId } from '../../../core';
import { getPlatformApi, type PlatformApi, type Settings } from '../../platform/api';
import { DEFAULT_RUN, runProfileId, structureFromSlug, structureSlug, type RunConfig } from '../../stores/drillRun';
import { profileIdFromSlug, profileSlug } from '../../stores/houseRules';
import { lastDrillSlug, readLastDrill, type RunChoices } from './lastRun';

/**
 * The profile the settings name. `settings.profile` is a slug: a shipped id, "custom-<id>" for a profile of the
 * user's ("custom:<id>"), or an older value that names no house rules ("dealer", the first versions' role), which
 * gives the default. A profile of the user's that is gone (deleted, or unreadable) gives the default too.
 */
async function storedProfile(api: PlatformApi, slug: string): Promise<RunConfig['profile']> {
  const id = profileIdFromSlug(slug);
  if (id === null) return DEFAULT_RUN.profile;
  if (isProfileId(id)) return id;
  try {
    return (await api.loadHouseRules()).profiles.find((p) => p.id === id) ?? DEFAULT_RUN.profile;
  } catch (error) {
    console.warn('Bring-In: house-rules profiles could not be read:', error);
    return DEFAULT_RUN.profile;
  }
}

/** The stored profile and structure over the defaults. */
async function storedChoices(api: PlatformApi, settings: Settings): Promise<RunChoices> {
  const profile = await storedProfile(api, settings.profile);
  const structure = structureFromSlug(settings.structure) ?? DEFAULT_RUN.structure;
  return { ...DEFAULT_RUN, profile, structure };
}

/**
 * The drill choices kept between sessions through the platform settings: house-rules profile, structure and
 * the last drill with its game, table size and length. Failures never block a drill: they are reported on the
 * console and the defaults stay.
 */
export function useDrillSettings(api: () => PlatformApi = getPlatformApi) {
  /** The setup to offer: the last run's choices (stored profile and structure, last game, table and length). */
  async function load(): Promise<RunChoices> {
    try {
      const settings = await api().loadSettings();
      const choices = await storedChoices(api(), settings);
      const last = readLastDrill(settings.lastDrill, choices);
      if (!last) return choices;
      const { selector: _drill, ...lastChoices } = last;
      return lastChoices;
    } catch (error) {
      console.warn('Bring-In: drill settings could not be read:', error);
      return DEFAULT_RUN;
    }
  }

  /** Keeps the profile, structure, drill and the rest of the setup of a run that starts. */
  async function remember(config: RunConfig): Promise<void> {
    try {
      await api().saveSettings({ profile: profileSlug(runProfileId(config.profile)), structure: structureSlug(config.structure), lastDrill: lastDrillSlug(config) });
    } catch (error) {
      console.warn('Bring-In: drill settings were not saved:', error);
    }
  }

  /** The last drill with its whole setup, or null when there is none (or the settings cannot be read). */
  async function lastRun(): Promise<RunConfig | null> {
    try {
      const settings = await api().loadSettings();
      return readLastDrill(settings.lastDrill, await storedChoices(api(), settings));
    } catch (error) {
      console.warn('Bring-In: drill settings could not be read:', error);
      return null;
    }
  }

  return { load, remember, lastRun };
}
