/**
 * The exam being taken outlives a reload of the window (View > Reload, Ctrl+R): the exam file opened, its name, the
 * answers given so far and when it started (and ended) are kept in the window's sessionStorage, so they end with the
 * window. The screen goes back to the question or the step of a whole hand the answers reach, and the time limit
 * still counts from the real start. The exam's checksum is worked out again, as when its file was opened: an exam
 * edited in the window's storage is not taken up again. What cannot be read back is dropped with a warning that says
 * what is wrong (on the console, and for the trainee as the exam store's `reloadLoss`), and the text is set aside
 * under `bring-in.exam.unreadable`.
 */
import { watch } from 'vue';
import { z } from 'zod';
import { checksumOf } from '../exams/checksum';
import { examAnswerSchema, examFileSchema, type ExamAnswer, type ExamFile } from '../exams/examFile';
import { examPlan, type ExamItem } from '../exams/examPlan';
import { useExamStore } from '../stores/exam';

import { EXAM_KEY, EXAM_UNREADABLE_KEY } from './keptExamKeys';
import { deferredWrite, type DeferredWriteOptions } from './deferredWrite';
import { readStored, moveAside } from './readStored';

export { EXAM_KEY, EXAM_UNREADABLE_KEY };

export interface KeptExam {
  readonly exam: ExamFile;
  readonly fileName: string;
  readonly answers: readonly ExamAnswer[];
  /** When the exam started and ended (ms since 1970, the clock of Date.now()); null before. */
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

const TIME_ERROR = { error: 'startedAt and finishedAt must be whole numbers >= 0 or null' };
const time = z.number(TIME_ERROR).int(TIME_ERROR).nonnegative(TIME_ERROR).nullable();

/** A kept exam: the file as its own schema checks it, the answers as the result file's, and the times. */
const keptExamSchema = z.object(
  {
    exam: examFileSchema,
    fileName: z.string({ error: 'fileName must be a text' }),
    answers: z.array(examAnswerSchema, { error: 'answers must be a list' }),
    startedAt: time,
    finishedAt: time,
  },
  { error: 'not an object' },
);

/** Whether the answers belong to this exam, in its order, and the times agree with them; the problem, or null. */
function inconsistency(kept: KeptExam, plan: readonly ExamItem[]): string | null {
  if (kept.answers.length > plan.length) return `answers: ${kept.answers.length} answers for an exam of ${plan.length} items`;
  const stray = kept.answers.findIndex((a, k) => a.code !== plan[k]!.code);
  if (stray >= 0) return `answers.${stray}: ${kept.answers[stray]!.code} is not the exam's item ${stray + 1} (${plan[stray]!.code})`;
  if (kept.startedAt === null && (kept.answers.length > 0 || kept.finishedAt !== null))
    return 'startedAt: null, but the exam has answers or an end';
  if (kept.finishedAt !== null && kept.startedAt !== null && kept.finishedAt < kept.startedAt) return 'finishedAt: before startedAt';
  return null;
}

/** What a stored text gives: the exam and its plan, or why it cannot be used (all null: there was none). */
export interface KeptExamRead {
  readonly kept: KeptExam | null;
  readonly plan: ExamItem[] | null;
  readonly warning: string | null;
  /** Dropped because its checksum no longer matches: read, but changed since its file was opened. */
  readonly edited: boolean;
}

/**
 * The exam a stored text holds (with its plan, worked out to check the answers and kept for the store), or null with a
 * warning saying why it cannot be used (null, no warning, when there is none).
 */
export async function readKeptExam(text: string | null): Promise<KeptExamRead> {
  if (text === null) return { kept: null, plan: null, warning: null, edited: false };
  const dropped = (problem: string, edited = false) => ({
    kept: null,
    plan: null,
    warning: `${EXAM_KEY}: ${problem}; the exam in progress is dropped`,
    edited,
  });
  const read = readStored(text, keptExamSchema);
  if (!read.ok) return dropped(read.problem);
  const { exam, ...rest } = read.value;
  // The exam as its file was read (the schema changes nothing it accepts), so its checksum is the file's.
  if ((await checksumOf(exam)) !== exam.checksum)
    return dropped('exam: its checksum does not match its content (edited since it was opened)', true);
  // A version 1 file has no whole hands: as read, its list of hands is empty (kept without one).
  const kept: KeptExam = { ...rest, exam: { ...exam, hands: exam.hands ?? [] } };
  const plan = examPlan(kept.exam);
  const problem = inconsistency(kept, plan);
  return problem ? dropped(problem) : { kept, plan, warning: null, edited: false };
}

/** The exam as kept: a version 1 file without its (empty) list of hands, as its schema wants it. */
export function keptExamText(kept: KeptExam): string {
  const exam = kept.exam.version === 1 ? { ...kept.exam, hands: undefined } : kept.exam;
  return JSON.stringify({ ...kept, exam });
}

export interface KeepExamOptions extends DeferredWriteOptions {
  warn?: (message: string) => void;
}

/**
 * Restore the exam a reload left in `storage`, then keep it up to date (removed once the exam is closed). Call once the
 * app uses Pinia; done when the exam is restored (its checksum checked), so the app mounts after it.
 */
export async function keepExamAcrossReload(
  storage: Storage | undefined = globalThis.sessionStorage,
  { warn = console.warn, ...writing }: KeepExamOptions = {},
): Promise<void> {
  if (!storage) return;
  const store = useExamStore();
  let text: string | null = null;
  try {
    text = storage.getItem(EXAM_KEY);
  } catch (error) {
    const message = `${EXAM_KEY} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    warn(message);
    store.reloadLoss = { setAsideAs: null, edited: false };
  }
  const { kept, plan, warning, edited } = await readKeptExam(text);
  if (warning && text !== null) {
    warn(warning);
    store.reloadLoss = { setAsideAs: moveAside(storage, EXAM_KEY, EXAM_UNREADABLE_KEY, text), edited };
  }
  if (kept && plan) store.restore(kept, plan);
  const current = (): KeptExam | null =>
    store.exam
      ? { exam: store.exam, fileName: store.fileName, answers: store.answers, startedAt: store.startedAt, finishedAt: store.finishedAt }
      : null;
  const schedule = deferredWrite(() => {
    const now = current();
    try {
      if (now) storage.setItem(EXAM_KEY, keptExamText(now));
      else storage.removeItem(EXAM_KEY);
    } catch (error) {
      warn(`${EXAM_KEY} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, writing);
  // Answers are added, never changed, and an exam opened is not edited: what is read here says when to write.
  // Immediate: the app may install this after an exam was opened (it loads this code after the first screen).
  watch(() => [current(), store.answers.length], schedule, { flush: 'sync', immediate: true });
}
