import { describe, expect, it } from 'vitest';
import { answerOf, DEFAULT_STRUCTURE, generateScenario, lessonsOfQuestion, MASTERY, targetMs, type DrillKind } from '../../core';
import type { CourseAnswer } from '../progress/records';
import { answerLessons, lessonStandings, nextStep, PRACTISED_ANSWERS } from './lessonStates';

const setup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE } as const;

/** A saved answer to a real scenario; `withLessons` false: saved before the lessons were kept with answers. */
function answer(
  kind: DrillKind,
  seed: number,
  correct: boolean,
  k: number,
  options: { withLessons?: boolean; timeMs?: number; variant?: 'stud' | 'razz' } = {},
): CourseAnswer {
  const scenario = generateScenario(kind, { ...setup, variant: options.variant ?? 'stud' }, seed);
  return {
    id: `answer-${k}`,
    trainee: 'default',
    at: 1_000_000 + k * 60_000,
    day: 1,
    kind,
    variant: scenario.setup.variant,
    street: scenario.street,
    code: scenario.code,
    correct,
    timeMs: options.timeMs ?? 2000,
    rules: [],
    answer: '',
    correctAnswer: JSON.stringify(answerOf(scenario)),
    profile: 'rr-cash',
    ...(options.withLessons !== false && { lessons: lessonsOfQuestion(scenario) }),
  };
}

const stateOf = (standings: ReturnType<typeof lessonStandings>, lesson: string) => standings.find((s) => s.lesson === lesson)?.state;

describe("the Learn page's states", () => {
  it('nothing answered or seen: every lesson of the game not started, in order; the open pair only in stud; the first lesson next', () => {
    const stud = lessonStandings([], 'stud', new Set());
    expect(stud.map((s) => s.lesson)[0]).toBe('bring-in');
    expect(stud.every((s) => s.state === 'not-started')).toBe(true);
    expect(stud.some((s) => s.lesson === 'open-pair')).toBe(true);
    expect(lessonStandings([], 'razz', new Set()).some((s) => s.lesson === 'open-pair')).toBe(false);
    expect(nextStep(stud)).toEqual({ kind: 'learn', lesson: 'bring-in' });
  });

  it("a lesson stepped through, or one question answered: learning; its three questions: practised; core's mastery: mastered", () => {
    const seen = lessonStandings([], 'stud', new Set(['pots']));
    expect(stateOf(seen, 'pots')).toBe('learning');
    const one = lessonStandings([answer('first-to-act', 1, false, 0)], 'stud', new Set());
    expect(stateOf(one, 'first-to-act')).toBe('learning');
    const three = Array.from({ length: PRACTISED_ANSWERS }, (_, k) => answer('first-to-act', 1 + k, k > 0, k));
    expect(stateOf(lessonStandings(three, 'stud', new Set()), 'first-to-act')).toBe('practised');
    // Mastery is core's: MASTERY.needed of the last MASTERY.window right within the kind's target time.
    const fluent = Array.from({ length: MASTERY.window }, (_, k) =>
      answer('first-to-act', 10 + k, true, k, { timeMs: targetMs('first-to-act') - 1 }),
    );
    const mastered = lessonStandings(fluent, 'stud', new Set());
    expect(stateOf(mastered, 'first-to-act')).toBe('mastered');
    const slow = fluent.map((a) => ({ ...a, timeMs: targetMs('first-to-act') + 1 }));
    expect(stateOf(lessonStandings(slow, 'stud', new Set()), 'first-to-act')).toBe('practised');
  });

  it('answers count in their own game only, and for every lesson their question practises (a bring-in: the bring-in and completing)', () => {
    const razz = Array.from({ length: 3 }, (_, k) => answer('bring-in', k, true, k, { variant: 'razz' }));
    expect(stateOf(lessonStandings(razz, 'stud', new Set()), 'bring-in')).toBe('not-started');
    const standings = lessonStandings(razz, 'razz', new Set());
    expect(stateOf(standings, 'bring-in')).toBe('practised');
    expect(stateOf(standings, 'completing')).toBe('practised');
    expect(standings.find((s) => s.lesson === 'bring-in')!.progress.answered).toBe(3);
  });

  it('answers saved before the lessons were kept count from their scenario code; a code that cannot be read counts for none', () => {
    const old = answer('pot', 3, true, 0, { withLessons: false });
    expect(old.lessons).toBeUndefined();
    expect(answerLessons(old)).toEqual(['pots']);
    expect(answerLessons({ code: 'not-a-code', lessons: undefined })).toEqual([]);
    expect(stateOf(lessonStandings([old], 'stud', new Set()), 'pots')).toBe('learning');
  });

  it('the next step: the first lesson not mastered, to learn or, once practised, to practise; every one mastered: the exam', () => {
    const practised = lessonStandings(
      Array.from({ length: 3 }, (_, k) => answer('bring-in', k, true, k)),
      'stud',
      new Set(),
    );
    expect(nextStep(practised)).toEqual({ kind: 'practise', lesson: 'bring-in' });
    const all = practised.map((s) => ({ ...s, state: 'mastered' as const }));
    expect(nextStep(all)).toEqual({ kind: 'exam' });
    const secondOpen = all.map((s, k) => (k === 2 ? { ...s, state: 'learning' as const } : s));
    expect(nextStep(secondOpen)).toEqual({ kind: 'learn', lesson: secondOpen[2]!.lesson });
  });
});
