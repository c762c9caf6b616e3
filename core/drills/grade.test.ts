import { describe, expect, it } from 'vitest';
import { PROFILES, customProfile } from '../profiles/profiles';
import { generateScenario } from './generate';
import { answerOf, grade } from './grade';
import type { DrillSetup } from './types';

const SETUP: DrillSetup = { variant: 'stud', players: 5, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } };

describe('grade: input checks and partial answers', () => {
  it('an answer of the wrong kind for its part is a clear error', () => {
    const s = generateScenario('bring-in', SETUP, 4);
    expect(() => grade(s, [{ kind: 'amount', amount: 2 }])).toThrow('answer 1 is a "amount" answer but part "seat" asks for "seat"');
    expect(() => grade(s, 'A' as never)).toThrow('the response must be an array');
    expect(() => grade(s, [...answerOf(s), { kind: 'amount', amount: 1 }])).toThrow('3 answers for 2 question parts');
  });

  it('missing answers (time ran out) are graded wrong, the answered parts on their own', () => {
    const s = generateScenario('bring-in', SETUP, 4);
    const right = answerOf(s);
    const g = grade(s, [right[0]!]);
    expect(g.correct).toBe(false);
    expect(g.parts.map((p) => p.correct)).toEqual([true, false]);
    expect(g.parts[1]!.given).toBeNull();
  });
});

describe('custom house rules', () => {
  it('a custom profile plays its own rules and every shipped profile that answers differently is listed (TDA RP-10-F vs RR stud 4)', () => {
    // A room that abolishes the open-pair big bet like TDA but otherwise plays RR cash.
    const room = customProfile(PROFILES['rr-cash'], { openPairDoubling: false }, 'No doubling room');
    const setup: DrillSetup = { ...SETUP, variant: 'stud', players: 6, rules: room };
    let found = false;
    for (let seed = 1; seed <= 400 && !found; seed++) {
      const s = generateScenario('legal-action', setup, seed);
      if (s.street !== 4) continue;
      const g = grade(s, answerOf(s));
      const rr = g.otherProfiles.find((o) => o.profile === 'rr-cash');
      if (!rr) continue;
      found = true;
      // RR cash offers the big bet on the open pair; the room does not.
      expect(rr.rules).toContain('rr.stud.4');
      expect(g.rules).not.toContain('rr.stud.4');
      expect(s.code).toMatch(/-h\d{13}-/);
    }
    expect(found).toBe(true);
  });
});
