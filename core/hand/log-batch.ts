import type { LogEntry } from './types';

/**
 * Log batches: a simulation that steps one hand many times (playRandomHand, the drills' stepUntil) only
 * ever keeps the newest state, so inside a batch each step may append to the log array the previous step
 * made instead of copying the whole log again (a hand's log grows to ~150 records at 8 players: copying it
 * at every step was the largest allocation of a simulated hand). Outside a batch every append copies.
 *
 * The contract for the caller: inside the batch, only the newest state may be used; an earlier state of
 * the same batch may see later records in its log. Code the batch does not control (a bot, a stop test)
 * runs with the batch paused, so what it does copies as usual.
 */
let active = false;
/** The log the batch itself made last: the only one it may append to in place. */
let draft: LogEntry[] | null = null;

/** Run `fn` as one log batch (nested calls join the batch already running). */
export function inLogBatch<T>(fn: () => T): T {
  if (active) return fn();
  active = true;
  try {
    return fn();
  } finally {
    active = false;
    draft = null;
  }
}

/** Pause the running batch while outside code looks at the state; hand the result to resumeLogBatch. */
export function pauseLogBatch(): boolean {
  const was = active;
  active = false;
  return was;
}
export function resumeLogBatch(was: boolean): void {
  active = was;
}

/** A log to write into: the batch's own draft as is, otherwise a copy (which becomes the draft inside a batch). */
export function writableLog(log: readonly LogEntry[]): LogEntry[] {
  if (active && log === draft) return draft;
  const out = log.slice();
  if (active) draft = out;
  return out;
}

/** The log with one record more (see writableLog). */
export function appendLog(log: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  const out = writableLog(log);
  out.push(entry);
  return out;
}
