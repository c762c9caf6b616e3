import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale';
import { RULES, type RuleId } from './rules';
import { RULE_TOPICS } from './topics';

describe('RULE_TOPICS: the rulebook by topic', () => {
  it('holds every rule id exactly once', () => {
    const all = RULE_TOPICS.flatMap((t) => t.ids);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(RULES).sort());
  });

  it('files rr.stud.1 (RR stud 1, the bring-in) under bring-in and tda.rp-10-h (TDA RP-10-H, run-out) under misprocedures', () => {
    expect(RULE_TOPICS.find((t) => t.topic === 'bring-in')!.ids).toContain('rr.stud.1');
    expect(RULE_TOPICS.find((t) => t.topic === 'misprocedures')!.ids).toContain('tda.rp-10-h');
  });

  const topicOf = (id: RuleId): string => RULE_TOPICS.find((t) => t.ids.includes(id))!.topic;

  it('files who shows first and mucking (RR showdown, TDA 16 and 17, SEED-001 showdown order, SEED-000 muck) under showdown', () => {
    for (const id of [
      'rr.showdown.order',
      'tda.17',
      'tda.16',
      'seed-001.showdown-order',
      'rr.showdown.side-pots-first',
      'seed-000.muck',
    ] as const)
      expect(topicOf(id), id).toBe('showdown');
  });

  it('files who acts first on 4th-7th (RR stud 12, RR razz board, equal boards: SEED-001, TDA RP-10-D, SEED-003) under first-to-act', () => {
    for (const id of [
      'rr.stud.12',
      'rr.razz.board',
      'seed-001.board-tie-position',
      'tda.rp-10-d',
      'seed-003.board-tie-suit',
      'rr.betting.all-in-skipped',
    ] as const)
      expect(topicOf(id), id).toBe('first-to-act');
    expect(topicOf('rr.betting.cap')).toBe('betting');
  });

  it('every rule has a source and its text in en, es and it', () => {
    for (const { ids } of RULE_TOPICS) {
      for (const id of ids) {
        const rule = RULES[id];
        for (const locale of LOCALES) expect(rule.source.ref[locale].length, `${id} ${locale}`).toBeGreaterThan(2);
        for (const locale of LOCALES) expect(rule.text[locale].length, `${id} ${locale}`).toBeGreaterThan(20);
      }
    }
  });
});
