import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale';
import { RULES, type RuleId } from './rules';
import { RULE_SEARCH_WORDS, ruleSearchWords } from './search-words';

describe('the words a floor person types for a rule', () => {
  it('name rules of the rulebook, with words in every language', () => {
    const ids = Object.keys(RULE_SEARCH_WORDS) as RuleId[];
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) {
      expect(Object.prototype.hasOwnProperty.call(RULES, id), id).toBe(true);
      for (const locale of LOCALES) {
        const words = RULE_SEARCH_WORDS[id]![locale];
        expect(words.length, `${id} ${locale}`).toBeGreaterThan(0);
        for (const w of words) expect(w, `${id} ${locale}`).toBe(w.trim());
      }
    }
  });

  it('gives the words of every language for a rule, and none for a rule without any', () => {
    expect(ruleSearchWords('rr.betting.string-raise')).toEqual(
      expect.arrayContaining(['string raise', 'subida en dos tiempos', 'rilancio in due tempi']),
    );
    expect(ruleSearchWords('phh.cards')).toEqual([]);
  });
});
