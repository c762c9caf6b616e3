import { useI18n } from 'vue-i18n';
import type { Locale } from '../../core';
import { icuMessages, loadUiMessages } from '../i18n';

/**
 * Switches the app's language: the language's texts are loaded first (each language is a chunk of its own), then
 * every UI text changes at once. Switching to the language on screen does nothing.
 */
export function useLocaleSwitch(): (next: Locale) => Promise<void> {
  const { locale, availableLocales, setLocaleMessage } = useI18n({ useScope: 'global' });
  return async (next) => {
    if (!availableLocales.includes(next)) setLocaleMessage(next, icuMessages(await loadUiMessages(next), next));
    locale.value = next;
  };
}
