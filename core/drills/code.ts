import { PROFILES, PROFILE_IDS } from '../profiles/profiles';
import type { HouseRules, ProfileId } from '../profiles/types';
import type { VariantId } from '../variants';
import { setupProblem } from './setup';
import { DRILL_KINDS, type DrillKind, type DrillSetup } from './types';

/**
 * Scenario codes: "FA-stud-6-tda-1.2.5.10-12345" = kind, variant, players, profile, structure
 * (ante.bringIn.smallBet.bigBet), seed. A custom profile is written field by field: "h" and one digit per field.
 */
const KIND_CODES: Readonly<Record<DrillKind, string>> = {
  'bring-in': 'BI',
  'first-to-act': 'FA',
  'legal-action': 'LA',
  'deal-order': 'DO',
  pot: 'PT',
  showdown: 'SD',
  misprocedure: 'MP',
};
const PROFILE_CODES: Readonly<Record<ProfileId, string>> = { 'rr-cash': 'rrc', 'rr-tournament': 'rrt', tda: 'tda', online: 'onl' };

/** Each custom-profile field and its values in digit order. */
const FIELDS: readonly { get: (r: HouseRules) => unknown; values: readonly unknown[]; set: (v: unknown) => Partial<Record<string, unknown>> }[] = [
  { get: (r) => r.boardTie, values: ['position', 'suit'], set: (v) => ({ boardTie: v }) },
  { get: (r) => r.openPairDoubling, values: [false, true], set: (v) => ({ openPairDoubling: v }) },
  { get: (r) => r.cap.raises, values: [3, 4], set: (v) => ({ raises: v }) },
  { get: (r) => r.cap.headsUp, values: ['uncapped', 'capped'], set: (v) => ({ headsUp: v }) },
  { get: (r) => r.exposedHoleCard, values: ['rr-5', 'misdeal', 'tda-rp-10-a'], set: (v) => ({ exposedHoleCard: v }) },
  { get: (r) => r.prematureCard, values: ['rr-14', 'tda-rp-5-d'], set: (v) => ({ prematureCard: v }) },
  { get: (r) => r.runOut, values: ['rr-15', 'tda-rp-10-h', 'online'], set: (v) => ({ runOut: v }) },
  { get: (r) => r.commonCardFirst, values: ['high-with-common', 'keep-sixth-street'], set: (v) => ({ commonCardFirst: v }) },
  { get: (r) => r.seventhUp, values: ['rr-17', 'tda-rp-10-b'], set: (v) => ({ seventhUp: v }) },
  { get: (r) => r.oddChip, values: ['rr', 'tda'], set: (v) => ({ oddChip: v }) },
  { get: (r) => r.showdownRiverChecked, values: ['first-to-act', 'last-aggressor'], set: (v) => ({ showdownRiverChecked: v }) },
  { get: (r) => r.tournament, values: [false, true], set: (v) => ({ tournament: v }) },
  // Added later: a code written before it has one digit less and keeps the rr-cash value (plays all-in).
  { get: (r) => r.shortStack, values: ['plays-all-in', 'sits-out'], set: (v) => ({ shortStack: v }) },
];
/** Custom-profile digits of codes written before the last field was added. */
const OLD_FIELD_COUNT = FIELDS.length - 1;

export class ScenarioCodeError extends Error {
  constructor(code: string, what: string) {
    super(`bad scenario code "${code}": ${what}`);
    this.name = 'ScenarioCodeError';
  }
}

function profileCode(rules: ProfileId | HouseRules): string {
  if (typeof rules === 'string') return PROFILE_CODES[rules];
  return 'h' + FIELDS.map((f) => String(f.values.indexOf(f.get(rules)))).join('');
}

/**
 * Whether a profile id is one a scenario code gives to the custom rules it carries ("custom:h" and one digit a
 * field), not one of the user's saved profiles (their ids carry a name's words or 4 random characters).
 */
export function isCodeProfileId(id: string): boolean {
  const m = /^custom:(h\d+)$/.exec(id);
  return m !== null && (m[1]!.length === FIELDS.length + 1 || m[1]!.length === OLD_FIELD_COUNT + 1);
}

function parseProfile(code: string, text: string): ProfileId | HouseRules {
  const id = PROFILE_IDS.find((p) => PROFILE_CODES[p] === text);
  if (id) return id;
  if (!/^h\d+$/.test(text) || (text.length !== FIELDS.length + 1 && text.length !== OLD_FIELD_COUNT + 1)) {
    throw new ScenarioCodeError(code, `profile "${text}" is not one of rrc, rrt, tda, onl or a custom profile "h" + ${FIELDS.length} digits`);
  }
  const flat: Record<string, unknown> = {};
  FIELDS.slice(0, text.length - 1).forEach((f, k) => {
    const digit = Number(text[k + 1]);
    if (digit >= f.values.length) throw new ScenarioCodeError(code, `custom profile digit ${k + 1} ("${text[k + 1]}") is out of range 0..${f.values.length - 1}`);
    Object.assign(flat, f.set(f.values[digit]));
  });
  const { raises, headsUp, ...rest } = flat;
  const name = { en: 'Custom house rules', es: 'Reglas de la casa personalizadas', it: 'Regole della casa personalizzate' };
  return { ...PROFILES['rr-cash'], ...rest, cap: { raises, headsUp }, id: `custom:${text}`, name } as HouseRules;
}

/** A table's part of a code: "stud-6-tda-1.2.5.10" (variant, players, profile, structure ante.bringIn.smallBet.bigBet). */
export function setupCode(setup: DrillSetup): string {
  const s = setup.structure;
  return `${setup.variant}-${setup.players}-${profileCode(setup.rules)}-${s.ante}.${s.bringIn}.${s.smallBet}.${s.bigBet}`;
}

/** The readable code of a scenario: kind, setup and seed (or a scenario: its kind, setup and seed). */
export function scenarioCode(scenario: { readonly kind: DrillKind; readonly setup: DrillSetup; readonly seed: number }): string;
export function scenarioCode(kind: DrillKind, setup: DrillSetup, seed: number): string;
export function scenarioCode(first: DrillKind | { readonly kind: DrillKind; readonly setup: DrillSetup; readonly seed: number }, maybeSetup?: DrillSetup, maybeSeed?: number): string {
  const { kind, setup, seed } = typeof first === 'string' ? { kind: first, setup: maybeSetup!, seed: maybeSeed! } : first;
  return `${KIND_CODES[kind]}-${setupCode(setup)}-${seed >>> 0}`;
}

/**
 * The table a code's four setup parts name (variant, players, profile, structure); throws ScenarioCodeError saying
 * which part of `code` is wrong.
 */
export function parseSetupParts(code: string, [variant, players, profile, structure]: readonly [string, string, string, string]): DrillSetup {
  if (!/^[2-8]$/.test(players)) throw new ScenarioCodeError(code, `players "${players}" must be a digit 2..8`);
  const amounts = structure.split('.');
  if (amounts.length !== 4 || amounts.some((a) => !/^\d{1,9}$/.test(a))) throw new ScenarioCodeError(code, `structure "${structure}" must be four whole numbers ante.bringIn.smallBet.bigBet`);
  const [ante, bringIn, smallBet, bigBet] = amounts.map(Number) as [number, number, number, number];
  const setup: DrillSetup = { variant: variant as VariantId, players: Number(players), rules: parseProfile(code, profile), structure: { ante, bringIn, smallBet, bigBet } };
  const problem = setupProblem(setup);
  if (problem) throw new ScenarioCodeError(code, problem);
  return setup;
}

/** A code's seed part: a whole number 0..4294967295, or ScenarioCodeError. */
export function parseSeedPart(code: string, seedText: string): number {
  if (!/^\d{1,10}$/.test(seedText) || Number(seedText) > 0xffffffff) throw new ScenarioCodeError(code, `seed "${seedText}" must be a whole number 0..4294967295`);
  return Number(seedText);
}

/** Kind, setup and seed from a scenario code; throws ScenarioCodeError saying what is wrong. */
export function parseScenarioCode(code: string): { kind: DrillKind; setup: DrillSetup; seed: number } {
  if (typeof code !== 'string') throw new ScenarioCodeError(String(code), 'a scenario code is a string');
  const parts = code.trim().split('-');
  if (parts.length !== 6) throw new ScenarioCodeError(code, `expected 6 parts separated by "-" (kind-variant-players-profile-structure-seed), got ${parts.length}`);
  const [k, variant, players, profile, structure, seedText] = parts as [string, string, string, string, string, string];
  const kind = DRILL_KINDS.find((d) => KIND_CODES[d] === k.toUpperCase());
  if (!kind) throw new ScenarioCodeError(code, `unknown drill "${k}" (expected one of ${DRILL_KINDS.map((d) => KIND_CODES[d]).join(', ')})`);
  const setup = parseSetupParts(code, [variant, players, profile, structure]);
  return { kind, setup, seed: parseSeedPart(code, seedText) };
}
