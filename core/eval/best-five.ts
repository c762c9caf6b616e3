import { suitOf, type Card } from '../cards';
import { evaluateHigh } from './high';
import { LOW_BIT_INDEX, lowRankCounts } from './low';

export type LowKind = 'a5' | '8';

/**
 * The five cards are read off the hand's value: the value says which ranks play and how many of
 * each (and the suit, for a flush). When a rank has more copies than the hand uses, the highest
 * suits are taken: the player may present the five cards that rank highest by suit, which matters
 * for the odd chip (TDA 20 looks at the high card by suit within the five cards).
 */

/** Takes from `cards`, highest order key first, `counts[rankIndex(card)]` cards of each rank (only `suit`, if given). */
function pick(cards: readonly Card[], counts: Uint8Array, rankIndex: (card: Card) => number, suit: number): Card[] {
  const sorted = [...cards].sort((a, b) => rankIndex(b) * 4 + suitOf(b) - (rankIndex(a) * 4 + suitOf(a)));
  const five: Card[] = [];
  for (const c of sorted) {
    const r = rankIndex(c);
    if (counts[r]! > 0 && (suit < 0 || suitOf(c) === suit)) {
      counts[r]!--;
      five.push(c);
    }
  }
  return five;
}

function addMask(counts: Uint8Array, mask: number, copies: number): void {
  for (let r = 0; r < 13; r++) if (mask & (1 << r)) counts[r]! += copies;
}

/** Ranks of the straight whose top card has rank index `top` (the wheel: 5-4-3-2-A, top = 3). */
function addStraight(counts: Uint8Array, top: number): void {
  for (let k = 0; k < 5; k++) counts[(top - k + 13) % 13]! += 1;
}

function flushSuit(cards: readonly Card[]): number {
  const perSuit = [0, 0, 0, 0];
  for (const c of cards) perSuit[suitOf(c)]!++;
  return perSuit.findIndex((n) => n >= 5);
}

const highIndex = (c: Card) => c >> 2;
const lowIndex = (c: Card) => LOW_BIT_INDEX[c]!;

/** The five cards that make the best high hand in 5 to 7 cards, highest first (the wheel's ace first). */
export function bestFiveHigh(cards: readonly Card[]): Card[] {
  const value = evaluateHigh(cards); // also validates the cards
  const category = value >>> 26;
  const detail = value & ((1 << 26) - 1);
  const counts = new Uint8Array(13);
  let suit = -1;
  switch (category) {
    case 0: // high card: the five ranks
      addMask(counts, detail, 1);
      break;
    case 1: // pair rank, then three kickers
      counts[detail >> 13]! += 2;
      addMask(counts, detail & 0x1fff, 1);
      break;
    case 2: // the two pair ranks, then a kicker
      addMask(counts, detail >> 13, 2);
      addMask(counts, detail & 0x1fff, 1);
      break;
    case 3: // trips rank, then two kickers
      counts[detail >> 13]! += 3;
      addMask(counts, detail & 0x1fff, 1);
      break;
    case 4: // straight: 1 + top rank
      addStraight(counts, detail - 1);
      break;
    case 5: // flush: the five ranks in the flush suit
      suit = flushSuit(cards);
      addMask(counts, detail, 1);
      break;
    case 6: // full house: trips rank, pair rank
      counts[(detail >> 4) & 15]! += 3;
      counts[detail & 15]! += 2;
      break;
    case 7: // quads rank, kicker
      counts[(detail >> 4) & 15]! += 4;
      counts[detail & 15]! += 1;
      break;
    default: // straight flush
      suit = flushSuit(cards);
      addStraight(counts, detail - 1);
  }
  return pick(cards, counts, highIndex, suit);
}

/**
 * The five cards of the best low: 'a5' = ace-to-five (razz), '8' = eight-or-better (null when no
 * low qualifies). Highest card first, aces low.
 */
export function bestFiveLow(cards: readonly Card[], kind: LowKind): Card[] | null {
  const counts = lowRankCounts(cards, kind); // also validates the cards
  return counts ? pick(cards, counts, lowIndex, -1) : null;
}
