import { createI18n } from 'vue-i18n';
import { LOCALES, type Locale } from '../../core';
import en, { type UiMessages } from './en';
import es from './es';
import it from './it';

export const UI_MESSAGES: Readonly<Record<Locale, UiMessages>> = { en, es, it };

/** The first of the browser's preferred languages that we speak, else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const found = LOCALES.find((l) => l === base);
    if (found) return found;
  }
  return 'en';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** vue-i18n in Composition API mode (legacy: false); English is the fallback. */
export function createAppI18n(locale: Locale = 'en') {
  return createI18n<[UiMessages], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages: { en, es, it },
  });
}
