import { createI18n, type MessageContext } from 'vue-i18n';
import { LOCALES, messageFormatter, type Locale, type MessageFormatter } from '../../core';

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

/** A catalog whose texts are vue-i18n message functions (the same tree of keys). */
type MessageTree = { [key: string]: MessageTree | ((context: MessageContext<string>) => string) };

/**
 * The UI's texts are ICU MessageFormat, as core's are: each text becomes a vue-i18n message function (its documented
 * form for messages it does not compile itself), compiled by core's compiler the first time it is shown (parsed
 * once, by intl-messageformat, with no eval or new Function, so the page's CSP holds). A plural is chosen by the
 * message from its named count ("{count, plural, one {...} other {...}}"), not by vue-i18n's "a | b". Message
 * functions, not vue-i18n's messageCompiler option: that option is experimental and says so on the console.
 */
export function icuMessages(messages: UiMessages, locale: Locale): UiMessages {
  const tree = (node: Record<string, unknown>, path: string): MessageTree =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const at = path ? `${path}.${key}` : key;
        if (typeof value === 'string') {
          let compiled: MessageFormatter | null = null;
          return [
            key,
            (context: MessageContext<string>) => {
              compiled ??= messageFormatter(value, locale);
              const { format, numbers } = compiled;
              const values = context.values as Record<string, string | number>;
              // A count or an amount is formatted by the message ({chips, number, chips}), so a text given for it is a
              // mistake (an amount formatted beforehand would be grouped twice, or read as NaN): said here, as core's
              // formatMessage does.
              for (const name of numbers) {
                if (typeof values[name] !== 'number')
                  throw new Error(`UI message "${at}": {${name}} takes a number, got ${JSON.stringify(values[name])}`);
              }
              return format(values);
            },
          ];
        }
        if (value && typeof value === 'object') return [key, tree(value as Record<string, unknown>, at)];
        throw new Error(`the UI message "${at}" (${locale}) is not a text`);
      }),
    );
  // Typed as the catalog it stands for: vue-i18n's typed keys are the catalog's.
  return tree(messages as unknown as Record<string, unknown>, '') as unknown as UiMessages;
}

/** The message-function catalogs of each language given. */
function icuCatalogs(messages: Partial<Record<Locale, UiMessages>>): Record<Locale, UiMessages> {
  const out: Partial<Record<Locale, UiMessages>> = {};
  for (const locale of LOCALES) {
    const catalog = messages[locale];
    if (catalog) out[locale] = icuMessages(catalog, locale);
  }
  return out as Record<Locale, UiMessages>;
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
    messages: icuCatalogs(messages),
  });
}
