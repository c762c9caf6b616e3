import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCard, lowRankOf, parseCard, rankOf, suitOf } from '../cards';
import { VARIANTS } from '../variants';
import { bringInSeat, type DoorCard } from './bring-in';
import { formatReason } from '../i18n/format';

const doors = (...cards: string[]): DoorCard[] => cards.map((c, i) => ({ seat: i + 1, card: parseCard(c) }));

describe('bring-in (RR stud 1, SEED-001 suit order, RR razz, SEED-004)', () => {
  it('SEED-001: door cards 2s, 2h, 2d: the 2d brings in', () => {
    const d = bringInSeat(doors('2s', '2h', '2d'), VARIANTS.stud);
    expect(d.answer.seat).toBe(3);
    expect(d.rules).toContain('seed-001.suit-order');
    expect(formatReason(d.reason, 'en')).toContain('two of diamonds');
  });

  it('RR stud 1: aces are high, so an ace never brings in over a deuce', () => {
    expect(bringInSeat(doors('Ac', '2s', 'Kd'), VARIANTS.stud).answer.seat).toBe(2);
    expect(bringInSeat(doors('Ac', '2s', 'Kd'), VARIANTS.stud8).answer.seat).toBe(2);
  });

  it('SEED-004 razz: Qh and Qd: the Qh brings in', () => {
    const d = bringInSeat(doors('Qd', 'Qh', '5c'), VARIANTS.razz);
    expect(d.answer.seat).toBe(2);
    expect(d.rules).toContain('seed-004.razz-bring-in');
  });

  it('SEED-001 suit order is said and cited only when door cards tie in rank: 2d alone brings in on its rank', () => {
    const plain = bringInSeat(doors('Ks', '2d', '9h'), VARIANTS.stud);
    expect(plain.answer.seat).toBe(2);
    expect(plain.rules).toEqual(['rr.stud.1']);
    expect(formatReason(plain.reason, 'en')).toBe('Lowest door card: two of diamonds.');
    const tie = bringInSeat(doors('2s', '9h', '2d'), VARIANTS.stud);
    expect(tie.rules).toEqual(['rr.stud.1', 'seed-001.suit-order']);
    expect(formatReason(tie.reason, 'en')).toBe(
      'Lowest door card: two of diamonds; on equal ranks the lower suit brings in, clubs < diamonds < hearts < spades.',
    );
    // Razz (RR razz, SEED-004): a king alone brings in; two kings are split by suit, spades highest.
    expect(bringInSeat(doors('Kc', '5d', '9h'), VARIANTS.razz).rules).toEqual(['rr.razz.bring-in']);
    expect(formatReason(bringInSeat(doors('Kc', '5d', 'Ks'), VARIANTS.razz).reason, 'es')).toContain('a igual valor paga el palo más alto');
  });

  it('RR razz: aces are low, a king is the highest card', () => {
    expect(bringInSeat(doors('As', 'Kc', 'Qs'), VARIANTS.razz).answer.seat).toBe(2);
  });

  it('property: exactly one seat brings in and its door card is the extreme one by rank then suit', () => {
    const table = fc
      .integer({ min: 2, max: 8 })
      .chain((n) => fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(table, fc.constantFrom('stud', 'razz', 'stud8' as const), (cards, id) => {
        const variant = VARIANTS[id];
        const d = bringInSeat(
          cards.map((card, i) => ({ seat: i + 1, card })),
          variant,
        );
        const chosen = cards[d.answer.seat - 1]!;
        const key = (c: number) => (variant.bringIn.aces === 'low' ? lowRankOf(c) : rankOf(c)) * 4 + suitOf(c);
        for (const other of cards) {
          if (other === chosen) continue;
          if (variant.bringIn.pick === 'lowest') expect(key(chosen), formatCard(other)).toBeLessThan(key(other));
          else expect(key(chosen), formatCard(other)).toBeGreaterThan(key(other));
        }
      }),
    );
  });
});
