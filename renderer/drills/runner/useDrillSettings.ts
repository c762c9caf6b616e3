import { isProfileId, type DrillSelector } from '../../../core';
import { getPlatformApi, type PlatformApi } from '../../platform/api';
import { DEFAULT_RUN, structureFromSlug, structureSlug, type RunConfig } from '../../stores/drillRun';

/**
 * The drill choices kept between sessions through the platform settings: house-rules profile, structure and
 * the last drill. Failures never block a drill: they are reported on the console and the defaults stay.
 */
export function useDrillSettings(api: () => PlatformApi = getPlatformApi) {
  /** The setup to offer: the stored profile and structure over the defaults. */
  async function load(): Promise<Omit<RunConfig, 'selector'>> {
    try {
      const settings = await api().loadSettings();
      const profile = isProfileId(settings.profile) ? settings.profile : DEFAULT_RUN.profile;
      const structure = structureFromSlug(settings.structure) ?? DEFAULT_RUN.structure;
      return { ...DEFAULT_RUN, profile, structure };
    } catch (error) {
      console.warn('Bring-In: drill settings could not be read:', error);
      return DEFAULT_RUN;
    }
  }

  /** Keeps the profile, structure and drill of a run that starts. */
  async function remember(config: RunConfig): Promise<void> {
    try {
      await api().saveSettings({ profile: config.profile, structure: structureSlug(config.structure), lastDrill: config.selector });
    } catch (error) {
      console.warn('Bring-In: drill settings were not saved:', error);
    }
  }

  /** The drill chosen last time, if any. */
  async function lastDrill(): Promise<DrillSelector | null> {
    try {
      return ((await api().loadSettings()).lastDrill as DrillSelector | null) ?? null;
    } catch {
      return null;
    }
  }

  return { load, remember, lastDrill };
}
