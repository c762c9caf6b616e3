import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards } from '../cards';
import { formatReason } from '../i18n/format';
import { VARIANTS } from '../variants';
import { awardPots, type ShownHand } from './award';
import type { BuiltPot } from './build';

const show = (player: number, text: string): ShownHand => ({ player, cards: parseCards(text) });
const seats = [0, 1, 2, 3, 4, 5, 6, 7];
const pot = (amount: number, ...eligible: number[]): BuiltPot => ({ amount, eligible });

describe('awardPots (rr.ties, rr.hi-lo.split, rr.hi-lo.qualify, rr.showdown.odd-chip, tda.20)', () => {
  it('seed-003.ranking: the best high hand takes the pot; the reason names the seat and the hand', () => {
    const d = awardPots(
      [pot(300, 0, 1, 2)],
      [show(0, 'AsAhKd7c5s3h2d'), show(1, 'KsKhKc7d5c3s2h'), show(2, '9s8s7h6d4h2c3c')],
      VARIANTS.stud,
      'rr',
      seats,
    );
    expect(d.answer.pots[0]!.shares).toEqual([{ player: 1, amount: 300, half: 'whole', oddChips: 0, hand: { key: 'hand.trips.king' } }]);
    expect(d.answer.won).toEqual([{ player: 1, amount: 300 }]);
    expect(formatReason(d.answer.pots[0]!.reason, 'en')).toBe('Main pot: 300 to seat 2, the best high hand.');
    expect(formatReason(d.answer.pots[0]!.shares[0]!.hand!, 'es')).toBe('trío de reyes');
  });

  it('seed-003.ranking: without hand descriptions (settle) the same shares, amounts and reasons, only no hand in words', () => {
    const pots = [pot(301, 0, 1, 2), pot(40, 0, 1)];
    const shown = [show(0, 'AsAhKd7c5s3h2d'), show(1, 'AcAdKh7d5c3s2h'), show(2, '9s8s7h6d4h2c3c')];
    for (const variant of [VARIANTS.stud, VARIANTS.razz, VARIANTS.stud8]) {
      const full = awardPots(pots, shown, variant, 'rr', seats);
      const bare = awardPots(pots, shown, variant, 'rr', seats, { describeHands: false });
      expect(bare.answer.pots.map((p) => p.shares)).toEqual(full.answer.pots.map((p) => p.shares.map(({ hand: _hand, ...rest }) => rest)));
      expect(bare.answer.pots.map((p) => p.reason)).toEqual(full.answer.pots.map((p) => p.reason));
      expect(bare.answer.won).toEqual(full.answer.won);
      expect(full.answer.pots.every((p) => p.shares.every((sh) => sh.hand !== undefined))).toBe(true);
    }
  });

  it('seed-003.ranking: a pair of kings over a pair of kings names the card that decided (queen against jack); settle skips it', () => {
    const shown = [show(0, 'KsKhAcQd9h4c2d'), show(1, 'KcKdAhJc8s3h2s'), show(2, 'QsQhAd9c8h6c5d')];
    const d = awardPots([pot(300, 0, 1, 2)], shown, VARIANTS.stud, 'rr', seats);
    expect(d.answer.won).toEqual([{ player: 0, amount: 300 }]);
    expect(d.answer.pots[0]!.closeCalls).toEqual([{ half: 'whole', player: 1, hand: { key: 'hand.pair.king' }, winner: 12, loser: 11 }]);
    expect(
      awardPots([pot(300, 0, 1, 2)], shown, VARIANTS.stud, 'rr', seats, { describeHands: false }).answer.pots[0]!.closeCalls,
    ).toBeUndefined();
    // Kings against queens: the names differ, nothing to explain.
    expect(awardPots([pot(300, 0, 2)], [shown[0]!, shown[2]!], VARIANTS.stud, 'rr', seats).answer.pots[0]!.closeCalls).toBeUndefined();
  });

  it('rr.hi-lo.split: a low over a low of the same name names the lower card that decided; a high half won by another name has none', () => {
    // Seat 1: 7-5-4-2-A low, ace-king high. Seat 2: 7-5-4-3-A low, pair of kings: high for seat 2, low for seat 1.
    const d = awardPots([pot(200, 0, 1)], [show(0, '7c5d4h2sAcKdQd'), show(1, '7d5c4s3hAhKsKc')], VARIANTS.stud8, 'rr', seats);
    expect(d.answer.won).toEqual([
      { player: 0, amount: 100 },
      { player: 1, amount: 100 },
    ]);
    expect(d.answer.pots[0]!.closeCalls).toEqual([{ half: 'low', player: 1, hand: { key: 'hand.low.seven.five' }, winner: 2, loser: 3 }]);
    // Razz, the same cards: seat 1's low wins the whole pot over seat 2's seven-five.
    const razz = awardPots([pot(200, 0, 1)], [show(0, '7c5d4h2sAcKdQd'), show(1, '7d5c4s3hAhKsKc')], VARIANTS.razz, 'rr', seats);
    expect(razz.answer.pots[0]!.closeCalls).toEqual([
      { half: 'whole', player: 1, hand: { key: 'hand.low.seven.five' }, winner: 2, loser: 3 },
    ]);
  });

  it('rr.ties: equal hands split equally; suits never decide', () => {
    const d = awardPots([pot(200, 0, 1)], [show(0, 'AsKsQsJs9s2h3h'), show(1, 'AdKdQdJd9d2c3c')], VARIANTS.stud, 'rr', seats);
    expect(d.answer.won).toEqual([
      { player: 0, amount: 100 },
      { player: 1, amount: 100 },
    ]);
    expect(d.rules).toContain('rr.ties');
    expect(d.rules).not.toContain('rr.showdown.odd-chip');
  });

  // Both hold a nine-high straight. Player 0: 9c high, but the As among the cards not used.
  // Player 1: 9h high, kings and deuces unused.
  const straights = [show(0, '9c8h7d6c5cAs2d'), show(1, '9h8s7c6d5dKd2c')];

  it('rr.showdown.odd-chip: in stud the odd chip goes to the highest card by suit among all the cards', () => {
    const d = awardPots([pot(101, 0, 1)], straights, VARIANTS.stud, 'rr', seats);
    expect(d.answer.won).toEqual([
      { player: 0, amount: 51 },
      { player: 1, amount: 50 },
    ]);
    expect(d.answer.pots[0]!.rules).toContain('rr.showdown.odd-chip');
    expect(formatReason(d.answer.pots[0]!.reason, 'en')).toBe(
      'Main pot: 101 split between seats 1, 2, equal high hands (suits never break a tie); the odd chip goes to seat 1.',
    );
  });

  it('tda.20: the odd chip goes to the high card by suit within the five-card hand', () => {
    const d = awardPots([pot(101, 0, 1)], straights, VARIANTS.stud, 'tda', seats);
    expect(d.answer.won).toEqual([
      { player: 0, amount: 50 },
      { player: 1, amount: 51 },
    ]);
    expect(d.answer.pots[0]!.rules).toContain('tda.20');
  });

  it('rr.showdown.odd-chip vs tda.20 in razz: RR gives it to the lowest card by suit, TDA to the high card of the five', () => {
    // Both make 7-5-4-3-2. Player 0's lowest card is the 2h, player 1's the 2c; player 0's seven is the 7s.
    const hands = [show(0, '7s5h4d3c2hKcQd'), show(1, '7h5c4h3d2cKsQs')];
    const rr = awardPots([pot(51, 0, 1)], hands, VARIANTS.razz, 'rr', seats);
    expect(rr.answer.won).toEqual([
      { player: 0, amount: 25 },
      { player: 1, amount: 26 },
    ]);
    const tda = awardPots([pot(51, 0, 1)], hands, VARIANTS.razz, 'tda', seats);
    expect(tda.answer.won).toEqual([
      { player: 0, amount: 26 },
      { player: 1, amount: 25 },
    ]);
    expect(tda.rules).toContain('rr.razz.low');
  });

  it('rr.showdown.odd-chip: three-way split of 100 gives one odd chip, to the best card by the rule', () => {
    const d = awardPots(
      [pot(100, 0, 1, 2)],
      [show(0, 'AsKsQsJs9s2h3h'), show(1, 'AdKdQdJd9d2c3c'), show(2, 'AhKhQhJh9h4c4d')],
      VARIANTS.stud,
      'rr',
      seats,
    );
    // Flushes ace-king-queen-jack-nine tie; the pair of fours does not play. Highest card by suit: As (player 0).
    expect(d.answer.won).toEqual([
      { player: 0, amount: 34 },
      { player: 1, amount: 33 },
      { player: 2, amount: 33 },
    ]);
  });

  it('rr.showdown.odd-chip: three-way split of 101 leaves two odd chips, one each to the two best cards by suit', () => {
    const d = awardPots(
      [pot(101, 0, 1, 2)],
      [show(0, 'AsKsQsJs9s2h3h'), show(1, 'AdKdQdJd9d2c3c'), show(2, 'AhKhQhJh9h4c4d')],
      VARIANTS.stud,
      'rr',
      seats,
    );
    expect(d.answer.won).toEqual([
      { player: 0, amount: 34 },
      { player: 1, amount: 33 },
      { player: 2, amount: 34 },
    ]);
    expect(formatReason(d.answer.pots[0]!.reason, 'en')).toContain('one odd chip each to seats 1, 3');
  });

  it('rr.hi-lo.split: one player with the best high and the best low scoops', () => {
    const d = awardPots([pot(200, 0, 1)], [show(0, 'As2s3s4s5sKdKh'), show(1, 'KsKcQdQh8c7d6h')], VARIANTS.stud8, 'rr', seats);
    expect(d.answer.pots[0]!.scoop).toBe(true);
    expect(d.answer.won).toEqual([{ player: 0, amount: 200 }]);
    expect(formatReason(d.answer.pots[0]!.reason, 'en')).toBe(
      'Main pot: seat 1 has both the best high and the best low hand and scoops 200.',
    );
  });

  it('rr.hi-lo.split: high and low halves to different players; an odd chip between the halves goes high', () => {
    const d = awardPots([pot(101, 0, 1)], [show(0, 'KsKhKdQc9s8h2d'), show(1, 'As2c3h4d7s9d9c')], VARIANTS.stud8, 'tda', seats);
    expect(d.answer.pots[0]!.shares.map((s) => [s.player, s.half, s.amount])).toEqual([
      [0, 'high', 51],
      [1, 'low', 50],
    ]);
    expect(d.answer.pots[0]!.rules).toEqual(expect.arrayContaining(['rr.hi-lo.split', 'rr.hi-lo.qualify', 'tda.20']));
  });

  it('rr.hi-lo.qualify: no qualifying low: the high hand takes the whole pot', () => {
    const d = awardPots([pot(100, 0, 1)], [show(0, 'KsKhKdQc9s8h2d'), show(1, 'As2c3h9d9cTsJd')], VARIANTS.stud8, 'rr', seats);
    expect(d.answer.won).toEqual([{ player: 0, amount: 100 }]);
    expect(d.answer.pots[0]!.scoop).toBe(true);
    expect(formatReason(d.answer.pots[0]!.reason, 'it')).toContain('nessun basso qualificato');
  });

  it('rr.hi-lo.split + rr.ties: quartering: one wins high and ties the low, the other gets a quarter', () => {
    // Player 0: a heart flush A-6-4-3-2 (best high) that is also the low 6-4-3-2-A. Player 1: kings, and the same low.
    const hands = [show(0, 'Ah2h3h4h6hKdQd'), show(1, 'As2c3s4d6dKsKc')];
    const d = awardPots([pot(100, 0, 1)], hands, VARIANTS.stud8, 'rr', seats);
    expect(d.answer.pots[0]!.shares.map((s) => [s.player, s.half, s.amount])).toEqual([
      [0, 'high', 50],
      [0, 'low', 25],
      [1, 'low', 25],
    ]);
    expect(d.answer.won).toEqual([
      { player: 0, amount: 75 },
      { player: 1, amount: 25 },
    ]);
    // Odd pot: 103 -> high 52; the low 51 splits 26/25, the odd chip by RR to the lowest card by suit: the Ah (player 0) is below the As.
    const odd = awardPots([pot(103, 0, 1)], hands, VARIANTS.stud8, 'rr', seats);
    expect(odd.answer.won).toEqual([
      { player: 0, amount: 52 + 26 },
      { player: 1, amount: 25 },
    ]);
  });

  it('seed-001.side-pots: main pot to the short all-in, side pot to the best of the others', () => {
    const d = awardPots(
      [pot(150, 0, 1, 2), pot(100, 1, 2)],
      [show(0, 'AsAhAdKc2s3h4d'), show(1, 'KsKhQdQc2c3c5d'), show(2, 'JsJhTdTc2h3s6d')],
      VARIANTS.stud,
      'rr',
      seats,
    );
    expect(d.answer.won).toEqual([
      { player: 0, amount: 150 },
      { player: 1, amount: 100 },
    ]);
    expect(formatReason(d.answer.pots[1]!.reason, 'en')).toBe('Side pot 1: 100 to seat 2, the best high hand.');
    expect(d.answer.pots[1]!.rules).toContain('seed-001.side-pots');
  });

  it('seed-000.muck: a player who does not show gives up the pot; a lone eligible player wins without showing', () => {
    const d = awardPots([pot(150, 0, 1, 2), pot(60, 2)], [show(1, '2s3h5d7c9sJhQd')], VARIANTS.stud, 'rr', seats);
    expect(d.answer.won).toEqual([
      { player: 1, amount: 150 },
      { player: 2, amount: 60 },
    ]);
    expect(formatReason(d.answer.pots[1]!.reason, 'es')).toBe('Bote secundario 1: 60 para el asiento 3, el único jugador que queda en él.');
  });

  it('rr.ties: bad input says what and where', () => {
    expect(() => awardPots([pot(100, 0, 1)], [], VARIANTS.stud, 'rr', seats)).toThrow(
      /pot 0: none of the eligible players \(0, 1\) showed/,
    );
    expect(() => awardPots([pot(100, 0, 1)], [show(0, 'AsKs')], VARIANTS.stud, 'rr', seats)).toThrow(/player 0 shows 2 cards/);
    expect(() => awardPots([pot(100, 0, 1)], [show(0, 'AsKsQsJsTs'), show(1, 'AsKdQdJdTd')], VARIANTS.stud, 'rr', seats)).not.toThrow();
    expect(() => awardPots([pot(100, 0, 1)], [{ player: 0, cards: [1, 2, 3, 4, 4] }], VARIANTS.stud, 'rr', seats)).toThrow(
      /player 0's shown hand: card 5 of the hand repeats/,
    );
    expect(() => awardPots([pot(100, 0, 9)], [show(0, 'AsKsQsJsTs')], VARIANTS.stud, 'rr', seats)).toThrow(/player 9 is not in seatOrder/);
  });

  it('property (rr.ties, rr.hi-lo.split): chips are conserved and only eligible players win, in every variant and odd-chip rule', () => {
    const deal = fc
      .integer({ min: 2, max: 8 })
      .chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: n * 7 > 52 ? 52 : n * 7, maxLength: n * 7 > 52 ? 52 : n * 7 }),
          fc.array(fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 2 ** n - 1 })), { minLength: 1, maxLength: 4 }),
        ),
      );
    fc.assert(
      fc.property(
        deal,
        fc.constantFrom('stud', 'razz', 'stud8' as const),
        fc.constantFrom('rr', 'tda' as const),
        ([n, cards, potSpecs], id, rule) => {
          // 8 players x 7 = 56 > 52: the last hand wraps round and reuses a few cards (conservation does not care); each hand stays distinct.
          const shown: ShownHand[] = Array.from({ length: n }, (_, p) => ({
            player: p,
            cards: Array.from({ length: 7 }, (_, k) => cards[(p * 7 + k) % cards.length]!),
          })).map((h) => ({ player: h.player, cards: [...new Set(h.cards)] }));
          const pots = potSpecs.map(([amount, mask]) =>
            pot(amount, ...Array.from({ length: n }, (_, p) => p).filter((p) => mask & (1 << p))),
          );
          const d = awardPots(pots, shown, VARIANTS[id], rule, seats.slice(0, n));
          expect(d.answer.won.reduce((s, w) => s + w.amount, 0)).toBe(pots.reduce((s, p) => s + p.amount, 0));
          d.answer.pots.forEach((a, k) => {
            expect(a.shares.reduce((s, x) => s + x.amount, 0)).toBe(pots[k]!.amount);
            for (const s of a.shares) expect(pots[k]!.eligible).toContain(s.player);
            const high = a.shares.filter((s) => s.half === 'high').reduce((s, x) => s + x.amount, 0);
            const low = a.shares.filter((s) => s.half === 'low').reduce((s, x) => s + x.amount, 0);
            if (low > 0) expect(high - low).toBeGreaterThanOrEqual(0);
            if (low > 0) expect(high - low).toBeLessThanOrEqual(1);
            expect(formatReason(a.reason, 'it')).not.toMatch(/[{}]/);
          });
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe('awardPots: player numbers (the lists by player number)', () => {
  it('refuses a seat order or a shown hand that does not name a player number, saying which', () => {
    const seats = [0, 1];
    expect(() => awardPots([pot(100, 0, 1)], [show(0, 'AsKsQsJsTs')], VARIANTS.stud, 'rr', [0, -1])).toThrow(
      /seatOrder\[1\] must be a player number 0\.\.63, got -1/,
    );
    expect(() => awardPots([pot(100, 0, 1)], [show(1.5, 'AsKsQsJsTs')], VARIANTS.stud, 'rr', seats)).toThrow(
      /shown hand's player must be a player number 0\.\.63, got 1\.5/,
    );
  });
  it('still finds a player shown twice and pays a seat order that is not 0..n-1', () => {
    expect(() => awardPots([pot(100, 0, 1)], [show(1, 'AsKsQsJsTs'), show(1, '2c3c4c5c7d')], VARIANTS.stud, 'rr', [0, 1])).toThrow(
      /player 1 shows two hands/,
    );
    const awarded = awardPots([pot(100, 5, 2)], [show(5, '2c3c4c5c7d'), show(2, 'AsKsQsJsTs')], VARIANTS.stud, 'rr', [5, 2]);
    expect(awarded.answer.won).toEqual([{ player: 2, amount: 100 }]);
  });
});
