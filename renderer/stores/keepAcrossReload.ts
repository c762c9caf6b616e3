import { watch } from 'vue';
import { isDrillSelector } from '../drills/runner/kinds';
import { runProblem, useDrillRunStore, type KeptRun } from './drillRun';
import { useSessionStore, type DrillResult } from './session';

/**
 * This session's answers and the drill run going on outlive a reload of the window (View > Reload, Ctrl+R): a timed
 * round keeps its clock and a run its count. They are kept in the window's sessionStorage, so they end with the
 * window, as a session does. What cannot be read back is left out with a warning that says what is wrong, and the
 * text is set aside under `bring-in.session.unreadable`.
 */
export const SESSION_KEY = 'bring-in.session';

interface Kept {
  readonly results: readonly DrillResult[];
  readonly run: KeptRun | null;
}

function resultProblem(value: unknown): string | null {
  const r = value as Partial<DrillResult> | null;
  if (!r || typeof r !== 'object') return 'not an object';
  if (typeof r.drill !== 'string' || typeof r.scenarioCode !== 'string') return 'drill and scenarioCode must be texts';
  if (typeof r.correct !== 'boolean') return 'correct must be true or false';
  if (typeof r.elapsedMs !== 'number' || !Number.isFinite(r.elapsedMs) || r.elapsedMs < 0) return 'elapsedMs must be a number >= 0';
  return null;
}

function runProblemOf(value: unknown, results: number): string | null {
  const run = value as Partial<KeptRun> | null;
  if (!run || typeof run !== 'object' || !run.config) return 'not a run';
  if (!isDrillSelector(run.config.selector)) return `unknown drill ${JSON.stringify(run.config.selector)}`;
  const problem = runProblem(run.config);
  if (problem) return problem;
  const counts = [run.startedAt, run.answered, run.firstResult];
  if (counts.some((n) => typeof n !== 'number' || !Number.isInteger(n) || n < 0)) return 'startedAt, answered and firstResult must be whole numbers >= 0';
  if (run.firstResult! > results) return `firstResult ${run.firstResult} is past the ${results} answers kept`;
  if (typeof run.ended !== 'boolean') return 'ended must be true or false';
  return null;
}

/** What the stored text holds that can be used, and a warning for each part that cannot. */
export function readKept(text: string | null): { kept: Kept; warnings: string[] } {
  const empty: Kept = { results: [], run: null };
  if (text === null) return { kept: empty, warnings: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kept: empty, warnings: [`${SESSION_KEY} is not JSON (${error instanceof Error ? error.message : String(error)}): the session starts afresh`] };
  }
  const doc = value as Partial<Kept> | null;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.results)) return { kept: empty, warnings: [`${SESSION_KEY} has no results list: the session starts afresh`] };
  const warnings: string[] = [];
  const results: DrillResult[] = [];
  doc.results.forEach((r, k) => {
    const problem = resultProblem(r);
    if (problem) warnings.push(`${SESSION_KEY} results[${k}]: ${problem}; left out`);
    else results.push(r as DrillResult);
  });
  let run: KeptRun | null = null;
  if (doc.run !== null && doc.run !== undefined) {
    const problem = runProblemOf(doc.run, results.length);
    if (problem) warnings.push(`${SESSION_KEY} run: ${problem}; the drill starts from its setup`);
    else run = doc.run;
  }
  return { kept: { results, run }, warnings };
}

/** Restore what a reload left in `storage`, then keep it up to date. Call once the app uses Pinia. */
export function keepSessionAcrossReload(storage: Storage | undefined = globalThis.sessionStorage, warn: (message: string) => void = console.warn): void {
  if (!storage) return;
  const session = useSessionStore();
  const run = useDrillRunStore();
  let text: string | null = null;
  try {
    text = storage.getItem(SESSION_KEY);
  } catch (error) {
    warn(`${SESSION_KEY} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { kept, warnings } = readKept(text);
  warnings.forEach((w) => warn(w));
  // What could not be read is set aside, not overwritten by the next answer.
  if (warnings.length > 0 && text !== null) {
    try {
      storage.setItem(`${SESSION_KEY}.unreadable`, text);
    } catch {
      // Storage full or refused: the warning above already says what was wrong.
    }
  }
  if (kept.results.length > 0) session.results = [...kept.results];
  if (kept.run) run.resume(kept.run);
  watch(
    () => ({ results: session.results, run: run.snapshot() }),
    (now) => {
      try {
        storage.setItem(SESSION_KEY, JSON.stringify(now));
      } catch (error) {
        warn(`${SESSION_KEY} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    { deep: true, flush: 'sync' },
  );
}
