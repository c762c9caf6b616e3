/**
 * A hand so far, from a PHH history, as a HandState a ruling can be made on. The history must
 * replay cleanly first (core/phh replayPhh reports the action at fault); this only rebuilds the
 * state: the same engine operations, burning whenever the dealer must (PHH does not record burns).
 */
import { burn, checkOrCall, completeBetRaiseTo, createHand, dealCards, dealCommon, fold, nextDealerStep, postBringIn, showOrMuck, type HandState } from '../hand';
import type { PhhHand } from '../phh/types';
import type { HouseRules } from '../profiles/types';
import { phhHandConfig } from '../phh/config';

function burnIfDue(state: HandState): HandState {
  let s = state;
  while (s.phase === 'dealing' && nextDealerStep(s).answer.kind === 'burn') s = burn(s, null);
  return s;
}

/** The engine state after the history's actions, under `rules`. Throws the engine's error (with the action index) on an illegal action. */
export function handStateFromPhh(hand: PhhHand, rules: HouseRules): HandState {
  let s = createHand(phhHandConfig(hand, rules));
  hand.actions.forEach((a, index) => {
    try {
      switch (a.kind) {
        case 'deal-hole':
          s = dealCards(burnIfDue(s), a.player, a.cards);
          break;
        case 'deal-board':
          s = dealCommon(burnIfDue(s), a.cards[0] ?? null);
          break;
        case 'bring-in':
          s = postBringIn(s, a.player);
          break;
        case 'complete-bet-raise':
          s = completeBetRaiseTo(s, a.player, a.amount);
          break;
        case 'check-call':
          s = checkOrCall(s, a.player);
          break;
        case 'fold':
          s = fold(s, a.player);
          break;
        case 'show-muck':
          s = showOrMuck(s, a.player, a.cards === null ? 'muck' : a.cards === 'dealt' ? undefined : a.cards);
          break;
        case 'no-op':
          break;
      }
    } catch (error) {
      throw new Error(`actions[${index}]: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return s;
}
