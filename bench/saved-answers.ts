/**
 * Saved answers for the benchmarks that need many of them (the progress and class views, the store's import and
 * load): answers to 280 real questions (40 of each drill kind over the three games), 500 a day from 1 January 2026,
 * about 4 in 5 right, in the three languages. A wrong answer is written as a spreadsheet would run it (= with a ;
 * and quotes), so an export has cells to make safe.
 */
import { answerOf, generateScenario, solveScenario, DRILL_KINDS, LOCALES } from '../core';
import type { GradedResult } from '../electron/shared/contract';
import { compactResponse } from '../renderer/drills/runner/answerText';

export interface BenchQuestion {
  readonly kind: string;
  readonly code: string;
  readonly street: number;
  readonly rules: string[];
  /** The right answer as it is saved. */
  readonly right: string;
}

/** The 280 questions the answers are to. */
export function benchQuestions(): BenchQuestion[] {
  return DRILL_KINDS.flatMap((kind) =>
    Array.from({ length: 40 }, (_, k) => {
      const scenario = generateScenario(
        kind,
        {
          variant: (['stud', 'razz', 'stud8'] as const)[k % 3]!,
          players: 2 + (k % 7),
          rules: 'tda',
          structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
        },
        k,
      );
      return {
        kind,
        code: scenario.code,
        street: scenario.street,
        rules: [...(solveScenario(scenario)?.rules ?? [])],
        right: compactResponse(answerOf(scenario)),
      };
    }),
  );
}

const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** The i-th saved answer, to one of `questions`, by one of `trainees` trainees (ids t-0000, t-0001...). */
export function savedAnswer(i: number, questions: readonly BenchQuestion[], trainees = 1): GradedResult {
  const q = questions[(i * 7919) % questions.length]!;
  const correct = (i * 31) % 5 !== 0;
  return {
    id: `bench-${i.toString(36).padStart(8, '0')}`,
    timestamp: new Date(START + Math.floor(i / 500) * DAY + (i % 500) * 40_000).toISOString(),
    drill: q.kind,
    scenarioCode: q.code,
    answer: correct ? q.right : `=${q.right}; "?"`,
    correctAnswer: q.right,
    correct,
    timeMs: 1500 + ((i * 37) % 9000),
    profile: 'tda',
    language: LOCALES[i % 3]!,
    trainee: benchTrainee(i % trainees),
    street: q.street,
    rules: q.rules,
  };
}

/** The id of the k-th bench trainee. */
export const benchTrainee = (k: number): string => `t-${k.toString().padStart(4, '0')}`;

/** `count` saved answers (see savedAnswer). */
export function savedAnswers(count: number, trainees = 1, questions: readonly BenchQuestion[] = benchQuestions()): GradedResult[] {
  return Array.from({ length: count }, (_, i) => savedAnswer(i, questions, trainees));
}
