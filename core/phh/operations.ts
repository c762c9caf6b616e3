import type { Operation } from '../hand/operation';
import type { HandState } from '../hand/types';
import type { PhhAction } from './types';

/**
 * The one place PHH notation meets the engine's operations (core/hand/operation.ts), both ways.
 * PHH writes no burns, scrambles, antes or uncalled bets given back: they follow from the rules.
 */

/** The operation a PHH action is; null for an empty entry or a standalone commentary. */
export function operationOfPhh(action: PhhAction): Operation | null {
  switch (action.kind) {
    case 'deal-hole':
      return { kind: 'dealCards', player: action.player, cards: action.cards };
    case 'deal-board':
      return { kind: 'dealCommonCard', card: action.cards[0] ?? null };
    case 'bring-in':
      return { kind: 'postBringIn', player: action.player };
    case 'complete-bet-raise':
      return { kind: 'completeBetOrRaiseTo', player: action.player, amount: action.amount };
    case 'check-call':
      return { kind: 'checkOrCall', player: action.player };
    case 'fold':
      return { kind: 'fold', player: action.player };
    case 'show-muck':
      return {
        kind: 'showOrMuck',
        player: action.player,
        cards: action.cards === null ? 'muck' : action.cards === 'dealt' ? undefined : action.cards,
      };
    case 'no-op':
      return null;
  }
}

/**
 * The operation a PHH action is in the hand as it stands: operationOfPhh's, but a completion to all a player has when
 * that is no more than the bring-in, before anyone has opened 3rd street, is the bring-in posted all-in. PokerKit
 * writes a short bring-in so (`pN cbr X`): the least it lets a player complete to is the small bet or all he has.
 */
export function operationOfPhhIn(state: HandState, action: PhhAction): Operation | null {
  const op = operationOfPhh(action);
  if (op?.kind !== 'completeBetOrRaiseTo' || state.phase !== 'betting' || state.street !== 3 || state.round.opened) return op;
  const p = state.players[op.player];
  if (p === undefined || p.folded || op.amount !== p.stack || op.amount > state.config.structure.bringIn) return op;
  return { kind: 'postBringIn', player: op.player };
}

/** The PHH action an operation is written as; null for what PHH does not write (a burn, a scramble, the antes, the chips the dealer moves). */
export function phhOfOperation(op: Operation): PhhAction | null {
  switch (op.kind) {
    case 'dealCards':
      return { kind: 'deal-hole', player: op.player, cards: op.cards ?? [] };
    case 'dealCommonCard':
      return { kind: 'deal-board', cards: [op.card ?? null] };
    case 'postBringIn':
      return { kind: 'bring-in', player: op.player };
    case 'completeBetOrRaiseTo':
      return { kind: 'complete-bet-raise', player: op.player, amount: op.amount };
    case 'checkOrCall':
      return { kind: 'check-call', player: op.player };
    case 'fold':
      return { kind: 'fold', player: op.player };
    case 'showOrMuck':
      return { kind: 'show-muck', player: op.player, cards: op.cards === 'muck' ? null : op.cards === undefined ? 'dealt' : [...op.cards] };
    case 'burnCard':
    case 'scrambleStub':
    case 'postAnte':
    case 'returnUncalledBet':
    case 'collectBets':
    case 'awardPot':
      return null;
  }
}
