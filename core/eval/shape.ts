import { rankOf, type Card, type Rank } from '../cards';
import type { LowKind } from './best-five';
import { evaluateHigh, HIGH_CATEGORIES, type HighCategory } from './high';
import { evaluateLow8, evaluateLowA5, LOW_CATEGORIES, LOW_WORST } from './low';

/** What a hand or board is, for texts: its kind and the ranks that decide it, most important first. */
export type HandKind = HighCategory | 'low';
export interface HandShape {
  readonly kind: HandKind;
  /** Each rank once, grouped by size then rank: full house K-K-K-4-4 is [13, 4]; 7-5-4-2-A low is [7, 5, 4, 2, 14]. */
  readonly ranks: readonly Rank[];
}

/** Ranks of the cards, each once, ordered by group size then by rank in the given ace order. */
export function groupRanks(cards: readonly Card[], aces: 'high' | 'low'): Rank[] {
  // Counts by rank in a small array, then an insertion sort (a board has at most 5 ranks): no Map, no closure.
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const out: Rank[] = [];
  for (const c of cards) {
    const r = rankOf(c);
    if (counts[r]!++ === 0) out.push(r);
  }
  const low = aces === 'low';
  for (let i = 1; i < out.length; i++) {
    const r = out[i]!;
    let j = i - 1;
    while (j >= 0 && before(r, out[j]!, counts, low)) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = r;
  }
  return out;
}

/** Rank a goes before rank b: a bigger group first, then the higher rank in the ace order. */
function before(a: Rank, b: Rank, counts: readonly number[], low: boolean): boolean {
  const d = counts[a]! - counts[b]!;
  return d !== 0 ? d > 0 : rankOrder(a, low) > rankOrder(b, low);
}

/** A rank's place in the order, aces low or high (module level: no closure per groupRanks call under tsx). */
function rankOrder(r: Rank, acesLow: boolean): number {
  return acesLow && r === 14 ? 1 : r;
}

/** Ranks of a mask, highest bit first; `low` masks have the ace at bit 0. */
function ranksOf(mask: number, low: boolean): Rank[] {
  const out: Rank[] = [];
  for (let bit = 12; bit >= 0; bit--) if (mask & (1 << bit)) out.push((low ? (bit === 0 ? 14 : bit + 1) : bit + 2) as Rank);
  return out;
}

/** The five ranks of a straight whose top card has high-order index `top` (the wheel: 5-4-3-2-A). */
function straightRanks(top: number): Rank[] {
  return [0, 1, 2, 3, 4].map((k) => (((top - k + 13) % 13) + 2) as Rank);
}

/** The shape of a value from evaluateHigh, read straight off the value (no cards needed). */
export function highShapeOfValue(value: number): HandShape {
  const category = value >>> 26;
  const d = value & ((1 << 26) - 1);
  const kind = HIGH_CATEGORIES[category]!;
  switch (category) {
    case 0:
    case 5:
      return { kind, ranks: ranksOf(d, false) };
    case 1:
    case 3:
      return { kind, ranks: [((d >> 13) + 2) as Rank, ...ranksOf(d & 0x1fff, false)] };
    case 2:
      return { kind, ranks: [...ranksOf(d >> 13, false), ...ranksOf(d & 0x1fff, false)] };
    case 4:
    case 8:
      return { kind, ranks: straightRanks(d - 1) };
    default: // full house, quads: the big group's rank, then the other
      return { kind, ranks: [(((d >> 4) & 15) + 2) as Rank, ((d & 15) + 2) as Rank] };
  }
}

/** The shape of a value from evaluateLowA5 or evaluateLow8 (no pair: kind 'low'). */
export function lowShapeOfValue(value: number): HandShape {
  const badness = LOW_WORST - value;
  const category = LOW_CATEGORIES[badness >>> 26]!;
  return {
    kind: category === 'no-pair' ? 'low' : category,
    ranks: [...ranksOf((badness >> 13) & 0x1fff, true), ...ranksOf(badness & 0x1fff, true)],
  };
}

/** The shape of the best high hand in 5 to 7 cards. */
export function highShape(cards: readonly Card[]): HandShape {
  return highShapeOfValue(evaluateHigh(cards));
}

/** The shape of the best low ('a5' razz, '8' eight-or-better), or null when no eight-or-better low qualifies. */
export function lowShape(cards: readonly Card[], lowKind: LowKind): HandShape | null {
  const value = lowKind === 'a5' ? evaluateLowA5(cards) : evaluateLow8(cards);
  return value === null ? null : lowShapeOfValue(value);
}

/** The shape of a board of upcards (1 to 5 cards): pairs and sets only, never straights or flushes. */
export function boardShape(upcards: readonly Card[], order: 'high' | 'low'): HandShape {
  const ranks = groupRanks(upcards, order);
  const sizes = ranks.map((r) => upcards.filter((c) => rankOf(c) === r).length);
  const [a = 0, b = 0] = sizes;
  const kind: HandKind =
    a === 4
      ? 'quads'
      : a === 3 && b === 2
        ? 'full-house'
        : a === 3
          ? 'trips'
          : a === 2 && b === 2
            ? 'two-pair'
            : a === 2
              ? 'pair'
              : order === 'low'
                ? 'low'
                : 'high-card';
  return { kind, ranks };
}
