import { BETTING_RULES } from './rules-betting';
import { BRING_IN_RULES } from './rules-bring-in';
import { DEALING_RULES } from './rules-dealing';
import { FIRST_TO_ACT_RULES } from './rules-first-to-act';
import { MISPROCEDURE_RULES } from './rules-misprocedures';
import { PHH_RULES } from './rules-phh';
import { PROFILE_RULES } from './rules-profiles';
import { SHOWDOWN_RULES } from './rules-showdown';
import type { RuleId } from './rules';

export type RuleTopic = 'bring-in' | 'betting' | 'first-to-act' | 'dealing' | 'showdown' | 'misprocedures' | 'profiles' | 'phh';

/** The rulebook by topic (one topic file each), in the order a hand meets them; every rule id is in exactly one topic. */
export const RULE_TOPICS: readonly { readonly topic: RuleTopic; readonly ids: readonly RuleId[] }[] = [
  { topic: 'bring-in', ids: Object.keys(BRING_IN_RULES) as RuleId[] },
  { topic: 'dealing', ids: Object.keys(DEALING_RULES) as RuleId[] },
  { topic: 'betting', ids: Object.keys(BETTING_RULES) as RuleId[] },
  { topic: 'first-to-act', ids: Object.keys(FIRST_TO_ACT_RULES) as RuleId[] },
  { topic: 'showdown', ids: Object.keys(SHOWDOWN_RULES) as RuleId[] },
  { topic: 'misprocedures', ids: Object.keys(MISPROCEDURE_RULES) as RuleId[] },
  { topic: 'profiles', ids: Object.keys(PROFILE_RULES) as RuleId[] },
  { topic: 'phh', ids: Object.keys(PHH_RULES) as RuleId[] },
];
