/**
 * The clock of the question on screen outlives a reload of the window (View > Reload): which question, and when it
 * was shown (ms since the epoch), kept in the window's sessionStorage. Taken up again after a reload, the question's
 * time counts from then, as it would have without the reload (a reload must not make a slow answer look quick, in a
 * drill's statistics or an exam's result). Removed once the question is answered, so a question shown again later (a
 * review, a missed question tried again) starts a clock of its own.
 */
import { z } from 'zod';
import { readStored, storageAttempts } from './readStored';

export const QUESTION_CLOCK_KEY = 'bring-in.question-clock';

export interface QuestionClock {
  /** The question's code. */
  readonly code: string;
  /** When it was shown, in ms since the epoch (later by the pauses of a timed round, which its clock does not count). */
  readonly shownAt: number;
  /** While a timed round is on pause: when the pause began (ms since the epoch); a reload then counts up to it. */
  readonly pausedAt?: number;
}

export interface QuestionClockKeeper {
  /** The clock kept, or null (none kept, or one that cannot be read: a warning says what is wrong). */
  read(): QuestionClock | null;
  write(clock: QuestionClock): void;
  remove(): void;
}

/** A time in whole ms since the epoch, named in its error. */
const epochMs = (field: string) => {
  const error = `${field} must be a time`;
  return z.number({ error }).int(error).nonnegative(error);
};

const clockSchema = z.strictObject(
  {
    code: z.string({ error: 'code must be a question code' }).min(1, 'code must be a question code'),
    shownAt: epochMs('shownAt'),
    pausedAt: epochMs('pausedAt').optional(),
  },
  { error: 'not an object' },
);

/** A keeper in `storage` (the window's sessionStorage); without storage, no clock is kept. */
export function sessionQuestionClock(
  storage: Storage | undefined = globalThis.sessionStorage,
  warn: (message: string) => void = console.warn,
): QuestionClockKeeper {
  const attempt = storageAttempts(QUESTION_CLOCK_KEY, warn);
  return {
    read() {
      let text: string | null = null;
      attempt('read', () => (text = storage?.getItem(QUESTION_CLOCK_KEY) ?? null));
      if (text === null) return null;
      const read = readStored(text, clockSchema);
      if (read.ok) return read.value;
      warn(`${QUESTION_CLOCK_KEY}: ${read.problem}; the question's clock starts again`);
      return null;
    },
    write: (clock) => attempt('written', () => storage?.setItem(QUESTION_CLOCK_KEY, JSON.stringify(clock))),
    remove: () => attempt('removed', () => storage?.removeItem(QUESTION_CLOCK_KEY)),
  };
}
