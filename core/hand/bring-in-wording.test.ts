import { describe, expect, it } from 'vitest';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import type { VariantId } from '../variants';
import { bringIn, firstToAct, legalActions } from './queries';
import { deal3, table } from './test-kit';

// STUD-RULES §3 (RR stud 1, RR Razz): stud and stud8 bring in with the lowest door card, razz with the highest (aces low).
// RR stud 8 / TDA RP-10-E: when that card is all-in for the ante, the player to its left opens. The reasons name the card
// as the game does: "the low card" in stud and stud8, "the high card" in razz.
// Door cards: Ks (seat 1), 2c (seat 2), Qh (seat 3): stud brings in with the 2c, razz with the Ks.
const HANDS = ['AcAdKs', '3h4h2c', '5s6sQh'];
const ALL_IN: Record<VariantId, number[]> = { stud: [1000, 40, 1000], stud8: [1000, 40, 1000], razz: [40, 1000, 1000] };
const LOW = { en: 'is the low card', es: 'es la carta más baja', it: 'è la carta più bassa' };
const HIGH = { en: 'is the high card', es: 'es la carta más alta', it: 'è la carta più alta' };
const LEFT_LOW = { en: 'The low card is all-in', es: 'La carta baja está all-in', it: 'La carta bassa è all-in' };
const LEFT_HIGH = { en: 'The high card is all-in', es: 'La carta alta está all-in', it: 'La carta alta è all-in' };

describe.each(['stud', 'stud8', 'razz'] as const)(
  '%s: the bring-in card all-in for the ante is named as the variant has it (STUD-RULES §3, RR stud 8)',
  (variant) => {
    const razz = variant === 'razz';
    const suffix = razz ? '.high' : '';
    const hand = () => deal3(table({ variant, stacks: ALL_IN[variant] }), HANDS);

    it(`bringIn and firstToAct on 3rd street: "the ${razz ? 'Ks (seat 1) is the high' : '2c (seat 2) is the low'} card"`, () => {
      const b = bringIn(hand());
      expect(b.answer).toMatchObject({ player: razz ? 0 : 1, opener: razz ? 1 : 2 });
      expect(b.reason.key).toBe(`hand.bringIn.lowAllIn${suffix}`);
      expect(firstToAct(hand()).reason.key).toBe(`hand.bringIn.lowAllIn${suffix}`);
      expect(formatReason(b.reason, 'en')).toBe(
        razz
          ? 'The king of spades (seat 1) is the high card but that player is all-in for the ante: seat 2 acts first and may fold, bring in or complete.'
          : 'The two of clubs (seat 2) is the low card but that player is all-in for the ante: seat 3 acts first and may fold, bring in or complete.',
      );
      for (const locale of LOCALES) {
        expect(formatReason(b.reason, locale)).toContain((razz ? HIGH : LOW)[locale]);
        expect(formatReason(b.reason, locale)).not.toContain((razz ? LOW : HIGH)[locale]);
      }
    });

    it('heads-up with nobody left to bet: the same card named, "no betting on 3rd street"', () => {
      const stacks = ALL_IN[variant].slice(0, 2);
      const b = bringIn(deal3(table({ variant, stacks }), HANDS.slice(0, 2)));
      expect(b.answer?.opener).toBeNull();
      expect(b.reason.key).toBe(`hand.bringIn.lowAllInNobody${suffix}`);
      for (const locale of LOCALES) expect(formatReason(b.reason, locale)).toContain((razz ? HIGH : LOW)[locale]);
    });

    it('legalActions for the opener: fold, bring in or complete, because the low (razz: high) card is all-in', () => {
      const legal = legalActions(hand());
      expect(legal.answer).toMatchObject({ player: razz ? 1 : 2, fold: true });
      expect(legal.reason.key).toBe(`hand.legal.bringInLeft${suffix}`);
      for (const locale of LOCALES) {
        expect(formatReason(legal.reason, locale)).toContain((razz ? LEFT_HIGH : LEFT_LOW)[locale]);
        expect(formatReason(legal.reason, locale)).not.toContain((razz ? LEFT_LOW : LEFT_HIGH)[locale]);
      }
    });
  },
);
