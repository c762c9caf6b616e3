import { lowRankOf, rankOf, type Card } from '../cards';

/**
 * Ranking of the upcards showing (who acts first on 4th-7th). Straights and flushes never count:
 * only quads, full house (with a common card), trips, two pair, pair, then the ranks.
 * Used for the shape of a board in announcements; the order of boards comes from core/eval/board.
 */
const CATEGORY_BASE = 15 ** 5;
// Scratch counts by rank (1..14); boards are tiny, so one shared buffer avoids allocation.
const counts = new Uint8Array(15);

function shapeKey(cards: readonly Card[], low: boolean): number {
  counts.fill(0);
  for (const c of cards) counts[low ? lowRankOf(c) : rankOf(c)]!++;
  let c0 = 0;
  let c1 = 0;
  for (let r = 1; r <= 14; r++) {
    const k = counts[r]!;
    if (k > c0) {
      c1 = c0;
      c0 = k;
    } else if (k > c1) c1 = k;
  }
  let category = 0;
  if (c0 === 4) category = 6;
  else if (c0 === 3 && c1 >= 2) category = 5;
  else if (c0 === 3) category = 4;
  else if (c0 === 2 && c1 === 2) category = 3;
  else if (c0 === 2) category = 2;
  // Ranks by group size, then rank, highest first: the digits of the detail.
  let detail = 0;
  let digits = 0;
  for (let size = 4; size >= 1; size--) {
    for (let r = 14; r >= 1; r--) {
      if (counts[r] !== size) continue;
      for (let k = 0; k < size && digits < 5; k++, digits++) detail = detail * 15 + r;
    }
  }
  for (; digits < 5; digits++) detail *= 15;
  return category * CATEGORY_BASE + detail;
}

/** Category (0 high card, 2 pair, 3 two pair, 4 trips, 5 full house, 6 quads) and ranks that matter, for announcements. */
export function boardShape(cards: readonly Card[], low: boolean): { category: number; ranks: number[] } {
  const key = shapeKey(cards, low);
  const category = Math.floor(key / CATEGORY_BASE);
  let detail = key - category * CATEGORY_BASE;
  const ranks: number[] = [];
  for (let k = 0; k < 5; k++) {
    const r = Math.floor(detail / 15 ** (4 - k));
    detail -= r * 15 ** (4 - k);
    if (r > 0) ranks.push(r);
  }
  return { category, ranks };
}
