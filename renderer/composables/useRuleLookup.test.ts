import { describe, expect, it } from 'vitest';
import { customProfile, PROFILES, LOCALES, type Locale } from '../../core';
import { ALL_RULE_IDS, foldText, ruleMatches, ruleUnder } from './useRuleLookup';

const found = (query: string, locale: Locale) => ALL_RULE_IDS.filter((id) => ruleMatches(id, query, locale));

describe("rule search: the floor's words find the rule texts", () => {
  it('case and accents aside', () => {
    expect(foldText('Decisión ÁNTE')).toBe('decision ante');
    expect(found('DECISION', 'es')).toEqual(found('decisión', 'es'));
  });

  it('an exposed card: "expuesta" (es) and "esposta" (it) find RR stud 5 and TDA RP-10-A, whose texts say "descubre" / "scopre"', () => {
    for (const [query, locale] of [
      ['expuesta', 'es'],
      ['expuestas', 'es'],
      ['esposta', 'it'],
      ['exposed', 'en'],
    ] as const) {
      const ids = found(query, locale);
      expect(ids, `${query} ${locale}`).toContain('rr.stud.5');
      expect(ids, `${query} ${locale}`).toContain('tda.rp-10-a');
    }
  });

  it('the glossary\'s words and the ones many rooms say find their rules: "carta adelantada" / "prematura" (es), "carta anticipata" (it) find RR stud 14 and TDA RP-5-D, "ficha sobrante" (es) TDA 20 too', () => {
    for (const [query, locale] of [
      ['carta adelantada', 'es'],
      ['carta prematura', 'es'],
      ['prematuras', 'es'],
      ['carta anticipata', 'it'],
      ['carta prematura', 'it'],
      ['premature', 'en'],
    ] as const) {
      const ids = found(query, locale);
      for (const id of ['rr.stud.14', 'tda.rp-5-d', 'rr.irregularities.premature']) expect(ids, `${query} ${locale}`).toContain(id);
    }
    expect(found('ficha sobrante', 'es')).toEqual(expect.arrayContaining(['rr.showdown.odd-chip', 'tda.20']));
  });

  it('what a floor person types finds the rule, in every language: "string raise", "exposed card", "cap"', () => {
    for (const locale of LOCALES) {
      expect(found('string raise', locale), locale).toContain('rr.betting.string-raise');
      expect(found('exposed card', locale), locale).toEqual(expect.arrayContaining(['rr.stud.5', 'tda.rp-10-a']));
      expect(found('cap', locale), locale).toEqual(
        expect.arrayContaining(['rr.betting.cap', 'tda.48', 'seed-001.cap-example', 'house.cap-four-raises']),
      );
    }
    // The words of each language: a Spanish or Italian floor person's own.
    expect(found('subida en dos tiempos', 'es')).toContain('rr.betting.string-raise');
    expect(found('carta expuesta', 'es')).toEqual(expect.arrayContaining(['rr.stud.5', 'tda.rp-10-a']));
    expect(found('tope', 'es')).toContain('rr.betting.cap');
    expect(found('carta esposta', 'it')).toEqual(expect.arrayContaining(['rr.stud.5', 'tda.rp-10-a']));
    expect(found('limite dei rilanci', 'it')).toContain('rr.betting.cap');
    expect(found('rilancio in due tempi', 'it')).toContain('rr.betting.string-raise');
    // "cap" is not found inside other words' rules at random: none of the string-raise or showdown rules.
    expect(found('cap', 'en')).not.toContain('rr.showdown.order');
  });

  it('a source is found by the name readers know it ("Full Tilt", "Robert\'s Rules") as well as its id', () => {
    expect(found('full tilt', 'en')).toContain('seed-001.open-pair');
    expect(found("robert's rules", 'es')).toContain('rr.stud.5');
    expect(found('SEED-001', 'en')).toContain('seed-001.open-pair');
  });

  it('every word must match (a synonym counts for its own word only), and an unknown word finds nothing', () => {
    const both = found('expuesta ante', 'es');
    expect(both.length).toBeGreaterThan(0);
    for (const id of both) expect(found('ante', 'es')).toContain(id);
    expect(found('zzzz', 'es')).toEqual([]);
    expect(found('expuesta zzzz', 'es')).toEqual([]);
  });
});

describe("ruleUnder: a profile of the user's", () => {
  it('keeps the rules every profile follows and the ones its own choices name, as a shipped profile does', () => {
    const mine = customProfile(
      PROFILES.tda,
      { runOut: 'rr-15', commonCardFirst: 'high-with-common', prematureCard: 'rr-14' },
      'Casino Nord',
      'custom:casino-nord-k3x9',
    );
    expect(ruleUnder('rr.stud.15', mine)).toBe(true);
    expect(ruleUnder('rr.stud.14', mine)).toBe(true);
    expect(ruleUnder('tda.rp-10-h', mine)).toBe(false);
    expect(ruleUnder('tda.rp-5-d', mine)).toBe(false);
    expect(ruleUnder('tda.rp-10-d', mine)).toBe(true);
    expect(ruleUnder('rr.stud.1', mine)).toBe(true);
    // A bet and four raises: no shipped profile's, this one's; the cap of three then is not.
    const four = customProfile(PROFILES['rr-cash'], { cap: { raises: 4, headsUp: 'uncapped' } }, 'Four', 'custom:four');
    expect(ruleUnder('house.cap-four-raises', four)).toBe(true);
    expect(ruleUnder('house.cap-four-raises', 'rr-cash')).toBe(false);
    expect(ruleUnder('rr.betting.cap', four)).toBe(false);
    // A tournament copy of RR cash: TDA 30 for the absent player; RR 6's general part still applies.
    const tour = customProfile(PROFILES['rr-cash'], { tournament: true }, 'Tour', 'custom:tour');
    expect(ruleUnder('tda.30', tour)).toBe(true);
    expect(ruleUnder('tda.30', 'rr-cash')).toBe(false);
    expect(ruleUnder('rr.stud.6', tour)).toBe(true);
    // The same answers as the shipped profile for a copy of it.
    const copy = customProfile(PROFILES.online, {}, 'Copy', 'custom:copy');
    for (const id of ALL_RULE_IDS) expect(ruleUnder(id, copy), id).toBe(ruleUnder(id, 'online'));
  });
});
