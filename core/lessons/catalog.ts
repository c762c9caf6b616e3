import type { Reason } from '../decision';
import { MESSAGES } from '../i18n/messages';
import { profileFieldRules } from '../profiles/profile-rules';
import { PROFILE_IDS, PROFILES } from '../profiles/profiles';
import type { HouseRules, ProfileId } from '../profiles/types';
import type { RuleId } from '../rulebook/rules';
import { createRng } from '../rng';
import { setupRules } from '../drills/setup';
import type { VariantId } from '../variants';
import { openPairLesson, limitsCapLesson, shortAllInLesson } from './lessons-betting';
import { burnDealOrderLesson, firstToActLesson, runOutLesson } from './lessons-dealing';
import { MISPROCEDURE_LESSONS } from './lessons-misprocedures';
import { potsLesson, readingHandsLesson, showdownOrderLesson, splitOddChipLesson } from './lessons-showdown';
import { bringInLesson, completingLesson } from './lessons-third-street';
import type { LessonField, LessonSpec } from './spec';
import { LESSON_STRUCTURE, type LessonTable } from './table';
import { LESSON_IDS, type LessonExample, type LessonId, type LessonSetup } from './types';

const SPECS: readonly LessonSpec[] = [
  bringInLesson,
  completingLesson,
  firstToActLesson,
  openPairLesson,
  limitsCapLesson,
  shortAllInLesson,
  burnDealOrderLesson,
  potsLesson,
  runOutLesson,
  showdownOrderLesson,
  readingHandsLesson,
  splitOddChipLesson,
  ...MISPROCEDURE_LESSONS,
];

/** Every lesson's spec, by id (LESSON_IDS is their order). */
export const LESSON_SPECS: Readonly<Record<LessonId, LessonSpec>> = Object.fromEntries(SPECS.map((s) => [s.id, s])) as Record<
  LessonId,
  LessonSpec
>;

/**
 * The seed of each lesson's own example: the same worked example for everyone. A lesson's example is the first deal
 * from its seed that shows the point, so any seed works; these are simply where the lessons start.
 */
export const LESSON_SEED = 1;

/** Deals tried before a lesson gives up on a seed (each lesson's test checks a few hundred seeds never reach it). */
const ATTEMPTS = 300;

/** The games a lesson is for. */
export function lessonGames(id: LessonId): readonly VariantId[] {
  return LESSON_SPECS[id].variants;
}

function lessonTable(setup: LessonSetup): LessonTable {
  return {
    variant: setup.variant,
    rules: setupRules({ variant: setup.variant, players: 2, rules: setup.rules, structure: LESSON_STRUCTURE }),
    structure: LESSON_STRUCTURE,
  };
}

/**
 * A lesson's worked example: a hand dealt by the engine from `seed` at the setup's table and stepped through, each step
 * with its sentences, the dealer's words and the rules. The same lesson, setup and seed always give the same example.
 * Throws an Error saying what is wrong with an unknown lesson, a game it is not for, or a bad seed.
 */
export function lessonExample(id: LessonId, setup: LessonSetup, seed: number = LESSON_SEED): LessonExample {
  const spec = LESSON_SPECS[id];
  if (!spec) throw new Error(`lessonExample: unknown lesson ${JSON.stringify(id)} (expected one of ${LESSON_IDS.join(', ')})`);
  if (!spec.variants.includes(setup.variant))
    throw new Error(`lessonExample: the lesson "${id}" is for ${spec.variants.join(', ')}, not ${setup.variant}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new Error(`lessonExample: seed must be a whole number 0..4294967295, got ${String(seed)}`);
  const table = lessonTable(setup);
  const rng = createRng(seed);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const script = spec.build(table, rng);
    if (script) return { lesson: id, variant: setup.variant, rules: table.rules, seed, steps: script.steps };
  }
  throw new Error(`lessonExample: no deal from seed ${seed} showed "${id}" in ${setup.variant} after ${ATTEMPTS} tries`);
}

/** The rules a lesson teaches, in full at its end, for a game and house rules. */
export function lessonRules(id: LessonId, setup: LessonSetup): readonly RuleId[] {
  return LESSON_SPECS[id].rules(lessonTable(setup));
}

/** A lesson text that may be worded for a game: `<key>.<variant>` when core has it, else `<key>`. */
function forGame(key: string, variant: VariantId): Reason {
  return { key: MESSAGES[`${key}.${variant}`] ? `${key}.${variant}` : key };
}

/** The lesson's title ("The bring-in"). */
export function lessonTitle(id: LessonId): Reason {
  return { key: `lesson.${id}.title` };
}

/** Why the skill matters, in one sentence, for a game. */
export function lessonSummary(id: LessonId, variant: VariantId): Reason {
  return forGame(`lesson.${id}.summary`, variant);
}

/** The lesson's key sentence for a game: what to remember (a drill's hint). */
export function lessonKeySentence(id: LessonId, variant: VariantId): Reason {
  return forGame(`lesson.${id}.key`, variant);
}

/** One house-rules field's value among the shipped profiles: which profiles pick it, and the rules it rests on. */
export interface HouseRuleValue {
  readonly value: string;
  readonly profiles: readonly ProfileId[];
  readonly rules: readonly RuleId[];
}

/** What the shipped house rules say on a lesson's point where the rule books differ, field by field. */
export interface LessonHouseRules {
  readonly field: LessonField;
  readonly values: readonly HouseRuleValue[];
}

function valueOf(rules: HouseRules, field: LessonField): string {
  const v = rules[field];
  return typeof v === 'object' ? `${v.raises}-${v.headsUp}` : String(v);
}

/** For each house-rules field of a lesson, the values the shipped profiles take (with their rules), the profile's own first. */
export function lessonHouseRules(id: LessonId, own: HouseRules): LessonHouseRules[] {
  return LESSON_SPECS[id].fields.map((field) => {
    const values = new Map<string, { profiles: ProfileId[]; rules: readonly RuleId[] }>();
    values.set(valueOf(own, field), { profiles: [], rules: profileFieldRules(own, field) });
    for (const p of PROFILE_IDS) {
      const value = valueOf(PROFILES[p], field);
      const entry = values.get(value) ?? { profiles: [], rules: profileFieldRules(PROFILES[p], field) };
      entry.profiles.push(p);
      values.set(value, entry);
    }
    return { field, values: [...values].map(([value, e]) => ({ value, profiles: e.profiles, rules: e.rules })) };
  });
}
