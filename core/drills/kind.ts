import type { Reason } from '../decision';
import type { Chips, HandState, Player } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import type { RuleId } from '../rulebook/rules';
import type { Rng } from '../rng';
import type { Incident } from '../rulings/incidents';
import type { StreetNumber } from '../variants';
import type { DrillSetup, Question, SeatTarget } from './types';

/** The engine's answer to one part, before choices get letters (a choice answer is its text). */
export type PartValue =
  | { readonly kind: 'seat'; readonly seat: Player }
  | { readonly kind: 'seat-order'; readonly order: readonly SeatTarget[] }
  | { readonly kind: 'choice'; readonly text: readonly Reason[] }
  | { readonly kind: 'amount'; readonly amount: Chips };

/** The engine's answer to a scenario's question under one profile. */
export interface Solution {
  readonly values: readonly PartValue[];
  readonly highlight: readonly Player[];
  readonly reason: Reason;
  readonly rules: readonly RuleId[];
}

/** What a kind's builder makes: the table at the moment of the question, and the question. */
export interface Built {
  readonly state: HandState;
  readonly street: StreetNumber;
  readonly focus: Player | null;
  readonly incident: Incident | null;
  readonly question: Question;
}

/** The facts a solver reads: the table (its config.rules = the profile to answer for) and the incident. */
export interface SolveInput {
  readonly state: HandState;
  readonly incident: Incident | null;
  readonly street: StreetNumber;
  readonly focus: Player | null;
}

export interface KindSpec {
  /** One attempt at a scenario; null = this random hand does not fit (the generator tries again). */
  build(setup: DrillSetup, rules: HouseRules, rng: Rng): Built | null;
  /** The engine's answer under state.config.rules; null = the question does not fit this table under these rules (not comparable). */
  solve(input: SolveInput): Solution | null;
  /** The table under other house rules, for their answer (default: withRules); null = not comparable. */
  underRules?(state: HandState, rules: HouseRules): HandState | null;
}

/** The same table under another profile (core/hand's withHouseRules). */
export { withHouseRules as withRules } from '../hand/util';
