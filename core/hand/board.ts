import { lowRankOf, rankOf, suitOf, type Card } from '../cards';

/**
 * Ranking of the upcards showing (who acts first on 4th-7th). Straights and flushes never count:
 * only quads, full house (with a common card), trips, two pair, pair, then the ranks.
 * boardKey returns a number: larger = acts first. Pairs are bad in razz, so the low order inverts.
 */
const CATEGORY_BASE = 15 ** 5;

function groups(cards: readonly Card[], low: boolean): { category: number; ordered: number[]; topRank: number } {
  const counts = new Array<number>(15).fill(0);
  for (const c of cards) counts[low ? lowRankOf(c) : rankOf(c)]!++;
  const ranks: number[] = [];
  for (let r = 14; r >= 1; r--) if (counts[r]! > 0) ranks.push(r);
  ranks.sort((a, b) => counts[b]! - counts[a]! || b - a);
  const c0 = counts[ranks[0]!] ?? 0;
  const c1 = counts[ranks[1] ?? 0] ?? 0;
  let category = 0;
  if (c0 === 4) category = 6;
  else if (c0 === 3 && c1 >= 2) category = 5;
  else if (c0 === 3) category = 4;
  else if (c0 === 2 && c1 === 2) category = 3;
  else if (c0 === 2) category = 2;
  const ordered: number[] = [];
  for (const r of ranks) for (let k = 0; k < counts[r]!; k++) ordered.push(r);
  return { category, ordered, topRank: ranks[0] ?? 0 };
}

/** High board (stud, stud8): larger key = better board showing. */
export function highBoardKey(cards: readonly Card[]): number {
  const g = groups(cards, false);
  let detail = 0;
  for (let k = 0; k < 5; k++) detail = detail * 15 + (g.ordered[k] ?? 0);
  return g.category * CATEGORY_BASE + detail;
}

/** Low board (razz, aces low, pairs bad): larger key = lower (better) board showing. */
export function lowBoardKey(cards: readonly Card[]): number {
  const g = groups(cards, true);
  let detail = 0;
  for (let k = 0; k < 5; k++) detail = detail * 15 + (g.ordered[k] ?? 0);
  return -(g.category * CATEGORY_BASE + detail);
}

/** Suit tie-break (TDA RP-10-D): the suit of the highest card of the group that ranks the board, highest suit first. */
export function boardSuitKey(cards: readonly Card[], low: boolean): number {
  const g = groups(cards, low);
  let best = -1;
  for (const c of cards) if ((low ? lowRankOf(c) : rankOf(c)) === g.topRank) best = Math.max(best, suitOf(c));
  return best;
}

/** Words for a board, for the dealer's announcement: category and the ranks that matter. */
export function boardShape(cards: readonly Card[], low: boolean): { category: number; ranks: number[] } {
  const g = groups(cards, low);
  return { category: g.category, ranks: g.ordered };
}
