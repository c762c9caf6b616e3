import { phhFromHand } from '../phh/from-hand';
import { writePhh } from '../phh/write';
import type { HandState } from '../hand/types';

/**
 * A dealt hand, once over, as PHH text (the open hand-history format): the table, every card and action as the hand
 * went by the rules, and the finishing stacks, with the hand's code as its event so the file says where it came from.
 */
export function dealHandPhh(hand: { readonly code: string; readonly finalState: HandState | null }): string {
  if (!hand.finalState) throw new Error(`dealHandPhh: the hand ${hand.code} is not over yet`);
  return writePhh(phhFromHand(hand.finalState, { event: `Bring-In ${hand.code}` }));
}
