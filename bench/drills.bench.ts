/**
 * Drill scenarios generated per second, for each drill kind (goal: at least 10,000 per second, so
 * the next question is instant). Each operation is one generateScenario call with the next seed,
 * cycling through the variants, 2-8 players and the shipped profiles.
 */
import { generateScenario, DRILL_KINDS, type DrillKind, type DrillSetup, PROFILE_IDS, VARIANT_IDS } from '../core';
import { rateGoal, registerSection } from './harness';

const GOAL = 10_000;

function setupFor(i: number): DrillSetup {
  return {
    variant: VARIANT_IDS[i % VARIANT_IDS.length]!,
    players: 2 + (i % 7),
    rules: PROFILE_IDS[i % PROFILE_IDS.length]!,
    structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  };
}

function contender(kind: DrillKind) {
  return {
    name: kind,
    peer: false,
    chunk: 8,
    run(start: number, count: number): number {
      let s = 0;
      for (let i = start; i < start + count; i++) s += generateScenario(kind, setupFor(i), i).state.log.length;
      return s;
    },
  };
}

registerSection({
  title: 'Drill scenarios (core/drills generateScenario)',
  unit: 'scenarios',
  setup: () => DRILL_KINDS.map(contender),
  goals: DRILL_KINDS.map((kind) => rateGoal(kind, GOAL)),
});
