import { isProfileId } from '../../../core';
import { getPlatformApi, type PlatformApi, type Settings } from '../../platform/api';
import { DEFAULT_RUN, structureFromSlug, structureSlug, type RunConfig } from '../../stores/drillRun';
import { lastDrillSlug, readLastDrill, type RunChoices } from './lastRun';

/** The stored profile and structure over the defaults. */
function storedChoices(settings: Settings): RunChoices {
  const profile = isProfileId(settings.profile) ? settings.profile : DEFAULT_RUN.profile;
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
      const choices = storedChoices(settings);
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
      await api().saveSettings({ profile: config.profile, structure: structureSlug(config.structure), lastDrill: lastDrillSlug(config) });
    } catch (error) {
      console.warn('Bring-In: drill settings were not saved:', error);
    }
  }

  /** The last drill with its whole setup, or null when there is none (or the settings cannot be read). */
  async function lastRun(): Promise<RunConfig | null> {
    try {
      const settings = await api().loadSettings();
      return readLastDrill(settings.lastDrill, storedChoices(settings));
    } catch (error) {
      console.warn('Bring-In: drill settings could not be read:', error);
      return null;
    }
  }

  return { load, remember, lastRun };
}
