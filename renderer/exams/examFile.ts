import { z } from 'zod';
import { DRILL_KINDS, VARIANT_IDS, parseScenarioCode, type DrillKind, type VariantId } from '../../core';
import { checksumOf } from './checksum';

/**
 * The exam file an instructor saves and gives to every trainee: the exam's settings and its questions (scenario
 * codes, drawn once from a seed, so every trainee gets the same ones), with a checksum. And the result file of an
 * exam taken: every answer with its time, the score, pass or fail, the exam's own checksum and the app version,
 * with a checksum of its own.
 */
export const EXAM_FORMAT = 'bring-in-exam';
export const RESULT_FORMAT = 'bring-in-exam-result';
export const EXAM_VERSION = 1;

const checksum = z.string().regex(/^sha256:[0-9a-f]{64}$/, 'expected "sha256:" and 64 hex digits');
const code = z.string().max(200).refine((c) => {
  try {
    parseScenarioCode(c);
    return true;
  } catch {
    return false;
  }
}, 'not a scenario code this version can open');
const structure = z.strictObject({ ante: z.number().int().min(0), bringIn: z.number().int().min(1), smallBet: z.number().int().min(1), bigBet: z.number().int().min(1) });

export const examFileSchema = z.strictObject({
  format: z.literal(EXAM_FORMAT),
  version: z.literal(EXAM_VERSION),
  id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  title: z.string().trim().min(1).max(120),
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
  questions: z.array(code).min(1).max(100),
  checksum,
});
export type ExamFile = z.infer<typeof examFileSchema>;

export const examAnswerSchema = z.strictObject({
  code,
  /** The answer given (as the results file keeps it: "seat 3 / B"), "-" when none was given in time. */
  answer: z.string().max(200),
  correctAnswer: z.string().max(200),
  correct: z.boolean(),
  timeMs: z.number().int().min(0),
});
export type ExamAnswer = z.infer<typeof examAnswerSchema>;

export const resultFileSchema = z.strictObject({
  format: z.literal(RESULT_FORMAT),
  version: z.literal(EXAM_VERSION),
  exam: z.strictObject({ id: z.string(), title: z.string(), checksum, passPercent: z.number().int().min(1).max(100), questions: z.number().int().min(1) }),
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

async function readChecked<T extends { checksum: string }>(text: string, file: string, format: string, expected: 'exam' | 'result', schema: z.ZodType<T>): Promise<Read<T>> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: { code: 'not-json', file } };
  }
  const head = data as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.format !== format) return { ok: false, problem: { code: 'wrong-kind', file, expected } };
  if (typeof head.version === 'number' && head.version > EXAM_VERSION) return { ok: false, problem: { code: 'newer', file, version: head.version } };
  if (typeof head.version === 'number' && head.version < EXAM_VERSION) return { ok: false, problem: { code: 'older', file, version: head.version } };
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
  const exam = read.value;
  for (const question of exam.questions) {
    const { kind, setup } = parseScenarioCode(question);
    if (!exam.kinds.includes(kind) || !exam.variants.includes(setup.variant) || setup.players !== exam.players) {
      return { ok: false, problem: { code: 'inconsistent', file, detail: `question ${question} is not one of the exam's drills, games or table` } };
    }
  }
  return read;
}

/** A result file read and checked: its format, every field and its checksum, and that its score adds up. */
export async function readResultFile(text: string, file: string): Promise<Read<ResultFile>> {
  const read = await readChecked(text, file, RESULT_FORMAT, 'result', resultFileSchema);
  if (!read.ok) return read;
  const r = read.value;
  const right = r.answers.filter((a) => a.correct).length;
  if (right !== r.score.right || r.answers.length !== r.score.total || r.score.total !== r.exam.questions) {
    return { ok: false, problem: { code: 'inconsistent', file, detail: `the score (${r.score.right} of ${r.score.total}) does not match the answers (${right} of ${r.answers.length})` } };
  }
  return read;
}

/** A document with its checksum, written out for a file (indented: people open these files). */
export async function sealed<T extends Record<string, unknown>>(content: T): Promise<string> {
  return `${JSON.stringify({ ...content, checksum: await checksumOf(content) }, null, 2)}\n`;
}
