import type { Structure } from '../hand/types';
import { PROFILES, isProfileId, profileProblem } from '../profiles/profiles';
import type { HouseRules } from '../profiles/types';
import { MAX_PLAYERS, MIN_PLAYERS, VARIANT_IDS } from '../variants';
import type { DrillSetup } from './types';

/** The table sizes a drill can deal: 2 to 8 players (the setup check and every players picker). */
export const PLAYER_COUNTS: readonly number[] = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, k) => MIN_PLAYERS + k);

/** The house rules of a drill setup (a shipped profile by id, or the custom profile itself). */
export function setupRules(setup: DrillSetup): HouseRules {
  return typeof setup.rules === 'string' ? PROFILES[setup.rules] : setup.rules;
}

function wholeChips(value: unknown, min: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 1_000_000_000;
}

/** A field of a structure and what is wrong with it: not whole chips from `min` up, or more than the field after it. */
export type StructureProblem =
  | { readonly field: keyof Structure; readonly kind: 'whole'; readonly min: number }
  | { readonly field: 'bringIn' | 'smallBet'; readonly kind: 'over'; readonly limit: 'smallBet' | 'bigBet'; readonly limitValue: number };

const STRUCTURE_MINIMUM: Readonly<Record<keyof Structure, number>> = { ante: 0, bringIn: 1, smallBet: 1, bigBet: 1 };

/**
 * Every field of a structure that is wrong, each with its own problem, in the order ante, bring-in, small bet, big
 * bet (a setup form marks each field; setupProblem says the first). A field over the next one is said only when
 * both are whole chips.
 */
export function structureProblems(s: Partial<Structure>): StructureProblem[] {
  const problems: StructureProblem[] = [];
  for (const field of ['ante', 'bringIn', 'smallBet', 'bigBet'] as const) {
    if (!wholeChips(s[field], STRUCTURE_MINIMUM[field])) problems.push({ field, kind: 'whole', min: STRUCTURE_MINIMUM[field] });
  }
  const whole = (field: keyof Structure) => !problems.some((p) => p.field === field);
  if (whole('bringIn') && whole('smallBet') && s.bringIn! > s.smallBet!)
    problems.push({ field: 'bringIn', kind: 'over', limit: 'smallBet', limitValue: s.smallBet! });
  if (whole('smallBet') && whole('bigBet') && s.smallBet! > s.bigBet!)
    problems.push({ field: 'smallBet', kind: 'over', limit: 'bigBet', limitValue: s.bigBet! });
  return problems;
}

/** What is wrong with a drill setup (field and why), or null. */
export function setupProblem(setup: DrillSetup): string | null {
  if (!setup || typeof setup !== 'object') return 'the drill setup is missing';
  if (!VARIANT_IDS.includes(setup.variant)) return `setup.variant must be stud, razz or stud8, got ${JSON.stringify(setup.variant)}`;
  if (!PLAYER_COUNTS.includes(setup.players))
    return `setup.players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${JSON.stringify(setup.players)}`;
  if (typeof setup.rules === 'string') {
    if (!isProfileId(setup.rules))
      return `setup.rules must be a profile id (rr-cash, rr-tournament, tda, online) or a profile, got ${JSON.stringify(setup.rules)}`;
  } else {
    const problem = profileProblem(setup.rules);
    if (problem) return `setup.rules: ${problem}`;
  }
  const s: Partial<Structure> | undefined = setup.structure;
  if (!s || typeof s !== 'object') return 'setup.structure is missing';
  const first = structureProblems(s)[0];
  if (!first) return null;
  if (first.kind === 'whole')
    return `setup.structure.${first.field} must be a whole number of chips >= ${first.min}, got ${JSON.stringify(s[first.field])}`;
  return `setup.structure.${first.field} (${s[first.field]}) cannot exceed the ${first.limit === 'smallBet' ? 'small' : 'big'} bet (${first.limitValue})`;
}

/** A usual drill table: 1-2-5-10 (ante, bring-in, small bet, big bet). */
export const DEFAULT_STRUCTURE: Structure = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
