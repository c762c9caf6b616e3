import type { GradedResult } from '../electron/shared/contract';

/** The n-th saved answer of the store benchmarks: varied lengths, a formula-like answer now and then, all three languages. */
export function benchAnswer(n: number): GradedResult {
  return {
    id: `bench-${n.toString(36).padStart(8, '0')}`,
    timestamp: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
    drill: n % 3 ? 'bring-in' : 'first-to-act',
    scenarioCode: `BI-stud-${2 + (n % 7)}-tda-1.2.5.10-${n}`,
    answer: n % 5 ? 'seat 3 brings in for 2' : '=seat 4; "complete"',
    correctAnswer: 'seat 3 brings in for 2',
    correct: n % 4 !== 0,
    timeMs: 500 + (n % 9000),
    profile: 'tda',
    language: (['en', 'es', 'it'] as const)[n % 3]!,
  };
}
