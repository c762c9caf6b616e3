/** The languages the product speaks: the one list the engine, the app, its menu and the command line all use. */
export const LOCALES = ['en', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
/** A text in every language the product speaks. */
export type Localized = Readonly<Record<Locale, string>>;
/** Message templates keyed by id; `{name}` marks a parameter. */
export type Catalog = Readonly<Record<string, Localized>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
