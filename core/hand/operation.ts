import type { Card } from '../cards';
import {
  checkCheckOrCall,
  checkCompleteBetRaiseTo,
  checkFold,
  checkOrCallUnchecked,
  checkPostBringIn,
  completeBetRaiseToUnchecked,
  foldUnchecked,
  postBringInUnchecked,
} from './betting';
import type { HandBuilder } from './builder';
import {
  burnUnchecked,
  checkBurn,
  checkDealCards,
  checkDealCommon,
  checkScrambleStub,
  dealCardsUnchecked,
  dealCommonUnchecked,
  dealerNeed,
  nextToDeal,
  scrambleStubUnchecked,
} from './dealing';
import {
  awardPotUnchecked,
  checkAwardPot,
  checkCollectBets,
  checkPostAnte,
  checkReturnUncalledBet,
  pendingProblem,
  postAnteUnchecked,
} from './dealer-tasks';
import { collectBetsUnchecked, returnUncalledBetUnchecked } from './flow';
import { checkShowOrMuck, nextToShow, showdownOrder, showOrMuckUnchecked } from './showdown';
import { IllegalActionError, type Chips, type HandState, type Illegal, type Player } from './types';
import { illegal } from './util';

/**
 * Everything that can be done to a hand: the dealer's steps and the players' actions, each with a readable name.
 * A PHH line, a bot's choice, a trainee's click and a ruling's procedure all become Operations, and `apply` is the
 * one way they change a hand. Cards left out are the stub's next ones (a known stub); a replay with an unknown stub
 * names them (null: a card nobody saw).
 */
export type Operation = DealerOperation | PlayerOperation;

/**
 * What the dealer does: burn, deal, scramble the stub's last cards with the burns, turn a common card; and the tasks
 * a hand's config can leave to the dealer instead of the engine (HandConfig.manual): take an ante, give an uncalled
 * bet back, bring the bets in, push a pot to its winners.
 */
export type DealerOperation =
  | { readonly kind: 'postAnte'; readonly player: Player }
  | { readonly kind: 'burnCard'; readonly card?: Card | null }
  /** The next card(s) owed to one seat on this street, up or down as the street says (PHH groups a seat's cards). */
  | { readonly kind: 'dealCards'; readonly player: Player; readonly cards?: readonly (Card | null)[] }
  /** 7th street with a short stub: the stub's last cards and the burns gathered into a new stub (`order` top first; null unknown). */
  | { readonly kind: 'scrambleStub'; readonly order?: readonly Card[] | null }
  | { readonly kind: 'dealCommonCard'; readonly card?: Card | null }
  | { readonly kind: 'returnUncalledBet'; readonly player: Player }
  | { readonly kind: 'collectBets' }
  /** Pot `pot` (0 = the main pot) to `players`: every player with a share of it (a split, a stud8 half). */
  | { readonly kind: 'awardPot'; readonly pot: number; readonly players: readonly Player[] };

/** What a player does: the forced bet, the betting, and tabling or mucking a hand. */
export type PlayerOperation =
  | { readonly kind: 'postBringIn'; readonly player: Player }
  /** Complete the bring-in, bet or raise, to a total of `amount` this round. */
  | { readonly kind: 'completeBetOrRaiseTo'; readonly player: Player; readonly amount: Chips }
  | { readonly kind: 'checkOrCall'; readonly player: Player }
  | { readonly kind: 'fold'; readonly player: Player }
  /** Show every card (named cards make unknown ones known), or muck. */
  | { readonly kind: 'showOrMuck'; readonly player: Player; readonly cards?: readonly (Card | null)[] | 'muck' };

export type OperationKind = Operation['kind'];

export const DEALER_OPERATION_KINDS: readonly DealerOperation['kind'][] = [
  'postAnte',
  'burnCard',
  'dealCards',
  'scrambleStub',
  'dealCommonCard',
  'returnUncalledBet',
  'collectBets',
  'awardPot',
];
export const PLAYER_OPERATION_KINDS: readonly PlayerOperation['kind'][] = [
  'postBringIn',
  'completeBetOrRaiseTo',
  'checkOrCall',
  'fold',
  'showOrMuck',
];

/**
 * Why `op` cannot be done to the hand now (the reason, its rules and whether the hand could go on from it: a
 * deviation or an error, Illegal.severity), or null when it can. Besides each operation's own rules, the dealer deals
 * in order (from the dealer's left, a round at a time) and hands are shown in the showdown order.
 */
export function check(state: HandState, op: Operation, b: HandBuilder | null = null): Illegal | null {
  if (state.pending !== null && typeof op?.kind === 'string') {
    const waiting = pendingProblem(state, op.kind);
    if (waiting) return waiting;
  }
  switch (op?.kind) {
    case 'postAnte':
      return checkPostAnte(state, op.player);
    case 'returnUncalledBet':
      return checkReturnUncalledBet(state, op.player);
    case 'collectBets':
      return checkCollectBets(state);
    case 'awardPot':
      return checkAwardPot(state, op.pot, op.players);
    case 'burnCard':
      return checkBurn(state, op.card);
    case 'dealCards':
      return checkDealCards(state, op.player, op.cards) ?? dealOrderProblem(state, op.player);
    case 'scrambleStub':
      return checkScrambleStub(state, op.order);
    case 'dealCommonCard':
      return checkDealCommon(state, op.card);
    case 'postBringIn':
      return checkPostBringIn(state, op.player, b);
    case 'completeBetOrRaiseTo':
      return checkCompleteBetRaiseTo(state, op.player, op.amount, b);
    case 'checkOrCall':
      return checkCheckOrCall(state, op.player);
    case 'fold':
      return checkFold(state, op.player);
    case 'showOrMuck':
      return checkShowOrMuck(state, op.player, op.cards) ?? showOrderProblem(state, op.player);
    default:
      return illegal('hand.illegal.unknownOperation', ['seed-000.deal-order'], { kind: String((op as { kind?: unknown } | null)?.kind) });
  }
}

/** Whether `op` can be done to the hand now (check finds nothing wrong). */
export function can(state: HandState, op: Operation, b: HandBuilder | null = null): boolean {
  return check(state, op, b) === null;
}

/**
 * The hand after `op`; throws IllegalActionError (with check's reason) when it cannot be done. With a builder, the
 * new state may share what the builder's last state was made of (hand/builder.ts); without one every step copies.
 */
export function apply(state: HandState, op: Operation, b: HandBuilder | null = null): HandState {
  const problem = check(state, op, b);
  if (problem) throw new IllegalActionError(problem);
  return perform(state, op, b);
}

/** apply without the check: for an operation known to pass it (the dealer's next step by the book, automation.ts). */
export function perform(state: HandState, op: Operation, b: HandBuilder | null): HandState {
  switch (op.kind) {
    case 'postAnte':
      return postAnteUnchecked(state, op.player, b);
    case 'returnUncalledBet':
      return returnUncalledBetUnchecked(state, b);
    case 'collectBets':
      return collectBetsUnchecked(state, b);
    case 'awardPot':
      return awardPotUnchecked(state, op.pot, b);
    case 'burnCard':
      return burnUnchecked(state, op.card, b);
    case 'dealCards':
      return dealCardsUnchecked(state, op.player, op.cards, b);
    case 'scrambleStub':
      return scrambleStubUnchecked(state, op.order, b);
    case 'dealCommonCard':
      return dealCommonUnchecked(state, op.card, b);
    case 'postBringIn':
      return postBringInUnchecked(state, op.player, b);
    case 'completeBetOrRaiseTo':
      return completeBetRaiseToUnchecked(state, op.player, op.amount, b);
    case 'checkOrCall':
      return checkOrCallUnchecked(state, op.player, b);
    case 'fold':
      return foldUnchecked(state, op.player, b);
    case 'showOrMuck':
      return showOrMuckUnchecked(state, op.player, op.cards, b);
  }
}

/** A card dealt to another seat than the next one in the dealing order (SEED-000: from the dealer's left, a round at a time). */
function dealOrderProblem(state: HandState, player: Player): Illegal | null {
  if (dealerNeed(state) !== 'deal') return null;
  const next = nextToDeal(state);
  return next === player || next < 0
    ? null
    : illegal('hand.illegal.dealOrder', ['seed-000.deal-order'], { seat: player + 1, next: next + 1 });
}

/** At the showdown, a hand not yet shown is shown in the showdown order (RR; TDA 16 and 17 in tournaments). */
function showOrderProblem(state: HandState, player: Player): Illegal | null {
  if (state.phase !== 'showdown' || state.players[player]!.shown !== null) return null;
  const next = nextToShow(state);
  return next === null || next === player
    ? null
    : illegal('hand.illegal.showOrder', showdownOrder(state).rules, { seat: player + 1, next: next + 1 });
}
