import type { DrillKind, Scenario } from '../drills/types';
import type { HouseRules } from '../profiles/types';
import type { RuleId } from '../rulebook/rules';
import type { Rng } from '../rng';
import type { VariantId } from '../variants';
import type { LessonScript } from './script';
import type { LessonTable } from './table';
import type { LessonId } from './types';

/** A house-rules field a lesson's rule depends on (where the rule books disagree). */
export type LessonField = Exclude<keyof HouseRules, 'id' | 'name'>;

/** What makes a lesson: its games, the drill that practises it, its rules, and how its worked example is dealt. */
export interface LessonSpec {
  readonly id: LessonId;
  /** The games it is for (the open pair is seven card stud's alone). */
  readonly variants: readonly VariantId[];
  /** The drill whose questions practise the skill... */
  readonly drill: DrillKind;
  /** ...and which of its questions do (absent: every one). */
  fits?(scenario: Scenario): boolean;
  /** The rules the lesson teaches, in full at its end, for a game and house rules. */
  rules(table: LessonTable): readonly RuleId[];
  /** The house-rules fields where the rule books differ on this skill (what other house rules say). */
  readonly fields: readonly LessonField[];
  /**
   * One attempt at the worked example from the generator's next numbers; null when the deal does not show what the
   * lesson teaches (the example tries again with the numbers that follow).
   */
  build(table: LessonTable, rng: Rng): LessonScript | null;
}

/** Every game. */
export const ALL_GAMES: readonly VariantId[] = ['stud', 'razz', 'stud8'];
