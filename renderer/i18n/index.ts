import { createI18n, type MessageCompiler, type MessageContext } from 'vue-i18n';
import { compileMessage, LOCALES, type Locale } from '../../core';

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
  const format = parsedMessage(message, locale);
  return (context: MessageContext<string>) => String(format.format(context.values as Record<string, string | number>));
};

// vue-i18n calls its compiler at every t() (it keeps only its own compiler's output): each text is parsed once per
// language here, or a drill question's table and question (a few hundred texts) were parsed again every time.
const parsed = new Map<string, ReturnType<typeof compileMessage>>();
function parsedMessage(message: string, locale: string): ReturnType<typeof compileMessage> {
  const id = `${locale}\u0000${message}`;
  let format = parsed.get(id);
  if (!format) {
    format = compileMessage(message, locale);
    parsed.set(id, format);
  }
  return format;
}

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
