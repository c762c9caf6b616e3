import type { Card } from '../cards';
import { badHandError } from './high';
import { BIT_COUNT, KEEP_LOW } from './tables';

/**
 * Low hands (razz ace-to-five, and the eight-or-better half of stud8). Ranks sit in low-bit order:
 * ace = bit 0, deuce = bit 1, ... king = bit 12. Straights and flushes do not count; pairs are bad.
 *
 * Inside we rate how bad a five-card low is, like a high hand without straights and flushes
 * (`category << 26 | primary << 13 | secondary`, the two rank masks that decide inside the
 * category), and the value we return is LOW_WORST minus that: larger is better, equal is a tie.
 */
export const LOW_CATEGORIES = ['no-pair', 'pair', 'two-pair', 'trips', 'full-house', 'quads'] as const;
export type LowCategory = (typeof LOW_CATEGORIES)[number];

export const LOW_WORST = 6 << 26;

/** Low-order bit of a card: ace 0, deuce 1, ..., king 12. */
export const LOW_BIT_INDEX = Uint8Array.from({ length: 52 }, (_, c) => (c >> 2 === 12 ? 0 : (c >> 2) + 1));
const VALID_CARD = new Uint8Array(52).fill(1);

/** Rank masks by multiplicity in low order, from 1..7 cards; throws on bad or repeated cards. */
function lowLayers(cards: ArrayLike<Card>, min: number, max: number, out: Int32Array): void {
  const n = cards.length;
  if (n < min || n > max) throw badHandError(cards, min, max);
  let ones = 0;
  let twos = 0;
  let threes = 0;
  let fours = 0;
  let seenLow = 0;
  let seenHigh = 0;
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    bad |= VALID_CARD[c]! ^ 1;
    const low = c < 32 ? 1 << c : 0;
    const high = c >= 32 ? 1 << (c - 32) : 0;
    bad |= (seenLow & low) | (seenHigh & high);
    seenLow |= low;
    seenHigh |= high;
    const bit = 1 << LOW_BIT_INDEX[c]!;
    fours |= threes & bit;
    threes |= twos & bit;
    twos |= ones & bit;
    ones |= bit;
  }
  if (bad !== 0) throw badHandError(cards, min, max);
  out[0] = ones;
  out[1] = twos;
  out[2] = threes;
  out[3] = fours;
}

const layers = new Int32Array(4);

/**
 * The strength of up to five cards when only pairs and sets count (no straights or flushes), from
 * the rank masks of the copies used: `one` = ranks used at least once, `two` = at least twice, and
 * so on. Categories: 0 no pair, 1 pair, 2 two pair, 3 trips, 4 full house, 5 quads; then the group
 * masks that decide. In low order it says how bad a low is; in high order it ranks a stud board.
 */
export function groupStrength(one: number, two: number, three: number, four: number): number {
  const quads = four;
  const trips = three & ~four;
  const pairs = two & ~three;
  const singles = one & ~two;
  if (quads !== 0) return (5 << 26) | (quads << 13) | singles;
  if (trips !== 0) return pairs !== 0 ? (4 << 26) | (trips << 13) | pairs : (3 << 26) | (trips << 13) | singles;
  if (pairs !== 0) return ((BIT_COUNT[pairs]! >= 2 ? 2 : 1) << 26) | (pairs << 13) | singles;
  return singles << 13;
}

/**
 * Picks the best five rank copies, lowest first: distinct ranks, then second copies, and so on.
 * This greedy choice is the best ace-to-five low (fewest pairs, then the lowest pair ranks).
 * Writes the masks of ranks used at least once, twice, three and four times into `out`.
 */
function bestLowPicks(ones: number, twos: number, threes: number, fours: number, out: Int32Array): void {
  let need = 5;
  const one = KEEP_LOW[need]![ones]!;
  need -= BIT_COUNT[one]!;
  const two = need > 0 ? KEEP_LOW[need]![twos]! : 0;
  need -= BIT_COUNT[two]!;
  const three = need > 0 ? KEEP_LOW[need]![threes]! : 0;
  need -= BIT_COUNT[three]!;
  out[0] = one;
  out[1] = two;
  out[2] = three;
  out[3] = need > 0 ? KEEP_LOW[need]![fours]! : 0;
}

const picks = new Int32Array(4);

/** Razz: the best ace-to-five low in 5, 6 or 7 cards (larger is better; the wheel 5-4-3-2-A is best). */
export function evaluateLowA5(cards: ArrayLike<Card>): number {
  lowLayers(cards, 5, 7, layers);
  bestLowPicks(layers[0]!, layers[1]!, layers[2]!, layers[3]!, picks);
  return LOW_WORST - groupStrength(picks[0]!, picks[1]!, picks[2]!, picks[3]!);
}

/**
 * Stud8: the best eight-or-better low in 5, 6 or 7 cards, or null when there are not five distinct
 * ranks of eight or lower (aces low). The value is on the same scale as evaluateLowA5.
 */
export function evaluateLow8(cards: ArrayLike<Card>): number | null {
  lowLayers(cards, 5, 7, layers);
  const eightOrBetter = layers[0]! & 0xff;
  if (BIT_COUNT[eightOrBetter]! < 5) return null;
  return LOW_WORST - (KEEP_LOW[5]![eightOrBetter]! << 13);
}

/** The category of a low value (from evaluateLowA5 or evaluateLow8). */
export function lowCategoryOf(value: number): LowCategory {
  return LOW_CATEGORIES[(LOW_WORST - value) >>> 26]!;
}

/**
 * How many cards of each rank the best low uses, by low-bit index (ace 0 ... king 12), or null when
 * an eight-or-better low does not qualify. For picking the actual five cards.
 */
export function lowRankCounts(cards: ArrayLike<Card>, kind: 'a5' | '8'): Uint8Array | null {
  lowLayers(cards, 5, 7, layers);
  if (kind === '8') {
    const eightOrBetter = layers[0]! & 0xff;
    if (BIT_COUNT[eightOrBetter]! < 5) return null;
    picks[0] = KEEP_LOW[5]![eightOrBetter]!;
    picks[1] = picks[2] = picks[3] = 0;
  } else bestLowPicks(layers[0]!, layers[1]!, layers[2]!, layers[3]!, picks);
  const counts = new Uint8Array(13);
  for (let r = 0; r < 13; r++) for (let k = 0; k < 4; k++) counts[r]! += (picks[k]! >> r) & 1;
  return counts;
}
