import { nextTick, onMounted, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Locale } from '../../core';
import { DEFAULT_SETTINGS, getPlatformApi, type PlatformApi, type Settings } from '../platform/api';
import { isLocale } from '../i18n';
import { useLocaleSwitch } from './useLocaleSwitch';
import { currentTraineeId } from '../stores/trainee';

/**
 * Which language to start in, given the stored settings and the language picked from the browser. A language the
 * user chose (`languageChosen`, English included) wins; without a choice the browser's language is used. Settings
 * saved before the choice was marked hold Spanish or Italian only if the user chose it (English was the default).
 */
export function startupLocale(stored: Pick<Settings, 'language' | 'languageChosen'>, fromBrowser: Locale): Locale {
  if (stored.languageChosen === true) return stored.language;
  return stored.language === DEFAULT_SETTINGS.language ? fromBrowser : stored.language;
}

/**
 * Restores the language the trainee chose last time and keeps every later choice (desktop files or IndexedDB); each
 * trainee has their own, so a change of trainee (`trainee` gives another id) restores theirs.
 */
export function useLanguageSetting(api: () => PlatformApi = getPlatformApi, trainee: () => string = currentTraineeId): void {
  const { locale } = useI18n();
  const switchTo = useLocaleSwitch();
  let changedBeforeLoad = false;
  let loaded = false;

  const save = (value: string): void => {
    if (isLocale(value))
      api()
        .saveSettings({ trainee: trainee(), language: value, languageChosen: true })
        .catch((error: unknown) => console.warn('Bring-In: the language choice was not saved:', error));
  };

  watch(locale, (value) => {
    if (loaded) save(value);
    else changedBeforeLoad = true;
  });

  // Another trainee: their own language (a language they never chose keeps the one on screen).
  watch(trainee, async (id) => {
    try {
      const settings = await api().loadSettings(id);
      loaded = false;
      if (settings.languageChosen === true) await switchTo(settings.language);
      await nextTick();
    } catch (error) {
      console.warn('Bring-In: saved settings could not be read:', error);
    }
    loaded = true;
  });

  onMounted(async () => {
    try {
      const settings = await api().loadSettings(trainee());
      const current = isLocale(locale.value) ? locale.value : 'en';
      // A choice made while the settings were loading wins, and is kept.
      if (changedBeforeLoad) save(current);
      else await switchTo(startupLocale(settings, current));
    } catch (error) {
      console.warn('Bring-In: saved settings could not be read:', error);
    }
    // Let the watcher see the restored value first (it runs before nextTick resolves), then save real changes.
    await nextTick();
    loaded = true;
  });
}
