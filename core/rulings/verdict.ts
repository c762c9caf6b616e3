/**
 * A verdict: which way a ruling went under the hand's house rules (its branch), the dealer's steps, the rules it rests
 * on and the profile fields that decided it; ruleOn turns it into a Ruling. Each incident kind decides its own
 * (core/rulings/kinds), typed by the branches it can take. Helpers here shape the summaries every kind shares.
 */
import type { Card } from '../cards';
import type { ReasonParam } from '../decision';
import type { HandState, Player } from '../hand/types';
import { citedFor } from '../profiles/citations';
import type { RuleId } from '../rulebook/rules';
import { VARIANTS } from '../variants';
import type { DecidedBy, RulingBranch } from './ruling';
import type { PendingOrder, RulingStep } from './steps';
import type { ApplyOptions } from './transforms';

export interface Verdict<B extends RulingBranch = RulingBranch> {
  readonly branch: B;
  readonly steps: readonly RulingStep[];
  readonly pending: readonly PendingOrder[];
  readonly rules: readonly RuleId[];
  readonly params: Readonly<Record<string, ReasonParam>>;
  readonly decidedBy: readonly DecidedBy[];
  /** Summary message key when it is not `ruling.summary.<branch>`. */
  readonly key?: string;
  /**
   * The hand after the branch's procedure, when deciding already worked it out (only for procedures
   * that use no random generator: the kind's perform gives this same hand with or without one).
   */
  readonly after?: HandState;
}

export function verdict<B extends RulingBranch>(
  branch: B,
  steps: RulingStep[],
  rules: RuleId[],
  params: Record<string, ReasonParam> = {},
  decidedBy: DecidedBy[] = [],
  pending: PendingOrder[] = [],
): Verdict<B> {
  return { branch, steps, pending, rules: [...new Set(rules)], params, decidedBy };
}

/** The verdict with its summary worded by another key than `ruling.summary.<branch>`. */
export function worded<B extends RulingBranch>(v: Verdict<B>, key: string): Verdict<B> {
  return { ...v, key };
}

/**
 * The verdict with the hand after its procedure, when deciding already worked it out exactly as
 * the kind's perform would (a procedure that needs no random generator); ruleOn then skips doing it again. Not
 * with `options.plain`: the procedure is then carried out again, the straightforward way.
 */
export function carriedOut<B extends RulingBranch>(v: Verdict<B>, after: HandState, options: ApplyOptions): Verdict<B> {
  if (options.plain === true) return v;
  if (v.key !== undefined) return { ...v, after };
  // Field by field: a spread over verdicts of many shapes is slow.
  return { branch: v.branch, steps: v.steps, pending: v.pending, rules: v.rules, params: v.params, decidedBy: v.decidedBy, after };
}

/** A player's seat number (player + 1). */
export function seat(p: Player): number {
  return p + 1;
}

const MISDEAL_RULES: RuleId[] = ['rr.irregularities.misdeal', 'tda.35'];

/**
 * The misdeal rules a ruling cites under the hand's house rules: RR's misdeal rule, and TDA 35 only under a tournament
 * profile (citedFor: a cash game, RR cash or an online room, is not played under the TDA's tournament rules).
 */
export function misdealRules(state: HandState): RuleId[] {
  return citedFor(state.config.rules, MISDEAL_RULES);
}

/** The card a summary names, or, when it is unknown (a stub that is not known), its wording without one: `<key>.unknown`. */
export function namingCard<B extends RulingBranch>(v: Verdict<B>, card: Card | null): Verdict<B> {
  return card === null ? worded(v, `ruling.summary.${v.branch}.unknown`) : v;
}

/**
 * The bring-in summaries call the bring-in card "the low card", as stud and stud8 bring in with the lowest door card; in
 * razz the highest door card brings in (RR Razz; STUD-RULES §3): the summary's `.high` wording ("the high card").
 */
export function bringInWording<B extends RulingBranch>(v: Verdict<B>, state: HandState): Verdict<B> {
  return VARIANTS[state.variant].bringIn.pick === 'highest' ? worded(v, `${v.key ?? `ruling.summary.${v.branch}`}.high`) : v;
}

/**
 * RR 17's wording, "the high hand using all upcards starts", is for the high games; in razz the lowest board acts
 * first (RR Razz; STUD-RULES §5): the summary's `.low` wording.
 */
export function boardWording<B extends RulingBranch>(v: Verdict<B>, state: HandState): Verdict<B> {
  return VARIANTS[state.variant].boardOrder === 'low' ? worded(v, `${v.key ?? `ruling.summary.${v.branch}`}.low`) : v;
}

/** The {card} param of a summary: none when the card is unknown (the `.unknown` wording names no card). */
export const cardParams = (card: Card | null): Record<string, ReasonParam> => (card === null ? {} : { card: { card } });

/** "Deal the rest of this street" when the dealer was still dealing it. */
export function dealRestStep(state: HandState): RulingStep[] {
  return state.phase === 'dealing' ? [{ kind: 'deal-rest', street: state.street }] : [];
}
