import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { settle } from '../hand';
import { parsePhh } from '../phh/parse';
import { replayPhh } from '../phh/replay';
import { VARIANT_IDS } from '../variants';
import { dealHandPhh } from './export';
import { DealHand } from './session';
import { INCIDENT_RATES, type DealSetup } from './types';

/** The hand a setup and seed deal, answered to the end (every `wrongEvery`th step answered wrong: the hand goes on by the rules). */
function dealt(setup: DealSetup, seed: number, wrongEvery = 0): DealHand {
  const hand = new DealHand(setup, seed);
  let k = 0;
  while (!hand.over) {
    if (wrongEvery > 0 && ++k % wrongEvery === 0 && hand.step!.action !== 'antes') hand.chooseAction('antes', 0);
    else hand.answer(hand.expectedAnswer(), 0);
    hand.advance();
  }
  return hand;
}

describe('a dealt hand exported as PHH', () => {
  it('names the table and the code, and is refused while the hand goes on', () => {
    const setup: DealSetup = {
      variant: 'razz',
      players: 4,
      rules: 'tda',
      structure: { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 },
      incidents: 'none',
    };
    expect(() => dealHandPhh(new DealHand(setup, 3))).toThrow('is not over yet');
    const hand = dealt(setup, 3);
    const phh = parsePhh(dealHandPhh(hand));
    expect(phh).toMatchObject({
      variant: 'FR',
      antes: [2, 2, 2, 2],
      bringIn: 5,
      smallBet: 10,
      bigBet: 20,
      extra: { event: `Bring-In ${hand.code}` },
    });
  });

  // PHH's replay (PHH.md: finishing_stacks is the check for a replay) must reach the stacks the engine settled.
  it('property: any dealt hand (every game, table size, house rules and incident rate; steps answered wrong too) replays through core to the same finishing stacks', () => {
    const setups = fc.record({
      variant: fc.constantFrom(...VARIANT_IDS),
      players: fc.integer({ min: 2, max: 8 }),
      rules: fc.constantFrom('rr-cash' as const, 'rr-tournament' as const, 'tda' as const, 'online' as const),
      incidents: fc.constantFrom(...INCIDENT_RATES),
    });
    fc.assert(
      fc.property(setups, fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 5 }), (picked, seed, wrongEvery) => {
        const setup: DealSetup = { ...picked, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } };
        const hand = dealt(setup, seed, wrongEvery);
        const report = replayPhh(parsePhh(dealHandPhh(hand)), { rules: hand.rules });
        expect(report.errors, hand.code).toEqual([]);
        expect(report.finishingStacks, hand.code).toEqual(settle(hand.finalState!).answer.finishingStacks);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
