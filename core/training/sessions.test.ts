import { describe, expect, it } from 'vitest';
import { SESSION_GAP_MS, sessionsOf } from './sessions';
import { accuracyTrend, dailySeries } from './trends';
import type { AnswerRecord } from './types';

const at = (minutes: number, over: Partial<AnswerRecord> = {}): AnswerRecord => ({
  at: minutes * 60_000,
  day: Math.floor(minutes / 1440),
  kind: 'bring-in',
  variant: 'stud',
  street: 3,
  code: `c${minutes}`,
  correct: true,
  timeMs: 1000 + minutes,
  rules: [],
  ...over,
});

describe('sessions and trends', () => {
  it(`a break longer than ${SESSION_GAP_MS / 60_000} minutes starts a new session; newest first, with accuracy and median time`, () => {
    const answers = [at(0), at(10, { correct: false, kind: 'pot' }), at(40), at(71), at(2000)];
    const sessions = sessionsOf([...answers].reverse());
    // 40 -> 71 is 31 minutes: a new session; 10 -> 40 is 30 minutes: the same one.
    expect(sessions.map((s) => s.answers.length)).toEqual([1, 1, 3]);
    expect(sessions[2]).toMatchObject({ start: 0, end: 40 * 60_000, kinds: ['bring-in', 'pot'], right: 2, medianMs: 1010 });
    expect(sessions[2]!.accuracy).toBeCloseTo(2 / 3);
  });

  it('per-day figures, and the trend of the last answers against the ones before', () => {
    const answers = [at(0), at(1, { correct: false }), at(1500), at(1501, { kind: 'pot' })];
    expect(dailySeries(answers)).toEqual([
      { day: 0, answered: 2, right: 1, accuracy: 0.5, medianMs: 1000.5 },
      { day: 1, answered: 2, right: 2, accuracy: 1, medianMs: 2500.5 },
    ]);
    expect(dailySeries(answers, (a) => a.kind === 'pot')).toHaveLength(1);
    expect(accuracyTrend(answers, 2)).toBe(0.5);
    expect(accuracyTrend(answers, 3)).toBeNull();
  });
});
