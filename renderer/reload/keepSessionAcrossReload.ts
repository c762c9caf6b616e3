import { watch } from 'vue';
import { z } from 'zod';
import { isDrillSelector } from '../drills/runner/kinds';
import { runProblem, useDrillRunStore, type KeptRun, type RunConfig } from '../stores/drillRun';
import { useSessionStore, type DrillResult, type ReloadLoss } from '../stores/session';
import { deferredWrite, type DeferredWriteOptions } from './deferredWrite';

/**
 * This session's answers and the drill run going on outlive a reload of the window (View > Reload, Ctrl+R): a timed
 * round keeps its clock and a run its count. They are kept in the window's sessionStorage, so they end with the
 * window, as a session does. What cannot be read back is left out with a warning that says what is wrong (on the
 * console, and for the trainee as the session store's `reloadLoss`, which the screens show translated), and the
 * text is set aside under `bring-in.session.unreadable.<time>`: the last few copies are kept, the oldest go first.
 */
export const SESSION_KEY = 'bring-in.session';
/** Where unreadable text is set aside: this prefix, a dot and the time it was found (ISO). */
export const UNREADABLE_PREFIX = `${SESSION_KEY}.unreadable`;
/** How many set-aside copies are kept; a newer one pushes out the oldest. */
export const MAX_UNREADABLE_COPIES = 3;

interface Kept {
  readonly results: readonly DrillResult[];
  readonly run: KeptRun | null;
}

/** One answer of the session as kept: each field checked, with the words the console warning gives. */
const keptResultSchema = z.object(
  {
    drill: z.string({ error: 'drill and scenarioCode must be texts' }),
    scenarioCode: z.string({ error: 'drill and scenarioCode must be texts' }),
    correct: z.boolean({ error: 'correct must be true or false' }),
    elapsedMs: z
      .number({ error: 'elapsedMs must be a number >= 0' })
      .finite({ error: 'elapsedMs must be a number >= 0' })
      .nonnegative({ error: 'elapsedMs must be a number >= 0' }),
    answer: z.string({ error: 'answer must be a text' }).optional(),
  },
  { error: 'not an object' },
);

const count = z.number().int().nonnegative();
/** The run going on, given how many answers were kept (its first answer must be one of them). */
const keptRunSchema = (results: number) =>
  z
    .object(
      {
        config: z
          .looseObject({ selector: z.unknown() }, { error: 'not a run' })
          .refine((config) => isDrillSelector(config.selector), {
            error: (issue) => `unknown drill ${JSON.stringify((issue.input as { selector?: unknown }).selector)}`,
          })
          .superRefine((config, ctx) => {
            const problem = runProblem(config as unknown as RunConfig);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        startedAt: count,
        answered: count,
        firstResult: count,
        ended: z.boolean({ error: 'ended must be true or false' }),
        // A pause (kept since pauses exist; older runs have none).
        pausedAt: z.number().int().nonnegative().nullable().optional(),
        pausedMs: z.number().int().nonnegative().optional(),
      },
      { error: 'not a run' },
    )
    .superRefine((run, ctx) => {
      if (run.firstResult > results)
        ctx.addIssue({ code: 'custom', message: `firstResult ${run.firstResult} is past the ${results} answers kept` });
    });

/** The first problem zod found, in its words: a count's own words for the three counts. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path[0];
  if (field === 'startedAt' || field === 'answered' || field === 'firstResult')
    return 'startedAt, answered and firstResult must be whole numbers >= 0';
  if (field === 'pausedAt') return 'pausedAt must be a whole number >= 0 or null';
  if (field === 'pausedMs') return 'pausedMs must be a whole number >= 0';
  return issue.message;
}

/** One part of the stored text that cannot be used: the whole of it, one answer (by index), or the run going on. */
export type KeptWarning =
  | { readonly part: 'all'; readonly message: string }
  | { readonly part: 'answer'; readonly index: number; readonly message: string }
  | { readonly part: 'run'; readonly message: string };

/** What the stored text holds that can be used, and a warning for each part that cannot. */
export function readKept(text: string | null): { kept: Kept; warnings: KeptWarning[] } {
  const empty: Kept = { results: [], run: null };
  if (text === null) return { kept: empty, warnings: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = `${SESSION_KEY} is not JSON (${error instanceof Error ? error.message : String(error)}): the session starts afresh`;
    return { kept: empty, warnings: [{ part: 'all', message }] };
  }
  const doc = value as Partial<Kept> | null;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.results)) {
    return { kept: empty, warnings: [{ part: 'all', message: `${SESSION_KEY} has no results list: the session starts afresh` }] };
  }
  const warnings: KeptWarning[] = [];
  const results: DrillResult[] = [];
  doc.results.forEach((r, k) => {
    const read = keptResultSchema.safeParse(r);
    if (read.success) results.push(read.data);
    else warnings.push({ part: 'answer', index: k, message: `${SESSION_KEY} results[${k}]: ${firstProblem(read.error)}; left out` });
  });
  let run: KeptRun | null = null;
  if (doc.run !== null && doc.run !== undefined) {
    const read = keptRunSchema(results.length).safeParse(doc.run);
    if (read.success) run = doc.run;
    else warnings.push({ part: 'run', message: `${SESSION_KEY} run: ${firstProblem(read.error)}; the drill starts from its setup` });
  }
  return { kept: { results, run }, warnings };
}

/** What a reload lost, counted for the screen: null when everything was read back. */
export function reloadLoss(warnings: readonly KeptWarning[], kept: Kept, setAsideAs: string | null): ReloadLoss | null {
  if (warnings.length === 0) return null;
  return {
    all: warnings.some((w) => w.part === 'all'),
    answersLeftOut: warnings.filter((w) => w.part === 'answer').length,
    answersKept: kept.results.length,
    runLeftOut: warnings.some((w) => w.part === 'run'),
    setAsideAs,
  };
}

/** The set-aside copies in `storage`, oldest first (the time in the key orders them; a copy from before the time was added comes first). */
export function unreadableCopies(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && (key === UNREADABLE_PREFIX || key.startsWith(`${UNREADABLE_PREFIX}.`))) keys.push(key);
  }
  return keys.sort();
}

/**
 * Sets `text` aside under a key of its own (the earlier copies stay), keeping at most MAX_UNREADABLE_COPIES: the
 * oldest go first, and when the storage is full an older copy makes room. Returns the key, or null when the
 * storage refused it.
 */
export function setAside(storage: Storage, text: string, now: Date, warn: (message: string) => void): string | null {
  const stamp = `${UNREADABLE_PREFIX}.${now.toISOString()}`;
  let key = stamp;
  for (let n = 2; storage.getItem(key) !== null; n++) key = `${stamp}#${n}`;
  const older = unreadableCopies(storage);
  for (;;) {
    try {
      storage.setItem(key, text);
      break;
    } catch (error) {
      if (older.length === 0) {
        warn(`${SESSION_KEY}: the unreadable text could not be set aside (${error instanceof Error ? error.message : String(error)})`);
        return null;
      }
      storage.removeItem(older.shift()!);
    }
  }
  for (const old of older.slice(0, Math.max(0, older.length - (MAX_UNREADABLE_COPIES - 1)))) storage.removeItem(old);
  return key;
}

export interface KeepOptions extends DeferredWriteOptions {
  warn?: (message: string) => void;
  now?: () => Date;
}

/** Restore what a reload left in `storage`, then keep it up to date. Call once the app uses Pinia. */
export function keepSessionAcrossReload(
  storage: Storage | undefined = globalThis.sessionStorage,
  { warn = console.warn, now = () => new Date(), ...writing }: KeepOptions = {},
): void {
  if (!storage) return;
  const session = useSessionStore();
  const run = useDrillRunStore();
  let text: string | null = null;
  try {
    text = storage.getItem(SESSION_KEY);
  } catch (error) {
    const message = `${SESSION_KEY} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    warn(message);
    session.reloadLoss = reloadLoss([{ part: 'all', message }], { results: [], run: null }, null);
  }
  const { kept, warnings } = readKept(text);
  warnings.forEach((w) => warn(w.message));
  // What could not be read is set aside, not overwritten by the next answer, nor by the next unreadable text.
  if (warnings.length > 0 && text !== null) session.reloadLoss = reloadLoss(warnings, kept, setAside(storage, text, now(), warn));
  if (kept.results.length > 0) session.results = [...kept.results];
  if (kept.run) run.resume(kept.run);
  const write = (state: unknown) => {
    try {
      storage.setItem(SESSION_KEY, JSON.stringify(state));
    } catch (error) {
      warn(`${SESSION_KEY} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const current = () => ({ results: session.results, run: run.snapshot() });
  // Once the unreadable text is set aside, what was kept replaces it: the next reload does not lose it again.
  if (session.reloadLoss?.setAsideAs) write(current());
  // Answers are added, never changed: the list and its length say when to write (not a walk through every answer).
  const schedule = deferredWrite(() => write(current()), writing);
  watch(() => [session.results, session.results.length, run.snapshot()], schedule, { flush: 'sync' });
}
