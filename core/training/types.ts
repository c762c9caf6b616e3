/**
 * The trainee's course: what the saved answers say about each skill (mastery), which missed questions come back
 * when (Leitner boxes), the sessions, and the trends over days. Pure functions of the answers; the caller reads the
 * answers from storage and says which calendar day each was given on (`day`), since days are local to the trainee.
 */

/** One graded answer as the course counts it. */
export interface AnswerRecord {
  /** When it was given, in ms since 1970 (UTC). */
  readonly at: number;
  /** The trainee's calendar day it was given on (whole days; the caller counts them in local time). */
  readonly day: number;
  /** The drill kind (or, later, the whole-hand step kind) that asked it. */
  readonly kind: string;
  /** The game: stud, razz, stud8. */
  readonly variant: string;
  /** The street the question was about (3 to 7). */
  readonly street: number;
  /** The scenario code that rebuilds the question. */
  readonly code: string;
  readonly correct: boolean;
  readonly timeMs: number;
  /** The rule ids the right answer rests on. */
  readonly rules: readonly string[];
}

/**
 * A skill: what a question trains, as a family (the drills today; the whole-hand mode's dealing steps later), the
 * kind within it, the game and the street. New families and kinds need no change here.
 */
export interface SkillKey {
  readonly family: string;
  readonly kind: string;
  readonly variant: string;
  readonly street: number;
}
