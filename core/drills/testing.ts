import type { Card } from '../cards';
import { potTotal } from '../hand/settle';
import type { HandState } from '../hand/types';

/** Checks on a scenario's table for tests: every card and chip accounted for (replayHand: core/hand/replay.ts). */
export { replayHand } from '../hand/replay';

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
