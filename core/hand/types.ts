import type { Card } from '../cards';
import type { RuleId } from '../rulebook/rules';
import type { ReasonParam } from '../decision';
import type { HouseRules } from '../profiles/types';
import type { StreetNumber, VariantId } from '../variants';

/** Chips in the table's unit (integers). */
export type Chips = number;
/** A player index 0..n-1 in seat order from the dealer's left (PHH p1 = player 0; seat = player + 1). */
export type Player = number;

export interface Structure {
  readonly ante: Chips;
  readonly bringIn: Chips;
  readonly smallBet: Chips;
  readonly bigBet: Chips;
}

export interface HandConfig {
  readonly variant: VariantId;
  readonly rules: HouseRules;
  readonly structure: Structure;
  /** Starting stacks, one per player, 2 to 8 players. */
  readonly stacks: readonly Chips[];
  /** Per-player antes (PHH `antes`); omitted = structure.ante for everyone. */
  readonly antes?: readonly Chips[];
  /** PHH ante_trimming_status: antes count like bets when pots are built. Default false. */
  readonly anteTrimming?: boolean;
  /** The stub order, top card first (52 distinct cards). Omitted = unknown: every deal names its cards (PHH replay). */
  readonly deck?: readonly Card[];
  /**
   * The dealer's tasks the engine leaves to operations instead of doing them itself (a trainee who deals the whole
   * hand): the hand waits for each (HandState.pending). Default none.
   */
  readonly manual?: readonly DealerTask[];
}

/**
 * What the engine does by itself unless the hand's config leaves it to the dealer (HandConfig.manual): take the
 * antes (postAnte), give an uncalled bet back (returnUncalledBet), bring the bets in once a round is over
 * (collectBets), push each pot to its winners (awardPot).
 */
export type DealerTask = 'antePosting' | 'uncalledBetReturn' | 'betCollection' | 'potAwarding';
export const DEALER_TASKS: readonly DealerTask[] = ['antePosting', 'uncalledBetReturn', 'betCollection', 'potAwarding'];

/** A dealer's task the hand waits for (HandConfig.manual), before anything else can happen. */
export type PendingTask =
  /** Seats whose ante is still to be taken (3rd street, before the deal). */
  | { readonly kind: 'antes'; readonly players: readonly Player[] }
  /** The round is over and a bet nobody called goes back to the player who made it. */
  | { readonly kind: 'uncalledBet'; readonly player: Player; readonly amount: Chips }
  /** The round is over and its bets are still in front of the players. */
  | { readonly kind: 'collectBets' }
  /** The hand is over: the pots (by index, 0 = the main pot) not pushed to their winners yet. */
  | { readonly kind: 'awardPots'; readonly pots: readonly number[] };

/** One card in front of a player. card null = unknown ('??' in PHH). */
export interface DealtCard {
  readonly card: Card | null;
  readonly up: boolean;
  readonly street: StreetNumber;
}

export interface PlayerState {
  /** Chips behind (not yet put in the pot). */
  readonly stack: Chips;
  /** Ante actually posted (may be short: all-in for part of the ante). */
  readonly ante: Chips;
  /** Chips put in on each street's betting, index 0 = 3rd street ... 4 = 7th street (antes excluded). */
  readonly streetBets: readonly Chips[];
  readonly cards: readonly DealtCard[];
  readonly folded: boolean;
  /** Cards shown at showdown (null = not shown yet), or 'muck'. */
  readonly shown: readonly (Card | null)[] | 'muck' | null;
}

export type Phase = 'dealing' | 'betting' | 'showdown' | 'complete';

/** The betting round in progress (one per street). */
export interface RoundState {
  readonly street: StreetNumber;
  /** Highest total put in this round by anyone: what a call matches. */
  readonly toCall: Chips;
  /** Bet level of the last full bet or raise (a short all-in below half a bet does not move it). */
  readonly fullLevel: Chips;
  /** Bets and raises made so far (completion counts as the bet; the bring-in does not). */
  readonly bets: number;
  /** Increment of a raise this round ('small' or 'big' bet; open pair may make it big). */
  readonly increment: Chips;
  /** True once a big bet was made on an open-pair 4th street: later raises are big. */
  readonly bigBetMade: boolean;
  /** Counter of full bets/raises, to know who may raise again (half-bet rule). */
  readonly raiseSeq: number;
  /** raiseSeq when each player last acted voluntarily; -1 = has not acted this round. */
  readonly actedSeq: readonly number[];
  /** Player whose turn it is, or null when the round is over. */
  readonly actor: Player | null;
  /** The player who opened (first to act) this round. */
  readonly opener: Player | null;
  readonly lastAggressor: Player | null;
  /** The cap was reached while three or more players were not all-in (RR: stays capped heads-up). */
  readonly cappedMultiway: boolean;
  /** 3rd street only: the bring-in has been posted (or the bet completed). */
  readonly opened: boolean;
  /** 4th street with a pair showing when the round opened, and the profile doubles: small or big bets (RR stud 4). */
  readonly openPair: boolean;
}

export type LogEntry =
  | { readonly op: 'ante'; readonly player: Player; readonly amount: Chips }
  | { readonly op: 'deal'; readonly player: Player; readonly cards: readonly DealtCard[] }
  | { readonly op: 'burn'; readonly card: Card | null }
  | { readonly op: 'scramble'; readonly cards: readonly Card[] | null }
  | { readonly op: 'common'; readonly card: Card | null }
  | { readonly op: 'bringIn'; readonly player: Player; readonly amount: Chips }
  | { readonly op: 'cbr'; readonly player: Player; readonly to: Chips; readonly kind: 'complete' | 'bet' | 'raise' }
  | { readonly op: 'cc'; readonly player: Player; readonly amount: Chips; readonly kind: 'check' | 'call' }
  | { readonly op: 'fold'; readonly player: Player }
  | { readonly op: 'show'; readonly player: Player; readonly cards: readonly (Card | null)[] | 'muck' }
  | { readonly op: 'return'; readonly player: Player; readonly amount: Chips }
  /** The dealer brought the round's bets in (only when the hand's config leaves it to the dealer). */
  | { readonly op: 'collect'; readonly street: StreetNumber }
  /** A pot pushed to its winners (only when the hand's config leaves it to the dealer). */
  | { readonly op: 'award'; readonly pot: number; readonly shares: readonly { readonly player: Player; readonly amount: Chips }[] };

/**
 * A hand: a plain serialisable object. Every operation returns a new state (arrays are shared where unchanged).
 */
export interface HandState {
  readonly config: HandConfig;
  readonly variant: VariantId;
  readonly players: readonly PlayerState[];
  /** Remaining stub, top first, from stubTop on; null when the order is unknown (cards named as dealt). */
  readonly stub: readonly Card[] | null;
  readonly stubTop: number;
  /** Cards in the burn pile (scrambled burns leave it). null = unknown card. */
  readonly burns: readonly (Card | null)[];
  /** Burns made on each street 4..7 (index 0 = 4th). */
  readonly burnedFor: readonly number[];
  /** The common card on 7th street (RR 15, TDA RP-10-H), if one was turned (null = unknown card). */
  readonly common: Card | null | undefined;
  /** How 7th street is dealt when the stub runs short; fixed by the first 7th-street dealer step. */
  readonly runOut: RunOutPlan | null;
  /** The stub was rebuilt from the last cards and the burns on 7th street. */
  readonly scrambled: boolean;
  /** The player whose door card brings in (3rd street), once known. */
  readonly bringInPlayer: Player | null;
  readonly street: StreetNumber;
  readonly phase: Phase;
  readonly round: RoundState;
  /** Last aggressor of each street's betting (index 0 = 3rd), null = none. */
  readonly aggressors: readonly (Player | null)[];
  /** Who acted first on each street (index 0 = 3rd), null = nobody could act. */
  readonly openers: readonly (Player | null)[];
  /**
   * Chips given back to each player so far: uncalled bets, and antes a ruling returned. The sum of the log's
   * 'return' records, kept here so that settling a hand need not read its whole log.
   */
  readonly returned: readonly Chips[];
  /** The dealer's task the hand waits for (HandConfig.manual); null when it waits for none. */
  readonly pending: PendingTask | null;
  readonly log: readonly LogEntry[];
}

/**
 * How bad a refused operation is: a 'deviation' breaks a rule of the house rules or comes in another order than the
 * book's (the hand can go on with the chips and cards as written); an 'error' leaves no hand to go on with (a card
 * dealt twice, more chips than a stack holds, an action by a player who has folded, an operation that cannot be read).
 */
export type Severity = 'deviation' | 'error';

/** Why an operation is not allowed, with the rules it breaks. */
export interface Illegal {
  /** The English text, worded when read; the UI words key and params in the reader's language. */
  readonly message: string;
  readonly severity: Severity;
  /** i18n key and params of the message, for the UI. */
  readonly key: string;
  readonly params?: Readonly<Record<string, ReasonParam>>;
  readonly rules: readonly RuleId[];
}

export class IllegalActionError extends Error {
  readonly illegal: Illegal;
  constructor(illegal: Illegal) {
    super(illegal.message);
    this.name = 'IllegalActionError';
    this.illegal = illegal;
  }
}

/** What the acting player may do now (legalActions). */
export interface LegalActions {
  readonly player: Player;
  readonly fold: boolean;
  readonly check: boolean;
  /** Chips a call adds (0 when check is the option), null when calling is not possible. */
  readonly call: Chips | null;
  /** Bring-in amount to post (3rd street opener only), null otherwise. */
  readonly bringIn: Chips | null;
  /** Completion total on 3rd street (to the small bet, or all-in for less), null otherwise. */
  readonly completeTo: Chips | null;
  /** Bet or raise totals allowed (one amount, or two on an open-pair 4th street: small and big; all-in for less possible). */
  readonly betOrRaiseTo: readonly Chips[];
  /** The betting is capped for this player. */
  readonly capped: boolean;
}

/** 7th street with a short stub: deal normally, scramble the burns in first, or turn a common card. */
export type RunOutPlan = 'deal' | 'scramble-then-deal' | 'common' | 'scramble-then-common';

/** What the dealer must do next. */
export type DealerStep =
  | { readonly kind: 'burn'; readonly street: StreetNumber }
  | { readonly kind: 'deal'; readonly street: StreetNumber; readonly player: Player; readonly up: boolean }
  | { readonly kind: 'scramble'; readonly street: StreetNumber; readonly cards: number }
  | { readonly kind: 'common'; readonly street: StreetNumber }
  | { readonly kind: 'action'; readonly player: Player }
  | { readonly kind: 'showdown'; readonly player: Player }
  /** A task the hand's config leaves to the dealer (HandConfig.manual). */
  | { readonly kind: 'ante'; readonly player: Player }
  | { readonly kind: 'returnUncalledBet'; readonly player: Player; readonly amount: Chips }
  | { readonly kind: 'collectBets' }
  | { readonly kind: 'awardPot'; readonly pot: number }
  | { readonly kind: 'complete' };

export interface Pot {
  readonly amount: Chips;
  /** Players who may win it (not folded, contributed to its level). */
  readonly eligible: readonly Player[];
}

export interface Award {
  readonly pot: number;
  readonly player: Player;
  readonly amount: Chips;
  readonly half: 'high' | 'low' | 'scoop' | 'all';
}

export interface Settlement {
  readonly pots: readonly Pot[];
  readonly awards: readonly Award[];
  /** Uncalled chips given back. */
  readonly returned: readonly Chips[];
  readonly finishingStacks: readonly Chips[];
}
