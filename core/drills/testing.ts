import type { Card } from '../cards';
import { burn, dealCards, dealCommon, scrambleStub } from '../hand/dealing';
import { completeBetRaiseTo, checkOrCall, fold, postBringIn } from '../hand/betting';
import { createHand } from '../hand/create';
import { showOrMuck } from '../hand/showdown';
import { potTotal } from '../hand/settle';
import type { HandState } from '../hand/types';

/**
 * Checks on a scenario's table for tests: replay its log from its config through the engine's own
 * operations (every step legal), and account for every card and chip.
 */
export function replayHand(state: HandState): HandState {
  let s = createHand(state.config);
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

/** Every card on the table, in the burn pile, the common card and the stub left: 52 distinct when the stub is known. */
export function cardsAccountedFor(state: HandState): Card[] {
  const out: Card[] = [];
  for (const p of state.players) for (const d of p.cards) if (d.card !== null) out.push(d.card);
  for (const b of state.burns) if (b !== null) out.push(b);
  if (state.common !== undefined && state.common !== null) out.push(state.common);
  if (state.stub !== null) for (let k = state.stubTop; k < state.stub.length; k++) out.push(state.stub[k]!);
  return out;
}

/** Chips behind plus chips in the pot (antes and bets; uncalled chips are back behind). */
export function chipsOnTable(state: HandState): number {
  return state.players.reduce((t, p) => t + p.stack, 0) + potTotal(state);
}
