import type { RuleId } from '../rulebook/rules';
import type { HouseRules } from './types';

/** Rules written for tournaments besides the TDA's: SEED-003's all-in bring-in (its cash games sit a short stack out). */
const TOURNAMENT_RULES: ReadonlySet<RuleId> = new Set<RuleId>(['seed-003.short-bring-in']);

/** A rule only a tournament applies: the TDA's, and the seeds' tournament rules. */
export function isTournamentRule(id: RuleId): boolean {
  return id.startsWith('tda.') || TOURNAMENT_RULES.has(id);
}

/**
 * The rules a decision cites under a profile: tournament rules (isTournamentRule) only under a tournament profile, so
 * a cash-game profile (RR cash, an online room) cites the RR and seed rules that say the same point.
 */
export function citedFor(profile: Pick<HouseRules, 'tournament'>, rules: readonly RuleId[]): RuleId[] {
  return profile.tournament ? [...rules] : rules.filter((id) => !isTournamentRule(id));
}
