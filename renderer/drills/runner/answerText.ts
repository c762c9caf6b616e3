import {
  formatChoice,
  type ChoiceLetter,
  type Locale,
  type PartResponse,
  type Question,
  type QuestionPart,
  type Response,
  type SeatTarget,
} from '../../../core';

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

const SPECIALS: readonly string[] = ['burn', 'scramble', 'common'];

/** One part read back from compactPart's text, or null when the text is not an answer to that part. */
function readPart(text: string, part: QuestionPart): PartResponse | null {
  switch (part.kind) {
    case 'seat': {
      // "seat 3"; the old quick drill kept the bare seat number ("3").
      const m = /^(?:seat )?([1-9])$/.exec(text);
      return m ? { kind: 'seat', seat: Number(m[1]) - 1 } : null;
    }
    case 'seat-order': {
      const order: SeatTarget[] = [];
      for (const token of text.split(' ')) {
        if (/^[1-9]$/.test(token)) order.push(Number(token) - 1);
        else if (SPECIALS.includes(token)) order.push(token as Exclude<SeatTarget, number>);
        else return null;
      }
      return { kind: 'seat-order', order };
    }
    case 'choice':
      return /^[A-F]$/.test(text) ? { kind: 'choice', letter: text as ChoiceLetter } : null;
    case 'amount':
      return /^\d{1,10}$/.test(text) ? { kind: 'amount', amount: Number(text) } : null;
  }
}

/**
 * An answer read back from compactResponse's text for its question: the parts given, in order (a "-" part and the
 * ones after it were not given). Null when the text does not fit the question's parts.
 */
export function readCompactResponse(text: string, question: Question): Response | null {
  const pieces = text.split(' / ');
  if (pieces.length > question.parts.length) return null;
  const response: PartResponse[] = [];
  for (const [k, piece] of pieces.entries()) {
    if (piece === '-') break;
    const read = readPart(piece, question.parts[k]!);
    if (!read) return null;
    response.push(read);
  }
  return response;
}

/** The words the UI needs to say an answer in the current language. */
export interface AnswerWords {
  readonly seat: (seat: number) => string;
  readonly special: (target: Exclude<SeatTarget, number>) => string;
  /** A chip amount as the UI catalog's chips message writes it, in the reader's grouping. */
  readonly chips: (amount: number) => string;
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
      return words.chips(response.amount);
  }
}

/** Every part of an answer in words, in the question's order. */
export function responseTexts(question: Question, response: Response, words: AnswerWords): string[] {
  return question.parts.map((part, k) => partText(part, response[k] ?? null, words));
}
