import { formatChips, formatChoice, type Locale, type PartResponse, type Question, type QuestionPart, type Response, type SeatTarget } from '../../../core';

/** Seat numbers on screen are player + 1; specials keep their names. */
export function targetCode(target: SeatTarget): string {
  return typeof target === 'number' ? String(target + 1) : target;
}

/** A language-free form of one answer for the results file: "seat 3", "burn 1 2 5", "A", "218". */
export function compactPart(response: PartResponse | null): string {
  if (!response) return '-';
  switch (response.kind) {
    case 'seat':
      return `seat ${response.seat + 1}`;
    case 'seat-order':
      return response.order.map(targetCode).join(' ');
    case 'choice':
      return response.letter;
    case 'amount':
      return String(response.amount);
  }
}

/** A whole answer, parts separated by " / " (never empty: the results store needs text). */
export function compactResponse(response: readonly (PartResponse | null)[]): string {
  return response.length === 0 ? '-' : response.map(compactPart).join(' / ');
}

/** The words the UI needs to say an answer in the current language. */
export interface AnswerWords {
  readonly seat: (seat: number) => string;
  readonly special: (target: Exclude<SeatTarget, number>) => string;
  readonly locale: Locale;
}

/** One answer in words: "Seat 3", "Burn, seat 1, seat 2", "B: fold, call 5", "218". */
export function partText(part: QuestionPart, response: PartResponse | null, words: AnswerWords): string {
  if (!response) return '-';
  switch (response.kind) {
    case 'seat':
      return words.seat(response.seat + 1);
    case 'seat-order':
      return response.order.map((t) => (typeof t === 'number' ? words.seat(t + 1) : words.special(t))).join(', ');
    case 'choice': {
      const choice = part.kind === 'choice' ? part.choices.find((c) => c.letter === response.letter) : undefined;
      return choice ? `${response.letter}: ${formatChoice(choice, words.locale)}` : response.letter;
    }
    case 'amount':
      return formatChips(response.amount, words.locale);
  }
}

/** Every part of an answer in words, in the question's order. */
export function responseTexts(question: Question, response: Response, words: AnswerWords): string[] {
  return question.parts.map((part, k) => partText(part, response[k] ?? null, words));
}
