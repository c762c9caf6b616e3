import type { ExamAnswer, ExamFile } from './examFile';
import { EXAM_VERSION, RESULT_FORMAT, isHandStep, sealed } from './examFile';
import { examScore } from '../../core';

/**
 * The result file of an exam taken: every answer and every step of its whole hands with its time, the score (each
 * step counts as a question), pass or fail, the exam's checksum and the app version, sealed with its own checksum.
 */
export function resultFile(
  exam: ExamFile,
  answers: readonly ExamAnswer[],
  who: { id: string; name: string },
  times: { startedAt: number; finishedAt: number },
  appVersion: string,
): Promise<string> {
  const steps = answers.filter(isHandStep).length;
  const score = examScore(answers.filter((a) => a.correct).length, exam.questions.length + steps, exam.passPercent);
  return sealed({
    format: RESULT_FORMAT,
    version: EXAM_VERSION,
    exam: {
      id: exam.id,
      title: exam.title,
      checksum: exam.checksum,
      passPercent: exam.passPercent,
      questions: exam.questions.length,
      hands: exam.hands.length,
      steps,
    },
    trainee: who,
    startedAt: new Date(times.startedAt).toISOString(),
    finishedAt: new Date(times.finishedAt).toISOString(),
    answers: answers.map((a) => ({ ...a })),
    score: { right: score.right, total: score.total, percent: score.percent },
    passed: score.passed,
    appVersion,
  });
}
