import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards } from '../cards';
import { createHand, settle } from '../hand';
import { PROFILES } from '../profiles';
import { createRng } from '../rng';
import { playRandomHand } from '../sim';
import { VARIANT_IDS } from '../variants';
import { phhFromHand } from './from-hand';
import { parsePhh } from './parse';
import { replayPhh } from './replay';
import { writePhh } from './write';

describe('phhFromHand: a played hand exported as PHH', () => {
  it("writes the setup and groups each player's 3rd-street cards in one d dh entry", () => {
    const deck = [
      ...parseCards('Td3c4dKd3h4c'),
      ...Array.from({ length: 52 }, (_, i) => i).filter((c) => !parseCards('Td3c4dKd3h4c').includes(c)),
    ];
    const state = createHand({
      variant: 'stud',
      rules: PROFILES.tda,
      structure: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
      stacks: [500, 600],
      deck,
    });
    const hand = phhFromHand(state, { event: 'practice' });
    expect(hand).toMatchObject({
      variant: 'F7S',
      anteTrimming: false,
      antes: [5, 5],
      bringIn: 10,
      smallBet: 20,
      bigBet: 40,
      startingStacks: [500, 600],
      extra: { event: 'practice' },
    });
    expect(hand.finishingStacks).toBeUndefined();
    expect(hand.actions).toEqual([]);
  });

  it('property: any random legal hand (all variants, 2-8 players, random stacks) survives export, write, read and replay, to the chip', () => {
    const config = fc.record({
      variant: fc.constantFrom(...VARIANT_IDS),
      stacks: fc.integer({ min: 2, max: 8 }).chain((n) => fc.array(fc.integer({ min: 1, max: 400 }), { minLength: n, maxLength: n })),
      profile: fc.constantFrom('tda' as const, 'rr-cash' as const, 'rr-tournament' as const, 'online' as const),
      anteTrimming: fc.boolean(),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    });
    fc.assert(
      fc.property(config, ({ variant, stacks, profile, anteTrimming, seed }) => {
        const rules = PROFILES[profile];
        // Online (SEED-003 cash games): a stack short of the ante and the bring-in (2 + 5) is not dealt in.
        const dealtIn = rules.shortStack === 'sits-out' ? stacks.map((s) => Math.max(s, 7)) : stacks;
        const played = playRandomHand(
          { variant, rules, structure: { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 }, stacks: dealtIn, anteTrimming },
          createRng(seed),
        );
        const exported = phhFromHand(played);
        const text = writePhh(exported);
        const report = replayPhh(parsePhh(text), { rules });
        expect(report.errors).toEqual([]);
        expect(report.finishingStacks).toEqual(settle(played).answer.finishingStacks);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
