import { createRng, type Rng } from '../rng';
import { parseScenarioCode, scenarioCode } from './code';
import type { KindSpec } from './kind';
import { bringInDrill } from './kinds/bring-in';
import { dealOrderDrill } from './kinds/deal-order';
import { firstToActDrill } from './kinds/first-to-act';
import { legalActionDrill } from './kinds/legal-action';
import { misprocedureDrill } from './kinds/misprocedure';
import { potDrill } from './kinds/pot';
import { showdownDrill } from './kinds/showdown';
import { setupProblem, setupRules } from './setup';
import { DRILL_KINDS, type DrillKind, type DrillSetup, type Scenario } from './types';

export const KIND_SPECS: Readonly<Record<DrillKind, KindSpec>> = {
  'bring-in': bringInDrill,
  'first-to-act': firstToActDrill,
  'legal-action': legalActionDrill,
  'deal-order': dealOrderDrill,
  pot: potDrill,
  showdown: showdownDrill,
  misprocedure: misprocedureDrill,
};

/** Random hands tried before giving up (a hand that ends before the question's moment is thrown away). */
const ATTEMPTS = 200;

/**
 * A scenario: a random but realistic hand played by simple bots up to the moment of the question.
 * Deterministic: the same kind, setup and seed give the same scenario (all randomness from createRng(seed)).
 * Throws an Error saying what is wrong with a bad kind or setup.
 */
export function generateScenario(kind: DrillKind, setup: DrillSetup, seed: number): Scenario {
  if (!DRILL_KINDS.includes(kind))
    throw new Error(`generateScenario: unknown drill kind ${JSON.stringify(kind)} (expected one of ${DRILL_KINDS.join(', ')})`);
  const problem = setupProblem(setup);
  if (problem) throw new Error(`generateScenario: ${problem}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new Error(`generateScenario: seed must be a whole number 0..4294967295, got ${String(seed)}`);
  const rules = setupRules(setup);
  const rng: Rng = createRng(seed);
  const spec = KIND_SPECS[kind];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const built = spec.build(setup, rules, rng);
    // The fields written out rather than spread (a spread after other fields takes V8's slow path); every kind's Built has these five.
    if (built)
      return {
        code: scenarioCode(kind, setup, seed),
        kind,
        setup,
        seed,
        rules,
        state: built.state,
        street: built.street,
        focus: built.focus,
        incident: built.incident,
        question: built.question,
      };
  }
  throw new Error(`generateScenario: no ${kind} scenario found for ${setup.variant} with ${setup.players} players after ${ATTEMPTS} hands`);
}

/** The scenario a code names (a missed question reopened, a shared drill); ScenarioCodeError on a bad code. */
export function scenarioFromCode(code: string): Scenario {
  const { kind, setup, seed } = parseScenarioCode(code);
  return generateScenario(kind, setup, seed);
}
