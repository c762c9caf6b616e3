import type { GradedResult } from '../../platform/api';
import type { DrillResult } from '../../stores/session';

/**
 * Stored answers as session results, oldest first, so the summary can score them like a session. Records of the
 * old quick "Who brings in?" drill (drill "bring-in", codes like "stud-8-abc", profile "dealer") read the same way:
 * they count under the bring-in drill and their codes reopen through the runner's legacy-code mapping.
 */
export function savedResults(records: readonly GradedResult[]): DrillResult[] {
  return [...records]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((r) => ({ drill: r.drill, scenarioCode: r.scenarioCode, correct: r.correct, elapsedMs: r.timeMs, answer: r.answer }));
}

/** The most recent missed questions first, each scenario once, at most `max`. */
export function recentMissed(results: readonly DrillResult[], max: number): DrillResult[] {
  const seen = new Set<string>();
  const missed: DrillResult[] = [];
  for (let k = results.length - 1; k >= 0 && missed.length < max; k--) {
    const r = results[k]!;
    if (r.correct || seen.has(r.scenarioCode)) continue;
    seen.add(r.scenarioCode);
    missed.push(r);
  }
  return missed;
}
