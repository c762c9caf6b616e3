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

/** What is wrong with a drill setup (field and why), or null. */
export function setupProblem(setup: DrillSetup): string | null {
  if (!setup || typeof setup !== 'object') return 'the drill setup is missing';
  if (!VARIANT_IDS.includes(setup.variant)) return `setup.variant must be stud, razz or stud8, got ${JSON.stringify(setup.variant)}`;
  if (!PLAYER_COUNTS.includes(setup.players)) return `setup.players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${JSON.stringify(setup.players)}`;
  if (typeof setup.rules === 'string') {
    if (!isProfileId(setup.rules)) return `setup.rules must be a profile id (rr-cash, rr-tournament, tda, online) or a profile, got ${JSON.stringify(setup.rules)}`;
  } else {
    const problem = profileProblem(setup.rules);
    if (problem) return `setup.rules: ${problem}`;
  }
  const s: Partial<Structure> | undefined = setup.structure;
  if (!s || typeof s !== 'object') return 'setup.structure is missing';
  if (!wholeChips(s.ante, 0)) return `setup.structure.ante must be a whole number of chips >= 0, got ${JSON.stringify(s.ante)}`;
  if (!wholeChips(s.bringIn, 1)) return `setup.structure.bringIn must be a whole number of chips >= 1, got ${JSON.stringify(s.bringIn)}`;
  if (!wholeChips(s.smallBet, 1)) return `setup.structure.smallBet must be a whole number of chips >= 1, got ${JSON.stringify(s.smallBet)}`;
  if (!wholeChips(s.bigBet, 1)) return `setup.structure.bigBet must be a whole number of chips >= 1, got ${JSON.stringify(s.bigBet)}`;
  if (s.bringIn! > s.smallBet!) return `setup.structure.bringIn (${s.bringIn}) cannot exceed the small bet (${s.smallBet})`;
  if (s.smallBet! > s.bigBet!) return `setup.structure.smallBet (${s.smallBet}) cannot exceed the big bet (${s.bigBet})`;
  return null;
}

/** A usual drill table: 1-2-5-10 (ante, bring-in, small bet, big bet). */
export const DEFAULT_STRUCTURE: Structure = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
