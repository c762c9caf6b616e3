import { DEAL_STEP_KINDS, type DealStepKind, type StepResult } from './types';

/** A target time per kind of step, in whole seconds. */
export type DealTargets = Readonly<Record<DealStepKind, number>>;

/** The least and most a target may be, in seconds. */
export const MIN_TARGET_SECONDS = 1;
export const MAX_TARGET_SECONDS = 600;

/**
 * What a dealer at a live game takes for each kind of step, in seconds: a word or a glance (who brings in, who acts
 * first, letting an action stand) takes a few seconds; a street dealt, a pot counted or pushed, a ruling given takes
 * longer; an incident the longest (stop the hand, say what happened, apply the house rules).
 */
export const DEFAULT_DEAL_TARGETS: DealTargets = {
  antes: 6,
  deal: 8,
  'run-out': 15,
  'bring-in': 4,
  'first-to-act': 4,
  'open-pair': 5,
  action: 3,
  ruling: 10,
  'next-to-act': 4,
  'uncalled-bet': 6,
  collect: 8,
  incident: 15,
  showdown: 5,
  award: 12,
};

/** Whether a value can be a target: whole seconds from MIN_TARGET_SECONDS to MAX_TARGET_SECONDS. */
export function isTargetSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_TARGET_SECONDS && value <= MAX_TARGET_SECONDS;
}

/**
 * The targets stored targets give over the defaults: a kind with a target that is not whole seconds in range, or a
 * name that is no kind of step (kept by a later version, say), is left to its default.
 */
export function dealTargets(stored: Readonly<Record<string, unknown>> | null | undefined): DealTargets {
  const out = { ...DEFAULT_DEAL_TARGETS };
  if (!stored || typeof stored !== 'object') return out;
  for (const kind of DEAL_STEP_KINDS) {
    const value = stored[kind];
    if (isTargetSeconds(value)) out[kind] = value;
  }
  return out;
}

/** The targets that differ from the defaults (what settings keep). */
export function changedTargets(targets: DealTargets): Partial<Record<DealStepKind, number>> {
  return Object.fromEntries(DEAL_STEP_KINDS.filter((k) => targets[k] !== DEFAULT_DEAL_TARGETS[k]).map((k) => [k, targets[k]]));
}

/** A step's time against its target: within it, or over it by how much (ms). */
export function stepAgainstTarget(
  result: Pick<StepResult, 'kind' | 'timeMs'>,
  targets: DealTargets,
): { readonly targetMs: number; readonly overMs: number } {
  const targetMs = targets[result.kind] * 1000;
  return { targetMs, overMs: Math.max(0, result.timeMs - targetMs) };
}

/**
 * The hand's pace as hands an hour: an hour over the time the steps took (the dealer's own time, step by step; the
 * players' thinking is not counted); given `targets`, the same hand at the target times. Null for a hand of no time.
 */
export function handsPerHour(results: readonly Pick<StepResult, 'kind' | 'timeMs'>[], targets?: DealTargets): number | null {
  const ms = results.reduce((sum, r) => sum + (targets ? targets[r.kind] * 1000 : r.timeMs), 0);
  return ms > 0 ? 3_600_000 / ms : null;
}
