import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILES } from '../profiles';
import { createRng } from '../rng';
import { VARIANT_IDS } from '../variants';
import { deepStacks, drillBot, newHand, shuffledDeck, stepUntil, stepUntilStubTop } from './table';
import type { HandState } from '../hand/types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

describe('stepUntil with whole streets (SEED-000 deal order: the same hand as card by card)', () => {
  it('reaches the same state at every betting moment and street start, for any variant, profile and 2-8 players', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.constantFrom('rr-cash', 'rr-tournament', 'tda', 'online') as fc.Arbitrary<keyof typeof PROFILES>,
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 3, max: 7 }),
        (variant, profile, players, seed, street) => {
          const setup = { variant, players, rules: profile, structure: STRUCTURE };
          const start = (): { state: HandState; rng: ReturnType<typeof createRng> } => {
            const rng = createRng(seed);
            const stacks = deepStacks(setup, rng);
            return { state: newHand(setup, PROFILES[profile], stacks, shuffledDeck(rng)), rng };
          };
          const bot = drillBot({ fold: 0.15, raise: 0.3 });
          const stop = (h: HandState) => h.street === street && h.phase === 'betting';
          const a = start();
          const cardByCard = stepUntil(a.state, a.rng, bot, stop);
          const b = start();
          const wholeStreets = stepUntil(b.state, b.rng, bot, stop, { streets: true });
          expect(wholeStreets).toEqual(cardByCard);
          // And the rng is left at the same point (the next question of the drill draws the same numbers).
          expect(b.rng.next()).toBe(a.rng.next());
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never shows a stop a street half dealt: a stop on the stub position is passed over (why the option is opt-in)', () => {
    const setup = { variant: 'stud' as const, players: 4, rules: 'rr-cash' as const, structure: STRUCTURE };
    const rng = createRng(5);
    const state = newHand(setup, PROFILES['rr-cash'], deepStacks(setup, rng), shuffledDeck(rng));
    const midDeal = (h: HandState) => h.stubTop === 5;
    expect(stepUntil(state, rng, drillBot({ fold: 0, raise: 0 }), midDeal)?.stubTop).toBe(5);
    expect(stepUntil(state, createRng(5), drillBot({ fold: 0, raise: 0 }), midDeal, { streets: true })).toBeNull();
  });
});

describe('stepUntilStubTop (SEED-000 deal order: whole rounds of the initial deal are the same hand as card by card)', () => {
  it('reaches the same state and rng point as stepping until stubTop >= cards, for any variant, 2-8 players and any count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 40 }),
        (variant, players, seed, cards) => {
          const setup = { variant, players, rules: 'tda' as const, structure: STRUCTURE };
          const start = (): { state: HandState; rng: ReturnType<typeof createRng> } => {
            const rng = createRng(seed);
            return { state: newHand(setup, PROFILES.tda, deepStacks(setup, rng), shuffledDeck(rng)), rng };
          };
          const bot = drillBot({ fold: 0.15, raise: 0.3 });
          const a = start();
          const cardByCard = stepUntil(a.state, a.rng, bot, (h) => h.stubTop >= cards);
          const b = start();
          expect(stepUntilStubTop(b.state, b.rng, bot, cards)).toEqual(cardByCard);
          expect(b.rng.next()).toBe(a.rng.next());
        },
      ),
      { numRuns: 150 },
    );
  });
});
