import type { Reason } from '../decision';
import type { Localized } from '../i18n/locale';
import type { Chips, HandState, Player, Structure } from '../hand/types';
import type { HouseRules, ProfileId } from '../profiles/types';
import type { RuleId } from '../rulebook/rules';
import type { Incident } from '../rulings/incidents';
import type { StreetNumber, VariantId } from '../variants';

/**
 * The drill trainer's engine half: scenarios built from seeded bot hands, questions the UI renders
 * generically, and grading by the engine's own decisions.
 */
export type DrillKind = 'bring-in' | 'first-to-act' | 'legal-action' | 'deal-order' | 'pot' | 'showdown' | 'misprocedure';
/** What the trainee picks on the setup screen: one kind, or 'mixed' (pickMixedKind chooses each question). */
export type DrillSelector = DrillKind | 'mixed';

export const DRILL_KINDS: readonly DrillKind[] = [
  'bring-in',
  'first-to-act',
  'legal-action',
  'deal-order',
  'pot',
  'showdown',
  'misprocedure',
];

/** The table a drill is played at. */
export interface DrillSetup {
  readonly variant: VariantId;
  /** 2 to 8 players. */
  readonly players: number;
  /** A shipped profile id, or a custom profile (encoded field by field in the scenario code). */
  readonly rules: ProfileId | HouseRules;
  readonly structure: Structure;
}

// ---- Questions ---------------------------------------------------------------------------------

export type ChoiceLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
export const CHOICE_LETTERS: readonly ChoiceLetter[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** One lettered choice. Its text is one or more Reasons (message keys in core/i18n) the UI joins with ", " (formatChoice). */
export interface Choice {
  readonly letter: ChoiceLetter;
  readonly text: readonly Reason[];
}

/** A special target in a seat-order answer besides the seats: the burn, the scramble of the stub, the common card. */
export type SpecialTarget = 'burn' | 'scramble' | 'common';
/** One tap in a seat-order answer: a player (seat = player + 1) or a special target. */
export type SeatTarget = Player | SpecialTarget;

/** One part of a question. Every part has an id (stable within the question) and a prompt (a Reason). */
export type QuestionPart =
  /** Pick one seat among `candidates` (players still in the hand, say). */
  | { readonly kind: 'seat'; readonly id: string; readonly prompt: Reason; readonly candidates: readonly Player[] }
  /** Tap seats in order (the deal of the next street); `specials` lists the extra targets offered (burn first). */
  | {
      readonly kind: 'seat-order';
      readonly id: string;
      readonly prompt: Reason;
      readonly candidates: readonly Player[];
      readonly specials: readonly SpecialTarget[];
    }
  /** Pick one lettered choice. */
  | { readonly kind: 'choice'; readonly id: string; readonly prompt: Reason; readonly choices: readonly Choice[] }
  /** Enter an amount of chips (graded exactly). */
  | { readonly kind: 'amount'; readonly id: string; readonly prompt: Reason };

export type QuestionPartKind = QuestionPart['kind'];

/** A question: a headline and one or more parts, answered in order. */
export interface Question {
  readonly prompt: Reason;
  readonly parts: readonly QuestionPart[];
}

// ---- Responses (and the expected answer, in the same shape) ------------------------------------

export type PartResponse =
  | { readonly kind: 'seat'; readonly seat: Player }
  | { readonly kind: 'seat-order'; readonly order: readonly SeatTarget[] }
  | { readonly kind: 'choice'; readonly letter: ChoiceLetter }
  | { readonly kind: 'amount'; readonly amount: Chips };

/** One answer per question part, in the parts' order. */
export type Response = readonly PartResponse[];

// ---- Scenario ----------------------------------------------------------------------------------

export interface Scenario {
  /** Readable code that rebuilds this scenario (parseScenarioCode + generateScenario). */
  readonly code: string;
  readonly kind: DrillKind;
  readonly setup: DrillSetup;
  readonly seed: number;
  /** The house rules the scenario is played under (setup.rules resolved). */
  readonly rules: HouseRules;
  /**
   * The table to draw: the dealer's view (every card visible; `up: false` marks a downcard).
   * The moment of the question: e.g. the betting round about to open, or the street about to be dealt.
   * Do not draw state.round.actor as a hint: for some drills it is the answer.
   */
  readonly state: HandState;
  /** The street the question is about. */
  readonly street: StreetNumber;
  /** The seat the question is about (the player facing a bet), or null. */
  readonly focus: Player | null;
  /** Misprocedure drills: the incident that happened on `state` (drawn as a caption: incidentText). */
  readonly incident: Incident | null;
  readonly question: Question;
}

// ---- Grading -----------------------------------------------------------------------------------

export interface PartGrade {
  readonly id: string;
  readonly correct: boolean;
  /** The right answer to this part. */
  readonly expected: PartResponse;
  /** The trainee's answer (null when missing). */
  readonly given: PartResponse | null;
}

/** How another shipped profile would answer, when it differs from the scenario's profile. */
export interface OtherProfileAnswer {
  readonly profile: ProfileId;
  readonly name: Localized;
  /** That profile's right answer, part by part (same shape as Response). */
  readonly expected: Response;
  readonly reason: Reason;
  readonly rules: readonly RuleId[];
}

export interface GradedAnswer {
  /** Every part right. */
  readonly correct: boolean;
  readonly parts: readonly PartGrade[];
  /** The right answer, part by part (same shape as Response). */
  readonly expected: Response;
  /** Seats to highlight on the table with the right answer (in order for a seat-order answer). */
  readonly highlight: readonly Player[];
  /** One-line reason (format with formatReason). */
  readonly reason: Reason;
  /** The rules the answer rests on (texts: ruleText(id, locale); sources: ruleEntry(id).source). */
  readonly rules: readonly RuleId[];
  readonly otherProfiles: readonly OtherProfileAnswer[];
}

/** One graded question in a session, for pickMixedKind. */
export interface DrillResult {
  readonly kind: DrillKind;
  readonly correct: boolean;
}
