import { lowRankOf, rankOf, suitOf, type Card } from '../cards';
import { bestFiveHigh, bestFiveLow } from '../eval/best-five';

export type OddChipRule = 'rr' | 'tda';
export type PotSide = 'high' | 'low';

/**
 * Who gets an odd chip first among players splitting one pot (or one half): a larger key first.
 * RR: high side, the highest card by suit among all the player's cards; low side (razz, or the low
 * half of stud8), the lowest card by suit among all of them, aces low.
 * TDA 20: the high card by suit within the five cards of the hand that won that side (aces low in
 * a low hand), razz too.
 * Card keys are rank * 4 + suit with clubs < diamonds < hearts < spades, so no two players tie.
 */
export function oddChipKey(cards: readonly Card[], side: PotSide, rule: OddChipRule, lowKind: 'a5' | '8'): number {
  if (rule === 'rr') {
    if (side === 'high') return Math.max(...cards.map((c) => rankOf(c) * 4 + suitOf(c)));
    return -Math.min(...cards.map((c) => lowRankOf(c) * 4 + suitOf(c)));
  }
  if (side === 'high') return Math.max(...bestFiveHigh(cards).map((c) => rankOf(c) * 4 + suitOf(c)));
  const five = bestFiveLow(cards, lowKind);
  if (!five) throw new Error('odd chip: a low side winner must hold a low');
  return Math.max(...five.map((c) => lowRankOf(c) * 4 + suitOf(c)));
}
