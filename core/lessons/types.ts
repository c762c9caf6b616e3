import type { Reason } from '../decision';
import type { HandState, Player } from '../hand/types';
import type { HouseRules, ProfileId } from '../profiles/types';
import type { RuleId } from '../rulebook/rules';
import type { Incident } from '../rulings/incidents';
import type { VariantId } from '../variants';

/**
 * The skills a new dealer learns, one lesson each, in the order a hand meets them: the bring-in and the betting on
 * 3rd street, who acts first later, the limits, the deal, the pots, the showdown, then each family of misprocedures.
 */
export const LESSON_IDS = [
  'bring-in',
  'completing',
  'first-to-act',
  'open-pair',
  'limits-cap',
  'short-all-in',
  'burn-deal-order',
  'pots',
  'run-out',
  'showdown-order',
  'reading-hands',
  'split-odd-chip',
  'exposed-cards',
  'misdeal',
  'bring-in-errors',
  'burn-errors',
  'premature-cards',
  'seventh-card-up',
  'player-errors',
] as const;

export type LessonId = (typeof LESSON_IDS)[number];

export function isLessonId(value: unknown): value is LessonId {
  return typeof value === 'string' && (LESSON_IDS as readonly string[]).includes(value);
}

/** One moment of a worked example: the table, what to notice (one or two sentences), and what the dealer says aloud. */
export interface LessonStep {
  /** The table at this moment (the dealer's view: every card visible, `up: false` marks a downcard). */
  readonly state: HandState;
  /** One or two sentences: what happens and why. */
  readonly text: readonly Reason[];
  /** What the dealer says aloud here, or null when the dealer says nothing (a burn, a card dealt). */
  readonly say: Reason | null;
  /** The seats the step is about (drawn highlighted). */
  readonly seats: readonly Player[];
  /** The rules this step rests on. */
  readonly rules: readonly RuleId[];
  /** The step that shows the lesson's point (its key sentence is the hint a drill gives). */
  readonly key: boolean;
  /** A misprocedure lesson: the incident on the table at this step (null once the ruling is carried out). */
  readonly incident: Incident | null;
}

/** Which table a lesson is dealt at: the game and the house rules (a shipped profile by id, or the user's own). */
export interface LessonSetup {
  readonly variant: VariantId;
  readonly rules: ProfileId | HouseRules;
}

/** A lesson's worked example, dealt by the engine from a seed and stepped through. */
export interface LessonExample {
  readonly lesson: LessonId;
  readonly variant: VariantId;
  readonly rules: HouseRules;
  readonly seed: number;
  readonly steps: readonly LessonStep[];
}
