/**
 * Drill scenarios generated per second, for each drill kind (issue 5: at least 10,000 per second, so
 * the next question is instant). Each operation is one generateScenario call with the next seed,
 * cycling through the variants, 2-8 players and the shipped profiles.
 */
import { generateScenario } from '../core/drills';
import { DRILL_KINDS, type DrillKind, type DrillSetup } from '../core/drills/types';
import { PROFILE_IDS } from '../core/profiles';
import { VARIANT_IDS } from '../core/variants';
import { registerSection, type Measured } from './harness';

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

const ratio = (r: Measured | undefined) => (r ? `${Math.round(r.opsPerSecond).toLocaleString('en')}/s, x${(r.opsPerSecond / GOAL).toFixed(2)} of the goal` : 'not measured');
let last: readonly Measured[] = [];

registerSection({
  title: 'Drill scenarios (core/drills generateScenario)',
  unit: 'scenarios',
  setup: () => DRILL_KINDS.map(contender),
  goals: DRILL_KINDS.map((kind) => ({
    get text() {
      return `${kind} >= ${GOAL.toLocaleString('en')}/s (${ratio(last.find((r) => r.name === kind))})`;
    },
    met: (results: readonly Measured[]) => {
      last = results;
      return (results.find((r) => r.name === kind)?.opsPerSecond ?? 0) >= GOAL;
    },
  })),
});
