/**
 * The progress and class views with 100,000 stored answers: what each computes when it opens, measured (goal:
 * under 100 ms, so at least 10 openings per second). The progress view reads one trainee's answers into the
 * course (localDay, street and rules), then sessions, skills and rules weakest first, the review deck and the
 * daily series; the class view builds its table of 30 trainees x drills. Reading the file or the browser's
 * storage is not in the figure.
 */
import { answerOf, generateScenario, solveScenario, dailySeries, dueItems, ruleProgress, sessionsOf, skillProgress, weakestFirst, DRILL_KINDS } from '../core';
import type { GradedResult } from '../electron/shared/contract';
import { compactResponse } from '../renderer/drills/runner/answerText';
import { courseAnswers, localDay } from '../renderer/progress/records';
import { classRows, type ClassData, type ClassTrainee } from '../renderer/classView/classData';
import { rateGoal, registerSection } from './harness';

const ANSWERS = 100_000;
const GOAL = 10;

/** 100,000 answers to 280 real questions over 200 days, about 4 in 5 right. */
function storedAnswers(trainees = 1): GradedResult[] {
  const pool = DRILL_KINDS.flatMap((kind) =>
    Array.from({ length: 40 }, (_, k) => {
      const scenario = generateScenario(kind, { variant: (['stud', 'razz', 'stud8'] as const)[k % 3]!, players: 2 + (k % 7), rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } }, k);
      return { kind, code: scenario.code, street: scenario.street, rules: [...(solveScenario(scenario)?.rules ?? [])], right: compactResponse(answerOf(scenario)) };
    }),
  );
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: ANSWERS }, (_, i) => {
    const q = pool[(i * 7919) % pool.length]!;
    const correct = (i * 31) % 5 !== 0;
    return {
      id: `bench-${i.toString(36).padStart(8, '0')}`,
      timestamp: new Date(start + Math.floor(i / 500) * 86_400_000 + (i % 500) * 40_000).toISOString(),
      drill: q.kind,
      scenarioCode: q.code,
      answer: correct ? q.right : '-',
      correctAnswer: q.right,
      correct,
      timeMs: 1500 + ((i * 37) % 9000),
      profile: 'tda',
      language: 'en' as const,
      trainee: `t-${(i % trainees).toString().padStart(4, '0')}`,
      street: q.street,
      rules: q.rules,
    };
  });
}

registerSection({
  title: 'Progress and class views with 100,000 stored answers (renderer/progress, renderer/classView)',
  unit: 'openings',
  setup: () => {
    const results = storedAnswers();
    const today = localDay(Date.UTC(2026, 7, 1));
    const byTrainee = new Map<string, ClassTrainee>();
    for (const answer of courseAnswers(storedAnswers(30))) {
      const t = byTrainee.get(answer.trainee) ?? { id: answer.trainee, name: answer.trainee, answers: [] as never[], results: new Map() };
      (t.answers as unknown as typeof answer[]).push(answer);
      byTrainee.set(answer.trainee, t);
    }
    const classData: ClassData = { trainees: byTrainee, exams: new Map(), files: new Map() };
    return [
      {
        name: 'progress view',
        peer: false,
        chunk: 1,
        run: () => {
          const answers = courseAnswers(results);
          return sessionsOf(answers).length + weakestFirst(skillProgress(answers)).length + weakestFirst(ruleProgress(answers)).length + dueItems(answers, today).length + dailySeries(answers).length;
        },
      },
      { name: 'class view', peer: false, chunk: 1, run: () => classRows(classData).length },
    ];
  },
  goals: [rateGoal('progress view', GOAL, 'openings'), rateGoal('class view', GOAL, 'openings')],
});
