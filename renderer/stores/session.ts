import { computed, ref } from 'vue';
import { defineStore } from 'pinia';
import { missedQuestions, summarizeByKind } from '../drills/runner/sessionSummary';
import { saveFailureReason, type SaveFailureReason } from '../drills/resultSink';
import type { DrillResult } from '../drills/runner/drillResult';

export type { DrillResult } from '../drills/runner/drillResult';

/**
 * What a reload of the window could not read back of this session (see reload/keepSessionAcrossReload.ts), counted so that the
 * screens can say it in the trainee's language.
 */
export interface ReloadLoss {
  /** Nothing could be read (not JSON, no list of answers, or the storage refused): the session started afresh. */
  readonly all: boolean;
  /** Answers that could not be read and were left out. */
  readonly answersLeftOut: number;
  /** Answers read back and kept. */
  readonly answersKept: number;
  /** The drill that was running could not be carried on: it starts again from its setup. */
  readonly runLeftOut: boolean;
  /** The sessionStorage key the unreadable text was set aside under, or null when it could not be. */
  readonly setAsideAs: string | null;
}

/** The running score of this session, across drills. Nothing is persisted here. */
export const useSessionStore = defineStore('session', () => {
  const results = ref<DrillResult[]>([]);
  /** Why the last answer could not be kept on disk (or in the browser's storage); null when all went well. */
  const saveError = ref<SaveFailureReason | null>(null);
  /** What the last reload of the window could not read back, until the trainee dismisses the notice; null when nothing was lost. */
  const reloadLoss = ref<ReloadLoss | null>(null);

  const answered = computed(() => results.value.length);
  const right = computed(() => results.value.filter((r) => r.correct).length);
  /** Share of right answers, 0..1; null before the first answer. */
  const accuracy = computed(() => (answered.value === 0 ? null : right.value / answered.value));
  /** Accuracy and median time per drill kind (the session summary). */
  const byKind = computed(() => summarizeByKind(results.value));
  /** The questions answered wrong, each scenario once, to reopen from the summary. */
  const missed = computed(() => missedQuestions(results.value));

  function record(result: DrillResult): void {
    if (!Number.isFinite(result.elapsedMs) || result.elapsedMs < 0) {
      throw new Error(`elapsedMs must be a non-negative number, got ${result.elapsedMs}`);
    }
    results.value.push(result);
  }

  /** Waits for one answer to be kept, and remembers whether that failed so the screen can say so. */
  async function keep(saving: Promise<unknown>): Promise<void> {
    try {
      await saving;
      saveError.value = null;
    } catch (error) {
      saveError.value = saveFailureReason(error);
    }
  }

  function reset(): void {
    results.value = [];
  }

  function dismissReloadLoss(): void {
    reloadLoss.value = null;
  }

  return { results, answered, right, accuracy, byKind, missed, saveError, reloadLoss, record, keep, reset, dismissReloadLoss };
});
