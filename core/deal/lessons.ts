import type { Reason } from '../decision';
import { lessonKeySentence, LESSON_SPECS } from '../lessons/catalog';
import { MISPROCEDURE_FAMILIES } from '../lessons/lessons-misprocedures';
import type { LessonId } from '../lessons/types';
import type { IncidentKind } from '../rulings/incidents';
import type { VariantId } from '../variants';
import type { DealStep, DealStepKind } from './types';

/**
 * The lesson that teaches each kind of step (a hint's key sentence and its link; a lesson's "Deal a hand"). A step
 * about an incident is taught by the lesson of that incident's family instead (see dealStepLesson).
 */
export const DEAL_STEP_LESSONS: Readonly<Record<DealStepKind, LessonId>> = {
  antes: 'pots',
  deal: 'burn-deal-order',
  'run-out': 'run-out',
  'bring-in': 'bring-in',
  'first-to-act': 'first-to-act',
  'open-pair': 'open-pair',
  action: 'limits-cap',
  ruling: 'player-errors',
  'next-to-act': 'short-all-in',
  'uncalled-bet': 'pots',
  collect: 'pots',
  incident: 'misdeal',
  showdown: 'showdown-order',
  award: 'reading-hands',
};

/** Incidents no misprocedure family covers, and their lesson. */
const OTHER_INCIDENTS: Partial<Record<IncidentKind, LessonId>> = { 'run-out': 'run-out' };

/**
 * The lesson for a step of a hand in a game: the kind's, or for a step about an incident (an incident, a ruling on a
 * player's act) the lesson of the incident's family; pushing a Stud Hi-Lo pot is splitting it. Null when the lesson
 * is not given for that game (none is, today: the open pair is stud's alone, and so are its steps).
 */
export function dealStepLesson(step: Pick<DealStep, 'kind' | 'incident'>, variant: VariantId): LessonId | null {
  const incident = step.incident?.kind;
  const family = incident
    ? (MISPROCEDURE_FAMILIES.find((f) => f.incidents.includes(incident))?.id ?? OTHER_INCIDENTS[incident])
    : undefined;
  const lesson = family ?? (step.kind === 'award' && variant === 'stud8' ? 'split-odd-chip' : DEAL_STEP_LESSONS[step.kind]);
  return LESSON_SPECS[lesson].variants.includes(variant) ? lesson : null;
}

/** A hint for a step: its lesson and the lesson's key sentence in the game, or null when no lesson covers it. */
export function dealStepHint(step: Pick<DealStep, 'kind' | 'incident'>, variant: VariantId): { lesson: LessonId; text: Reason } | null {
  const lesson = dealStepLesson(step, variant);
  return lesson === null ? null : { lesson, text: lessonKeySentence(lesson, variant) };
}

/** The steps a lesson teaches beside those the table gives it: completing is a bring-in's option and a player's act. */
const MORE_STEPS: Partial<Record<LessonId, readonly DealStepKind[]>> = {
  completing: ['bring-in', 'action'],
  'split-odd-chip': ['award'],
  'run-out': ['incident'],
};

/**
 * The kinds of step a lesson teaches (the steps its "Deal a hand" singles out), in the kinds' order: the table's,
 * the few above, and for a family of misprocedures the incident and the ruling.
 */
export function lessonStepKinds(lesson: LessonId): DealStepKind[] {
  const misprocedure = MISPROCEDURE_FAMILIES.some((f) => f.id === lesson);
  const more: readonly DealStepKind[] = [...(MORE_STEPS[lesson] ?? []), ...(misprocedure ? (['incident', 'ruling'] as const) : [])];
  return (Object.keys(DEAL_STEP_LESSONS) as DealStepKind[]).filter((kind) => DEAL_STEP_LESSONS[kind] === lesson || more.includes(kind));
}
