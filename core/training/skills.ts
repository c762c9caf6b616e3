import type { AnswerRecord, SkillKey } from './types';

/** The family of the drills' skills; the whole-hand mode adds its own ("deal"). */
export const DRILL_FAMILY = 'drill';
const RULE_PREFIX = 'rule:';

/** A skill's id, readable and stable: "drill:bring-in:stud:3". */
export function skillId(key: SkillKey): string {
  return `${key.family}:${key.kind}:${key.variant}:${key.street}`;
}

/** The skill an id names, or null when it is not a skill id (a rule's id, say). */
export function parseSkillId(id: string): SkillKey | null {
  const parts = id.split(':');
  if (parts.length !== 4 || parts.some((p) => p === '')) return null;
  const street = Number(parts[3]);
  if (!Number.isInteger(street) || street < 3 || street > 7) return null;
  return { family: parts[0]!, kind: parts[1]!, variant: parts[2]!, street };
}

/** The id under which answers citing a rule are counted: "rule:rr.stud.1". */
export function ruleSkillId(rule: string): string {
  return `${RULE_PREFIX}${rule}`;
}

/** The rule a rule skill id names, or null. */
export function ruleOfSkillId(id: string): string | null {
  return id.startsWith(RULE_PREFIX) ? id.slice(RULE_PREFIX.length) : null;
}

/** The skill an answer trains (the drills' family: its kind, game and street). */
export function skillOf(answer: AnswerRecord, family: string = DRILL_FAMILY): SkillKey {
  return { family, kind: answer.kind, variant: answer.variant, street: answer.street };
}

/**
 * How long a dealer may take over each kind of question and still count as fluent (ms): a bring-in or who acts
 * first is seen at a glance, a pot or a misprocedure takes counting or thought. A kind not listed (a new one) gets
 * `DEFAULT_TARGET_MS`.
 */
export const TARGET_MS: Readonly<Record<string, number>> = {
  'bring-in': 8_000,
  'first-to-act': 8_000,
  'legal-action': 12_000,
  'deal-order': 15_000,
  showdown: 20_000,
  pot: 30_000,
  misprocedure: 30_000,
};
export const DEFAULT_TARGET_MS = 20_000;

export function targetMs(kind: string): number {
  return TARGET_MS[kind] ?? DEFAULT_TARGET_MS;
}
