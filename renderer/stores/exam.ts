import { computed, ref, shallowRef } from 'vue';
import { defineStore } from 'pinia';
import { examScore } from '../../core';
import type { ExamAnswer, ExamFile } from '../exams/examFile';

/**
 * The exam being taken in this window: the file opened, the answers so far with their times, and when it started
 * and ended. Shared by the exams screen (which opens the file) and the exam itself (full screen).
 */
export const useExamStore = defineStore('exam', () => {
  const exam = shallowRef<ExamFile | null>(null);
  const fileName = ref('');
  const answers = ref<ExamAnswer[]>([]);
  const startedAt = ref<number | null>(null);
  const finishedAt = ref<number | null>(null);

  const running = computed(() => startedAt.value !== null && finishedAt.value === null);
  const finished = computed(() => finishedAt.value !== null);
  const score = computed(() => (exam.value ? examScore(answers.value.filter((a) => a.correct).length, exam.value.questions.length, exam.value.passPercent) : null));

  function open(next: ExamFile, name: string): void {
    exam.value = next;
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
    if (running.value && answers.value.length < (exam.value?.questions.length ?? 0)) answers.value.push(answer);
  }

  /** Ends the exam: a question not answered (time up) counts as wrong, with no answer given. */
  function finish(now: number, rightOf: (code: string) => string): void {
    const e = exam.value;
    if (!e || !running.value) return;
    for (const code of e.questions.slice(answers.value.length)) answers.value.push({ code, answer: '-', correctAnswer: rightOf(code), correct: false, timeMs: 0 });
    finishedAt.value = now;
  }

  function close(): void {
    exam.value = null;
    startedAt.value = null;
    finishedAt.value = null;
    answers.value = [];
  }

  return { exam, fileName, answers, startedAt, finishedAt, running, finished, score, open, start, record, finish, close };
});
