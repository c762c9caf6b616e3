import type { InjectionKey } from 'vue';
import { newResultSchema } from '../../electron/shared/contract';
import { getPlatformApi, PlatformError, type ErrorCode, type NewResult } from '../platform/api';
import { forwardAnswer } from '../progress/recordStore';

/** Where graded answers go to be kept: the platform API (desktop files or IndexedDB). Tests provide their own. */
export type ResultSink = (result: NewResult) => Promise<unknown>;

export const RESULT_SINK: InjectionKey<ResultSink> = Symbol('result-sink');

/** Keeps the answer, then (never waiting) hands it on to the school's record store when one is configured. */
export const platformResultSink: ResultSink = async (result) => {
  const saved = await getPlatformApi().saveResult(result);
  void forwardAnswer(saved, undefined);
  return saved;
};

/**
 * The longest answer time the results store takes (24 h, the contract's own limit): an answer left open longer is
 * kept with this time, and shown as "24 h or more".
 */
export const MAX_ANSWER_MS: number = newResultSchema.shape.timeMs.maxValue ?? 24 * 60 * 60 * 1000;

/** An answer time as it is kept: whole milliseconds from 0 to MAX_ANSWER_MS (a clock gone backwards is 0). */
export function keptTimeMs(ms: number): number {
  if (Number.isNaN(ms)) return 0;
  return Math.min(MAX_ANSWER_MS, Math.max(0, Math.round(ms)));
}

/** Why an answer was not kept, in words the screen can say (each has a text in the UI catalogs: score.notSaved.*). */
export const SAVE_FAILURE_REASONS = ['invalid', 'storage', 'refused', 'unknown'] as const;
export type SaveFailureReason = (typeof SAVE_FAILURE_REASONS)[number];

const REASON_OF_CODE: Readonly<Record<ErrorCode, SaveFailureReason>> = {
  'invalid-payload': 'invalid',
  'storage-unavailable': 'storage',
  'forbidden-sender': 'refused',
  'forbidden-url': 'refused',
  'import-failed': 'unknown',
  internal: 'unknown',
};

/**
 * A failure to keep an answer, by reason only (its message is "not-saved:<reason>"): the session store keeps the
 * reason, and the screen turns it into a translated sentence. The technical detail goes to the console.
 */
export class SaveFailure extends Error {
  override readonly name = 'SaveFailure';
  constructor(readonly reason: SaveFailureReason) {
    super(`not-saved:${reason}`);
  }
}

/** The reason of whatever a save threw: a PlatformError's code, else "unknown". */
export function saveFailureReason(error: unknown): SaveFailureReason {
  if (error instanceof SaveFailure) return error.reason;
  if (error instanceof PlatformError) return REASON_OF_CODE[error.code] ?? 'unknown';
  return 'unknown';
}

/**
 * Keeps one graded answer through a sink: its time clamped to what the store takes (so a question left open for
 * days is still kept), and a failure turned into a SaveFailure (the raw error, validation text and all, is logged).
 */
export async function keepAnswer(sink: ResultSink, result: NewResult, warn: (...data: unknown[]) => void = console.warn): Promise<unknown> {
  try {
    return await sink({ ...result, timeMs: keptTimeMs(result.timeMs) });
  } catch (error) {
    warn('Bring-In: the answer was not saved:', error);
    throw new SaveFailure(saveFailureReason(error));
  }
}
