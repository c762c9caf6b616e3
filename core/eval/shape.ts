import { rankOf, type Card, type Rank } from '../cards';
import { bestFiveHigh, bestFiveLow, type LowKind } from './best-five';
import { evaluateHigh, highCategoryOf, type HighCategory } from './high';
import { evaluateLowA5, lowCategoryOf } from './low';

/** What a hand or board is, for texts: its kind and the ranks that decide it, most important first. */
export type HandKind = HighCategory | 'low';
export interface HandShape {
  readonly kind: HandKind;
  /** Each rank once, grouped by size then rank: full house K-K-K-4-4 is [13, 4]; 7-5-4-2-A low is [7, 5, 4, 2, 14]. */
  readonly ranks: readonly Rank[];
}

/** Ranks of the cards, each once, ordered by group size then by rank in the given ace order. */
export function groupRanks(cards: readonly Card[], aces: 'high' | 'low'): Rank[] {
  const counts = new Map<Rank, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const order = (r: Rank) => (aces === 'low' && r === 14 ? 1 : r);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || order(b) - order(a));
}

/** The shape of the best high hand in 5 to 7 cards. */
export function highShape(cards: readonly Card[]): HandShape {
  const five = bestFiveHigh(cards);
  const kind = highCategoryOf(evaluateHigh(five));
  let ranks = groupRanks(five, 'high');
  // The wheel 5-4-3-2-A is a five-high straight.
  if ((kind === 'straight' || kind === 'straight-flush') && ranks[0] === 14 && ranks[1] === 5) ranks = [...ranks.slice(1), 14];
  return { kind, ranks };
}

/** The shape of the best low ('a5' razz, '8' eight-or-better), or null when no eight-or-better low qualifies. */
export function lowShape(cards: readonly Card[], lowKind: LowKind): HandShape | null {
  const five = bestFiveLow(cards, lowKind);
  if (!five) return null;
  const category = lowCategoryOf(evaluateLowA5(five));
  return { kind: category === 'no-pair' ? 'low' : category, ranks: groupRanks(five, 'low') };
}

/** The shape of a board of upcards (1 to 5 cards): pairs and sets only, never straights or flushes. */
export function boardShape(upcards: readonly Card[], order: 'high' | 'low'): HandShape {
  const ranks = groupRanks(upcards, order);
  const sizes = ranks.map((r) => upcards.filter((c) => rankOf(c) === r).length);
  const [a = 0, b = 0] = sizes;
  const kind: HandKind =
    a === 4 ? 'quads' : a === 3 && b === 2 ? 'full-house' : a === 3 ? 'trips' : a === 2 && b === 2 ? 'two-pair' : a === 2 ? 'pair' : order === 'low' ? 'low' : 'high-card';
  return { kind, ranks };
}

