import { sameAnswer } from '../drills/grade';
import type { PartGrade, Response } from '../drills/types';
import { parseDealCode } from './code';
import { DealHand } from './session';
import type { DealStep } from './types';

/** One step of a hand as the engine deals it: the step, and the engine's answer to it. */
export interface OutlinedStep {
  readonly step: DealStep;
  readonly expected: Response;
}

/**
 * Every step of the hand a code names, each with the engine's answer, in order. A hand goes on by the rules whatever
 * the trainee answers, so these are the steps every trainee dealing the code meets (an exam counts them before the
 * hand is dealt, and names the steps left when its time runs out). ScenarioCodeError says what is wrong with a code.
 */
export function outlineHand(code: string): OutlinedStep[] {
  const { setup, seed } = parseDealCode(code);
  const hand = new DealHand(setup, seed);
  const steps: OutlinedStep[] = [];
  while (!hand.over) {
    const expected = hand.expectedAnswer();
    steps.push({ step: hand.step!, expected });
    hand.answer(expected, 0);
    hand.advance();
  }
  return steps;
}

/** An answer kept for an outlined step, part by part against the engine's (as DealHand grades a whole answer). */
export function stepPartGrades(outlined: OutlinedStep, given: Response | null): PartGrade[] {
  return outlined.step.question.parts.map((part, k) => {
    const expected = outlined.expected[k]!;
    const answer = given?.[k] ?? null;
    return { id: part.id, correct: sameAnswer(expected, answer), expected, given: answer };
  });
}
