import { DEAL_STEP_KINDS, type DealStepKind } from '../../../core';
import { drillPath, drillTextKey, isDrillSelector } from '../../drills/runner/kinds';
import { kindKey } from '../../deal/dealReport';

/** The prefix of a dealt hand's steps as kept results: "deal-bring-in" is the bring-in step of a hand the trainee dealt. */
export const DEAL_RESULT_PREFIX = 'deal-';

/**
 * The i18n key of a drill's title (or of a dealt hand's step kind), or null for a drill id this version does not know
 * (shown as it is).
 */
export function drillTitleKey(drill: string): string | null {
  if (isDrillSelector(drill)) return drillTextKey(drill, 'title');
  const step = drill.startsWith(DEAL_RESULT_PREFIX) ? drill.slice(DEAL_RESULT_PREFIX.length) : null;
  return step !== null && (DEAL_STEP_KINDS as readonly string[]).includes(step) ? kindKey(step as DealStepKind) : null;
}

/**
 * Where an answer reopens: a drill's question in its drill (an unknown drill id: the mixed drill, which opens any
 * code), a step of a dealt hand in the deal screen at the start of its hand (a hand is dealt from its first step).
 */
export function reopenRoute(drill: string, code: string): { path: string; query: { code: string } } {
  if (/^DH-/i.test(code)) return { path: '/deal', query: { code: code.split('@')[0]! } };
  return { path: drillPath(isDrillSelector(drill) ? drill : 'mixed'), query: { code } };
}
