/**
 * A dealt hand's steps per second at 8 players (the next step must be ready in under 1 ms: at least 1,000 per second).
 * One operation is one step answered right (graded by the engine) and the next one made ready, cycling through the
 * games and the shipped profiles; a hand that ends is followed by the next seed's. Incidents: 'none' and 'many'.
 */
import { DealHand, PROFILE_IDS, VARIANT_IDS, type DealSetup, type IncidentRate } from '../core';
import { rateGoal, registerSection } from './harness';

const GOAL = 1_000;

function setupFor(i: number, incidents: IncidentRate): DealSetup {
  return {
    variant: VARIANT_IDS[i % VARIANT_IDS.length]!,
    players: 8,
    rules: PROFILE_IDS[i % PROFILE_IDS.length]!,
    structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    incidents,
  };
}

function contender(incidents: IncidentRate) {
  let hands = 0;
  let hand = new DealHand(setupFor(hands, incidents), hands);
  return {
    name: `8 players, incidents ${incidents}`,
    peer: false,
    chunk: 16,
    run(_start: number, count: number): number {
      let s = 0;
      for (let k = 0; k < count; k++) {
        if (hand.over) {
          hands++;
          hand = new DealHand(setupFor(hands, incidents), hands);
        }
        hand.answer(hand.expectedAnswer(), 1000);
        hand.advance();
        s += hand.step?.index ?? 0;
      }
      return s;
    },
  };
}

const RATES: readonly IncidentRate[] = ['none', 'many'];

registerSection({
  title: 'Dealt hand steps (core/deal: answer, grade, next step)',
  unit: 'steps',
  setup: () => RATES.map(contender),
  goals: RATES.map((rate) => rateGoal(`8 players, incidents ${rate}`, GOAL)),
});
