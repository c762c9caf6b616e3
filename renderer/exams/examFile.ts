import { z } from 'zod';
import {
  DEAL_MODES,
  DEAL_STEP_KINDS,
  DRILL_KINDS,
  MAX_EXAM_HANDS,
  VARIANT_IDS,
  parseDealCode,
  parseScenarioCode,
  type DealMode,
  type DealStepKind,
  type DrillKind,
  type VariantId,
} from '../../core';
import { checksumOf } from './checksum';

/**
 * The exam file an instructor saves and gives to every trainee: the exam's settings, its questions (scenario codes)
 * and its whole hands (hand codes), drawn once from a seed so every trainee gets the same ones, with a checksum. And
 * the result file of an exam taken: every answer and every step of a hand dealt with its time, the score, pass or
 * fail, the exam's own checksum and the app version, with a checksum of its own.
 *
 * Version 2 added the whole hands; files of version 1 (questions only) still open, as exams without hands.
 */
export const EXAM_FORMAT = 'bring-in-exam';
export const RESULT_FORMAT = 'bring-in-exam-result';
export const EXAM_VERSION = 2;
const OLDEST_VERSION = 1;
const version = z.union([z.literal(1), z.literal(2)]);

const checksum = z.string().regex(/^sha256:[0-9a-f]{64}$/, 'expected "sha256:" and 64 hex digits');
/** Whether `read` takes the text without throwing and says yes (a code this version can open). */
const opens = (read: (c: string) => boolean) => (c: string) => {
  try {
    return read(c);
  } catch {
    return false;
  }
};
const code = z
  .string()
  .max(200)
  .refine(
    opens((c) => parseScenarioCode(c) !== null),
    'not a scenario code this version can open',
  );
const handCode = z
  .string()
  .max(200)
  .refine(
    opens((c) => parseDealCode(c).step === null),
    'not a hand code this version can open',
  );
/** A step of a whole hand: the hand's code, "@" and the step's index. */
const stepCode = z
  .string()
  .max(200)
  .refine(
    opens((c) => parseDealCode(c).step !== null),
    'not a hand step this version can open',
  );
const structure = z.strictObject({
  ante: z.number().int().min(0),
  bringIn: z.number().int().min(1),
  smallBet: z.number().int().min(1),
  bigBet: z.number().int().min(1),
});

export const examHandSchema = z.strictObject({ code: handCode, mode: z.enum(DEAL_MODES as [DealMode, ...DealMode[]]) });

export const examFileSchema = z
  .strictObject({
    format: z.literal(EXAM_FORMAT),
    version,
    id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    // Checked, not trimmed: what the schema accepts it keeps as written, so the checksum of the exam as read is the file's.
    title: z.string().max(120).regex(/\S/, 'must not be blank'),
    createdAt: z.iso.datetime(),
    appVersion: z.string().min(1).max(40),
    kinds: z.array(z.enum(DRILL_KINDS as [DrillKind, ...DrillKind[]])).min(1),
    variants: z.array(z.enum(VARIANT_IDS as [VariantId, ...VariantId[]])).min(1),
    players: z.number().int().min(2).max(8),
    /** The house rules' id and English name, to say them (each question's code carries the rules themselves). */
    rules: z.strictObject({ id: z.string().max(80), name: z.string().max(80) }),
    structure,
    minutes: z.number().int().min(1).max(600).nullable(),
    passPercent: z.number().int().min(1).max(100),
    reasons: z.enum(['during', 'end']),
    seed: z.number().int().min(0).max(0xffffffff),
    questions: z.array(code).max(100),
    /** The whole hands, dealt after the questions (version 2; a version 1 file has none). */
    hands: z.array(examHandSchema).max(MAX_EXAM_HANDS).optional(),
    checksum,
  })
  .superRefine((exam, ctx) => {
    if (exam.version === 1 && exam.hands !== undefined)
      ctx.addIssue({ code: 'custom', path: ['hands'], message: 'a version 1 exam has no whole hands' });
    if (exam.version === 2 && exam.hands === undefined)
      ctx.addIssue({ code: 'custom', path: ['hands'], message: 'expected the list of whole hands' });
    if (exam.questions.length + (exam.hands?.length ?? 0) === 0)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'an exam needs a question or a whole hand' });
  });
/** An exam file as read: a version 1 file's hands are an empty list. */
export type ExamFile = Omit<z.infer<typeof examFileSchema>, 'hands'> & { readonly hands: readonly ExamHandEntry[] };
export type ExamHandEntry = z.infer<typeof examHandSchema>;

export const examAnswerSchema = z.union([
  z.strictObject({
    code,
    /** The answer given (as the results file keeps it: "seat 3 / B"), "-" when none was given in time. */
    answer: z.string().max(200),
    correctAnswer: z.string().max(200),
    correct: z.boolean(),
    timeMs: z.number().int().min(0),
  }),
  /** A step of a whole hand: its code ("DH-...@4") and kind, answered like a question. */
  z.strictObject({
    code: stepCode,
    step: z.enum(DEAL_STEP_KINDS as [DealStepKind, ...DealStepKind[]]),
    answer: z.string().max(200),
    correctAnswer: z.string().max(200),
    correct: z.boolean(),
    timeMs: z.number().int().min(0),
  }),
]);
export type ExamAnswer = z.infer<typeof examAnswerSchema>;

export const resultFileSchema = z.strictObject({
  format: z.literal(RESULT_FORMAT),
  version,
  exam: z.strictObject({
    id: z.string(),
    title: z.string(),
    checksum,
    passPercent: z.number().int().min(1).max(100),
    questions: z.number().int().min(0),
    /** The whole hands dealt and the steps they asked (version 2). */
    hands: z.number().int().min(0).max(MAX_EXAM_HANDS).optional(),
    steps: z.number().int().min(0).optional(),
  }),
  trainee: z.strictObject({ id: z.string().max(40), name: z.string().max(120) }),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  answers: z.array(examAnswerSchema),
  score: z.strictObject({ right: z.number().int().min(0), total: z.number().int().min(1), percent: z.number().min(0).max(100) }),
  passed: z.boolean(),
  appVersion: z.string().min(1).max(40),
  checksum,
});
export type ResultFile = z.infer<typeof resultFileSchema>;

/** Whether an exam answer is a step of a whole hand. */
export function isHandStep(answer: ExamAnswer): answer is Extract<ExamAnswer, { step: DealStepKind }> {
  return 'step' in answer;
}

/** Why a file cannot be used, by code, naming the file (the screens say it in the user's language). */
export type ExamFileProblem =
  | { readonly code: 'not-json'; readonly file: string }
  | { readonly code: 'wrong-kind'; readonly file: string; readonly expected: 'exam' | 'result' }
  | { readonly code: 'newer'; readonly file: string; readonly version: number }
  | { readonly code: 'older'; readonly file: string; readonly version: number }
  | { readonly code: 'invalid'; readonly file: string; readonly field: string; readonly detail: string }
  | { readonly code: 'edited'; readonly file: string }
  | { readonly code: 'inconsistent'; readonly file: string; readonly detail: string };

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ExamFileProblem };

async function readChecked<T extends { checksum: string }>(
  text: string,
  file: string,
  format: string,
  expected: 'exam' | 'result',
  schema: z.ZodType<T, unknown>,
): Promise<Read<T>> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: { code: 'not-json', file } };
  }
  const head = data as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.format !== format) return { ok: false, problem: { code: 'wrong-kind', file, expected } };
  if (typeof head.version === 'number' && head.version > EXAM_VERSION)
    return { ok: false, problem: { code: 'newer', file, version: head.version } };
  if (typeof head.version === 'number' && head.version < OLDEST_VERSION)
    return { ok: false, problem: { code: 'older', file, version: head.version } };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: { code: 'invalid', file, field: issue.path.join('.') || 'file', detail: issue.message } };
  }
  if ((await checksumOf(data as Record<string, unknown>)) !== parsed.data.checksum) return { ok: false, problem: { code: 'edited', file } };
  return { ok: true, value: parsed.data };
}

/** An exam file read and checked: its format, every field, its checksum, and that its settings match its questions. */
export async function readExamFile(text: string, file: string): Promise<Read<ExamFile>> {
  const read = await readChecked(text, file, EXAM_FORMAT, 'exam', examFileSchema);
  if (!read.ok) return read;
  const exam: ExamFile = { ...read.value, hands: read.value.hands ?? [] };
  for (const question of exam.questions) {
    const { kind, setup } = parseScenarioCode(question);
    if (!exam.kinds.includes(kind) || !exam.variants.includes(setup.variant) || setup.players !== exam.players) {
      return {
        ok: false,
        problem: { code: 'inconsistent', file, detail: `question ${question} is not one of the exam's drills, games or table` },
      };
    }
  }
  for (const hand of exam.hands) {
    if (parseDealCode(hand.code).setup.players !== exam.players)
      return { ok: false, problem: { code: 'inconsistent', file, detail: `hand ${hand.code} is not dealt at the exam's table` } };
  }
  return { ok: true, value: exam };
}

/** A result file read and checked: its format, every field and its checksum, and that its score adds up. */
export async function readResultFile(text: string, file: string): Promise<Read<ResultFile>> {
  const read = await readChecked(text, file, RESULT_FORMAT, 'result', resultFileSchema);
  if (!read.ok) return read;
  const r = read.value;
  const right = r.answers.filter((a) => a.correct).length;
  const steps = r.answers.filter(isHandStep).length;
  if (
    right !== r.score.right ||
    r.answers.length !== r.score.total ||
    r.score.total !== r.exam.questions + (r.exam.steps ?? 0) ||
    steps !== (r.exam.steps ?? 0)
  ) {
    return {
      ok: false,
      problem: {
        code: 'inconsistent',
        file,
        detail: `the score (${r.score.right} of ${r.score.total}) does not match the answers (${right} of ${r.answers.length}, ${steps} of them steps of whole hands)`,
      },
    };
  }
  return read;
}

/** A document with its checksum, written out for a file (indented: people open these files). */
export async function sealed<T extends Record<string, unknown>>(content: T): Promise<string> {
  return `${JSON.stringify({ ...content, checksum: await checksumOf(content) }, null, 2)}\n`;
}
