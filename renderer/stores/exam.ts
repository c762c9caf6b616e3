import { computed, ref, shallowRef } from 'vue';
import { defineStore } from 'pinia';
import { examScore } from '../../core';
import { isHandStep, type ExamAnswer, type ExamFile } from '../exams/examFile';
import { examPlan, unanswered, type ExamItem } from '../exams/examPlan';

/**
 * The exam being taken in this window: the file opened, what it asks (its questions and every step of its whole
 * hands), the answers so far with their times, and when it started and ended. Shared by the exams screen (which
 * opens the file) and the exam itself (full screen).
 */
export const useExamStore = defineStore('exam', () => {
  const exam = shallowRef<ExamFile | null>(null);
  const plan = shallowRef<readonly ExamItem[]>([]);
  const fileName = ref('');
  const answers = ref<ExamAnswer[]>([]);
  const startedAt = ref<number | null>(null);
  const finishedAt = ref<number | null>(null);
  /** A reload could not read the exam in progress back (it was dropped): where its text was set aside, if it was. */
  /** A kept exam a reload dropped: where its text was set aside, and whether it was edited (its checksum no longer matched) or could not be read. */
  const reloadLoss = ref<{ readonly setAsideAs: string | null; readonly edited: boolean } | null>(null);

  const running = computed(() => startedAt.value !== null && finishedAt.value === null);
  const finished = computed(() => finishedAt.value !== null);
  const score = computed(() =>
    exam.value ? examScore(answers.value.filter((a) => a.correct).length, plan.value.length, exam.value.passPercent) : null,
  );
  /** The steps of the whole hands, all hands together. */
  const steps = computed(() => plan.value.filter((item) => item.step !== null).length);

  function open(next: ExamFile, name: string): void {
    exam.value = next;
    plan.value = examPlan(next);
    fileName.value = name;
    answers.value = [];
    startedAt.value = null;
    finishedAt.value = null;
  }

  function start(now: number): void {
    answers.value = [];
    startedAt.value = now;
    finishedAt.value = null;
  }

  function record(answer: ExamAnswer): void {
    // Only an answer to the item the exam is at (a question for a question, that very step for a step of a hand):
    // an answer of another (a stray event) would shift every answer after it.
    const item = plan.value[answers.value.length];
    if (running.value && item && (item.step === null ? !isHandStep(answer) : answer.code === item.code)) answers.value.push(answer);
  }

  /** Ends the exam: a question or step not answered (time up) counts as wrong, with no answer given. */
  function finish(now: number): void {
    if (!exam.value || !running.value) return;
    for (const item of plan.value.slice(answers.value.length)) answers.value.push(unanswered(item));
    finishedAt.value = now;
  }

  /** The exam a reload kept, as it was: the same answers, and its clock still counting from the real start. */
  function restore(
    kept: { exam: ExamFile; fileName: string; answers: readonly ExamAnswer[]; startedAt: number | null; finishedAt: number | null },
    // The plan its reader already worked out (examPlan deals every whole hand of the exam): not dealt twice.
    keptPlan: readonly ExamItem[] = examPlan(kept.exam),
  ): void {
    exam.value = kept.exam;
    plan.value = keptPlan;
    fileName.value = kept.fileName;
    answers.value = [...kept.answers];
    startedAt.value = kept.startedAt;
    finishedAt.value = kept.finishedAt;
  }

  function dismissReloadLoss(): void {
    reloadLoss.value = null;
  }

  function close(): void {
    exam.value = null;
    plan.value = [];
    startedAt.value = null;
    finishedAt.value = null;
    answers.value = [];
  }

  return {
    exam,
    plan,
    steps,
    fileName,
    answers,
    startedAt,
    finishedAt,
    reloadLoss,
    running,
    finished,
    score,
    open,
    start,
    record,
    finish,
    restore,
    dismissReloadLoss,
    close,
  };
});
