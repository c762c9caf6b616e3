import { describe, expect, it } from 'vitest';
import { preferredLocale } from '.';
import { keyPaths, UI_MESSAGES } from './all';
import { compileMessage, isPlainMessage, LOCALES, messageArguments, messageFormatter, numberArguments, type Locale } from '../../core';

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('UI catalogs (en, es, it)', () => {
  const en = keyPaths(UI_MESSAGES.en).sort();

  it.each(['es', 'it'] as const)('%s has exactly the same keys as en', (locale) => {
    expect(keyPaths(UI_MESSAGES[locale]).sort()).toEqual(en);
  });

  it.each(LOCALES)('%s: every text is a non-empty string', (locale) => {
    for (const text of leaves(UI_MESSAGES[locale])) {
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
    }
  });

  const text = (locale: Locale, path: string): string =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], UI_MESSAGES[locale]) as string;

  it.each(LOCALES)('%s: every text parses as ICU MessageFormat (the one message syntax of the app)', (locale) => {
    const broken: string[] = [];
    for (const path of en) {
      try {
        compileMessage(text(locale, path), locale);
      } catch (error) {
        broken.push(`${path}: ${String(error)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('each text takes the same arguments in every language, counted alike', () => {
    const args = (locale: Locale, path: string) => messageArguments(text(locale, path)).sort();
    const counted = (locale: Locale, path: string) => [...numberArguments(compileMessage(text(locale, path), locale))].sort();
    for (const path of en) {
      for (const locale of ['es', 'it'] as const) {
        expect(args(locale, path), `${locale} ${path}`).toEqual(args('en', path));
        expect(counted(locale, path), `${locale} ${path}`).toEqual(counted('en', path));
      }
    }
  });

  it('every text prints through the plain-message path exactly as intl-messageformat prints it; most take that path', () => {
    let plain = 0;
    for (const locale of LOCALES) {
      for (const path of en) {
        const icu = compileMessage(text(locale, path), locale);
        const counted = numberArguments(icu);
        const values = Object.fromEntries(
          messageArguments(text(locale, path)).map((name, i) => [name, counted.has(name) ? 1000 * i + 1 : `«${name}»`]),
        );
        expect(messageFormatter(text(locale, path), locale).format(values), `${locale} ${path}`).toBe(String(icu.format(values)));
        if (isPlainMessage(text(locale, path))) plain++;
      }
    }
    expect(plain).toBeGreaterThan((en.length * LOCALES.length) / 2);
  });

  it("no text keeps vue-i18n's own plural syntax ('a | b'): a count is an ICU plural", () => {
    for (const locale of LOCALES)
      expect(
        en.filter((path) => text(locale, path).includes(' | ')),
        locale,
      ).toEqual([]);
  });

  it("the reader is addressed as tú in Spanish and tu in Italian, as the seed rule texts and core's dealer steps do (no usted / voi forms)", () => {
    // Formal forms that crept in once (the house-rules editor); "su número" (a seat's number) is third person and stays.
    const formal = {
      es: /\b(usted|ustedes|Elija|elija|Pulse|pulse|Haga|Escriba|Seleccione|Introduzca|Compruebe|Cree|cree uno|parta|Póngale|Ajústelo|Su sala|sus perfiles|Sus perfiles|tiene perfiles)\b/,
      it: /\b(vostro|vostra|vostri|vostre|Scegliete|scegliete|Premete|premete|Cliccate|cliccate|createne|create uno|Date un|Impostatelo|partite)\b/,
    } as const;
    for (const locale of ['es', 'it'] as const) {
      const found = (leaves(UI_MESSAGES[locale]) as string[]).filter((text) => formal[locale].test(text));
      expect(found, locale).toEqual([]);
    }
  });

  it('the dealer is one word per language, as the rule texts and the replay steps say it: crupier (es), mazziere (it)', () => {
    expect(UI_MESSAGES.es.table.dealer).toBe(UI_MESSAGES.es.floorReplay.dealer);
    expect(UI_MESSAGES.it.table.dealer).toBe('Mazziere');
    expect(UI_MESSAGES.it.floorReplay.dealer).toBe('Mazziere');
    expect((leaves(UI_MESSAGES.it) as string[]).filter((text) => /\bdealer\b/i.test(text))).toEqual([]);
    expect((leaves(UI_MESSAGES.es) as string[]).filter((text) => /\bdealer\b/i.test(text))).toEqual([]);
  });

  it('streets are named in words, as the street names say them (sexta calle, sesta strada), never "6.ª calle" / "6ª strada"', () => {
    expect(UI_MESSAGES.es.runner.table.streets.s6).toBe('sexta calle');
    expect(UI_MESSAGES.it.runner.table.streets.s6).toBe('sesta strada');
    expect((leaves(UI_MESSAGES.es) as string[]).filter((text) => /\d\.?ª/.test(text))).toEqual([]);
    expect((leaves(UI_MESSAGES.it) as string[]).filter((text) => /\dª/.test(text))).toEqual([]);
  });

  it('the Spanish and Italian catalogs are translated, not copies of English', () => {
    expect(UI_MESSAGES.es.runner.kinds.bringIn.title).not.toBe(UI_MESSAGES.en.runner.kinds.bringIn.title);
    expect(UI_MESSAGES.it.runner.kinds.bringIn.title).not.toBe(UI_MESSAGES.en.runner.kinds.bringIn.title);
  });
});

describe('preferredLocale', () => {
  it('takes the first browser language we speak', () => {
    expect(preferredLocale(['fr-FR', 'it-IT', 'es'])).toBe('it');
    expect(preferredLocale(['es-AR'])).toBe('es');
  });
  it('falls back to English', () => {
    expect(preferredLocale(['de-DE', 'fr'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});
