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

const [DASH, COLON, DOT, T, Z] = ['-', ':', '.', 'T', 'Z'].map((c) => c.charCodeAt(0)) as [number, number, number, number, number];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number): number =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : MONTH_DAYS[month - 1]!;
const digit = (text: string, at: number): number => text.charCodeAt(at) - 48;
const number = (text: string, at: number, length: number): number => {
  let n = 0;
  for (let k = at; k < at + length; k++) {
    const d = digit(text, k);
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
};

/**
 * The moment a saved answer's timestamp names (ms since 1970). Answers are saved as toISOString writes them
 * ("2026-12-01T10:00:00.000Z"): that form is read digit by digit, which is several times faster than Date.parse on
 * 100,000 answers; any other form (an import from elsewhere) goes to Date.parse.
 */
export function timestampMs(text: string): number {
  if (
    text.length !== 24 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== T ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON ||
    text.charCodeAt(19) !== DOT ||
    text.charCodeAt(23) !== Z
  ) {
    return Date.parse(text);
  }
  const year = number(text, 0, 4);
  const month = number(text, 5, 2);
  const day = number(text, 8, 2);
  const hour = number(text, 11, 2);
  const minute = number(text, 14, 2);
  const second = number(text, 17, 2);
  const ms = number(text, 20, 3);
  // NaN (a character not a digit) fails these too; a day the month does not have (30 February) is Date.parse's to refuse.
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59 && ms >= 0))
    return Date.parse(text);
  // Days since 1970 of a civil date (proleptic Gregorian calendar), as in Howard Hinnant's days_from_civil.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  const days = era * 146_097 + dayOfEra - 719_468;
  return days * DAY_MS + hour * HOUR_MS + minute * 60_000 + second * 1000 + ms;
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

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The list of rules of an answer, as the first answer to the same question gave it when it holds the same rules:
 * answers to one question then share one list, and the rules' progress (core's ruleProgress) finds each list's
 * rules once instead of once per answer.
 */
function sharedRules(lists: Map<string, readonly string[]>, code: string, rules: readonly string[]): readonly string[] {
  const first = lists.get(code);
  if (first === undefined) {
    lists.set(code, rules);
    return rules;
  }
  return first.length === rules.length && first.every((rule, k) => rule === rules[k]) ? first : rules;
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
  const lists = new Map<string, readonly string[]>();
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
    const at = timestampMs(r.timestamp);
    const answer: Mutable<CourseAnswer> = {
      id: r.id,
      trainee: traineeOf(r),
      at,
      day: dayOf(at),
      kind: r.drill,
      variant,
      street,
      code,
      correct: r.correct,
      timeMs: r.timeMs,
      rules: sharedRules(lists, code, rules),
      answer: r.answer,
      correctAnswer: r.correctAnswer,
      profile: r.profile,
    };
    // Set after (not spread into the literal): a spread made every answer an object of its own shape, slow to read.
    if (r.lessons) answer.lessons = r.lessons;
    out.push(answer);
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
