import type { Card } from '../cards';
import { BIT_COUNT, KEEP_TOP, STRAIGHT_TOP, TOP_BIT } from './tables';

/**
 * High-hand categories, weakest first. A hand value is `category << 26 | detail`, so comparing two
 * values as integers compares category first, then the ranks that matter inside it; suits never count.
 */
export const HIGH_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'trips',
  'straight',
  'flush',
  'full-house',
  'quads',
  'straight-flush',
] as const;
export type HighCategory = (typeof HIGH_CATEGORIES)[number];

const CATEGORY_SHIFT = 26;
const PAIR = 1 << CATEGORY_SHIFT;
const TWO_PAIR = 2 << CATEGORY_SHIFT;
const TRIPS = 3 << CATEGORY_SHIFT;
const STRAIGHT = 4 << CATEGORY_SHIFT;
const FLUSH = 5 << CATEGORY_SHIFT;
const FULL_HOUSE = 6 << CATEGORY_SHIFT;
const QUADS = 7 << CATEGORY_SHIFT;
const STRAIGHT_FLUSH = 8 << CATEGORY_SHIFT;

const VALID_CARD = new Uint8Array(52).fill(1);
/** A card's rank bit inside its suit's 16-bit half: clubs and diamonds share one word, hearts and spades the other. */
const SUIT_WORD_CD = Int32Array.from({ length: 52 }, (_, c) => ((c & 3) < 2 ? 1 << ((c >> 2) + 16 * (c & 1)) : 0));
const SUIT_WORD_HS = Int32Array.from({ length: 52 }, (_, c) => ((c & 3) >= 2 ? 1 << ((c >> 2) + 16 * (c & 1)) : 0));

const KEEP1 = KEEP_TOP[1]!;
const KEEP2 = KEEP_TOP[2]!;
const KEEP3 = KEEP_TOP[3]!;
const KEEP5 = KEEP_TOP[5]!;

/** The category of a value returned by evaluateHigh. */
export function highCategoryOf(value: number): HighCategory {
  return HIGH_CATEGORIES[value >>> CATEGORY_SHIFT]!;
}

/** Throws a clear error for anything that is not 5 to 7 distinct cards. Shared by the other evaluators. */
export function badHandError(cards: ArrayLike<number>, min: number, max: number): Error {
  if (cards.length < min || cards.length > max) return new RangeError(`a hand needs ${min} to ${max} cards, got ${cards.length}`);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (!Number.isInteger(c) || c < 0 || c > 51) return new RangeError(`card ${i + 1} of the hand is not a card id 0..51: ${String(c)}`);
    for (let j = 0; j < i; j++) if (cards[j] === c) return new RangeError(`card ${i + 1} of the hand repeats card ${j + 1} (id ${c})`);
  }
  return new RangeError('bad hand');
}

/**
 * The value of the best five-card high hand in 5, 6 or 7 cards: larger is better, equal is a tie.
 *
 * How: one pass builds rank masks by multiplicity (ranks seen once, twice, three and four times),
 * per-suit rank masks packed two to a 32-bit word (which also catch a repeated card), and per-suit
 * counts packed in nibbles (a nibble reaching 5 is a flush). The rest is lookups in 8,192-entry
 * tables. No allocation. With at most seven cards a flush rules out quads and full houses, so the
 * flush path returns at once.
 */
export function evaluateHigh(cards: ArrayLike<Card>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw badHandError(cards, 5, 7);
  let ones = 0;
  let twos = 0;
  let threes = 0;
  let fours = 0;
  let suitCounts = 0;
  let clubsDiamonds = 0;
  let heartsSpades = 0;
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    const cd = SUIT_WORD_CD[c]!;
    const hs = SUIT_WORD_HS[c]!;
    // VALID_CARD[x] is undefined (so bad) for anything but an integer 0..51; a card seen twice overlaps.
    bad |= (VALID_CARD[c]! ^ 1) | (clubsDiamonds & cd) | (heartsSpades & hs);
    clubsDiamonds |= cd;
    heartsSpades |= hs;
    const bit = 1 << (c >> 2);
    fours |= threes & bit;
    threes |= twos & bit;
    twos |= ones & bit;
    ones |= bit;
    suitCounts += 1 << ((c & 3) << 2);
  }
  if (bad !== 0) throw badHandError(cards, 5, 7);
  // A nibble of 5..7 plus 3 sets its top bit.
  if (((suitCounts + 0x3333) & 0x8888) !== 0) {
    const clubs = clubsDiamonds & 0x1fff;
    const diamonds = clubsDiamonds >>> 16;
    const hearts = heartsSpades & 0x1fff;
    const flushMask =
      BIT_COUNT[clubs]! >= 5 ? clubs : BIT_COUNT[diamonds]! >= 5 ? diamonds : BIT_COUNT[hearts]! >= 5 ? hearts : heartsSpades >>> 16;
    const top = STRAIGHT_TOP[flushMask]!;
    return top !== 0 ? STRAIGHT_FLUSH | top : FLUSH | KEEP5[flushMask]!;
  }
  if (fours !== 0) return QUADS | (TOP_BIT[fours]! << 4) | TOP_BIT[ones & ~fours]!;
  if (threes !== 0) {
    const trip = TOP_BIT[threes]!;
    const pairs = twos & ~(1 << trip);
    if (pairs !== 0) return FULL_HOUSE | (trip << 4) | TOP_BIT[pairs]!;
  }
  const straight = STRAIGHT_TOP[ones]!;
  if (straight !== 0) return STRAIGHT | straight;
  if (threes !== 0) return TRIPS | (TOP_BIT[threes]! << 13) | KEEP2[ones & ~threes]!;
  if (twos !== 0) {
    if ((twos & (twos - 1)) !== 0) {
      const top2 = KEEP2[twos]!;
      return TWO_PAIR | (top2 << 13) | KEEP1[ones & ~top2]!;
    }
    return PAIR | (TOP_BIT[twos]! << 13) | KEEP3[ones & ~twos]!;
  }
  return KEEP5[ones]!;
}
