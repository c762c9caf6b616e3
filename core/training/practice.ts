import { createRng } from '../rng';
import { generateScenario } from '../drills/generate';
import { solveScenario } from '../drills/grade';
import { isLessonId, LESSON_SPECS } from '../lessons';
import { DRILL_KINDS, type DrillKind, type DrillSetup, type Scenario } from '../drills/types';

/**
 * What a "practise this" drill aims at: a street of a kind's questions, the questions whose answer rests on a rule, or
 * the questions that practise a lesson (core/lessons: an open pair on 4th street, a family of misprocedures...).
 */
export interface PracticeFocus {
  readonly street?: number;
  readonly rule?: string;
  readonly lesson?: string;
}

/** How many scenarios are tried for one that fits the focus before the closest one is used. */
export const PRACTICE_TRIES = 300;
/** A lesson's questions can be rarer (a short all-in: about one legal-action question in eighty), so more are tried. */
export const LESSON_PRACTICE_TRIES = 2000;

function fits(scenario: Scenario, focus: PracticeFocus): boolean {
  if (focus.street !== undefined && scenario.street !== focus.street) return false;
  if (focus.rule !== undefined && !(solveScenario(scenario)?.rules.includes(focus.rule as never) ?? false)) return false;
  if (focus.lesson !== undefined)
    return (
      isLessonId(focus.lesson) &&
      LESSON_SPECS[focus.lesson].drill === scenario.kind &&
      (LESSON_SPECS[focus.lesson].fits?.(scenario) ?? true)
    );
  return true;
}

/**
 * A scenario of one of `kinds` at `setup` that fits the focus, drawn from `seed`: the same seed gives the same
 * scenario. Scenarios are seeded and random, so some are tried until one fits; when none does within
 * PRACTICE_TRIES (LESSON_PRACTICE_TRIES for a lesson; a rule that game never meets), the first one tried is given and `fits` says so.
 */
export function practiceScenario(
  kinds: readonly DrillKind[],
  setup: DrillSetup,
  focus: PracticeFocus,
  seed: number,
): { scenario: Scenario; fits: boolean } {
  const pool = kinds.filter((k) => DRILL_KINDS.includes(k));
  if (pool.length === 0) throw new Error(`practiceScenario: no drill kind to practise (got ${JSON.stringify(kinds)})`);
  const rng = createRng(seed);
  let first: Scenario | null = null;
  const tries = focus.lesson !== undefined ? LESSON_PRACTICE_TRIES : PRACTICE_TRIES;
  for (let k = 0; k < tries; k++) {
    const kind = pool[Math.floor(rng.next() * pool.length)]!;
    const scenario = generateScenario(kind, setup, Math.floor(rng.next() * 0x100000000));
    first ??= scenario;
    if (fits(scenario, focus)) return { scenario, fits: true };
  }
  return { scenario: first!, fits: false };
}
