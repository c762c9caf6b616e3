import { bringInSeat, VARIANTS, type Card, type Decision } from '../../../core';
import { doorCards, type BringInScenario } from './scenario';

/** The graded answer to one "Who brings in?" question. */
export interface BringInGrade {
  readonly picked: number;
  readonly correct: boolean;
  /** The engine's decision: the right seat, the rule ids and the reason. */
  readonly decision: Decision<{ seat: number; card: Card }>;
  readonly elapsedMs: number;
}

/** Grades a picked seat against core's bringInSeat. Pure: no DOM, no clock. */
export function gradeBringIn(scenario: BringInScenario, picked: number, elapsedMs: number): BringInGrade {
  if (!scenario.seats.some((s) => s.seat === picked)) {
    throw new Error(`seat ${picked} is not at this table (seats 1 to ${scenario.players})`);
  }
  const decision = bringInSeat(doorCards(scenario), VARIANTS[scenario.variant]);
  return { picked, correct: decision.answer.seat === picked, decision, elapsedMs: Math.max(0, elapsedMs) };
}
