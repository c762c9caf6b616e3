import { lowRankOf, rankOf, suitOf, type Card } from '../cards';

/**
 * Temporary hand evaluation for settling pots, until core/eval (helper "engine-eval") lands; same
 * meanings: highValue larger = better; lowA5Value smaller = better; low8Value smaller = better or null.
 * Each returns the five cards used, for the odd chip (TDA 20).
 */
export interface Evaluated {
  readonly value: number;
  readonly five: readonly Card[];
}

function combos5(cards: readonly Card[], visit: (five: Card[]) => void): void {
  const n = cards.length;
  if (n <= 5) {
    visit(cards.slice());
    return;
  }
  const idx = [0, 1, 2, 3, 4];
  for (;;) {
    visit(idx.map((i) => cards[i]!));
    let k = 4;
    while (k >= 0 && idx[k] === n - 5 + k) k--;
    if (k < 0) return;
    idx[k]!++;
    for (let j = k + 1; j < 5; j++) idx[j] = idx[j - 1]! + 1;
  }
}

function rankShape(ranks: number[]): { category: number; detail: number } {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const order = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || b - a);
  const c0 = counts.get(order[0]!) ?? 0;
  const c1 = counts.get(order[1] ?? -1) ?? 0;
  let category = 0;
  if (c0 === 4) category = 7;
  else if (c0 === 3 && c1 >= 2) category = 6;
  else if (c0 === 3) category = 3;
  else if (c0 === 2 && c1 === 2) category = 2;
  else if (c0 === 2) category = 1;
  let detail = 0;
  const expanded: number[] = [];
  for (const r of order) for (let k = 0; k < counts.get(r)!; k++) expanded.push(r);
  for (let k = 0; k < 5; k++) detail = detail * 15 + (expanded[k] ?? 0);
  return { category, detail };
}

function high5(five: readonly Card[]): number {
  const ranks = five.map(rankOf);
  const shape = rankShape(ranks);
  let category = shape.category;
  let detail = shape.detail;
  if (five.length === 5 && category === 0) {
    const flush = five.every((c) => suitOf(c) === suitOf(five[0]!));
    const sorted = [...ranks].sort((a, b) => b - a);
    let top = 0;
    if (sorted[0]! - sorted[4]! === 4) top = sorted[0]!;
    else if (sorted[0] === 14 && sorted[1] === 5 && sorted[4] === 2) top = 5;
    if (top && flush) category = 8;
    else if (flush) category = 5;
    else if (top) category = 4;
    if (top) detail = top;
  }
  return category * 15 ** 5 + detail;
}

export function highValue(cards: readonly Card[]): Evaluated {
  let best = -1;
  let bestFive: Card[] = [];
  combos5(cards, (five) => {
    const v = high5(five);
    if (v > best) {
      best = v;
      bestFive = five;
    }
  });
  return { value: best, five: bestFive };
}

export function lowA5Value(cards: readonly Card[]): Evaluated {
  let best = Infinity;
  let bestFive: Card[] = [];
  combos5(cards, (five) => {
    const s = rankShape(five.map(lowRankOf));
    const v = s.category * 15 ** 5 + s.detail;
    if (v < best) {
      best = v;
      bestFive = five;
    }
  });
  return { value: best, five: bestFive };
}

export function low8Value(cards: readonly Card[]): Evaluated | null {
  const byRank = new Map<number, Card>();
  for (const c of cards) {
    const r = lowRankOf(c);
    if (r <= 8 && !byRank.has(r)) byRank.set(r, c);
  }
  if (byRank.size < 5) return null;
  const ranks = [...byRank.keys()].sort((a, b) => a - b).slice(0, 5);
  let v = 0;
  for (const r of [...ranks].reverse()) v = v * 15 + r;
  return { value: v, five: ranks.map((r) => byRank.get(r)!) };
}
