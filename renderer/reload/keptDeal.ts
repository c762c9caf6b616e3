/**
 * The hand being dealt outlives a reload of the window (View > Reload): its code, its mode and each step's answer
 * (what was given, the time, a hint asked, a wrong dealer's action), and the step on screen's hint and clock, are
 * kept in the window's sessionStorage, so they end with the window. The hand comes back dealt again from its code
 * with those answers given again (core's DealHand.again), at the step it was at, with the same results for its
 * report; the steps already kept as results are not kept twice. What cannot be read back, or no longer gives the
 * results kept, is left out with a warning that says what is wrong and where, and the text is set aside under
 * `bring-in.deal.unreadable`.
 */
import { z } from 'zod';
import {
  CHOICE_LETTERS,
  DEALER_ACTIONS,
  DealHand,
  parseDealCode,
  type ChoiceLetter,
  type DealerAction,
  type DealSetup,
  type StepAnswer,
} from '../../core';

import { moveAside, readStored, storageAttempts } from './readStored';

export const DEAL_KEY = 'bring-in.deal';
export const DEAL_UNREADABLE_KEY = `${DEAL_KEY}.unreadable`;

/** A step as kept: the trainee's answer, and whether it was right (checked again when the hand is dealt again). */
export interface KeptDealStep extends StepAnswer {
  readonly correct: boolean;
}

export interface KeptDeal {
  /** The hand's code (DH-...): its game, table, house rules, structure, incidents and seed. */
  readonly code: string;
  readonly tableReady: boolean;
  readonly steps: readonly KeptDealStep[];
  /** The last step answered was left (its Next pressed): the next step, or the report, is on screen. */
  readonly pastLast: boolean;
  /** The step on screen, not answered yet, had its hint asked for (a reload must not take the hint back). */
  readonly hinted: boolean;
  /** When the step on screen was shown (ms since the epoch): its clock goes on from then, a reload does not reset it. */
  readonly shownAt: number | null;
}

const SEAT_TARGET_ERROR = { error: 'a seat number 0-7 or burn, scramble, common' };
const player = z.number().int().min(0).max(7);
const partResponse = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('seat'), seat: player }),
    z.strictObject({
      kind: z.literal('seat-order'),
      order: z.array(z.union([player, z.enum(['burn', 'scramble', 'common'])], SEAT_TARGET_ERROR)),
    }),
    z.strictObject({ kind: z.literal('choice'), letter: z.enum(CHOICE_LETTERS as [ChoiceLetter, ...ChoiceLetter[]]) }),
    z.strictObject({ kind: z.literal('amount'), amount: z.number().int().nonnegative() }),
  ],
  { error: 'an answer of a seat, seat-order, choice or amount' },
);
const keptDealSchema = z.strictObject(
  {
    code: z.string({ error: 'code must be a hand code' }),
    tableReady: z.boolean({ error: 'tableReady must be true or false' }),
    steps: z.array(
      z.strictObject({
        given: z.array(partResponse),
        timeMs: z.number().int().nonnegative(),
        hinted: z.boolean(),
        wrongAction: z.enum(DEALER_ACTIONS as [DealerAction, ...DealerAction[]]).nullable(),
        correct: z.boolean(),
      }),
      { error: 'steps must be a list' },
    ),
    pastLast: z.boolean({ error: 'pastLast must be true or false' }),
    // Not kept before the hint and the clock of the step on screen were (a hand kept then reads as neither).
    hinted: z.boolean({ error: 'hinted must be true or false' }).default(false),
    shownAt: z.number({ error: 'shownAt must be a time' }).int().nonnegative().nullable().default(null),
  },
  { error: 'not an object' },
);

/** What a stored text gives: the hand kept, or why it cannot be used (both null: there was none). */
export interface KeptDealRead {
  readonly kept: KeptDeal | null;
  readonly warning: string | null;
}

/** The warning for a kept hand left out: what is wrong, and where. */
const leftOut = (problem: string): string => `${DEAL_KEY}: ${problem}; the hand being dealt is left out`;

/** The hand a stored text holds, or null with a warning saying what is wrong and where (null, no warning, when there is none). */
export function readKeptDeal(text: string | null): KeptDealRead {
  if (text === null) return { kept: null, warning: null };
  const dropped = (problem: string) => ({ kept: null, warning: leftOut(problem) });
  const read = readStored(text, keptDealSchema);
  if (!read.ok) return dropped(read.problem);
  try {
    parseDealCode(read.value.code);
  } catch (error) {
    return dropped(`code: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { kept: read.value, warning: null };
}

/**
 * The hand dealt again under `setup` (the kept code's, its house rules matched to the user's profiles) with the kept
 * answers, or the problem: an answer that does not fit its step, or a step whose grade is not the one kept.
 */
export function dealAgain(kept: KeptDeal, setup: DealSetup, seed: number): { hand: DealHand } | { problem: string } {
  let hand: DealHand;
  try {
    hand = DealHand.again(setup, seed, kept.steps, kept.pastLast, kept.hinted);
  } catch (error) {
    return { problem: `steps: ${error instanceof Error ? error.message : String(error)}` };
  }
  const differs = kept.steps.findIndex((step, k) => hand.results[k]!.correct !== step.correct);
  if (differs >= 0)
    return {
      problem: `steps.${differs}: graded ${hand.results[differs]!.correct ? 'right' : 'wrong'} now, kept as ${kept.steps[differs]!.correct ? 'right' : 'wrong'}`,
    };
  return { hand };
}

/** What is kept of a hand on screen; `shownAt`: when its step on screen was shown (ms since the epoch). */
export function keptDealOf(hand: DealHand, tableReady: boolean, shownAt: number | null = null): KeptDeal {
  return {
    code: hand.code,
    tableReady,
    steps: hand.results.map(({ given, timeMs, hinted, wrongAction, correct }) => ({ given, timeMs, hinted, wrongAction, correct })),
    pastLast: hand.over || (hand.results.length > 0 && hand.graded === null),
    hinted: hand.graded === null && hand.hinted,
    shownAt: hand.over || hand.graded !== null ? null : shownAt,
  };
}

/** A kept hand left out: where its text was set aside (null when storage refused it). */
export interface DealLoss {
  readonly setAsideAs: string | null;
}

/** Where a hand being dealt is kept: read once when the screen opens, written at each change, removed when the screen closes. */
export interface DealKeeper {
  /** The hand kept, or what was lost when it cannot be read (both null: none was kept). */
  read(): { kept: KeptDeal | null; lost: DealLoss | null };
  write(kept: KeptDeal): void;
  remove(): void;
  /** Warns and sets the kept text aside (a hand that does not deal again as kept). */
  drop(problem: string): DealLoss;
}

/** A keeper in `storage` (the window's sessionStorage); without storage, nothing is kept. */
export function sessionDealKeeper(
  storage: Storage | undefined = globalThis.sessionStorage,
  warn: (message: string) => void = console.warn,
): DealKeeper {
  const attempt = storageAttempts(DEAL_KEY, warn);
  const lose = (text: string): DealLoss => ({ setAsideAs: moveAside(storage, DEAL_KEY, DEAL_UNREADABLE_KEY, text) });
  return {
    read() {
      if (!storage) return { kept: null, lost: null };
      let text: string | null = null;
      attempt('read', () => (text = storage.getItem(DEAL_KEY)));
      const { kept, warning } = readKeptDeal(text);
      if (!warning || text === null) return { kept, lost: null };
      warn(warning);
      return { kept: null, lost: lose(text) };
    },
    write: (kept) => attempt('written', () => storage?.setItem(DEAL_KEY, JSON.stringify(kept))),
    remove: () => attempt('removed', () => storage?.removeItem(DEAL_KEY)),
    drop(problem) {
      warn(leftOut(problem));
      let text: string | null = null;
      attempt('read', () => (text = storage?.getItem(DEAL_KEY) ?? null));
      return text === null ? { setAsideAs: null } : lose(text);
    },
  };
}
