import type { RuleId } from '../rulebook/rules';
import type { HouseRules } from './types';

/**
 * The rules a decision cites under a profile: TDA rules are tournament rules, so a cash-game profile (RR cash, an
 * online room) cites only the RR and seed rules that say the same point, and a tournament profile cites them all.
 */
export function citedFor(profile: Pick<HouseRules, 'tournament'>, rules: readonly RuleId[]): RuleId[] {
  return profile.tournament ? [...rules] : rules.filter((id) => !id.startsWith('tda.'));
}
