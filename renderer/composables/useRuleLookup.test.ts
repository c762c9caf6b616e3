import { describe, expect, it } from 'vitest';
import { customProfile, PROFILES } from '../../core';
import { ALL_RULE_IDS, foldText, ruleMatches, ruleUnder } from './useRuleLookup';

const found = (query: string, locale: 'en' | 'es' | 'it') => ALL_RULE_IDS.filter((id) => ruleMatches(id, query, locale));

describe('rule search: the floor\'s words find the rule texts', () => {
  it('case and accents aside', () => {
    expect(foldText('Decisión ÁNTE')).toBe('decision ante');
    expect(found('DECISION', 'es')).toEqual(found('decisión', 'es'));
  });

  it('an exposed card: "expuesta" (es) and "esposta" (it) find RR stud 5 and TDA RP-10-A, whose texts say "descubre" / "scopre"', () => {
    for (const [query, locale] of [['expuesta', 'es'], ['expuestas', 'es'], ['esposta', 'it'], ['exposed', 'en']] as const) {
      const ids = found(query, locale);
      expect(ids, `${query} ${locale}`).toContain('rr.stud.5');
      expect(ids, `${query} ${locale}`).toContain('tda.rp-10-a');
    }
  });

  it('the house-rules editor\'s words find their rules: "carta prematura" (es/it) finds RR stud 14 and TDA RP-5-D, "ficha sobrante" (es) TDA 20 too', () => {
    for (const [query, locale] of [['carta prematura', 'es'], ['prematuras', 'es'], ['carta prematura', 'it'], ['premature', 'en']] as const) {
      const ids = found(query, locale);
      for (const id of ['rr.stud.14', 'tda.rp-5-d', 'rr.irregularities.premature']) expect(ids, `${query} ${locale}`).toContain(id);
    }
    expect(found('ficha sobrante', 'es')).toEqual(expect.arrayContaining(['rr.showdown.odd-chip', 'tda.20']));
  });

  it('every word must match (a synonym counts for its own word only), and an unknown word finds nothing', () => {
    const both = found('expuesta ante', 'es');
    expect(both.length).toBeGreaterThan(0);
    for (const id of both) expect(found('ante', 'es')).toContain(id);
    expect(found('zzzz', 'es')).toEqual([]);
    expect(found('expuesta zzzz', 'es')).toEqual([]);
  });
});

describe('ruleUnder: a profile of the user\'s', () => {
  it('keeps the rules every profile follows and the ones its own choices name, as a shipped profile does', () => {
    const mine = customProfile(PROFILES.tda, { runOut: 'rr-15', commonCardFirst: 'high-with-common', prematureCard: 'rr-14' }, 'Casino Nord', 'custom:casino-nord-k3x9');
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
