import { describe, expect, it } from 'vitest';
import { RULES } from './rules';
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
});
