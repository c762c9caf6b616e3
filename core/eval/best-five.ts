import { lowRankOf, rankOf, suitOf, type Card } from '../cards';
import { badHandError, evaluateHigh } from './high';
import { evaluateLow8, evaluateLowA5 } from './low';

export type LowKind = 'a5' | '8';

/** Every way to pick 5 of n (5..7) positions, built once. */
const PICKS: readonly (readonly (readonly number[])[])[] = [5, 6, 7].map((n) => {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]): void => {
    if (chosen.length === 5) {
      out.push(chosen.slice());
      return;
    }
    for (let i = start; i < n; i++) {
      chosen.push(i);
      walk(i + 1, chosen);
      chosen.pop();
    }
  };
  walk(0, []);
  return out;
});

/**
 * Compares two five-card sets that are worth the same, card by card from the top (rank in the given
 * ace order, then suit): the player is entitled to present the hand whose cards rank highest by
 * suit, which matters for the odd chip (TDA 20 looks at the high card by suit in the five cards).
 */
function presentationOrder(cards: readonly Card[], aces: 'high' | 'low'): number[] {
  const key = (c: Card) => (aces === 'high' ? rankOf(c) : lowRankOf(c)) * 4 + suitOf(c);
  return cards.map(key).sort((a, b) => b - a);
}

function beats(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

function bestFive(cards: readonly Card[], value: (five: Card[]) => number | null, aces: 'high' | 'low'): Card[] | null {
  if (cards.length < 5 || cards.length > 7) throw badHandError(cards, 5, 7);
  let best: Card[] | null = null;
  let bestValue = -Infinity;
  let bestOrder: number[] = [];
  for (const pick of PICKS[cards.length - 5]!) {
    const five = pick.map((i) => cards[i]!);
    const v = value(five);
    if (v === null) continue;
    const order = presentationOrder(five, aces);
    if (v > bestValue || (v === bestValue && beats(order, bestOrder))) {
      best = five;
      bestValue = v;
      bestOrder = order;
    }
  }
  if (!best) return null;
  const key = (c: Card) => (aces === 'high' ? rankOf(c) : lowRankOf(c)) * 4 + suitOf(c);
  return best.sort((a, b) => key(b) - key(a));
}

/** The five cards that make the best high hand in 5 to 7 cards, highest first. */
export function bestFiveHigh(cards: readonly Card[]): Card[] {
  evaluateHigh(cards); // validates
  return bestFive(cards, evaluateHigh, 'high')!;
}

/**
 * The five cards of the best low: 'a5' = ace-to-five (razz), '8' = eight-or-better (null when no
 * low qualifies). Highest card first, aces low.
 */
export function bestFiveLow(cards: readonly Card[], kind: LowKind): Card[] | null {
  evaluateLowA5(cards); // validates
  return bestFive(cards, kind === 'a5' ? evaluateLowA5 : evaluateLow8, 'low');
}
