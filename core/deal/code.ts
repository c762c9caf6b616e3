import { parseSeedPart, parseSetupParts, ScenarioCodeError, setupCode } from '../drills/code';
import type { Reason } from '../decision';
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
  if (!INCIDENT_RATES.includes(setup.incidents))
    return `setup.incidents must be one of ${INCIDENT_RATES.join(', ')}, got ${JSON.stringify(setup.incidents)}`;
  return null;
}

/** The message a bad hand code is said in: the code, then what is wrong (ScenarioCodeError's `what`). */
const FRAME = 'deal.code.error';

function refuse(code: string, key: string, params?: Reason['params']): never {
  throw new ScenarioCodeError(code, params ? { key, params } : { key }, FRAME);
}

/** Setup and seed from a hand's code (a step's code names its hand too); ScenarioCodeError says what is wrong, in any language. */
export function parseDealCode(code: string): { setup: DealSetup; seed: number; step: number | null } {
  if (typeof code !== 'string') refuse(String(code), 'deal.code.notText');
  const [hand, stepText, ...extra] = code.trim().split('@');
  if (extra.length > 0) refuse(code, 'deal.code.steps');
  let step: number | null = null;
  if (stepText !== undefined) {
    if (!/^\d{1,4}$/.test(stepText)) refuse(code, 'deal.code.step', { text: stepText });
    step = Number(stepText);
  }
  const parts = hand!.split('-');
  if (parts.length !== 7) refuse(code, 'deal.code.parts', { count: parts.length });
  const [prefix, variant, players, profile, structure, rate, seedText] = parts as [string, string, string, string, string, string, string];
  if (prefix.toUpperCase() !== PREFIX) refuse(code, 'deal.code.prefix', { text: prefix });
  const table = parseSetupParts(code, [variant, players, profile, structure], FRAME);
  if (!INCIDENT_RATES.includes(rate as IncidentRate)) refuse(code, 'deal.code.incidents', { text: rate, rates: INCIDENT_RATES.join(', ') });
  return { setup: { ...table, incidents: rate as IncidentRate }, seed: parseSeedPart(code, seedText, FRAME), step };
}
