import { burn, dealCards, dealCommon, scrambleStub } from '../hand/dealing';
import { completeBetRaiseTo, checkOrCall, fold, postBringIn } from '../hand/betting';
import { createHand } from '../hand/create';
import { showOrMuck } from '../hand/showdown';
import type { HandConfig, HandState } from '../hand/types';
import { IllegalActionError } from '../hand/types';
import type { HouseRules } from '../profiles/types';

/** Replay a hand's log from a config through the engine's own operations (each step checked as legal). */
export function replayHand(state: HandState, config: HandConfig = state.config): HandState {
  let s = createHand(config);
  for (const e of state.log) {
    switch (e.op) {
      case 'ante':
      case 'return':
        break;
      case 'deal':
        for (let k = 0; k < e.cards.length; k++) s = dealCards(s, e.player, s.stub === null ? [e.cards[k]!.card] : undefined);
        break;
      case 'burn':
        s = burn(s, s.stub === null ? e.card : undefined);
        break;
      case 'scramble':
        s = scrambleStub(s, e.cards);
        break;
      case 'common':
        s = dealCommon(s, s.stub === null ? e.card : undefined);
        break;
      case 'bringIn':
        s = postBringIn(s, e.player);
        break;
      case 'cbr':
        s = completeBetRaiseTo(s, e.player, e.to);
        break;
      case 'cc':
        s = checkOrCall(s, e.player);
        break;
      case 'fold':
        s = fold(s, e.player);
        break;
      case 'show':
        s = showOrMuck(s, e.player, e.cards);
        break;
    }
  }
  return s;
}


/**
 * The same table under other house rules, as the engine would have built it (round state such as the
 * open-pair option is fixed when a round opens), or null when the history is not legal under them
 * (another player would have acted first on an earlier street, say).
 */
export function replayUnder(state: HandState, rules: HouseRules): HandState | null {
  try {
    return replayHand(state, { ...state.config, rules });
  } catch (e) {
    if (e instanceof IllegalActionError) return null;
    throw e;
  }
}
