import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GradedResult } from '../../platform/api';
import type { DrillResult } from '../../stores/session';
import { recentMissed, savedResults } from './savedProgress';

const record = (over: Partial<GradedResult>): GradedResult => ({
  id: 'abcdefgh',
  drill: 'bring-in',
  scenarioCode: 'stud-8-abc',
  answer: '3',
  correctAnswer: '5',
  correct: false,
  timeMs: 1234,
  profile: 'dealer',
  language: 'en',
  timestamp: '2026-11-30T10:00:00.000Z',
  ...over,
});

describe('savedResults', () => {
  it('reads stored answers oldest first, time in ms; an old quick-drill record reads like any other', () => {
    const results = savedResults([
      record({
        id: 'second-1',
        scenarioCode: 'BI-stud-6-rrc-1.2.5.10-9',
        correct: true,
        timeMs: 800,
        timestamp: '2026-12-01T10:00:00.000Z',
        profile: 'rr-cash',
        answer: 'seat 2 / A',
        correctAnswer: 'seat 2 / A',
      }),
      record({ id: 'first-01' }),
    ]);
    expect(results).toEqual([
      { drill: 'bring-in', scenarioCode: 'stud-8-abc', correct: false, elapsedMs: 1234, answer: '3' },
      { drill: 'bring-in', scenarioCode: 'BI-stud-6-rrc-1.2.5.10-9', correct: true, elapsedMs: 800, answer: 'seat 2 / A' },
    ]);
  });
});

describe('recentMissed', () => {
  const r = (scenarioCode: string, correct: boolean): DrillResult => ({ drill: 'pot', scenarioCode, correct, elapsedMs: 1 });

  it('newest first, each scenario once, at most max', () => {
    const results = [r('A', false), r('B', false), r('C', true), r('A', false), r('D', false)];
    expect(recentMissed(results, 10).map((m) => m.scenarioCode)).toEqual(['D', 'A', 'B']);
    expect(recentMissed(results, 2).map((m) => m.scenarioCode)).toEqual(['D', 'A']);
  });

  it('property: only wrong answers, no code twice, never more than max', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ scenarioCode: fc.constantFrom('A', 'B', 'C', 'D', 'E'), correct: fc.boolean() })),
        fc.integer({ min: 0, max: 6 }),
        (rows, max) => {
          const missed = recentMissed(
            rows.map((x) => r(x.scenarioCode, x.correct)),
            max,
          );
          expect(missed.length).toBeLessThanOrEqual(max);
          expect(missed.every((m) => !m.correct)).toBe(true);
          expect(new Set(missed.map((m) => m.scenarioCode)).size).toBe(missed.length);
          const wrongCodes = new Set(rows.filter((x) => !x.correct).map((x) => x.scenarioCode));
          expect(missed.length).toBe(Math.min(max, wrongCodes.size));
        },
      ),
    );
  });
});
