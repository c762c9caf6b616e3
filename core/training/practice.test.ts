import { describe, expect, it } from 'vitest';
import { PROFILES } from '../profiles/profiles';
import { solveScenario } from '../drills/grade';
import type { DrillSetup } from '../drills/types';
import { practiceScenario } from './practice';
import { LESSON_SPECS, lessonOfQuestion } from '../lessons';

const setup: DrillSetup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } };

describe('"practise this": a drill on exactly one skill', () => {
  it('gives a question of the street asked for, the same one for the same seed', () => {
    for (const street of [4, 5, 6, 7]) {
      const { scenario, fits } = practiceScenario(['first-to-act'], setup, { street }, 99);
      expect(fits).toBe(true);
      expect(scenario.street).toBe(street);
      expect(scenario.kind).toBe('first-to-act');
      expect(practiceScenario(['first-to-act'], setup, { street }, 99).scenario.code).toBe(scenario.code);
    }
  });

  it("gives a question whose right answer rests on the rule asked for (Robert's Rules stud 1, the bring-in)", () => {
    const { scenario, fits } = practiceScenario(['bring-in', 'first-to-act'], setup, { rule: 'rr.stud.1' }, 5);
    expect(fits).toBe(true);
    expect(solveScenario(scenario)!.rules).toContain('rr.stud.1');
    expect(PROFILES['rr-cash'].id).toBe('rr-cash');
  });

  it("gives a question that practises the lesson asked for: an open pair on 4th street (Robert's Rules stud 4), a short all-in (RR betting 5)", () => {
    for (const lesson of ['open-pair', 'short-all-in', 'premature-cards'] as const) {
      const kinds = [LESSON_SPECS[lesson].drill];
      const { scenario, fits } = practiceScenario(kinds, setup, { lesson }, 3);
      expect(fits).toBe(true);
      expect(lessonOfQuestion(scenario, 0)).toBe(lesson);
    }
    expect(practiceScenario(['legal-action'], setup, { lesson: 'no-such-lesson' }, 3).fits).toBe(false);
  });

  it('says so when no question fits (a street the bring-in never asks about)', () => {
    const { scenario, fits } = practiceScenario(['bring-in'], setup, { street: 6 }, 1);
    expect(fits).toBe(false);
    expect(scenario.kind).toBe('bring-in');
  });
});
