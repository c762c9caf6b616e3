import { accuracyTrend, DRILL_KINDS, skillProgress } from '../../core';
import { parseImport } from '../../electron/shared/records-import';
import { courseAnswers, type CourseAnswer } from '../progress/records';
import { isHandStep, readResultFile, type ResultFile } from '../exams/examFile';
import { checksumOf } from '../exams/checksum';
import { DEFAULT_TRAINEE_ID, traineeOf } from '../../electron/shared/trainees-format';
import type { GradedResult } from '../platform/api';

/**
 * The class view's data: trainees' exports and exam result files read into one table of trainees x skills. Each
 * file is checked on its own; a file that cannot be used is named with what is wrong and left out, and the
 * others are read.
 */
export interface ClassTrainee {
  readonly id: string;
  readonly name: string;
  readonly answers: readonly CourseAnswer[];
  /** Exam results, by exam id (the latest result of each exam). */
  readonly results: ReadonlyMap<string, ResultFile>;
}

export type ClassFileProblem =
  | { readonly code: 'unreadable'; readonly file: string; readonly detail: string }
  | { readonly code: 'no-owner'; readonly file: string }
  | { readonly code: 'mixed'; readonly file: string; readonly count: number }
  | { readonly code: 'duplicate'; readonly file: string; readonly same: string }
  | { readonly code: 'exam'; readonly file: string; readonly problem: import('../exams/examFile').ExamFileProblem };

export interface ClassData {
  readonly trainees: ReadonlyMap<string, ClassTrainee>;
  /** The exams seen, by id, with their title. */
  readonly exams: ReadonlyMap<string, string>;
  /** A fingerprint of each file read (its content's checksum), to say a file is already in. */
  readonly files: ReadonlyMap<string, string>;
}

export const EMPTY_CLASS: ClassData = { trainees: new Map(), exams: new Map(), files: new Map() };

/**
 * Rows are kept by trainee id; every installation has a first trainee with the id "default", so theirs are told
 * apart by name too (two classroom computers, two first trainees).
 */
function rowKey(id: string, name: string): string {
  return id === DEFAULT_TRAINEE_ID ? `${id}:${name}` : id;
}

function withTrainee(data: ClassData, id: string, name: string, change: (t: ClassTrainee) => ClassTrainee): Map<string, ClassTrainee> {
  const trainees = new Map(data.trainees);
  const key = rowKey(id, name);
  const current = trainees.get(key) ?? { id, name, answers: [], results: new Map() };
  trainees.set(key, change({ ...current, name: name || current.name }));
  return trainees;
}

/**
 * This computer's trainees with every answer they saved (an instructor at a classroom computer), and how many of them
 * had answers: a trainee who has answered nothing has no row, so none at all is worth saying.
 */
export function withLocalTrainees(
  data: ClassData,
  trainees: readonly { id: string; name?: string | undefined }[],
  results: readonly GradedResult[],
  firstName: string,
): { data: ClassData; added: number } {
  let next = new Map(data.trainees);
  let added = 0;
  for (const trainee of trainees) {
    const answers = courseAnswers(results.filter((r) => traineeOf(r) === trainee.id));
    if (answers.length === 0) continue;
    next = withTrainee({ ...data, trainees: next }, trainee.id, trainee.name ?? firstName, (t) => ({
      ...t,
      answers: mergeAnswers(t.answers, answers),
    }));
    added++;
  }
  return { data: { ...data, trainees: next }, added };
}

function mergeAnswers(old: readonly CourseAnswer[], added: readonly CourseAnswer[]): CourseAnswer[] {
  const ids = new Set(old.map((a) => a.id));
  return [...old, ...added.filter((a) => !ids.has(a.id))].sort((a, b) => a.at - b.at);
}

/** Adds one file (a trainee's export or an exam result); the class as it was and a problem when the file cannot be used. */
export async function addClassFile(
  data: ClassData,
  file: { name: string; text: string },
): Promise<{ data: ClassData; problem: ClassFileProblem | null }> {
  const fingerprint = await checksumOf({ text: file.text });
  const same = data.files.get(fingerprint);
  if (same !== undefined) return { data, problem: { code: 'duplicate', file: file.name, same } };
  const files = new Map(data.files).set(fingerprint, file.name);
  const head = (() => {
    try {
      return JSON.parse(file.text) as { format?: unknown };
    } catch {
      return null;
    }
  })();
  if (head?.format === 'bring-in-exam-result') {
    const read = await readResultFile(file.text, file.name);
    if (!read.ok) return { data, problem: { code: 'exam', file: file.name, problem: read.problem } };
    const r = read.value;
    const trainees = withTrainee(data, r.trainee.id, r.trainee.name, (t) => {
      const before = t.results.get(r.exam.id);
      const results = new Map(t.results);
      if (!before || before.finishedAt < r.finishedAt) results.set(r.exam.id, r);
      return { ...t, results };
    });
    return { data: { trainees, exams: new Map(data.exams).set(r.exam.id, r.exam.title), files }, problem: null };
  }
  let parsed;
  try {
    parsed = parseImport(file.text, file.name);
  } catch (error) {
    return { data, problem: { code: 'unreadable', file: file.name, detail: error instanceof Error ? error.message : String(error) } };
  }
  const owners = new Set(parsed.records.map((r) => r.trainee).filter((t): t is string => t !== undefined));
  if (parsed.owner) owners.add(parsed.owner.id);
  if (owners.size > 1) return { data, problem: { code: 'mixed', file: file.name, count: owners.size } };
  const [owner] = owners;
  if (owner === undefined || parsed.records.some((r) => r.trainee === undefined && !parsed.owner))
    return { data, problem: { code: 'no-owner', file: file.name } };
  const name = parsed.owner?.name ?? owner;
  const trainees = withTrainee(data, owner, name, (t) => ({ ...t, answers: mergeAnswers(t.answers, courseAnswers(parsed.records)) }));
  return { data: { ...data, trainees, files }, problem: null };
}

/** One cell of the table: a trainee's standing on one drill (every game and street of it). */
export interface ClassCell {
  readonly answered: number;
  readonly accuracy: number;
  readonly mastered: number;
  readonly skills: number;
  /** The accuracy of the last 20 answers minus the 20 before (null until there are 40). */
  readonly trend: number | null;
}

export interface ClassRow {
  readonly key: string;
  readonly id: string;
  readonly name: string;
  readonly cells: Readonly<Record<string, ClassCell | null>>;
  readonly exams: Readonly<Record<string, ClassExamCell | null>>;
}

/** A trainee's result of one exam: the score, pass or fail, and the steps of its whole hands right (null without hands). */
export interface ClassExamCell {
  readonly percent: number;
  readonly passed: boolean;
  readonly steps: { readonly right: number; readonly total: number } | null;
}

function examCell(r: ResultFile): ClassExamCell {
  const steps = r.answers.filter(isHandStep);
  return {
    percent: r.score.percent,
    passed: r.passed,
    steps: steps.length === 0 ? null : { right: steps.filter((a) => a.correct).length, total: steps.length },
  };
}

/** The table: a row per trainee (by name), a cell per drill, and each exam's score, pass or fail and hand steps right. */
export function classRows(data: ClassData): ClassRow[] {
  return [...data.trainees.entries()]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name))
    .map(([key, t]) => {
      const cells: Record<string, ClassCell | null> = {};
      for (const kind of DRILL_KINDS) {
        const answers = t.answers.filter((a) => a.kind === kind);
        if (answers.length === 0) {
          cells[kind] = null;
          continue;
        }
        const skills = skillProgress(answers);
        cells[kind] = {
          answered: answers.length,
          accuracy: answers.filter((a) => a.correct).length / answers.length,
          mastered: skills.filter((s) => s.mastered).length,
          skills: skills.length,
          trend: accuracyTrend(answers),
        };
      }
      const exams: Record<string, ClassExamCell | null> = {};
      for (const id of data.exams.keys()) {
        const r = t.results.get(id);
        exams[id] = r ? examCell(r) : null;
      }
      return { key, id: t.id, name: t.name, cells, exams };
    });
}

/** The table as CSV rows: a header, then one row per trainee. */
export function classCsvRows(data: ClassData, rows: readonly ClassRow[]): (string | number)[][] {
  const header: string[] = ['trainee', 'trainee id'];
  for (const kind of DRILL_KINDS) header.push(`${kind} answers`, `${kind} right %`, `${kind} skills mastered`, `${kind} trend`);
  for (const title of data.exams.values()) header.push(`${title} %`, `${title} passed`, `${title} hand steps right`);
  const pct = (x: number) => Math.round(x * 1000) / 10;
  return [
    header,
    ...rows.map((row) => {
      const cells: (string | number)[] = [row.name, row.id];
      for (const kind of DRILL_KINDS) {
        const c = row.cells[kind];
        cells.push(
          c ? c.answered : '',
          c ? pct(c.accuracy) : '',
          c ? `${c.mastered}/${c.skills}` : '',
          c?.trend === null || !c ? '' : pct(c.trend),
        );
      }
      for (const id of data.exams.keys()) {
        const e = row.exams[id];
        cells.push(e ? e.percent : '', e ? (e.passed ? 'yes' : 'no') : '', e?.steps ? `${e.steps.right}/${e.steps.total}` : '');
      }
      return cells;
    }),
  ];
}
