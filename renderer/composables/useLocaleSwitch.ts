import { useI18n } from 'vue-i18n';
import type { Locale } from '../../core';
import { icuMessages, loadUiMessages } from '../i18n';
import { loadCoreTexts } from '../i18n/coreTexts';

/**
 * Switches the app's language: the language's texts, the UI's and core's, are loaded first (each language is a chunk
 * of its own), then every text changes at once. Switching to the language on screen does nothing.
 */
export function useLocaleSwitch(): (next: Locale) => Promise<void> {
  const { locale, availableLocales, setLocaleMessage } = useI18n({ useScope: 'global' });
  return async (next) => {
    const [messages] = await Promise.all([availableLocales.includes(next) ? null : loadUiMessages(next), loadCoreTexts(next)]);
    if (messages) setLocaleMessage(next, icuMessages(messages, next));
    locale.value = next;
  };
}
