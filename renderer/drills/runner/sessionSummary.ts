import { median } from '../../../core';
import type { DrillResult } from './drillResult';

export { median };

/** Accuracy and median answer time of one drill kind in a session. */
export interface KindSummary {
  readonly drill: string;
  readonly answered: number;
  readonly right: number;
  /** 0..1 */
  readonly accuracy: number;
  readonly medianMs: number;
}

/** One row per drill kind answered, in the order each kind was first met. */
export function summarizeByKind(results: readonly DrillResult[]): KindSummary[] {
  const groups = new Map<string, DrillResult[]>();
  for (const r of results) {
    const group = groups.get(r.drill);
    if (group) group.push(r);
    else groups.set(r.drill, [r]);
  }
  return [...groups].map(([drill, group]) => {
    const right = group.filter((r) => r.correct).length;
    return { drill, answered: group.length, right, accuracy: right / group.length, medianMs: median(group.map((r) => r.elapsedMs)) };
  });
}

/** The questions answered wrong, oldest first, each once (a scenario missed twice is listed once). */
export function missedQuestions(results: readonly DrillResult[]): DrillResult[] {
  const seen = new Set<string>();
  return results.filter((r) => {
    if (r.correct || seen.has(r.scenarioCode)) return false;
    seen.add(r.scenarioCode);
    return true;
  });
}
