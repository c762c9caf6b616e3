import { CHOICE_LETTERS, answerOf, formatReason, scenarioFromCode, type ChoiceLetter, type Locale, type PartResponse, type Question, type QuestionPart, type SeatTarget, type SpecialTarget } from '../../core';
import { partText, responseTexts, type AnswerWords } from '../drills/runner/answerText';

const SPECIALS: readonly SpecialTarget[] = ['burn', 'scramble', 'common'];

/** One part of an answer as the results file keeps it ("seat 3", "burn 1 2 5", "A", "218"), read back for that part. */
function readPart(part: QuestionPart, text: string): PartResponse | null {
  const t = text.trim();
  switch (part.kind) {
    case 'seat': {
      const m = /^seat (\d+)$/.exec(t);
      return m ? { kind: 'seat', seat: Number(m[1]) - 1 } : null;
    }
    case 'choice':
      return (CHOICE_LETTERS as readonly string[]).includes(t) ? { kind: 'choice', letter: t as ChoiceLetter } : null;
    case 'amount':
      return /^\d+$/.test(t) ? { kind: 'amount', amount: Number(t) } : null;
    case 'seat-order': {
      if (t === '' || t === '-') return null;
      const order: SeatTarget[] = [];
      for (const token of t.split(/\s+/)) {
        if ((SPECIALS as readonly string[]).includes(token)) order.push(token as SpecialTarget);
        else if (/^\d+$/.test(token)) order.push(Number(token) - 1);
        else return null;
      }
      return { kind: 'seat-order', order };
    }
  }
}

/** An answer as kept ("seat 3 / 5"), part by part, for this question; a part that cannot be read is null. */
export function readAnswer(question: Question, text: string): (PartResponse | null)[] {
  const parts = text.split(' / ');
  return question.parts.map((part, k) => (parts[k] === undefined ? null : readPart(part, parts[k]!)));
}

/** A missed question in words: what was asked, what was answered, and the right answer. */
export interface QuestionWords {
  readonly question: string;
  readonly given: string;
  readonly right: string;
}

/** The question a code asks and the answers in words, in `locale`; null when the code cannot be opened. */
export function questionWords(code: string, given: string, words: AnswerWords, locale: Locale): QuestionWords | null {
  try {
    const scenario = scenarioFromCode(code);
    const { question } = scenario;
    const asked = [formatReason(question.prompt, locale), ...(question.parts.length > 1 ? question.parts.map((p) => formatReason(p.prompt, locale)) : [])];
    const answer = readAnswer(question, given);
    const givenText = answer.every((a) => a === null) ? given : question.parts.map((part, k) => partText(part, answer[k] ?? null, words)).join(' · ');
    return { question: asked.join(' '), given: givenText, right: responseTexts(question, answerOf(scenario), words).join(' · ') };
  } catch {
    return null;
  }
}
