import type { Chips, Structure } from '../../../core';

/**
 * The chip denominations casinos use, each with its usual colour (tokens.css --chip-<value>); above 5,000, where rooms
 * differ, the tournament chips of big events (25,000, 100,000, 1,000,000) in colours of their own.
 */
export const DENOMINATIONS = [1, 5, 25, 100, 500, 1000, 5000, 25000, 100000, 1000000] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/**
 * The chips a game is played with: from the biggest denomination every amount of the structure is made of (a 25/50
 * game plays with green chips and up, a 1/2/5/10 game with white ones and up).
 */
export function chipSet(structure: Structure): readonly Denomination[] {
  const amounts = [structure.ante, structure.bringIn, structure.smallBet, structure.bigBet].filter((a) => a > 0);
  const smallest = [...DENOMINATIONS].reverse().find((d) => amounts.every((a) => a % d === 0)) ?? 1;
  return DENOMINATIONS.filter((d) => d >= smallest);
}

/** One stack of chips of one denomination. */
export interface ChipStack {
  readonly value: Denomination;
  readonly count: number;
}

/**
 * An amount in as few chips as the set allows, biggest first, one stack per denomination (what a dealer pushes). An
 * amount the set cannot make (an odd chip of a split pot) takes smaller chips for the rest.
 */
export function chipStacks(amount: Chips, set: readonly Denomination[]): ChipStack[] {
  const out: ChipStack[] = [];
  let left = Math.max(0, Math.round(amount));
  const smallest = set[0] ?? 1;
  const values = [...DENOMINATIONS].filter((d) => set.includes(d) || d < smallest).reverse();
  for (const value of values) {
    const count = Math.floor(left / value);
    if (count > 0) out.push({ value, count });
    left -= count * value;
  }
  return out;
}
