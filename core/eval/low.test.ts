import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCards, lowRankOf, parseCards, type Card } from '../cards';
import { formatReason } from '../i18n/format';
import { bestFiveLow } from './best-five';
import { describeLow } from './describe';
import { evaluateLow8, evaluateLowA5, lowCategoryOf } from './low';

const a5 = (text: string) => evaluateLowA5(parseCards(text));
const low8 = (text: string) => evaluateLow8(parseCards(text));

/** Reference ace-to-five: over every five-card subset, [pair structure, ranks high to low], smaller is better. */
function referenceA5(cards: readonly Card[]): number[] {
  let best: number[] | null = null;
  const pick = (start: number, chosen: Card[]): void => {
    if (chosen.length === 5) {
      const counts = new Map<number, number>();
      for (const c of chosen) counts.set(lowRankOf(c), (counts.get(lowRankOf(c)) ?? 0) + 1);
      const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
      const shape = groups.map((g) => g[1]).join('');
      const category = ['11111', '2111', '221', '311', '32', '41'].indexOf(shape);
      const key = [category, ...groups.map((g) => g[0])];
      if (!best || compare(key, best) < 0) best = key;
      return;
    }
    for (let i = start; i < cards.length; i++) pick(i + 1, [...chosen, cards[i]!]);
  };
  pick(0, []);
  return best!;
}
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

describe('ace-to-five low (rr.razz.low, SEED-004)', () => {
  it('rr.razz.low: the wheel is best; straights and flushes do not count; hands compare from the top card', () => {
    expect(a5('5s4s3s2sAs')).toBe(a5('5c4d3h2sAc'));
    expect(a5('5s4s3s2sAs')).toBeGreaterThan(a5('6c4d3h2sAc'));
    expect(a5('6c4d3h2sAc')).toBeGreaterThan(a5('6c5d3h2sAc'));
    expect(a5('7c5d4h3s2c')).toBeGreaterThan(a5('7c6d4h3s2c'));
    expect(a5('8c7d6h5s4c')).toBeGreaterThan(a5('9c4d3h2sAc'));
    expect(a5('Kc Qd Jh Ts 9c'.replace(/ /g, ''))).toBeGreaterThan(a5('AcAd2h3s4c'));
  });

  it('rr.razz.low: pairs are bad; with seven cards the player avoids them', () => {
    expect(lowCategoryOf(a5('AcAd2h3s4c'))).toBe('pair');
    expect(a5('AcAd2h3s4c')).toBeGreaterThan(a5('2c2d3h4s5c'));
    expect(a5('AcAd2h2s3c')).toBeLessThan(a5('KcAd2h3s4c'));
    expect(a5('7s5h4d3c2hKdQs')).toBe(a5('7c5d4h3s2c'));
    expect(a5('AsAh2d2c3h3d4s')).toBe(a5('AsAh2d3h4s'));
    expect(lowCategoryOf(a5('AsAhAd2s2h2dKc'))).toBe('two-pair');
    expect(lowCategoryOf(a5('AsAhAdAc2s2h2d'))).toBe('full-house');
  });

  it('rr.razz.low: matches a brute-force reference on random 5-7 card hands (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }),
        (x, y) => {
          expect(Math.sign(evaluateLowA5(x) - evaluateLowA5(y))).toBe(Math.sign(compare(referenceA5(y), referenceA5(x))));
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('rr.razz.low: bestFiveLow a5: five cards worth the whole hand, highest first', () => {
    const cards = parseCards('KsQd7h5c4d3s2c');
    expect(formatCards(bestFiveLow(cards, 'a5')!)).toBe('7h5c4d3s2c');
    expect(formatReason(describeLow(cards, 'a5'), 'en')).toBe('seven-five low');
    expect(formatReason(describeLow(parseCards('5s4h3d2cAsKdKh'), 'a5'), 'es')).toBe('baja cinco-cuatro');
  });
});

describe('eight-or-better low (rr.hi-lo.qualify)', () => {
  it('rr.hi-lo.qualify: five different ranks, eight or lower, aces low', () => {
    expect(low8('8c7d6h5s4c')).not.toBeNull();
    expect(low8('9c7d6h5s4c')).toBeNull();
    expect(low8('AcAd2h3s4c')).toBeNull();
    expect(low8('Ac2d3h4s5c')).toBe(a5('Ac2d3h4s5c'));
    expect(low8('8c7d6h5s4cAcAd')).toBe(a5('7d6h5s4cAc'));
    expect(low8('KcKdQhQs8c7c6c')).toBeNull();
    expect(low8('8s7s6s5s4s')).not.toBeNull(); // a straight flush is still an 8-low
  });

  it('rr.hi-lo.qualify: the low may use other cards than the high (different five)', () => {
    const cards = parseCards('AsKsQsJsTs2c3d');
    expect(low8('AsKsQsJsTs2c3d')).toBeNull();
    const wheelish = parseCards('As2s3s4s5s9h9d');
    expect(formatCards(bestFiveLow(wheelish, '8')!)).toBe('5s4s3s2sAs');
    expect(bestFiveLow(cards, '8')).toBeNull();
    expect(formatReason(describeLow(cards, '8'), 'it')).toBe('nessun basso qualificato');
  });

  it('rr.hi-lo.qualify: an 8-low value equals the a5 value of the same five cards (one scale)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (cards) => {
        const v = evaluateLow8(cards);
        const five = bestFiveLow(cards, '8');
        if (v === null) expect(five).toBeNull();
        else {
          expect(five!.every((c) => lowRankOf(c) <= 8)).toBe(true);
          expect(new Set(five!.map(lowRankOf)).size).toBe(5);
          expect(evaluateLowA5(five!)).toBe(v);
          expect(v).toBeLessThanOrEqual(evaluateLowA5(cards));
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('rr.razz.low, rr.hi-lo.qualify: bestFiveLow matches a brute-force search, ties going to the highest cards by suit (fast-check)', () => {
    const order = (c: Card) => lowRankOf(c) * 4 + (c & 3);
    const brute = (cards: readonly Card[], value: (five: Card[]) => number | null): number[] | null => {
      let best: number[] | null = null;
      let bestValue = -1;
      const walk = (start: number, chosen: Card[]): void => {
        if (chosen.length === 5) {
          const v = value(chosen);
          const key = chosen.map(order).sort((a, b) => b - a);
          if (v !== null && (v > bestValue || (v === bestValue && compare(key, best!) > 0))) {
            best = key;
            bestValue = v;
          }
          return;
        }
        for (let i = start; i < cards.length; i++) walk(i + 1, [...chosen, cards[i]!]);
      };
      walk(0, []);
      return best;
    };
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (cards) => {
        expect(bestFiveLow(cards, 'a5')!.map(order)).toEqual(brute(cards, evaluateLowA5));
        expect(bestFiveLow(cards, '8')?.map(order) ?? null).toEqual(brute(cards, evaluateLow8));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('rr.razz.low, rr.hi-lo.qualify: bad input is refused with where it is', () => {
    expect(() => evaluateLowA5([0, 1, 2])).toThrow(/5 to 7 cards, got 3/);
    expect(() => evaluateLow8([0, 1, 2, 3, 0])).toThrow(/card 5 of the hand repeats card 1/);
    expect(() => evaluateLow8([0, 1, 2, 3, -1])).toThrow(/card 5/);
  });
});
