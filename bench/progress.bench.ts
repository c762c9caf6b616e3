/**
 * The progress and class views with 100,000 stored answers: what each computes when it opens, measured (goal:
 * under 100 ms, so at least 10 openings per second). The progress view reads one trainee's answers into the
 * course (localDay, street and rules), then sessions, skills and rules weakest first, the review deck and the
 * daily series; the class view builds its table of 30 trainees x drills. Reading the file or the browser's
 * storage is not in the figure.
 */
import { dailySeries, dueItems, ruleProgress, sessionsOf, skillProgress, weakestFirst } from '../core';
import { courseAnswers, localDay } from '../renderer/progress/records';
import { classRows, type ClassData, type ClassTrainee } from '../renderer/classView/classData';
import { rateGoal, registerSection } from './harness';
import { benchQuestions, savedAnswers } from './saved-answers';

const ANSWERS = 100_000;
const GOAL = 10;

registerSection({
  title: 'Progress and class views with 100,000 stored answers (renderer/progress, renderer/classView)',
  unit: 'openings',
  setup: () => {
    const questions = benchQuestions();
    const results = savedAnswers(ANSWERS, 1, questions);
    const today = localDay(Date.UTC(2026, 7, 1));
    const byTrainee = new Map<string, ClassTrainee>();
    for (const answer of courseAnswers(savedAnswers(ANSWERS, 30, questions))) {
      const t = byTrainee.get(answer.trainee) ?? { id: answer.trainee, name: answer.trainee, answers: [] as never[], results: new Map() };
      (t.answers as unknown as (typeof answer)[]).push(answer);
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
          return (
            sessionsOf(answers).length +
            weakestFirst(skillProgress(answers)).length +
            weakestFirst(ruleProgress(answers)).length +
            dueItems(answers, today).length +
            dailySeries(answers).length
          );
        },
      },
      { name: 'class view', peer: false, chunk: 1, run: () => classRows(classData).length },
    ];
  },
  goals: [rateGoal('progress view', GOAL, 'openings'), rateGoal('class view', GOAL, 'openings')],
});
