import { createI18n, type MessageCompiler, type MessageContext } from 'vue-i18n';
import { compileMessage, LOCALES, numberArguments, type Locale } from '../../core';

export { isLocale } from '../../core';
import type { UiMessages } from './en';

export type { UiMessages };

/** The first of the browser's preferred languages that we speak, else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const found = LOCALES.find((l) => l === base);
    if (found) return found;
  }
  return 'en';
}

/**
 * Each language's UI texts in a chunk of its own: the app loads the language it starts in, and another one when the
 * user switches to it (useLanguage), so the first screen carries one catalog, not three.
 */
const CATALOGS: Readonly<Record<Locale, () => Promise<{ default: UiMessages }>>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  it: () => import('./it'),
};

export async function loadUiMessages(locale: Locale): Promise<UiMessages> {
  return (await CATALOGS[locale]()).default;
}

/**
 * The UI's texts are ICU MessageFormat, as core's are: vue-i18n hands each message to core's compiler (parsed once,
 * by intl-messageformat, with no eval or new Function, so the page's CSP holds) and a plural is chosen by the message
 * from its named count ("{count, plural, one {...} other {...}}"), not by vue-i18n's "a | b".
 */
export const icuMessageCompiler: MessageCompiler = (message, { locale, key, onError }) => {
  if (typeof message !== 'string') {
    onError?.(Object.assign(new Error(`the UI message "${key}" is not a text`), { code: 0 }));
    return () => key;
  }
  const format = compileMessage(message, locale);
  const numbers = numberArguments(format);
  return (context: MessageContext<string>) => {
    const values = context.values as Record<string, string | number>;
    // A count or an amount is formatted by the message ({chips, number, chips}), so a text given for it is a mistake
    // (an amount formatted beforehand would be grouped twice, or read as NaN): said here, as core's formatMessage does.
    for (const name of numbers) {
      if (typeof values[name] !== 'number') throw new Error(`UI message "${key}": {${name}} takes a number, got ${JSON.stringify(values[name])}`);
    }
    return String(format.format(values));
  };
};

/**
 * vue-i18n in Composition API mode (legacy: false) with the catalogs given (the app: the starting language's, loaded
 * with loadUiMessages; tests: all three). The catalogs have the same keys (checked by a test), so no text falls back.
 */
export function createAppI18n(locale: Locale, messages: Partial<Record<Locale, UiMessages>>) {
  return createI18n<[UiMessages], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: false,
    messageCompiler: icuMessageCompiler,
    messages: messages as Record<Locale, UiMessages>,
  });
}
