import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCard, parseCard, parseCards } from '../cards';
import { formatReason } from '../i18n/format';
import { VARIANTS } from '../variants';
import { boardStrengthHigh, boardStrengthLow, boardStrengthOfLayers, boardTieBreakCard, firstToActByBoard, type Board } from './board';
import { describeBoard } from './describe';

const high = (text: string) => boardStrengthHigh(parseCards(text));
const low = (text: string) => boardStrengthLow(parseCards(text));
const boards = (...texts: string[]): Board[] => texts.map((t, player) => ({ player, upcards: parseCards(t) }));

describe('board order on 4th-7th street (rr.stud.12, rr.razz.board, tda.rp-10-d)', () => {
  it('rr.stud.12: quads > trips > two pair > pair > high cards, then kickers', () => {
    expect(high('2c2d2h2s')).toBeGreaterThan(high('AcAdAhKs'));
    expect(high('2c2d2hKs')).toBeGreaterThan(high('AcAdKhKs'));
    expect(high('3c3d2h2s')).toBeGreaterThan(high('AcAdKhQs'));
    expect(high('2c2d3h4s')).toBeGreaterThan(high('AcKdQhJs'));
    expect(high('AcAd5h')).toBeGreaterThan(high('AhAs4c'));
    expect(high('AcKd')).toBeGreaterThan(high('AhQs'));
    expect(high('Kc7d')).toBe(high('Kh7s'));
  });

  it('rr.stud.12: straights and flushes showing do not count', () => {
    expect(high('9c8c7c6c')).toBeLessThan(high('2c2d3h4s'));
    expect(high('AcKcQcJc')).toBeLessThan(high('2c2d3h4s'));
    expect(high('Tc9c8c7c')).toBeLessThan(high('Jd5h4s2c'));
  });

  it('rr.razz.board: the lowest board acts first, aces low, pairs bad', () => {
    expect(low('Ac2d')).toBeGreaterThan(low('Ac3d'));
    expect(low('7c5d')).toBeGreaterThan(low('7h6s'));
    expect(low('Kc Qd'.replace(' ', ''))).toBeGreaterThan(low('2c2d'));
    expect(low('As2d3h4c')).toBeGreaterThan(low('As2d3h5c'));
    expect(low('AsAd')).toBeLessThan(low('KsQd'));
    expect(low('9c8d7h6s')).toBeGreaterThan(low('Ac2d3h3s'));
  });

  it('rr.stud.12: the dealer announces the board that acts first (no straights or flushes)', () => {
    expect(formatReason(describeBoard(parseCards('7s7hKd'), 'high'), 'en')).toBe('pair of sevens bets');
    expect(formatReason(describeBoard(parseCards('AsKd'), 'high'), 'en')).toBe('ace-king bets');
    expect(formatReason(describeBoard(parseCards('9c8c7c6c'), 'high'), 'en')).toBe('nine-eight bets');
    expect(formatReason(describeBoard(parseCards('7s5h'), 'low'), 'en')).toBe('seven-five low bets');
    expect(formatReason(describeBoard(parseCards('7s5h'), 'low'), 'es')).toBe('baja siete-cinco, habla');
    expect(formatReason(describeBoard(parseCards('KsKh4d4c'), 'high'), 'it')).toBe('parla doppia coppia, re e quattro');
    expect(formatReason(describeBoard(parseCards('AsAhAd'), 'high'), 'es')).toBe('trío de ases, habla');
  });

  it("seed-001.board-tie-position: equal boards, the first player from the dealer's left acts first", () => {
    const d = firstToActByBoard(boards('Kc7d', 'Ac2d', 'Ks7h'), VARIANTS.stud, 'position');
    expect(d.answer.player).toBe(1);
    const tie = firstToActByBoard(boards('4c2d', 'Kc7d', 'Ks7h'), VARIANTS.stud, 'position');
    expect(tie.answer).toMatchObject({ player: 1, tied: [1, 2] });
    expect(tie.rules).toContain('seed-001.board-tie-position');
    expect(formatReason(tie.reason, 'en')).toBe("Seats 2, 3 show equal boards; seat 2, first from the dealer's left, acts first.");
  });

  it('tda.rp-10-d: equal boards, the highest card by suit acts first (razz too: highest card, aces low)', () => {
    const tie = firstToActByBoard(boards('4c2d', 'Kc7s', 'Ks7h'), VARIANTS.stud, 'suit');
    expect(tie.answer.player).toBe(2);
    expect(tie.rules).toEqual(['rr.stud.12', 'tda.rp-10-d', 'seed-003.board-tie-suit']);
    expect(formatReason(tie.reason, 'en')).toContain('king of spades');
    const pairs = firstToActByBoard(boards('7s7hKd', '7c7dKh'), VARIANTS.stud8, 'suit');
    expect(pairs.answer.player).toBe(1);
    const razz = firstToActByBoard(boards('7s5h', '7h5c', '8sAd'), VARIANTS.razz, 'suit');
    expect(razz.answer.player).toBe(0);
    expect(formatCard(boardTieBreakCard(parseCards('As7d'), 'low'))).toBe('7d');
    expect(formatCard(boardTieBreakCard(parseCards('As7d'), 'high'))).toBe('As');
    expect(firstToActByBoard(boards('Kd', 'As'), VARIANTS.razz, 'suit').answer.player).toBe(1);
  });

  it('property (rr.stud.12, rr.razz.board, tda.rp-10-d): the chosen board is never beaten and ties are resolved as the profile says', () => {
    const table = fc
      .tuple(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 4 }))
      .chain(([n, k]) =>
        fc
          .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: n * k, maxLength: n * k })
          .map((cs) => Array.from({ length: n }, (_, p) => ({ player: p, upcards: cs.slice(p * k, p * k + k) }))),
      );
    fc.assert(
      fc.property(table, fc.constantFrom('stud', 'razz', 'stud8' as const), fc.constantFrom('position', 'suit' as const), (bs, id, tie) => {
        const variant = VARIANTS[id];
        const strength = variant.boardOrder === 'high' ? boardStrengthHigh : boardStrengthLow;
        const d = firstToActByBoard(bs, variant, tie);
        const chosen = strength(bs[d.answer.player]!.upcards);
        for (const b of bs) expect(strength(b.upcards)).toBeLessThanOrEqual(chosen);
        if (tie === 'position') expect(d.answer.player).toBe(d.answer.tied[0]);
        expect(formatReason(d.answer.announcement, 'it').length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('property (rr.stud.12, rr.razz.board): the strength from rank masks the caller counted is the strength of the board itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 5 }), (cards) => {
        let [ones, twos, threes, fours] = [0, 0, 0, 0];
        for (const c of cards) {
          const bit = 1 << (c >> 2);
          fours |= threes & bit;
          threes |= twos & bit;
          twos |= ones & bit;
          ones |= bit;
        }
        expect(boardStrengthOfLayers(ones, twos, threes, fours, 'high')).toBe(boardStrengthHigh(cards));
        expect(boardStrengthOfLayers(ones, twos, threes, fours, 'low')).toBe(boardStrengthLow(cards));
      }),
      { numRuns: 2000 },
    );
  });

  it('rr.stud.12: bad boards are refused with what is wrong', () => {
    expect(() => boardStrengthHigh([])).toThrow(/1 to 5 upcards/);
    expect(() => boardStrengthLow([parseCard('As'), parseCard('As')])).toThrow(/upcard 2 repeats/);
    expect(() => firstToActByBoard([], VARIANTS.stud, 'suit')).toThrow(/no boards/);
  });
});
