import { stubLeft } from './dealing';
import type { HandState } from './types';

/**
 * The cards in front of the dealer: the stub (null when its cards are unknown, as in a hand history), the burn pile,
 * and the muck (the folded hands, and the hands thrown away at the showdown), counted as the table shows them.
 */
export interface DealerPiles {
  readonly stub: number | null;
  readonly burns: number;
  readonly muck: number;
}

export function dealerPiles(state: HandState): DealerPiles {
  const stub = stubLeft(state);
  let muck = 0;
  for (const p of state.players) if (p.folded || p.shown === 'muck') muck += p.cards.length;
  return { stub: Number.isFinite(stub) ? stub : null, burns: state.burns.length, muck };
}
