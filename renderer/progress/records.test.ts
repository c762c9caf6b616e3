import { describe, expect, it } from 'vitest';
import { generateScenario, solveScenario } from '../../core';
import type { GradedResult } from '../platform/api';
import fc from 'fast-check';
import { courseAnswers, localDay, timestampMs } from './records';
import { practiceRun, reviewRun } from './usePractice';
import { DEFAULT_RUN } from '../stores/drillRun';

const setup = { variant: 'razz', players: 5, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } } as const;
const saved = (over: Partial<GradedResult>): GradedResult => ({
  id: 'abcdefgh-0001',
  timestamp: '2026-12-01T10:00:00.000Z',
  drill: 'first-to-act',
  scenarioCode: generateScenario('first-to-act', setup, 3).code,
  answer: 'seat 1',
  correctAnswer: 'seat 2',
  correct: false,
  timeMs: 2000,
  profile: 'tda',
  language: 'en',
  ...over,
});

describe('saved answers as the course counts them', () => {
  it('answers saved before the street and rules were kept get them from their code; an old quick-drill code counts under its new code', () => {
    const scenario = generateScenario('first-to-act', setup, 3);
    const [answer] = courseAnswers([saved({})]);
    expect(answer).toMatchObject({
      kind: 'first-to-act',
      variant: 'razz',
      street: scenario.street,
      rules: solveScenario(scenario)!.rules,
      trainee: 'default',
      day: localDay(Date.parse('2026-12-01T10:00:00.000Z')),
    });
    const [old] = courseAnswers([saved({ drill: 'bring-in', scenarioCode: 'stud-8-k3x9a' })]);
    expect(old).toMatchObject({
      kind: 'bring-in',
      variant: 'stud',
      street: 3,
      code: expect.stringMatching(/^BI-stud-8-rrc-0\.1\.5\.10-\d+$/),
    });
    // A hand-edited code is left out of the course (the saved answer itself stays as it is).
    expect(courseAnswers([saved({ scenarioCode: 'FA-nope' })])).toEqual([]);
  });

  it('"practise this" runs exactly the skill: its drill, game and street, or the kinds that cited a rule; a review run plays the deck', () => {
    const usual = { ...DEFAULT_RUN, players: 4 };
    const skill = { id: 'drill:pot:razz:5', key: { family: 'drill', kind: 'pot', variant: 'razz', street: 5 }, kinds: ['pot'] } as never;
    expect(practiceRun(skill, usual)).toMatchObject({
      selector: 'pot',
      variant: 'razz',
      players: 4,
      focus: { street: 5 },
      length: { mode: 'questions', count: 10 },
    });
    const rule = { id: 'rule:tda.30', key: null, kinds: ['misprocedure'] } as never;
    expect(practiceRun(rule, usual)).toMatchObject({ selector: 'mixed', focus: { rule: 'tda.30', kinds: ['misprocedure'] } });
    expect(
      practiceRun(
        { id: 'drill:deal-step:stud:4', key: { family: 'deal', kind: 'deal-step', variant: 'stud', street: 4 }, kinds: [] } as never,
        usual,
      ),
    ).toBeNull();
    expect(reviewRun(['A', 'B'])).toMatchObject({ selector: 'mixed', deck: ['A', 'B'], length: { mode: 'questions', count: 2 } });
  });

  it('a timestamp is read as Date.parse reads it: every moment toISOString writes, and any other form', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(timestampMs(new Date(ms).toISOString())).toBe(ms);
      }),
      { numRuns: 2000 },
    );
    for (const text of [
      '2024-02-29T23:59:59.999Z',
      '2026-02-29T10:00:00.000Z',
      '2026-04-31T10:00:00.000Z',
      '2026-13-01T10:00:00.000Z',
      '2026-12-01T10:00:00Z',
      '2026-12-01T10:00:00.000+01:00',
      '2026-1x-01T10:00:00.000Z',
      'yesterday',
    ]) {
      expect(timestampMs(text), text).toEqual(Date.parse(text));
    }
  });
});
