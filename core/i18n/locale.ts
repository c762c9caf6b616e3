export type Locale = 'en' | 'es' | 'it';
export const LOCALES: readonly Locale[] = ['en', 'es', 'it'];
/** A text in every language the product speaks. */
export type Localized = Readonly<Record<Locale, string>>;
/** Message templates keyed by id; `{name}` marks a parameter. */
export type Catalog = Readonly<Record<string, Localized>>;
