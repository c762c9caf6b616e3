/**
 * Missed questions come back (spaced repetition, Leitner boxes). A miss puts the question in box 1, due the next
 * day. Answered right when due, it moves up a box and comes back later (BOX_DAYS); right past the last box, it is
 * learned and leaves the deck. Answered again before it is due, nothing moves (a right answer never brings it
 * closer, a miss always sends it back to box 1, due the next day). The state is a fold over the question's answers,
 * so it needs no storage of its own and belongs to whoever's answers it folds.
 */

/** Days until a question in box n (1-based) is due again. */
export const BOX_DAYS: readonly number[] = [1, 2, 4, 8, 16];
/** A learned question: out of the deck (due never). */
export const LEARNED = 0;

export interface ReviewState {
  /** 1..BOX_DAYS.length, or LEARNED. */
  readonly box: number;
  /** The day it is due (Infinity once learned). */
  readonly due: number;
  /** The day of the last miss. */
  readonly missedOn: number;
  readonly misses: number;
}

/** One answer to a question, in the order given: the day it was given on, and whether it was right. */
export interface ReviewAnswer {
  readonly day: number;
  readonly correct: boolean;
}

/** The question's state after one more answer (null: never missed, so not in review). */
export function nextState(state: ReviewState | null, answer: ReviewAnswer): ReviewState | null {
  if (!answer.correct) return { box: 1, due: answer.day + BOX_DAYS[0]!, missedOn: answer.day, misses: (state?.misses ?? 0) + 1 };
  if (state === null || state.box === LEARNED || answer.day < state.due) return state;
  const box = state.box + 1;
  if (box > BOX_DAYS.length) return { ...state, box: LEARNED, due: Number.POSITIVE_INFINITY };
  return { ...state, box, due: answer.day + BOX_DAYS[box - 1]! };
}

/** The state after all of a question's answers (oldest first). */
export function reviewState(answers: readonly ReviewAnswer[]): ReviewState | null {
  return answers.reduce<ReviewState | null>(nextState, null);
}

/** Whether a question in this state is in the deck on `day`. */
export function isDue(state: ReviewState | null, day: number): boolean {
  return state !== null && state.box !== LEARNED && state.due <= day;
}

/** A question of the deck: its code, its state, and the answer that put it there (the last miss). */
export interface ReviewItem<A> {
  readonly code: string;
  readonly state: ReviewState;
  readonly lastMiss: A;
}

/**
 * Every question in review (missed at least once and not yet learned), from answers that each name their question
 * (`code`), oldest first: the ones due on `day` first (the longest overdue first), then by the day they are due.
 */
export function reviewItems<A extends ReviewAnswer & { readonly code: string }>(answers: readonly A[]): ReviewItem<A>[] {
  const states = new Map<string, { state: ReviewState | null; lastMiss: A | null }>();
  for (const answer of answers) {
    const entry = states.get(answer.code) ?? { state: null, lastMiss: null };
    entry.state = nextState(entry.state, answer);
    if (!answer.correct) entry.lastMiss = answer;
    states.set(answer.code, entry);
  }
  const items: ReviewItem<A>[] = [];
  for (const [code, { state, lastMiss }] of states) if (state && state.box !== LEARNED && lastMiss) items.push({ code, state, lastMiss });
  return items.sort((a, b) => a.state.due - b.state.due || a.state.box - b.state.box || a.code.localeCompare(b.code));
}

/** The deck on `day`: the questions in review that are due. */
export function dueItems<A extends ReviewAnswer & { readonly code: string }>(answers: readonly A[], day: number): ReviewItem<A>[] {
  return reviewItems(answers).filter((item) => isDue(item.state, day));
}
