import type { HandConfig } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import { variantFromPhh } from '../variants';
import type { PhhHand } from './types';

/**
 * The engine's configuration of a PHH hand under `rules`: the structure from the history's blinds
 * (`ante` is the largest ante; each player's own ante is kept in `antes`), no known stub (every deal
 * names its cards). The variant must be one parse accepted (F7S, FR, F7S/8).
 */
export function phhHandConfig(hand: PhhHand, rules: HouseRules): HandConfig {
  return {
    variant: variantFromPhh(hand.variant)!.id,
    rules,
    structure: { ante: Math.max(0, ...hand.antes), bringIn: hand.bringIn, smallBet: hand.smallBet, bigBet: hand.bigBet },
    stacks: hand.startingStacks,
    antes: hand.antes,
    anteTrimming: hand.anteTrimming,
  };
}
