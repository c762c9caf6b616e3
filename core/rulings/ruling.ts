import type { Decision, Reason, ReasonParam } from '../decision';
import type { HandState, Player } from '../hand/types';
import { formatReason } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import type { INCIDENT_ERROR_MESSAGES } from '../i18n/messages-rulings';
import type { HouseRules } from '../profiles/types';
import type { RuleId } from '../rulebook/rules';
import type { Incident } from './incidents';
import type { PendingOrder, RulingStep } from './steps';
import { errorLocale } from '../i18n/loaded-texts';

export const RULING_BRANCHES = [
  'exposed-one-rr5',
  'exposed-one-rr5-low',
  'exposed-both-rr5',
  'exposed-tda',
  'exposed-misdeal',
  'exposed-both-misdeal',
  'too-late',
  'off-table-upcard',
  'extra-one',
  'misdeal',
  'late-empty-seat',
  'late-dealt-out',
  'late-fouled',
  'boxed-one',
  'void',
  'wrong-bring-in-back',
  'wrong-bring-in-stands',
  'absent-rr6',
  'absent-dead',
  'all-in-low',
  'not-dealt-in',
  'burn-restore',
  'burn-keep',
  'premature-rr14',
  'premature-rr14-seen',
  'premature-tda',
  'seventh-all-in',
  'seventh-rr17-multi',
  'seventh-rr17-first',
  'seventh-rr17-second',
  'seventh-tda',
  'seventh-no-action',
  'run-out-enough',
  'run-out-scramble',
  'run-out-common',
  'upcards-fold',
  'upcards-live',
  'count-more',
  'count-fewer',
  'count-missing-seventh',
  'underbet',
  'below-bring-in',
] as const;

/**
 * Which way a ruling went. Each branch names one dealer procedure; applyRuling performs it.
 * (The summary text is `ruling.summary.<branch>`.)
 */
export type RulingBranch = (typeof RULING_BRANCHES)[number];

/** The house-rules field whose value decided the ruling. */
export type ProfileField = Exclude<keyof HouseRules, 'id' | 'name'>;
export interface DecidedBy {
  readonly field: ProfileField;
  readonly value: string;
}

/** What the ruling would be under another profile, when it differs. */
export interface AlternativeRuling {
  readonly profile: string;
  readonly branch: RulingBranch;
  readonly steps: readonly RulingStep[];
  readonly pending: readonly PendingOrder[];
  readonly rules: readonly RuleId[];
  readonly reason: Reason;
  readonly decidedBy: readonly DecidedBy[];
  readonly nextToAct: Player | null;
  /** Who acts next in words (ruling.print.*): the seat, or why nobody does (the dealer deals; the hands are shown). */
  readonly next: Reason;
}

/**
 * A ruling: a Decision whose answer is the branch taken, with the dealer's steps in order,
 * the orders for later, the hand after the steps, who acts next, the rules (with their sources
 * in core/rulebook), the profile fields that decided it, and what other shipped profiles rule.
 */
export interface Ruling extends Decision<RulingBranch> {
  readonly incident: Incident;
  /** The profile the ruling was made under. */
  readonly profile: HouseRules;
  readonly steps: readonly RulingStep[];
  readonly pending: readonly PendingOrder[];
  readonly decidedBy: readonly DecidedBy[];
  /** The hand after the steps (applyRuling without a random generator: reshuffled stubs become unknown). */
  readonly after: HandState;
  /**
   * Player to act after the steps, or null when the dealer deals next / the hand is over or redealt, or when the seat
   * rests on a card still to be turned (a first-by-board step: the hand after the steps has it once the card is dealt).
   */
  readonly nextToAct: Player | null;
  /** Who acts next in words (ruling.print.*): the seat, the rule that will name it, or why nobody does (the dealer deals; the hands are shown). */
  readonly next: Reason;
  /** Log length of the hand the ruling was made on (applyRuling checks it is given the same hand). */
  readonly atLog: number;
  readonly alternatives: readonly AlternativeRuling[];
}

/** What an IncidentError can say: a message key of core/i18n (INCIDENT_ERROR_MESSAGES). */
export type IncidentErrorKey = keyof typeof INCIDENT_ERROR_MESSAGES;

/**
 * Bad input to ruleOn: an incident that does not fit the hand (says what and where). `reason` says what is
 * wrong with the incident's `field` in any language; `message` is the English text, the field first:
 * `incident.hole: must be 0 (first hole card), ...`.
 */
export class IncidentError extends Error {
  readonly field: string;
  readonly reason: Reason;
  constructor(field: string, key: IncidentErrorKey, params?: Record<string, ReasonParam>) {
    const reason: Reason = params ? { key, params } : { key };
    super(incidentProblem(field, reason, errorLocale()));
    this.name = 'IncidentError';
    this.field = field;
    this.reason = reason;
  }

  /** The same text as `message`, in another language. */
  describe(locale: Locale): string {
    return incidentProblem(this.field, this.reason, locale);
  }
}

function incidentProblem(field: string, reason: Reason, locale: Locale): string {
  return `incident.${field}: ${formatReason(reason, locale)}`;
}
