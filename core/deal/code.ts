import { parseSeedPart, parseSetupParts, ScenarioCodeError, setupCode } from '../drills/code';
import { setupProblem } from '../drills/setup';
import { INCIDENT_RATES, type DealSetup, type IncidentRate } from './types';

/**
 * A dealt hand's code: "DH-stud-6-tda-1.2.5.10-some-12345" = variant, players, house rules, structure
 * (ante.bringIn.smallBet.bigBet), how often things go wrong, seed. The same code deals the same hand, the same bots'
 * actions and the same incidents, whatever the trainee answers. A step of it: the code, "@" and the step's index.
 */
const PREFIX = 'DH';

export function dealCode(setup: DealSetup, seed: number): string {
  return `${PREFIX}-${setupCode(setup)}-${setup.incidents}-${seed >>> 0}`;
}

/** The code of one step of a hand (a saved answer names the step it answers). */
export function dealStepCode(code: string, index: number): string {
  return `${code}@${index}`;
}

/** What is wrong with a deal setup (field and why), or null. */
export function dealSetupProblem(setup: DealSetup): string | null {
  const problem = setupProblem(setup);
  if (problem) return problem;
  if (!INCIDENT_RATES.includes(setup.incidents)) return `setup.incidents must be one of ${INCIDENT_RATES.join(', ')}, got ${JSON.stringify(setup.incidents)}`;
  return null;
}

/** Setup and seed from a hand's code (a step's code names its hand too); ScenarioCodeError says what is wrong. */
export function parseDealCode(code: string): { setup: DealSetup; seed: number; step: number | null } {
  if (typeof code !== 'string') throw new ScenarioCodeError(String(code), 'a hand code is a string');
  const [hand, stepText, ...extra] = code.trim().split('@');
  if (extra.length > 0) throw new ScenarioCodeError(code, 'a hand code has at most one "@" (the step after it)');
  let step: number | null = null;
  if (stepText !== undefined) {
    if (!/^\d{1,4}$/.test(stepText)) throw new ScenarioCodeError(code, `step "${stepText}" must be a whole number`);
    step = Number(stepText);
  }
  const parts = hand!.split('-');
  if (parts.length !== 7) throw new ScenarioCodeError(code, `expected 7 parts separated by "-" (DH-variant-players-profile-structure-incidents-seed), got ${parts.length}`);
  const [prefix, variant, players, profile, structure, rate, seedText] = parts as [string, string, string, string, string, string, string];
  if (prefix.toUpperCase() !== PREFIX) throw new ScenarioCodeError(code, `a dealt hand's code starts with "${PREFIX}", not "${prefix}"`);
  const table = parseSetupParts(code, [variant, players, profile, structure]);
  if (!INCIDENT_RATES.includes(rate as IncidentRate)) throw new ScenarioCodeError(code, `incidents "${rate}" must be one of ${INCIDENT_RATES.join(', ')}`);
  return { setup: { ...table, incidents: rate as IncidentRate }, seed: parseSeedPart(code, seedText), step };
}
