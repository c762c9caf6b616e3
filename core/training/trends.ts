import { median } from './stats';
import type { AnswerRecord } from './types';

/** One day of answers: how many, how many right, the median time. */
export interface DayPoint {
  readonly day: number;
  readonly answered: number;
  readonly right: number;
  readonly accuracy: number;
  readonly medianMs: number;
}

/** Per-day figures of the answers that `include` keeps (every answer by default), oldest day first. */
export function dailySeries(answers: readonly AnswerRecord[], include: (a: AnswerRecord) => boolean = () => true): DayPoint[] {
  const days = new Map<number, AnswerRecord[]>();
  for (const answer of answers) {
    if (!include(answer)) continue;
    const group = days.get(answer.day);
    if (group) group.push(answer);
    else days.set(answer.day, [answer]);
  }
  return [...days]
    .sort((a, b) => a[0] - b[0])
    .map(([day, group]) => {
      const right = group.filter((a) => a.correct).length;
      return { day, answered: group.length, right, accuracy: right / group.length, medianMs: median(group.map((a) => a.timeMs)) };
    });
}

/**
 * How the last answers compare with the ones before: the accuracy of the last `size` answers minus that of the
 * `size` before them (null until there are enough for both).
 */
export function accuracyTrend(answers: readonly AnswerRecord[], size = 20): number | null {
  if (answers.length < 2 * size) return null;
  const rate = (part: readonly AnswerRecord[]) => part.filter((a) => a.correct).length / part.length;
  return rate(answers.slice(-size)) - rate(answers.slice(-2 * size, -size));
}
