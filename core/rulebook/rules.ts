import type { RuleEntry } from './entry';
import { BRING_IN_RULES } from './rules-bring-in';
import { FIRST_TO_ACT_RULES } from './rules-first-to-act';
import { HAND_RULES } from './rules-hand';
import { SHOWDOWN_RULES } from './rules-showdown';
import { PHH_RULES } from './rules-phh';
import { MISPROCEDURE_RULES } from './rules-misprocedures';

/**
 * The rulebook: every rule id the engine cites, with its source and its text in every language.
 * Each topic keeps its rules in its own file (rules-<topic>.ts); add new topics here.
 */
export const RULES = {
  ...BRING_IN_RULES,
  ...HAND_RULES,
  ...FIRST_TO_ACT_RULES,
  ...SHOWDOWN_RULES,
  ...PHH_RULES,
  ...MISPROCEDURE_RULES,
} as const satisfies Record<string, RuleEntry>;

export type RuleId = keyof typeof RULES;

export function ruleEntry(id: RuleId): RuleEntry {
  return RULES[id];
}

export function isRuleId(value: string): value is RuleId {
  return Object.prototype.hasOwnProperty.call(RULES, value);
}
