import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DrillResult } from '../../stores/session';
import { median, missedQuestions, summarizeByKind } from './sessionSummary';

const r = (drill: string, correct: boolean, elapsedMs: number, scenarioCode = `${drill}-${elapsedMs}`): DrillResult => ({
  drill,
  correct,
  elapsedMs,
  scenarioCode,
});

describe('median', () => {
  it('odd and even counts; none is NaN', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
  it('lies between the smallest and the largest value, and does not reorder its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100000 }), { minLength: 1 }), (values) => {
        const copy = [...values];
        const m = median(values);
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(values).toEqual(copy);
      }),
    );
  });
});

describe('summarizeByKind', () => {
  it('accuracy and median time per drill kind, kinds in the order first met', () => {
    const rows = summarizeByKind([r('pot', true, 3000), r('showdown', false, 9000), r('pot', false, 1000), r('pot', true, 2000)]);
    expect(rows).toEqual([
      { drill: 'pot', answered: 3, right: 2, accuracy: 2 / 3, medianMs: 2000 },
      { drill: 'showdown', answered: 1, right: 0, accuracy: 0, medianMs: 9000 },
    ]);
  });
  it('answers add up: every result is counted in exactly one row', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            drill: fc.constantFrom('pot', 'showdown', 'bring-in'),
            correct: fc.boolean(),
            elapsedMs: fc.nat(),
            scenarioCode: fc.string(),
          }),
        ),
        (results) => {
          const rows = summarizeByKind(results);
          expect(rows.reduce((a, x) => a + x.answered, 0)).toBe(results.length);
          expect(rows.reduce((a, x) => a + x.right, 0)).toBe(results.filter((x) => x.correct).length);
        },
      ),
    );
  });
});

describe('missedQuestions', () => {
  it('lists wrong answers oldest first, each scenario once', () => {
    const missed = missedQuestions([
      r('pot', false, 1, 'A'),
      r('pot', true, 2, 'B'),
      r('showdown', false, 3, 'C'),
      r('pot', false, 4, 'A'),
    ]);
    expect(missed.map((m) => m.scenarioCode)).toEqual(['A', 'C']);
  });
});
