import { describe, expect, it } from 'vitest';
import { BOOK_NAMES, LOCALES, PROFILES, RULES, formatReason, type Locale } from '../../core';
import { MESSAGES } from '../../core';
import { GLOSSARY } from './glossary';
import { GLOSSARY_PHRASES } from '../learn/glossary';
import { UI_MESSAGES } from './all';

/** Every text of a nested catalog with its key path. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Every text a reader can meet in a language: the UI catalog, core's messages (reasons, steps, hand names), the
 * rulebook (each rule's text, the name of its section and of its source) and the shipped profiles' names, each with
 * where it comes from.
 */
function catalogTexts(locale: Locale): [string, string][] {
  return [
    ...leaves(UI_MESSAGES[locale]).map(([key, text]): [string, string] => [`renderer/i18n ${key}`, text]),
    ...Object.entries(MESSAGES).map(([key, text]): [string, string] => [`core/i18n ${key}`, text[locale]]),
    ...Object.entries(RULES).flatMap(([id, rule]): [string, string][] => [
      [`rule ${id}`, rule.text[locale]],
      [`rule ${id} (source)`, rule.source.ref[locale]],
    ]),
    ...Object.entries(BOOK_NAMES).map(([book, name]): [string, string] => [`book ${book}`, name[locale]]),
    ...Object.values(PROFILES).map((profile): [string, string] => [`profile ${profile.id}`, profile.name[locale]]),
  ];
}

/**
 * A text (ICU MessageFormat) as words are looked for in it: arguments as "{}" ("{chips} dietro" is "{} dietro"), a
 * plural's wordings kept and its syntax gone ("{count, plural, one {one card} other {# cards}}" reads "one card # cards"),
 * lower case.
 */
function readable(text: string): string {
  return text
    .replace(/\{\w+, (?:plural|selectordinal|select),/g, ' ')
    .replace(/\{\w+(?:, \w+(?:, \w+)?)?\}/g, '{}')
    .replace(/(?:=\d+|zero|one|two|few|many|other) \{/g, ' ')
    .replace(/(?<!\{)\}/g, ' ')
    .replace(/''/g, "'")
    .toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word or phrase as a whole: not part of a longer word ("cap" is not found in "capo"). */
function wholePhrase(phrase: string): RegExp {
  const start = /^[\p{L}\p{N}]/u.test(phrase) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(phrase) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escape(phrase)}${end}`, 'u');
}

describe('the glossary: one term per concept in en, es and it', () => {
  it('every term and phrase is given in every language, and ids are unique', () => {
    const ids = [...GLOSSARY.map((t) => t.id), ...GLOSSARY_PHRASES.map((p) => `phrase:${p.id}`)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(45);
    expect(GLOSSARY_PHRASES.length).toBeGreaterThanOrEqual(15);
    for (const term of GLOSSARY) {
      for (const locale of LOCALES) {
        expect(term.term[locale].trim(), `${term.id} ${locale}`).not.toBe('');
        expect(term.meaning[locale].trim(), `${term.id} ${locale}`).not.toBe('');
      }
    }
    for (const phrase of GLOSSARY_PHRASES)
      for (const locale of LOCALES) expect(formatReason(phrase.say, locale).trim(), `${phrase.id} ${locale}`).not.toBe('');
  });

  it.each(LOCALES)('%s: no catalog text uses a word the glossary avoids (calques, a second synonym, "river")', (locale) => {
    const found: string[] = [];
    const texts = catalogTexts(locale).map(([where, text]) => [where, readable(text)] as const);
    for (const term of GLOSSARY) {
      for (const word of term.avoid?.[locale] ?? []) {
        const pattern = wholePhrase(word);
        for (const [where, text] of texts) if (pattern.test(text)) found.push(`${where}: "${word}" (say "${term.term[locale]}")`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('%s: the catalogs use each term of the glossary', (locale) => {
    const all = catalogTexts(locale)
      .map(([, text]) => readable(text))
      .join('\n');
    const unused = GLOSSARY.filter(
      (term) => !(term.forms?.[locale] ?? [term.term[locale].toLowerCase()]).some((form) => all.includes(form)),
    ).map((t) => t.id);
    expect(unused).toEqual([]);
  });

  it('the avoided words are found where they stand alone, not inside other words', () => {
    expect(wholePhrase('cap').test('el cap de la ronda')).toBe(true);
    expect(wholePhrase('cap').test('el capitán')).toBe(false);
    expect(wholePhrase('(cap)').test('limite (cap)')).toBe(true);
    expect(readable('{chips} dietro')).toBe('{} dietro');
    expect(readable('{stub, plural, one {Queda 1 carta} other {Quedan # cartas}}')).toBe('   queda 1 carta   quedan # cartas  ');
    expect(readable('{amount, number, chips} fichas')).toBe('{} fichas');
    expect(readable("dell''{card}")).toBe("dell'{}");
  });

  // The phrases are core's own texts (the lessons' calls, the board and hand announcements), so what the glossary
  // page lists is what the lessons, the drills and the rulings say; here: in the glossary's words.
  it('the dealer phrases use the glossary terms, never a word it avoids', () => {
    for (const phrase of GLOSSARY_PHRASES) {
      for (const locale of LOCALES) {
        const said = readable(formatReason(phrase.say, locale));
        for (const term of GLOSSARY)
          for (const word of term.avoid?.[locale] ?? [])
            expect(wholePhrase(word).test(said), `${phrase.id} ${locale}: ${word}`).toBe(false);
      }
    }
  });
});
