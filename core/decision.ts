import type { Card } from './cards';
import type { RuleId } from './rulebook/rules';

/**
 * A value in a reason's text: plain text or number, a card the reader's language names, or other reasons
 * worded in the reader's language and joined by `join` (default " ": sentences; "; " for clauses).
 */
export type ReasonParam =
  | string
  | number
  | { readonly card: Card }
  | { readonly cards: readonly Card[] }
  | { readonly reasons: readonly Reason[]; readonly join?: string };

/** Why a decision came out as it did: a message key in core/i18n and its parameters. */
export interface Reason {
  readonly key: string;
  readonly params?: Readonly<Record<string, ReasonParam>>;
}

/**
 * Every decision the engine makes: the answer, the rule ids it rests on, and the reason.
 * Decisions are pure functions of a hand's state and a house-rules profile.
 */
export interface Decision<T> {
  readonly answer: T;
  readonly rules: readonly RuleId[];
  readonly reason: Reason;
}

export function decide<T>(answer: T, rules: readonly RuleId[], key: string, params?: Record<string, ReasonParam>): Decision<T> {
  return params ? { answer, rules, reason: { key, params } } : { answer, rules, reason: { key } };
}
