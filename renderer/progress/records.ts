import { parseScenarioCode, scenarioFromCode, solveScenario, type AnswerRecord } from '../../core';
import { traineeOf } from '../../electron/shared/trainees-format';
import type { GradedResult } from '../platform/api';
import { readLegacyCode } from '../drills/runner/legacyCode';

/** A saved answer as the progress screens count it: the course's record, and what was answered. */
export interface CourseAnswer extends AnswerRecord {
  readonly id: string;
  readonly trainee: string;
  readonly answer: string;
  readonly correctAnswer: string;
  readonly profile: string;
  /** The lessons the question practises, as saved with the answer (answers saved before lessons have none). */
  readonly lessons?: readonly string[];
}

const DAY_MS = 86_400_000;

const HOUR_MS = 3_600_000;
/** The time zone's offset for each hour seen (it changes only on the hour): a Date per answer made 100,000 answers slow. */
const offsets = new Map<number, number>();

/** The calendar day (in this computer's time zone) of a moment, as a whole number of days since 1970. */
export function localDay(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = new Date(hour * HOUR_MS).getTimezoneOffset() * 60_000;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return Math.floor((ms - offset) / DAY_MS);
}

/** The local midnight that starts a day number (for showing it as a date). */
export function dayStart(day: number): Date {
  const utc = day * DAY_MS;
  return new Date(utc + new Date(utc).getTimezoneOffset() * 60_000);
}

/** The street and rules of a question, for answers saved before they were kept with it: worked out once per code. */
function derived(cache: Map<string, { street: number; rules: readonly string[] } | null>, code: string) {
  if (!cache.has(code)) {
    try {
      const scenario = scenarioFromCode(code);
      cache.set(code, { street: scenario.street, rules: solveScenario(scenario)?.rules ?? [] });
    } catch {
      cache.set(code, null);
    }
  }
  return cache.get(code) ?? null;
}

/**
 * Saved answers as the course counts them, oldest first. An answer of the old quick bring-in drill counts under
 * the scenario code it maps to; answers saved before the street and the rules were kept get them from their code.
 * An answer whose code cannot be read (hand-edited) is left out of the course.
 */
export function courseAnswers(results: readonly GradedResult[], dayOf: (ms: number) => number = localDay): CourseAnswer[] {
  const cache = new Map<string, { street: number; rules: readonly string[] } | null>();
  /** Each code once: its runner form (an old quick-drill code mapped) and its game, or null when it cannot be read. */
  const codes = new Map<string, { code: string; variant: string } | null>();
  const out: CourseAnswer[] = [];
  for (const r of results) {
    let read = codes.get(r.scenarioCode);
    if (read === undefined) {
      const legacy = readLegacyCode(r.scenarioCode);
      const code = legacy ? (legacy.ok ? legacy.code : null) : r.scenarioCode;
      const variant = code?.split('-')[1];
      read = code !== null && variant !== undefined ? { code, variant } : null;
      codes.set(r.scenarioCode, read);
    }
    if (read === null) continue;
    const { code, variant } = read;
    let street: number | undefined = r.street;
    let rules: readonly string[] | undefined = r.rules;
    if (street === undefined || rules === undefined) {
      const found = derived(cache, code);
      if (!found) continue;
      street ??= found.street;
      rules ??= found.rules;
    }
    const at = Date.parse(r.timestamp);
    out.push({ id: r.id, trainee: traineeOf(r), at, day: dayOf(at), kind: r.drill, variant, street, code, correct: r.correct, timeMs: r.timeMs, rules, answer: r.answer, correctAnswer: r.correctAnswer, profile: r.profile, ...(r.lessons && { lessons: r.lessons }) });
  }
  out.sort((a, b) => a.at - b.at);
  return out;
}

/** Whether a code names a question the runner can open (a drill scenario). */
export function openableCode(code: string): boolean {
  try {
    parseScenarioCode(code);
    return true;
  } catch {
    return false;
  }
}
