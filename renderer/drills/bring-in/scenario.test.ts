import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, newDeck, shuffled } from '../../../core';
import { dealThirdStreet, parseScenarioCode, scenarioCode, VARIANT_IDS } from './scenario';

const variantArb = fc.constantFrom(...VARIANT_IDS);
const playersArb = fc.integer({ min: 2, max: 8 });
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

describe('dealThirdStreet', () => {
  it('deals like a dealer: a down round, a second down round, then the door cards, from seat 1 clockwise', () => {
    const deck = shuffled(newDeck(), createRng(42));
    const s = dealThirdStreet('stud', 3, 42);
    expect(s.seats.map((h) => h.seat)).toEqual([1, 2, 3]);
    expect(s.seats.map((h) => h.down[0])).toEqual(deck.slice(0, 3));
    expect(s.seats.map((h) => h.down[1])).toEqual(deck.slice(3, 6));
    expect(s.seats.map((h) => h.door)).toEqual(deck.slice(6, 9));
  });

  it('property: the same code always replays the same deal, with 3 distinct cards per seat', () => {
    fc.assert(
      fc.property(variantArb, playersArb, seedArb, (variant, players, seed) => {
        const a = dealThirdStreet(variant, players, seed);
        const key = parseScenarioCode(a.code);
        expect(key).toEqual({ variant, players, seed });
        expect(dealThirdStreet(key.variant, key.players, key.seed)).toEqual(a);
        const cards = a.seats.flatMap((h) => [...h.down, h.door]);
        expect(cards).toHaveLength(players * 3);
        expect(new Set(cards).size).toBe(cards.length);
      }),
    );
  });

  it('different seeds give different deals', () => {
    expect(dealThirdStreet('razz', 8, 1).seats).not.toEqual(dealThirdStreet('razz', 8, 2).seats);
  });

  it('refuses a table size outside 2-8 with a clear message', () => {
    expect(() => dealThirdStreet('stud', 1, 5)).toThrow(/players must be a whole number from 2 to 8, got 1/);
    expect(() => dealThirdStreet('stud', 9, 5)).toThrow(/got 9/);
  });
});

describe('scenario codes', () => {
  it('reads "variant-players-seed" with the seed in base 36', () => {
    expect(scenarioCode('razz', 5, 35)).toBe('razz-5-z');
    expect(parseScenarioCode('STUD8-7-ZZ')).toEqual({ variant: 'stud8', players: 7, seed: 36 * 35 + 35 });
  });

  it.each([
    ['stud-6', /variant-players-seed/],
    ['holdem-6-1', /unknown variant "holdem"/],
    ['stud-9-1', /players "9" must be 2 to 8/],
    ['stud-6-!!', /seed "!!" must be base-36 digits/],
    ['stud-6-zzzzzzz', /larger than 32 bits/],
  ])('says what is wrong in "%s"', (code, message) => {
    expect(() => parseScenarioCode(code)).toThrow(message);
  });
});
