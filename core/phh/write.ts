import { stringify } from 'smol-toml';
import { formatPhhAction } from './notation';
import type { PhhHand } from './types';

/**
 * A hand as PHH text (TOML): the required fields first, then every kept field in its order,
 * then finishing_stacks. parsePhh(writePhh(hand)) deep-equals hand.
 */
export function writePhh(hand: PhhHand): string {
  const document: Record<string, unknown> = {
    variant: hand.variant,
    ante_trimming_status: hand.anteTrimming,
    antes: [...hand.antes],
    bring_in: hand.bringIn,
    small_bet: hand.smallBet,
    big_bet: hand.bigBet,
    starting_stacks: [...hand.startingStacks],
    actions: hand.actions.map(formatPhhAction),
    ...hand.extra,
  };
  if (hand.finishingStacks !== undefined) document['finishing_stacks'] = [...hand.finishingStacks];
  return stringify(document);
}
