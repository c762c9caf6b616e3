import { describe, expect, it } from 'vitest';
import { answerOf, generateScenario, solveScenario } from '../../core';
import { compactResponse } from '../drills/runner/answerText';
import type { GradedResult } from '../platform/api';
import { classRows, EMPTY_CLASS, withLocalTrainees } from './classData';

const setup = { variant: 'stud', players: 6, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } } as const;

/** `count` bring-in answers saved on this computer by `trainee`, the first `right` of them right. */
function saved(trainee: string, count: number, right: number): GradedResult[] {
  return Array.from({ length: count }, (_, k) => {
    const scenario = generateScenario('bring-in', setup, 300 + k);
    const expected = compactResponse(answerOf(scenario));
    return {
      id: `${trainee}-${k}-abcd`,
      timestamp: new Date(Date.UTC(2026, 10, 2, 9, k)).toISOString(),
      drill: 'bring-in',
      scenarioCode: scenario.code,
      answer: k < right ? expected : '-',
      correctAnswer: expected,
      correct: k < right,
      timeMs: 1500,
      profile: 'tda',
      language: 'en',
      trainee,
      street: scenario.street,
      rules: [...(solveScenario(scenario)?.rules ?? [])],
    };
  });
}

describe("the class view's local trainees", () => {
  const trainees = [{ id: 'default' }, { id: 'ana-k3x9', name: 'Ana' }];

  it('a trainee with answers is a row and is counted; one with none is neither', () => {
    const { data, added } = withLocalTrainees(EMPTY_CLASS, trainees, saved('ana-k3x9', 4, 3), 'First trainee');
    expect(added).toBe(1);
    const rows = classRows(data);
    expect(rows.map((r) => [r.id, r.name])).toEqual([['ana-k3x9', 'Ana']]);
    expect(rows[0]!.cells['bring-in']).toMatchObject({ answered: 4, accuracy: 0.75 });
  });

  it('nobody has answered: nothing added, and the count says so (the screen tells the instructor)', () => {
    const { data, added } = withLocalTrainees(EMPTY_CLASS, trainees, [], 'First trainee');
    expect(added).toBe(0);
    expect(classRows(data)).toEqual([]);
  });

  it('the first trainee, unnamed, takes the name given for them', () => {
    const { data, added } = withLocalTrainees(
      EMPTY_CLASS,
      trainees,
      [...saved('default', 2, 2), ...saved('ana-k3x9', 1, 0)],
      'First trainee',
    );
    expect(added).toBe(2);
    expect(classRows(data).map((r) => r.name)).toEqual(['Ana', 'First trainee']);
  });
});
