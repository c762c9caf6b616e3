import type { Reason } from '../decision';
import type { HandState } from '../hand';
import type { RuleId } from '../rulebook/rules';
import type { PhhVariantCode, StreetNumber } from '../variants';

/**
 * What a replay of a PHH hand found. Players here are PHH numbers (1-based: p1 = 1), which are also
 * the seats the texts name (seat N is the file's pN), as in the command line's JSON; chips are the file's units.
 */
export interface PhhReplayReport {
  readonly variant: PhhVariantCode;
  /** The player who opened 3rd street with the forced bet (posting the bring-in or completing) and what he put in; null if no one did. */
  readonly bringIn: { readonly player: number; readonly amount: number } | null;
  /** Each street dealt, in order. */
  readonly streets: readonly PhhStreetReport[];
  /** Who shows first, second... at showdown (empty when the hand ends without one). */
  readonly showdownOrder: readonly number[];
  /** Chips of every player once the hand is over (null when the history stops before the end, or at an error). */
  readonly finishingStacks: readonly number[] | null;
  /**
   * Every point where the file departs from the house rules (a rule not followed, another order than the book's) or
   * its own record of the chips; the replay went on past each with the cards and chips as the file has them.
   */
  readonly deviations: readonly PhhReplayDeviation[];
  /** What stops the replay: the hand cannot go on as written (a card dealt twice, an action by a folded player...). At most one. */
  readonly errors: readonly PhhReplayError[];
  /** The readable account: what happened, and each dealer decision with the rules it rests on. */
  readonly events: readonly PhhReplayEvent[];
}

export interface PhhStreetReport {
  readonly street: StreetNumber;
  /** The player who actually acted first on this street; null when no one could act. */
  readonly firstToAct: number | null;
  /** Every chip in the pot after this street's betting: antes included, uncalled chips returned. */
  readonly potAfter: number;
}

/**
 * A deviation: what the file did, the rule or order it departs from, and where. `kind` says what it is about: the
 * house rules and the order of play ('rules'), or the money, the file's own record of the chips against the replay
 * ('money': finishing stacks, and an online room's summary).
 */
export interface PhhReplayDeviation extends PhhReplayError {
  readonly kind: PhhDeviationKind;
}

export type PhhDeviationKind = 'rules' | 'money';

export interface PhhReplayError {
  /** Index in the file's `actions` (0-based), or null for the hand as a whole (e.g. finishing stacks). */
  readonly action: number | null;
  /** English text naming the action and the rule (describeReplayError gives it in any language). */
  readonly message: string;
  /** The action's PHH text ("p1 pb"), when the error is on one. */
  readonly actionText?: string;
  readonly rules: readonly RuleId[];
  /** What is wrong, in any language. */
  readonly reason: Reason;
  /** The engine's reason for the decision the file contradicts (who must act or show first), or its next step when the history stops early. */
  readonly detail?: Reason;
}

/** A deviation's line comes just before the lines of the action it is on, with the table as it stood then. */
export type PhhReplayEventKind = 'deal' | 'action' | 'decision' | 'pot' | 'result' | 'deviation' | 'error';

/** One line of the readable account. */
export interface PhhReplayEvent {
  readonly kind: PhhReplayEventKind;
  /**
   * Index in `actions` of the file's action this line tells (or its comment), or null for what the dealer does on his
   * own: a decision, the antes, an uncalled bet given back, a street's summary. No two different actions share a number.
   */
  readonly action: number | null;
  readonly street: StreetNumber;
  readonly reason: Reason;
  /** Rules this rests on (a decision or an error); empty for plain events. */
  readonly rules: readonly RuleId[];
  /** For a deviation or an error where the file contradicts a decision: the engine's reason for that decision. */
  readonly detail?: Reason;
  /**
   * The hand as it stands once this line has happened (the engine's states never change, so lines share
   * them): for stepping through a hand. For a deviation or an error, the hand just before the action it is on.
   */
  readonly state: HandState;
  /**
   * From the first award on (the state still has every chip in the pot): the chips at each seat, in the file's
   * order, once the pots awarded so far are pushed to their winners, and the chips still in the middle.
   */
  readonly settled?: PhhSettledTable;
}

/** The table while the pots are pushed: stacks with the awards so far, and what is left in the middle (0 at the end). */
export interface PhhSettledTable {
  readonly stacks: readonly number[];
  readonly pot: number;
}
