import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import pokersolver from 'pokersolver';
import { evaluateCardCodes } from 'phe';
import { formatCard, parseCards, rankOf, suitOf, type Card } from '../cards';
import { createRng, shuffled } from '../rng';
import { evaluateHigh, highCategoryOf, HIGH_CATEGORIES } from './high';
import { bestFiveHigh } from './best-five';

const value = (text: string) => evaluateHigh(parseCards(text));

/** A plain, slow reference: [category, deciding ranks...], compared left to right. */
function reference(cards: readonly Card[]): number[] {
  const ranks = cards.map(rankOf);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let straightTop = 0;
  if (distinct.length === 5 && distinct[0]! - distinct[4]! === 4) straightTop = distinct[0]!;
  if (distinct.join() === '14,5,4,3,2') straightTop = 5;
  const shape = groups.map((g) => g[1]).join('');
  const order = groups.map((g) => g[0]);
  if (straightTop && flush) return [8, straightTop];
  if (shape === '41') return [7, ...order];
  if (shape === '32') return [6, ...order];
  if (flush) return [5, ...order];
  if (straightTop) return [4, straightTop];
  if (shape === '311') return [3, ...order];
  if (shape === '221') return [2, ...order];
  if (shape === '2111') return [1, ...order];
  return [0, ...order];
}
function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

const solver = pokersolver.Hand;
const solverCard = (c: Card) => formatCard(c); // "Td", "As": pokersolver's own notation
/** phe numbers suits s, h, d, c = 0..3; ours are c, d, h, s = 0..3. */
const pheCode = (c: Card) => (c & ~3) | (3 - (c & 3));

describe('evaluateHigh (seed-003.ranking, rr.ties)', () => {
  it('seed-003.ranking: each category beats the one below it', () => {
    const ladder = [
      '7c5d4h3s2c', // seven high
      'AcKdQhJs9c', // ace high
      '2c2d3h4s5c', // pair of twos
      'AcAdKhQsJc', // pair of aces
      '2c2d3h3s4c', // two pair
      'AcAdKhKsQc',
      '2c2d2h3s4c', // trips
      'AcAdAhKsQc',
      'Ac2d3h4s5c', // wheel
      '2c3d4h5s6c',
      'TcJdQhKsAc', // broadway
      '2c3c4c5c7c', // flush
      'AcKcQcJc9c',
      '2c2d2h3s3c', // full house
      'AcAdAhKsKc',
      '2c2d2h2s3c', // quads
      'AcAdAhAsKc',
      'Ac2c3c4c5c', // steel wheel
      'TcJcQcKcAc', // royal
    ];
    for (let i = 1; i < ladder.length; i++)
      expect(value(ladder[i]!), `${ladder[i]} > ${ladder[i - 1]}`).toBeGreaterThan(value(ladder[i - 1]!));
  });

  it('rr.ties: suits never break a tie, and kickers do', () => {
    expect(value('AcTc8c5c2c')).toBe(value('AdTd8d5d2d'));
    expect(value('KsKh9c7d3s')).toBeGreaterThan(value('KcKd9h7s2c'));
    expect(value('AsAh2c2d9s')).toBeGreaterThan(value('AcAd2h2s8c'));
  });

  it('seed-003.ranking: seven cards use the best five (two trips make a full house, three pairs two pair)', () => {
    expect(highCategoryOf(value('9s9h9c5d5s5h2c'))).toBe('full-house');
    expect(value('9s9h9c5d5s5h2c')).toBe(value('9d9h9c5d5sKhQc'));
    expect(value('9s9h5c5d3s3hKc')).toBe(value('9s9h5c5d4s4hKc'));
    expect(highCategoryOf(value('As2s3s4s5s6s7h'))).toBe('straight-flush');
    expect(value('As2s3s4s5s6s7h')).toBe(value('2d3d4d5d6d9c9h'));
    expect(highCategoryOf(value('KsKhKdKc2s2h2d'))).toBe('quads');
    expect(highCategoryOf(value('Ks9s7s5s3s2sAh'))).toBe('flush');
    expect(highCategoryOf(value('Ks9s7s5s3s2s'))).toBe('flush');
  });

  it('seed-003.ranking: all 2,598,960 five-card hands fall in 7,462 classes, with the known counts, in the right order', () => {
    const classes = new Map<number, Card[]>();
    const handsPerCategory = new Array<number>(9).fill(0);
    const five: Card[] = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              five[0] = a;
              five[1] = b;
              five[2] = c;
              five[3] = d;
              five[4] = e;
              const v = evaluateHigh(five);
              handsPerCategory[v >>> 26]!++;
              if (!classes.has(v)) classes.set(v, five.slice());
            }
    expect(classes.size).toBe(7462);
    expect(handsPerCategory).toEqual([1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]);
    const classesPerCategory = Object.fromEntries(HIGH_CATEGORIES.map((k) => [k, 0]));
    for (const v of classes.keys()) classesPerCategory[highCategoryOf(v)]!++;
    expect(classesPerCategory).toEqual({
      'high-card': 1277,
      pair: 2860,
      'two-pair': 858,
      trips: 858,
      straight: 10,
      flush: 1277,
      'full-house': 156,
      quads: 156,
      'straight-flush': 10,
    });
    // Ordered by our value, the reference keys must rise strictly: same order, no two classes merged.
    const sorted = [...classes.entries()].sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < sorted.length; i++) {
      expect(compareKeys(reference(sorted[i]![1]), reference(sorted[i - 1]![1])), sorted[i]![1].map(formatCard).join('')).toBeGreaterThan(
        0,
      );
    }
  }, 60_000);

  it('seed-003.ranking: agrees with pokersolver on random pairs of 7-card hands (fast-check)', () => {
    const twoHands = fc
      .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 14, maxLength: 14 })
      .map((cs) => [cs.slice(0, 7), cs.slice(7)] as const);
    fc.assert(
      fc.property(twoHands, ([x, y]) => {
        const ours = Math.sign(evaluateHigh(x) - evaluateHigh(y));
        const hx = solver.solve(x.map(solverCard));
        const hy = solver.solve(y.map(solverCard));
        const winners = solver.winners([hx, hy]);
        const theirs = winners.length === 2 ? 0 : winners[0] === hx ? 1 : -1;
        expect(ours).toBe(theirs);
        expect(HIGH_CATEGORIES.indexOf(highCategoryOf(evaluateHigh(x)))).toBe(hx.rank - 1);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('seed-003.ranking: agrees with phe on 100,000 random 5-, 6- and 7-card hands', () => {
    const rng = createRng(20230643);
    const deck = Array.from({ length: 52 }, (_, i) => i);
    let previous: Card[] = [0, 1, 2, 3, 4];
    for (let i = 0; i < 100_000; i++) {
      const hand = shuffled(deck, rng).slice(0, 5 + (i % 3));
      const ours = Math.sign(evaluateHigh(hand) - evaluateHigh(previous));
      const theirs = Math.sign(evaluateCardCodes(previous.map(pheCode)) - evaluateCardCodes(hand.map(pheCode)));
      if (ours !== theirs) expect(`${hand.map(formatCard).join('')} vs ${previous.map(formatCard).join('')}`).toBe('same order as phe');
      previous = hand;
    }
  }, 60_000);

  it('tda.20: bestFiveHigh returns five of the cards worth the whole hand, preferring the highest suits on equal choices', () => {
    const seven = parseCards('9s8h7d6c5s5h9d');
    const five = bestFiveHigh(seven);
    expect(five).toHaveLength(5);
    expect(evaluateHigh(five)).toBe(evaluateHigh(seven));
    expect(five.map(formatCard)).toEqual(['9s', '8h', '7d', '6c', '5s']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (cards) => {
        const best = bestFiveHigh(cards);
        expect(new Set(best).size).toBe(5);
        for (const c of best) expect(cards).toContain(c);
        expect(evaluateHigh(best)).toBe(evaluateHigh(cards));
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('seed-003.ranking: bad input is refused: wrong count, not a card, repeated card', () => {
    expect(() => evaluateHigh([1, 2, 3, 4])).toThrow(/5 to 7 cards, got 4/);
    expect(() => evaluateHigh([1, 2, 3, 4, 5, 6, 7, 8])).toThrow(/got 8/);
    expect(() => evaluateHigh([1, 2, 3, 4, 52])).toThrow(/card 5 .*not a card id/);
    expect(() => evaluateHigh([1, 2, 3.5, 4, 5])).toThrow(/card 3/);
    expect(() => evaluateHigh([1, 2, 3, 4, 2])).toThrow(/card 5 of the hand repeats card 2/);
    expect(() => evaluateHigh([40, 41, 3, 4, 40])).toThrow(/repeats/);
  });
});

/** Brute force: over every 5-card subset, the best value; on equal values the set whose cards rank highest (rank, then suit). */
function bruteBestFive(cards: readonly Card[]): Card[] {
  let best: Card[] = [];
  let bestValue = -1;
  const key = (five: Card[]) => [...five].sort((a, b) => b - a);
  const walk = (start: number, chosen: Card[]): void => {
    if (chosen.length === 5) {
      const v = evaluateHigh(chosen);
      if (v > bestValue || (v === bestValue && compareKeys(key(chosen), key(best)) > 0)) {
        best = chosen;
        bestValue = v;
      }
      return;
    }
    for (let i = start; i < cards.length; i++) walk(i + 1, [...chosen, cards[i]!]);
  };
  walk(0, []);
  return key(best);
}

describe('bestFiveHigh (tda.20 needs the five cards)', () => {
  it('tda.20: matches a brute-force search over every five-card subset, ties going to the highest cards by suit (fast-check)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (cards) => {
        expect([...bestFiveHigh(cards)].sort((a, b) => b - a)).toEqual(bruteBestFive(cards));
      }),
      { numRuns: 3000 },
    );
    for (const text of ['As2s3s4s5s6s7s', 'AsAhAdAcKsKhKd', '9s9h9d5c5s5h2c', 'Ah2c3d4s5h6c6d', 'KsKhQdQcJsJh2c', 'Ks9s7s5s3s2sAh']) {
      const cards = parseCards(text);
      expect(
        [...bestFiveHigh(cards)].sort((a, b) => b - a),
        text,
      ).toEqual(bruteBestFive(cards));
    }
  }, 60_000);
});
