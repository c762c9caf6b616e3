import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locale';
import { ruleLine } from '../rulings/format';
import { RULES, type RuleId } from './rules';

/**
 * A rule's source is shown on every screen ("Fuente: RR, Seven-Card Stud, regla 15"), so its `ref` (the section of
 * the book) exists in every product language, as the rule text beside it does.
 */
const ENTRIES = Object.entries(RULES) as [RuleId, (typeof RULES)[RuleId]][];

/** Game names the product keeps in every language (the variant names: "Seven Card Stud", "Stud Hi-Lo", "Razz"). */
const GAME_NAMES = /Seven-Card Stud High-Low|Seven-Card Stud|Razz/g;

/** Poker words the Spanish and Italian rule texts keep in English; a ref made only of them (and codes) may stay as it is. */
const KEPT: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  es: ['bring-in', 'all-in', 'check-raise', 'stack', 'ante', 'cash', 'stud', 'razz'],
  it: ['bring-in', 'all-in', 'check-raise', 'check', 'stack', 'ante', 'cash', 'game', 'stud', 'razz', 'showdown'],
};

/** English words of the refs that no Spanish or Italian ref may contain (Italian keeps "showdown", as its texts do). */
const ENGLISH_ONLY: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  es: [
    'rule',
    'rules',
    'street',
    'streets',
    'betting',
    'raising',
    'raises',
    'bet',
    'bets',
    'and',
    'the',
    'of',
    'cards',
    'card',
    'order',
    'pots',
    'tournament',
    'tournaments',
    'procedure',
    'recommended',
    'irregularities',
    'misdeals',
    'ties',
    'fields',
    'required',
    'optional',
    'hand',
    'deal',
    'showdown',
    'mucking',
    'players',
    'boards',
    'seat',
    'upcards',
    'profile',
    'limit',
  ],
  it: [
    'rule',
    'rules',
    'street',
    'streets',
    'betting',
    'raising',
    'raises',
    'bet',
    'bets',
    'and',
    'the',
    'of',
    'cards',
    'card',
    'order',
    'pots',
    'tournament',
    'tournaments',
    'procedure',
    'recommended',
    'irregularities',
    'misdeals',
    'ties',
    'fields',
    'required',
    'optional',
    'hand',
    'deal',
    'mucking',
    'players',
    'boards',
    'seat',
    'upcards',
    'profile',
    'limit',
  ],
};

const words = (text: string): string[] => text.match(/[\p{L}\d_]+(?:-[\p{L}\d_]+)*/gu) ?? [];
/** "RP-10-D", "10-A", "47", "finishing_stacks", "TDA": codes and numbers, the same in every language. */
const isCode = (word: string): boolean => /[\d_]/.test(word) || (/\p{Lu}/u.test(word) && word === word.toUpperCase());
/** The ref says something in words (not only codes, game names and the poker words `locale` keeps). */
const descriptive = (en: string, locale: Exclude<Locale, 'en'>): boolean =>
  words(en.replace(GAME_NAMES, ' ')).some((w) => !isCode(w) && !KEPT[locale].includes(w.toLowerCase()));

describe('rule sources: every ref in en, es and it', () => {
  it("every rule's ref has en, es and it, non-empty and trimmed", () => {
    expect(ENTRIES.length).toBeGreaterThan(80);
    for (const [id, rule] of ENTRIES) {
      for (const locale of LOCALES) {
        const ref = rule.source.ref[locale];
        expect(typeof ref, `${id} ${locale}`).toBe('string');
        expect(ref.length, `${id} ${locale}`).toBeGreaterThan(2);
        expect(ref, `${id} ${locale}`).toBe(ref.trim());
      }
    }
  });

  it('a descriptive ref is translated: Spanish and Italian differ from English (codes like RP-10-D, ante_trimming_status and game names like Razz stay)', () => {
    let translated = 0;
    for (const [id, rule] of ENTRIES) {
      const { en } = rule.source.ref;
      for (const locale of ['es', 'it'] as const) {
        if (!descriptive(en, locale)) continue;
        translated++;
        expect(rule.source.ref[locale], `${id} ${locale}`).not.toBe(en);
      }
    }
    expect(translated).toBeGreaterThan(140);
    // The refs that may stay: codes and game names (and "Showdown", which the Italian texts keep).
    expect(descriptive('RP-10-D', 'es')).toBe(false);
    expect(descriptive('ante_trimming_status', 'it')).toBe(false);
    expect(descriptive('Seven-Card Stud High-Low', 'es')).toBe(false);
    expect(descriptive('Showdown', 'it')).toBe(false);
    expect(descriptive('Showdown', 'es')).toBe(true);
    expect(descriptive('Razz: bring-in', 'es')).toBe(false);
    expect(descriptive('Seven-Card Stud, rule 15', 'es')).toBe(true);
  });

  it('no English word is left in a Spanish or Italian ref ("rule", "street", "Betting and Raising", es "Showdown")', () => {
    for (const [id, rule] of ENTRIES) {
      for (const locale of ['es', 'it'] as const) {
        const left = words(rule.source.ref[locale].replace(GAME_NAMES, ' ')).filter((w) => ENGLISH_ONLY[locale].includes(w.toLowerCase()));
        expect(left, `${id} ${locale}: ${rule.source.ref[locale]}`).toEqual([]);
      }
    }
  });

  it('the poker words a ref keeps in English are the ones the rule texts of that language keep', () => {
    for (const locale of ['es', 'it'] as const) {
      const texts = ENTRIES.map(([, rule]) => rule.text[locale].toLowerCase()).join(' ');
      for (const word of KEPT[locale]) expect(texts, `${locale} ${word}`).toContain(word);
    }
  });

  it('codes and rule numbers stay as they are in every language (RP-10-D, 10-A, 47, finishing_stacks)', () => {
    for (const [id, rule] of ENTRIES) {
      const codes = words(rule.source.ref.en).filter(isCode);
      for (const locale of ['es', 'it'] as const) {
        const translated = words(rule.source.ref[locale]);
        for (const code of codes) expect(translated, `${id} ${locale}`).toContain(code);
      }
    }
  });

  it("a rule line names the source as readers know it, in the reader's language, never by an internal id", () => {
    expect(ruleLine('rr.stud.15', 'en')).toContain("rr.stud.15 (Robert's Rules of Poker, Seven-Card Stud, rule 15): ");
    expect(ruleLine('rr.stud.15', 'es')).toContain("rr.stud.15 (Robert's Rules of Poker, Seven-Card Stud, regla 15): ");
    expect(ruleLine('rr.stud.15', 'it')).toContain("rr.stud.15 (Robert's Rules of Poker, Seven-Card Stud, regola 15): ");
    expect(ruleLine('tda.47', 'es')).toContain('(TDA 2024, Regla 47)');
    expect(ruleLine('tda.rp-10-d', 'it')).toContain('(TDA 2024, RP-10-D)');
    expect(ruleLine('seed-001.board-tie-position', 'en')).toContain('(Full Tilt Poker: Seven Card Stud guide, ');
    expect(ruleLine('seed-001.board-tie-position', 'es')).toContain('(Full Tilt Poker: guía del Seven Card Stud, ');
    for (const id of Object.keys(RULES) as RuleId[])
      for (const locale of LOCALES) expect(ruleLine(id, locale), id).not.toMatch(/\((RR|TDA|SEED-\d{3}|PHH|HOUSE),/);
  });

  it("an example quoted at its source's stakes says so on its rule line ($2/$4 is Full Tilt's, not the table's)", () => {
    expect(ruleLine('seed-001.cap-example', 'en')).toMatch(
      /An example from Full Tilt Poker: Seven Card Stud guide, at its own stakes \(\$2\/\$4\): the amounts are not this table's\.$/,
    );
    expect(ruleLine('seed-001.cap-example', 'it')).toContain('ai suoi limiti (2 $/4 $)');
    expect(ruleLine('rr.stud.15', 'en')).not.toContain('own stakes');
  });
});
