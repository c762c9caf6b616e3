import { answerOf, dealStepCode, outlineHand, scenarioFromCode, type DealStepKind, type StepResult } from '../../core';
import { compactResponse } from '../drills/runner/answerText';
import { WRONG_ACTION_PREFIX } from '../drills/runner/missedQuestion';
import type { ExamAnswer, ExamFile } from './examFile';

/**
 * What an exam asks, in order: its questions, then every step of each whole hand (a hand goes on by the rules
 * whatever the answers, so its steps are known before it is dealt). Each counts once in the score.
 */
export interface ExamItem {
  readonly code: string;
  /** The hand (its place in the exam's hands) and the step's kind, for a step of a whole hand; else null. */
  readonly hand: number | null;
  readonly step: DealStepKind | null;
  /** The right answer as the result file keeps it ("seat 3 / B"). */
  readonly right: () => string;
}

export function examPlan(exam: ExamFile): ExamItem[] {
  const questions: ExamItem[] = exam.questions.map((code) => ({
    code,
    hand: null,
    step: null,
    right: () => compactResponse(answerOf(scenarioFromCode(code))),
  }));
  const steps = exam.hands.flatMap((hand, h) =>
    outlineHand(hand.code).map(
      ({ step, expected }): ExamItem => ({
        code: dealStepCode(hand.code, step.index),
        hand: h,
        step: step.kind,
        right: () => compactResponse(expected),
      }),
    ),
  );
  return [...questions, ...steps];
}

/** A step of a whole hand graded, as the exam keeps it. */
export function stepAnswer(handCode: string, result: StepResult): ExamAnswer {
  return {
    code: dealStepCode(handCode, result.index),
    step: result.kind,
    answer: result.wrongAction ? `${WRONG_ACTION_PREFIX}${result.wrongAction}` : compactResponse(result.given),
    correctAnswer: compactResponse(result.graded.expected),
    correct: result.correct,
    timeMs: result.timeMs,
  };
}

/** An item not answered (the time ran out): wrong, with no answer given. */
export function unanswered(item: ExamItem): ExamAnswer {
  const base = { code: item.code, answer: '-', correctAnswer: item.right(), correct: false, timeMs: 0 };
  return item.step === null ? base : { ...base, step: item.step };
}
