import type { LocationQuery, RouteLocationRaw } from 'vue-router';
import { DEAL_STEP_KINDS, lessonStepKinds, VARIANT_IDS, type DealStepKind, type LessonId, type VariantId } from '../../core';

/**
 * The whole-hand mode's address for a lesson: a hand dealt at once in Guided mode, in the lesson's game, with the
 * lesson's kinds of step singled out in the report ("#/deal?game=razz&mode=guided&focus=bring-in").
 */
export function lessonDealRoute(lesson: LessonId, game: VariantId): RouteLocationRaw {
  return { path: '/deal', query: { game, mode: 'guided', focus: lessonStepKinds(lesson) } };
}

/** What a #/deal address asks for besides a hand's code: the game, the mode, the kinds of step to single out. */
export interface DealRouteAsk {
  readonly game: VariantId | null;
  readonly tableReady: boolean | null;
  readonly focus: readonly DealStepKind[];
}

const values = (value: LocationQuery[string] | undefined): string[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).filter((v): v is string => typeof v === 'string');

/** The address's asks; what it names that is no game, mode or kind of step is left out. */
export function readDealRoute(query: LocationQuery): DealRouteAsk {
  const game = values(query.game).find((g): g is VariantId => (VARIANT_IDS as readonly string[]).includes(g)) ?? null;
  const mode = values(query.mode)[0];
  const tableReady = mode === 'table-ready' ? true : mode === 'guided' ? false : null;
  const focus = DEAL_STEP_KINDS.filter((kind) => values(query.focus).includes(kind));
  return { game, tableReady, focus };
}
