/**
 * A hand so far, from a PHH history, as a HandState a ruling can be made on. The history must
 * replay cleanly first (core/phh replayPhh reports the action at fault); this only rebuilds the
 * state: the same engine operations, burning whenever the dealer must (PHH does not record burns).
 */
import { replayed, ReplayError, type HandState, type Operation } from '../hand';
import { operationOfPhh } from '../phh/operations';
import type { PhhHand } from '../phh/types';
import type { HouseRules } from '../profiles/types';
import { phhHandConfig } from '../phh/config';

/** The engine state after the history's actions, under `rules`. Throws the engine's error (with the action index) on an illegal action. */
export function handStateFromPhh(hand: PhhHand, rules: HouseRules): HandState {
  const ops: Operation[] = [];
  // The PHH action each operation comes from (empty entries and commentaries have none).
  const actionIndex: number[] = [];
  hand.actions.forEach((action, index) => {
    const op = operationOfPhh(action);
    if (op === null) return;
    ops.push(op);
    actionIndex.push(index);
  });
  try {
    return replayed(phhHandConfig(hand, rules), ops, { automations: ['cardBurning'] });
  } catch (error) {
    if (error instanceof ReplayError) throw new Error(`actions[${actionIndex[error.index]}]: ${error.illegal.message}`);
    throw error;
  }
}
