import { median } from './stats';
import type { AnswerRecord } from './types';

/** Answers further apart than this start a new session (a break, or another day at the table). */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** One training session: answers with no break longer than SESSION_GAP_MS between them. */
export interface Session<A extends AnswerRecord = AnswerRecord> {
  /** The time of its first answer (ms): a stable id while the answers stay. */
  readonly start: number;
  readonly end: number;
  readonly answers: readonly A[];
  /** The drill kinds answered, in the order first met. */
  readonly kinds: readonly string[];
  readonly right: number;
  readonly accuracy: number;
  readonly medianMs: number;
}

/** Sessions, newest first, from answers in any order. */
export function sessionsOf<A extends AnswerRecord>(answers: readonly A[]): Session<A>[] {
  const inOrder = answers.every((a, k) => k === 0 || answers[k - 1]!.at <= a.at);
  const sorted = inOrder ? answers : [...answers].sort((a, b) => a.at - b.at);
  const groups: A[][] = [];
  for (const answer of sorted) {
    const current = groups[groups.length - 1];
    if (current && answer.at - current[current.length - 1]!.at <= SESSION_GAP_MS) current.push(answer);
    else groups.push([answer]);
  }
  return groups.reverse().map((group) => {
    const right = group.filter((a) => a.correct).length;
    return {
      start: group[0]!.at,
      end: group[group.length - 1]!.at,
      answers: group,
      kinds: [...new Set(group.map((a) => a.kind))],
      right,
      accuracy: right / group.length,
      medianMs: median(group.map((a) => a.timeMs)),
    };
  });
}
