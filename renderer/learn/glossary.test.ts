import { describe, expect, it } from 'vitest';
import { formatReason, isLessonId, LESSON_IDS, LESSON_MESSAGES, LOCALES, type Locale } from '../../core';
import { GLOSSARY_PHRASES, GLOSSARY_TERMS, TERM_LESSONS } from './glossary';
import { GLOSSARY } from '../i18n/glossary';
import { UI_MESSAGES } from '../i18n/all';
import learnEs from '../i18n/learn/es';
import learnIt from '../i18n/learn/it';

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

/** The lessons' own texts in a language: core's lesson messages and the day-one path's UI texts. */
function lessonTexts(locale: Locale): string[] {
  const core = Object.values(LESSON_MESSAGES).map((text) => text[locale]);
  const ui =
    locale === 'es'
      ? leaves(learnEs)
      : locale === 'it'
        ? leaves(learnIt)
        : leaves({ learn: UI_MESSAGES.en.learn, glossary: UI_MESSAGES.en.glossary });
  return [...core, ...ui];
}

describe('the glossary', () => {
  it("shows the terminology test's glossary (renderer/i18n/glossary), every term with its meaning in every language and a lesson that exists", () => {
    // One list of terms: the page's terms are the glossary's, in its order, and every term has its lesson named.
    expect(GLOSSARY_TERMS.map((t) => t.id)).toEqual(GLOSSARY.map((t) => t.id));
    expect(Object.keys(TERM_LESSONS).sort()).toEqual(GLOSSARY.map((t) => t.id).sort());
    for (const term of GLOSSARY_TERMS) {
      for (const locale of LOCALES) {
        expect(term.term[locale].trim(), `${term.id} ${locale}`).not.toBe('');
        expect(term.meaning[locale].trim(), `${term.id} ${locale}`).not.toBe('');
      }
      if (term.lesson !== null) expect(isLessonId(term.lesson)).toBe(true);
    }
    expect(GLOSSARY_TERMS.find((t) => t.id === 'side-pot')).toMatchObject({
      lesson: 'pots',
      term: { es: 'bote secundario', it: 'piatto laterale' },
    });
    // Every lesson has a term of its own in the glossary, or a call of the dealer's; a burn mistake has no word beyond
    // the burn itself (its term is the deal order's).
    const linked = new Set([...GLOSSARY_TERMS.map((t) => t.lesson), ...GLOSSARY_PHRASES.map((p) => p.lesson)]);
    expect(LESSON_IDS.filter((id) => !linked.has(id))).toEqual(['burn-errors']);
  });

  it("takes the dealer's calls from core's own texts, which read in every language with every value filled in", () => {
    for (const phrase of GLOSSARY_PHRASES) {
      expect(isLessonId(phrase.lesson)).toBe(true);
      for (const locale of LOCALES) expect(formatReason(phrase.say, locale), `${phrase.id} ${locale}`).not.toMatch(/\{\w+\}|^$/);
    }
    expect(formatReason(GLOSSARY_PHRASES.find((p) => p.id === 'pair-bets')!.say, 'en')).toBe('pair of sevens bets');
    expect(formatReason(GLOSSARY_PHRASES.find((p) => p.id === 'common-card')!.say, 'es')).toBe('La última carta es una carta común.');
  });

  it('the lessons say each concept with the glossary\'s word (GLOSSARY.md): no "river", no second word for the same thing', () => {
    // English: 7th street is never the river (a hold'em word).
    expect(lessonTexts('en').filter((text) => /\briver\b/i.test(text))).toEqual([]);
    // Spanish: carta común (not comunitaria), bote secundario (not paralelo), tope (not topado), mostrar (not enseñar), crupier.
    expect(lessonTexts('es').filter((text) => /comunitari|paralel|topad|\benseñar\b|\bdealer\b|croupier/i.test(text))).toEqual([]);
    // Italian: check (not bussare), chiamare (not vedere), fiches (not chip), mazziere (not croupier), carta comune.
    expect(lessonTexts('it').filter((text) => /bussa|\bvedere\b|\bchip\b|croupier|\bdealer\b|comunitari/i.test(text))).toEqual([]);
    // The glossary's own preferred words are the ones the lessons use.
    const es = lessonTexts('es').join(' ').toLowerCase();
    const it = lessonTexts('it').join(' ').toLowerCase();
    for (const word of ['bote secundario', 'carta común', 'ficha impar', 'reparto nulo', 'pareja descubierta', 'cartas adelantadas'])
      expect(es).toContain(word);
    for (const word of ['piatto laterale', 'carta comune', 'fiche dispari', 'smazzata nulla', 'coppia scoperta', 'carte anticipate'])
      expect(it).toContain(word);
  });
});
