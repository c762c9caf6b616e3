import type { ReviewItem } from '../../core';
import type { DrillResult } from '../stores/session';

/** The first question of the deck not answered yet in this session (a question reviewed once today waits for its next day). */
export function nextReviewCode(due: readonly ReviewItem<unknown>[], session: readonly DrillResult[]): string | null {
  const answered = new Set(session.map((r) => r.scenarioCode));
  return due.find((item) => !answered.has(item.code))?.code ?? null;
}
