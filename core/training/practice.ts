import { createRng } from '../rng';
import { generateScenario } from '../drills/generate';
import { solveScenario } from '../drills/grade';
import { DRILL_KINDS, type DrillKind, type DrillSetup, type Scenario } from '../drills/types';

/** What a "practise this" drill aims at: a street of a kind's questions, or the questions whose answer rests on a rule. */
export interface PracticeFocus {
  readonly street?: number;
  readonly rule?: string;
}

/** How many scenarios are tried for one that fits the focus before the closest one is used. */
export const PRACTICE_TRIES = 300;

function fits(scenario: Scenario, focus: PracticeFocus): boolean {
  if (focus.street !== undefined && scenario.street !== focus.street) return false;
  if (focus.rule !== undefined) return solveScenario(scenario)?.rules.includes(focus.rule as never) ?? false;
  return true;
}

/**
 * A scenario of one of `kinds` at `setup` that fits the focus, drawn from `seed`: the same seed gives the same
 * scenario. Scenarios are seeded and random, so some are tried until one fits; when none does within
 * PRACTICE_TRIES (a rule that game never meets), the first one tried is given and `fits` says so.
 */
export function practiceScenario(kinds: readonly DrillKind[], setup: DrillSetup, focus: PracticeFocus, seed: number): { scenario: Scenario; fits: boolean } {
  const pool = kinds.filter((k) => DRILL_KINDS.includes(k));
  if (pool.length === 0) throw new Error(`practiceScenario: no drill kind to practise (got ${JSON.stringify(kinds)})`);
  const rng = createRng(seed);
  let first: Scenario | null = null;
  for (let k = 0; k < PRACTICE_TRIES; k++) {
    const kind = pool[Math.floor(rng.next() * pool.length)]!;
    const scenario = generateScenario(kind, setup, Math.floor(rng.next() * 0x100000000));
    first ??= scenario;
    if (fits(scenario, focus)) return { scenario, fits: true };
  }
  return { scenario: first!, fits: false };
}
