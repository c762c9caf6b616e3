import { shuffled, type Rng } from '../rng';
import type { HandBuilder } from './builder';
import { dealerNeed, dealStreet, nextToDeal, scrambleCards, stubLeft } from './dealing';
import { apply, perform, type Operation } from './operation';
import { nextToShow, showdownSequence, showOrMuckUnchecked } from './showdown';
import { potWinners } from './dealer-tasks';
import type { DealerTask, HandState, PendingTask } from './types';

/**
 * What core does by the book when nobody has a choice, named in one place (as PokerKit names its automations).
 * Each is a kind of dealer operation; a driver (the simulator, a drill's deal, a ruling's "deal the rest", a PHH
 * replay's burns) lets core do the ones it names, and a trainee who deals does them as operations of their own.
 * - antePosting: each seat's ante (postAnte).
 * - cardBurning: the burn before 4th to 7th street (burnCard).
 * - cardDealing: each card owed, from the dealer's left, a round at a time (dealCards).
 * - runOut: a short stub on 7th street: the scramble and the common card the house rules call for (scrambleStub, dealCommonCard).
 * - uncalledBetReturn: a bet nobody called back to its player when the round ends (returnUncalledBet).
 * - betCollection: the round's bets brought into the pot (collectBets).
 * - handShowing: at the showdown, every hand tabled in the showdown order (showOrMuck).
 * - potAwarding: each pot pushed to its winners (awardPot).
 * The engine itself takes the antes, gives uncalled bets back and brings the bets in as it goes, and settle() tells the
 * pots' winners, unless the hand's config leaves those tasks to the dealer (HandConfig.manual): then they are pending
 * operations like the others (HandState.pending).
 */
export type Automation = DealerTask | 'cardBurning' | 'cardDealing' | 'runOut' | 'handShowing';

export const AUTOMATIONS: readonly Automation[] = [
  'antePosting',
  'cardBurning',
  'cardDealing',
  'runOut',
  'uncalledBetReturn',
  'betCollection',
  'handShowing',
  'potAwarding',
];
/** The dealer's steps up to the next betting round (or the showdown): what a ruling's "deal the rest" does. */
export const DEALING: readonly Automation[] = ['cardBurning', 'cardDealing', 'runOut'];

/** The automation an operation belongs to; null for a player's choice (a bet, a fold, a bring-in). */
export function automationOf(op: Operation): Automation | null {
  switch (op.kind) {
    case 'postAnte':
      return 'antePosting';
    case 'returnUncalledBet':
      return 'uncalledBetReturn';
    case 'collectBets':
      return 'betCollection';
    case 'awardPot':
      return 'potAwarding';
    case 'burnCard':
      return 'cardBurning';
    case 'dealCards':
      return 'cardDealing';
    case 'scrambleStub':
    case 'dealCommonCard':
      return 'runOut';
    case 'showOrMuck':
      return 'handShowing';
    default:
      return null;
  }
}

export interface AutomationOptions {
  /** The scramble's shuffle; without one the gathered cards keep their order (the stub, then the burns). */
  readonly rng?: Rng;
  /** Write into what the builder's last step made (hand/builder.ts). */
  readonly builder?: HandBuilder | null;
  /**
   * Deal a street's cards in one step and table every hand of the showdown in one step: the same hand as one
   * operation at a time (dealing draws nothing from the generator; showing does not change the showdown order).
   */
  readonly wholeSteps?: boolean;
}

/**
 * The dealer's next operation by the book, or null when a player decides next (the betting) or nothing is left
 * (the hand is over). Unknown stub: the cards go out unknown (null). At the showdown: the next hand to table.
 */
export function dealerOperation(state: HandState, rng?: Rng): Operation | null {
  if (state.pending !== null) return pendingOperation(state, state.pending);
  if (state.phase === 'showdown') {
    const player = nextToShow(state);
    return player === null ? null : { kind: 'showOrMuck', player };
  }
  if (state.phase !== 'dealing') return null;
  const unknown = state.stub === null;
  switch (dealerNeed(state)) {
    case 'burn':
      return unknown ? UNKNOWN_BURN : BURN;
    case 'deal':
      return unknown ? { kind: 'dealCards', player: nextToDeal(state), cards: UNKNOWN_CARD } : DEALS[nextToDeal(state)]!;
    case 'scramble': {
      if (unknown) return { kind: 'scrambleStub', order: null };
      const pool = scrambleCards(state);
      return { kind: 'scrambleStub', order: rng ? shuffled(pool, rng) : pool };
    }
    case 'common':
      return unknown ? UNKNOWN_COMMON : COMMON;
    case 'done':
      return null;
  }
}

/** The operation a pending dealer's task waits for (HandConfig.manual), done by the book. */
function pendingOperation(state: HandState, task: PendingTask): Operation {
  switch (task.kind) {
    case 'antes':
      return { kind: 'postAnte', player: task.players[0]! };
    case 'uncalledBet':
      return { kind: 'returnUncalledBet', player: task.player };
    case 'collectBets':
      return COLLECT;
    case 'awardPots': {
      const pot = task.pots[0]!;
      return { kind: 'awardPot', pot, players: potWinners(state, pot) };
    }
  }
}

const COLLECT: Operation = { kind: 'collectBets' };
const BURN: Operation = { kind: 'burnCard' };
const UNKNOWN_BURN: Operation = { kind: 'burnCard', card: null };
const COMMON: Operation = { kind: 'dealCommonCard' };
const UNKNOWN_COMMON: Operation = { kind: 'dealCommonCard', card: null };
const UNKNOWN_CARD: readonly null[] = [null];
// The next card to each seat from a known stub, made once (the dealer's next step is asked for at every card).
const DEALS: readonly Operation[] = [0, 1, 2, 3, 4, 5, 6, 7].map((player) => ({ kind: 'dealCards', player }));

/**
 * One automated step: the dealer's next operation when `automations` names it (with `wholeSteps`, a street's cards
 * or the whole showdown at once), or null when the next move is not automated (a player's, or nothing left).
 */
export function automateStep(state: HandState, automations: readonly Automation[], options: AutomationOptions = {}): HandState | null {
  const b = options.builder ?? null;
  const whole = options.wholeSteps === true;
  // The whole showdown at once, its order worked out once (the dealer's next step would work it out for each hand).
  if (whole && state.phase === 'showdown' && state.pending === null) {
    if (!automations.includes('handShowing')) return null;
    const shown = showInOrder(state, b);
    return shown === state ? null : shown;
  }
  const op = dealerOperation(state, options.rng);
  if (op === null || !automations.includes(automationOf(op)!)) return null;
  if (whole && op.kind === 'dealCards' && state.stub !== null) return dealStreet(state, b);
  // By the book, so it passes its check, but for one thing: a stub a ruling took cards from may run out, and the card
  // that is missing must be refused (apply's check), not dealt.
  return state.stub !== null && stubLeft(state) < 1 && op.kind !== 'scrambleStub' ? apply(state, op, b) : perform(state, op, b);
}

/** The automated steps one after another, until the next move is not automated (or `until` holds). */
export function automate(
  state: HandState,
  automations: readonly Automation[],
  options: AutomationOptions & { readonly until?: (s: HandState) => boolean } = {},
): HandState {
  let s = state;
  for (let guard = 0; guard < 500; guard++) {
    if (options.until?.(s)) return s;
    const next = automateStep(s, automations, options);
    if (next === null) return s;
    s = next;
  }
  throw new Error('automate: the dealer did not stop in 500 steps');
}

/** Every hand still unshown, in the showdown order (worked out once: showing a hand does not change it). */
function showInOrder(state: HandState, b: HandBuilder | null): HandState {
  let s = state;
  for (const p of showdownSequence(state)) if (s.players[p]!.shown === null) s = showOrMuckUnchecked(s, p, undefined, b);
  return s;
}
