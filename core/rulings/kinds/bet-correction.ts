/** A bet made short of its proper size is corrected to it while the round is open (RR betting: underbets). */
import { checkOrCall, completeBetRaiseTo, postBringIn } from '../../hand';
import type { HandState } from '../../hand/types';
import type { RulingStep } from '../steps';
import type { Verdict } from '../verdict';

/** The hand after the verdict's correct-bet step: the player's bet made the size it names. */
export function correctedBet(state: HandState, v: Verdict): HandState {
  const step = v.steps.find((x): x is Extract<RulingStep, { kind: 'correct-bet' }> => x.kind === 'correct-bet')!;
  const { player, to } = step;
  if (state.street === 3 && !state.round.opened) return postBringIn(state, player);
  if (state.round.toCall >= to) return checkOrCall(state, player);
  return completeBetRaiseTo(state, player, to);
}
