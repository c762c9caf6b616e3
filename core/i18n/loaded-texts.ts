import { LOCALES, type Locale, type Localized } from './locale';

/**
 * Core's texts for a build that serves each language apart (the app: its build step, vite.core-texts.ts, makes every
 * `{ en, es, it }` of the catalog files a textAt(n), and the app adds a language's table before it shows that
 * language). Without that step (tests, the command line, the desktop menu) the catalogs hold every language, no
 * table is ever added, and every language reads as loaded.
 */
const tables = new Map<Locale, readonly string[]>();

/** The texts of locale, in the order the build step numbered them. */
export function addLanguageTexts(locale: Locale, table: readonly string[]): void {
  tables.set(locale, table);
}

/** Whether core's texts in locale can be read now: always, unless the app loads languages one by one and not this one yet. */
export function languageLoaded(locale: Locale): boolean {
  return tables.size === 0 || tables.has(locale);
}

/**
 * The language of an Error's message and of logs: English, or, where the app loaded only the reader's language,
 * that one (what a screen shows of an error comes from its key and values in the reader's language anyway).
 */
export function errorLocale(): Locale {
  return languageLoaded('en') ? 'en' : (LOCALES.find((locale) => tables.has(locale)) ?? 'en');
}

function read(locale: Locale, index: number): string {
  const table = tables.get(locale);
  if (!table) throw new Error(`core's texts in "${locale}" are not loaded: the app loads a language's texts before it shows that language`);
  const text = table[index];
  if (text === undefined) throw new Error(`core's texts in "${locale}" have no text ${index}: the table was built from other catalogs`);
  return text;
}

/** The text numbered index in every language, each read from its language's table when asked for. */
export function textAt(index: number): Localized {
  const text = {} as Record<Locale, string>;
  for (const locale of LOCALES) Object.defineProperty(text, locale, { enumerable: true, get: () => read(locale, index) });
  return text;
}
