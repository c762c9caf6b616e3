import { shallowRef } from 'vue';
import { isProfileId } from '../../../core';
import { getPlatformApi, type PlatformApi, type Settings } from '../../platform/api';
import { DEFAULT_RUN, runProfileId, runProfileRules, structureFromSlug, structureSlug, type RunConfig } from '../../stores/drillRun';
import { profileIdFromSlug, profileSlug, type GoneProfile } from '../../stores/houseRules';
import { currentTraineeId } from '../../stores/trainee';

export type { GoneProfile };
import { lastDrillSlug, readLastDrill, type RunChoices } from './lastRun';

/**
 * The profile the settings name. `settings.profile` is a slug: a shipped id, "custom-<id>" for a profile of the
 * user's ("custom:<id>"), or an older value that names no house rules ("dealer", the first versions' role), which
 * gives the default. A profile of the user's that is gone (deleted, or unreadable) gives the default too, and says
 * so (`gone`, with the name the settings kept beside it).
 */
async function storedProfile(
  api: PlatformApi,
  settings: Settings,
  trainee: string,
): Promise<{ profile: RunConfig['profile']; gone: GoneProfile | null }> {
  const id = profileIdFromSlug(settings.profile);
  if (id === null) return { profile: DEFAULT_RUN.profile, gone: null };
  if (isProfileId(id)) return { profile: id, gone: null };
  try {
    const found = (await api.loadHouseRules()).profiles.find((p) => p.id === id);
    if (!found) return { profile: DEFAULT_RUN.profile, gone: { name: settings.profileName ?? null } };
    // Renamed since (or settings from before the name was kept): the notice names it as it is now.
    if (settings.profileName !== found.name.en) {
      api
        .saveSettings({ trainee, profileName: found.name.en })
        .catch((error: unknown) => console.warn('Bring-In: the profile name was not saved:', error));
    }
    return { profile: found, gone: null };
  } catch (error) {
    console.warn('Bring-In: house-rules profiles could not be read:', error);
    return { profile: DEFAULT_RUN.profile, gone: null };
  }
}

/** The stored profile and structure over the defaults, in the game the trainee learns (the first-start cards' choice). */
async function storedChoices(
  api: PlatformApi,
  settings: Settings,
  trainee: string,
): Promise<{ choices: RunChoices; gone: GoneProfile | null }> {
  const { profile, gone } = await storedProfile(api, settings, trainee);
  const structure = structureFromSlug(settings.structure) ?? DEFAULT_RUN.structure;
  return { choices: { ...DEFAULT_RUN, variant: settings.learnGame ?? DEFAULT_RUN.variant, profile, structure }, gone };
}

/** A profile as the settings keep it: its slug, and a profile of the user's by name too (a notice names it once it is deleted). */
function profileSettings(profile: RunConfig['profile']): { profile: string; profileName?: string } {
  const id = runProfileId(profile);
  return isProfileId(id) ? { profile: profileSlug(id) } : { profile: profileSlug(id), profileName: runProfileRules(profile).name.en };
}

/**
 * The drill choices kept between sessions through the platform settings: house-rules profile, structure and
 * the last drill with its game, table size and length, each trainee's own. Failures never block a drill: they are
 * reported on the console and the defaults stay.
 */
export function useDrillSettings(api: () => PlatformApi = getPlatformApi, trainee: () => string = currentTraineeId) {
  /** After load() or lastRun(): the profile of the user's the settings named is gone (the default is offered instead). */
  const gone = shallowRef<GoneProfile | null>(null);

  async function read(settings: Settings): Promise<RunChoices> {
    const stored = await storedChoices(api(), settings, trainee());
    gone.value = stored.gone;
    return stored.choices;
  }

  /** The setup to offer: the last run's choices (stored profile and structure, last game, table and length). */
  async function load(): Promise<RunChoices> {
    try {
      const settings = await api().loadSettings(trainee());
      const choices = await read(settings);
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
      await api().saveSettings({
        trainee: trainee(),
        ...profileSettings(config.profile),
        structure: structureSlug(config.structure),
        lastDrill: lastDrillSlug(config),
      });
    } catch (error) {
      console.warn('Bring-In: drill settings were not saved:', error);
    }
  }

  /** Keeps the house rules chosen elsewhere (the first-start cards): the drills and the lessons start with them. */
  async function rememberProfile(profile: RunConfig['profile']): Promise<void> {
    try {
      await api().saveSettings({ trainee: trainee(), ...profileSettings(profile) });
    } catch (error) {
      console.warn('Bring-In: the house rules chosen were not saved:', error);
    }
  }

  /** The last drill with its whole setup, or null when there is none (or the settings cannot be read). */
  async function lastRun(): Promise<RunConfig | null> {
    try {
      const settings = await api().loadSettings(trainee());
      return readLastDrill(settings.lastDrill, await read(settings));
    } catch (error) {
      console.warn('Bring-In: drill settings could not be read:', error);
      return null;
    }
  }

  return { load, remember, rememberProfile, lastRun, gone };
}
