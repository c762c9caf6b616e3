import type { Reason } from '../decision';
import { generateScenario } from '../drills/generate';
import type { DrillSetup, Scenario } from '../drills/types';
import { createRng } from '../rng';
import { lessonKeySentence, LESSON_SPECS } from './catalog';
import { splitsPot } from './lessons-showdown';
import { LESSON_IDS, type LessonId } from './types';

/** Scenarios tried for a lesson's questions before giving up (the rarest, a short all-in, fits about one in eighty). */
const TRIES = 2000;

/**
 * Quick questions from the lesson's drill, only ones that practise the lesson (an open pair on 4th street, a
 * misprocedure of the family...), the same for the same seed. Throws an Error when the drill cannot deal them.
 */
export function lessonQuestions(id: LessonId, setup: DrillSetup, seed: number, count = 3): Scenario[] {
  const spec = LESSON_SPECS[id];
  if (!spec.variants.includes(setup.variant))
    throw new Error(`lessonQuestions: the lesson "${id}" is for ${spec.variants.join(', ')}, not ${setup.variant}`);
  const rng = createRng(seed);
  const out: Scenario[] = [];
  for (let k = 0; k < TRIES && out.length < count; k++) {
    const scenario = generateScenario(spec.drill, setup, rng.int(0x100000000));
    if (!spec.fits || spec.fits(scenario)) out.push(scenario);
  }
  if (out.length < count)
    throw new Error(`lessonQuestions: the ${spec.drill} drill dealt only ${out.length} of ${count} questions on "${id}" in ${TRIES} tries`);
  return out;
}

/** A drill's lessons, most specific first: a question belongs to the first whose questions it fits. */
const BY_DRILL: Readonly<Record<Scenario['kind'], readonly LessonId[]>> = {
  'bring-in': ['bring-in'],
  'first-to-act': ['first-to-act'],
  'legal-action': ['short-all-in', 'open-pair', 'completing', 'limits-cap'],
  'deal-order': ['run-out', 'burn-deal-order'],
  pot: ['pots'],
  showdown: ['showdown-order'],
  misprocedure: LESSON_IDS.filter((id) => LESSON_SPECS[id].drill === 'misprocedure'),
};

/**
 * The lesson a drill question practises, part by part: the most specific lesson of its drill whose questions it fits,
 * for the question's part (a bring-in's second part is about completing; a showdown's later parts are about reading
 * the hands, or splitting them).
 */
export function lessonOfQuestion(scenario: Scenario, part: number): LessonId | null {
  if (part > 0 && scenario.kind === 'bring-in') return 'completing';
  if (part > 0 && scenario.kind === 'showdown') return splitsPot(scenario.state) ? 'split-odd-chip' : 'reading-hands';
  const variant = scenario.setup.variant;
  return (
    BY_DRILL[scenario.kind].find((id) => {
      const spec = LESSON_SPECS[id];
      return spec.variants.includes(variant) && (!spec.fits || spec.fits(scenario));
    }) ?? null
  );
}

/** Every lesson a drill question practises, part by part (a bring-in question: the bring-in, then completing). */
export function lessonsOfQuestion(scenario: Scenario): LessonId[] {
  const out: LessonId[] = [];
  for (let part = 0; part < scenario.question.parts.length; part++) {
    const lesson = lessonOfQuestion(scenario, part);
    if (lesson !== null && !out.includes(lesson)) out.push(lesson);
  }
  return out;
}

/** A hint for a drill question's part: its lesson and the lesson's key sentence, or null when no lesson covers it. */
export function lessonHint(scenario: Scenario, part: number): { lesson: LessonId; text: Reason } | null {
  const lesson = lessonOfQuestion(scenario, part);
  return lesson === null ? null : { lesson, text: lessonKeySentence(lesson, scenario.setup.variant) };
}
