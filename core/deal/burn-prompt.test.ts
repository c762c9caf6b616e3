import { describe, expect, it } from 'vitest';
import { formatReason } from '../i18n/format';
import { LOCALES, type Locale } from '../i18n/locale';
import { PROFILE_IDS } from '../profiles/profiles';
import { generateScenario } from '../drills/generate';
import { answerOf } from '../drills/grade';
import type { SeatTarget } from '../drills/types';
import { DealHand } from './session';
import type { DealSetup } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
/** The word for the burn in each language (GLOSSARY: burn / quemar / bruciare). */
const BURN_WORD: Record<Locale, RegExp> = { en: /burn/i, es: /quem/i, it: /bruci/i };

const orderOf = (hand: DealHand): readonly SeatTarget[] => {
  const part = hand.expectedAnswer()[0];
  if (!part || part.kind !== 'seat-order') throw new Error(`${hand.code}: expected a seat-order answer`);
  return part.order;
};

describe('the burn in the deal prompts agrees with the engine (SEED-000 burn cards: "seed-000.burn", none before the first deal; RR 13; TDA RP-5-D)', () => {
  it("seed-000.burn: a whole hand's 3rd street deal has no burn, its prompt and reason do not ask for one, in every profile (en/es/it)", () => {
    for (const rules of PROFILE_IDS) {
      const setup: DealSetup = { variant: 'stud', players: 6, rules, structure: STRUCTURE, incidents: 'none' };
      const hand = new DealHand(setup, 7);
      while (hand.step!.kind !== 'deal') {
        hand.answer(hand.expectedAnswer(), 1000);
        hand.advance();
      }
      expect(hand.step!.street, hand.code).toBe(3);
      // Two rounds face down, one face up, each from the dealer's left: seats 1-6 three times, no burn.
      expect(orderOf(hand), hand.code).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
      const out = hand.answer(hand.expectedAnswer(), 1000);
      if (out.status !== 'graded') throw new Error(`${hand.code}: the deal was not graded`);
      expect(out.result.graded.rules).toContain('seed-000.burn');
      for (const locale of LOCALES) {
        expect(formatReason(hand.step!.question.prompt, locale), `${hand.code} ${locale}`).not.toMatch(BURN_WORD[locale]);
      }
      expect(formatReason(out.result.graded.reason, 'en')).toBe(
        "On 3rd street no card is burned before the first deal: two cards face down, then one face up, to each player in turn from the dealer's left (18 cards).",
      );
      expect(formatReason(out.result.graded.reason, 'es')).toContain('no se quema carta antes del primer reparto');
      expect(formatReason(out.result.graded.reason, 'it')).toContain('non si brucia nessuna carta prima della prima distribuzione');
    }
  });

  it('property, every profile and street of whole hands with many incidents: the prompt names the burn exactly when the expected order has one (en/es/it)', () => {
    const seen = { withBurn: new Set<number>(), without: new Set<number>() };
    for (const rules of PROFILE_IDS) {
      for (let seed = 1; seed <= 12; seed++) {
        const hand = new DealHand({ variant: 'stud', players: 8, rules, structure: STRUCTURE, incidents: 'many' }, seed);
        for (let guard = 0; guard < 3000 && !hand.over; guard++) {
          const step = hand.step!;
          if (step.kind === 'deal' || step.kind === 'run-out') {
            const burns = orderOf(hand).includes('burn');
            (burns ? seen.withBurn : seen.without).add(step.street);
            if (step.street === 3) expect(burns, hand.code).toBe(false);
            for (const locale of LOCALES) {
              expect(BURN_WORD[locale].test(formatReason(step.question.prompt, locale)), `${hand.code} step ${step.index} ${locale}`).toBe(
                burns,
              );
            }
            // Nor does the reason tell the dealer to burn when the order has no burn (3rd street, a burn made already).
            const out = hand.answer(hand.expectedAnswer(), 1000);
            if (out.status !== 'graded') throw new Error(`${hand.code}: step ${step.index} was not graded`);
            if (!burns)
              expect(formatReason(out.result.graded.reason, 'en'), `${hand.code} step ${step.index}`).not.toMatch(
                /burn one card|usual burn/,
              );
            hand.advance();
            continue;
          }
          hand.answer(hand.expectedAnswer(), 1000);
          hand.advance();
        }
      }
    }
    // Both kinds were met: no burn on 3rd street (and on streets dealt again or resumed), a burn on 4th to 7th.
    expect(seen.without.has(3)).toBe(true);
    for (const street of [4, 5, 6, 7]) expect(seen.withBurn.has(street), `a burn on street ${street}`).toBe(true);
  });

  it('the deal-order drill (4th to 7th street): the prompt names the burn exactly when its expected order has one, in every profile', () => {
    for (const rules of PROFILE_IDS) {
      for (let seed = 0; seed < 80; seed++) {
        const sc = generateScenario('deal-order', { variant: 'stud', players: 7 + (seed % 2), rules, structure: STRUCTURE }, seed);
        const expected = answerOf(sc)[0] as { readonly order: readonly SeatTarget[] };
        const burns = expected.order.includes('burn');
        for (const locale of LOCALES)
          expect(BURN_WORD[locale].test(formatReason(sc.question.prompt, locale)), `${sc.code} ${locale}`).toBe(burns);
      }
    }
  });
});
