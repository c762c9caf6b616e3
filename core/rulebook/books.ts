import type { Locale, Localized } from '../i18n/locale';
import type { RuleBook } from './entry';
import { ruleEntry, type RuleId } from './rules';

/**
 * Each source as a reader knows it, in every product language: the rule book's own name ("Robert's Rules of Poker",
 * "TDA 2024") or the name of the text (an online room's guide), never the id the rulebook files it under.
 */
export const BOOK_NAMES: Readonly<Record<RuleBook, Localized>> = {
  RR: { en: "Robert's Rules of Poker", es: "Robert's Rules of Poker", it: "Robert's Rules of Poker" },
  TDA: { en: 'TDA 2024', es: 'TDA 2024', it: 'TDA 2024' },
  'SEED-000': {
    en: 'CelebPoker: Seven Card Stud rules',
    es: 'CelebPoker: reglas del Seven Card Stud',
    it: 'CelebPoker: regole del Seven Card Stud',
  },
  'SEED-001': {
    en: 'Full Tilt Poker: Seven Card Stud guide',
    es: 'Full Tilt Poker: guía del Seven Card Stud',
    it: 'Full Tilt Poker: guida al Seven Card Stud',
  },
  'SEED-002': {
    en: "Robert's Rules of Poker (Italian translation)",
    es: "Robert's Rules of Poker (traducción italiana)",
    it: "Robert's Rules of Poker (traduzione italiana)",
  },
  'SEED-003': {
    en: 'Online room guide: Seven Card Stud',
    es: 'Guía de una sala online: Seven Card Stud',
    it: 'Guida di una sala online: Seven Card Stud',
  },
  'SEED-004': { en: 'Poker rules: Razz and Stud', es: 'Reglas de póker: Razz y Stud', it: 'Regole del poker: Razz e Stud' },
  PHH: { en: 'Poker Hand History (PHH) format', es: 'Formato Poker Hand History (PHH)', it: 'Formato Poker Hand History (PHH)' },
  HOUSE: { en: 'House rules', es: 'Reglas de la casa', it: 'Regole della casa' },
};

export function bookName(book: RuleBook, locale: Locale): string {
  return BOOK_NAMES[book][locale];
}

const OWN_STAKES: Localized = {
  en: "An example from {book}, at its own stakes ({stakes}): the amounts are not this table's.",
  es: 'Ejemplo de {book}, con sus propios límites ({stakes}): los importes no son los de esta mesa.',
  it: 'Esempio di {book}, ai suoi limiti ({stakes}): gli importi non sono quelli di questo tavolo.',
};

/** For a rule quoting an example from its source, the note that its amounts are the source's own stakes; else null. */
export function ownStakesNote(id: RuleId, locale: Locale): string | null {
  const { source, ownStakes } = ruleEntry(id);
  if (!ownStakes) return null;
  return OWN_STAKES[locale].replace('{book}', bookName(source.book, locale)).replace('{stakes}', ownStakes[locale]);
}
