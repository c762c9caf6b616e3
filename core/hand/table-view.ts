import type { Card } from '../cards';
import type { StreetNumber } from '../variants';
import { dealerPiles, type DealerPiles } from './dealer-piles';
import { roundActions, roundStart, type RoundAction } from './round-actions';
import type { Chips, HandState, LogEntry, Player } from './types';

/** An action the table shows beside a seat: a fold is the seat's folded cards instead. */
export type SeatAction = RoundAction & { readonly kind: Exclude<RoundAction['kind'], 'fold'> };

/**
 * When nobody still in bet or raised on the hand's current street: the latest earlier street with a bettor still in,
 * and that player (SEED-001's online room goes back to it for the showdown order); else null.
 */
export function earlierAggressor(state: HandState): { readonly player: Player; readonly street: StreetNumber } | null {
  const live = (p: Player | null | undefined): p is Player => p !== null && p !== undefined && !state.players[p]!.folded;
  if (live(state.aggressors[state.street - 3])) return null;
  for (let k = state.street - 4; k >= 0; k--) {
    const p = state.aggressors[k];
    if (live(p)) return { player: p, street: (k + 3) as StreetNumber };
  }
  return null;
}

/**
 * Players whose chips in front of them in the current round are the bring-in: the last chips they put in this round
 * came from posting it (once they call a completion, the chips are a bet).
 */
export function bringInSeats(state: HandState): Player[] {
  const out: Player[] = [];
  const log = state.log;
  for (let k = roundStart(log); k < log.length; k++) {
    const e = log[k]!;
    if (e.op === 'bringIn') out.push(e.player);
    else if ((e.op === 'cbr' || (e.op === 'cc' && e.amount > 0)) && out.includes(e.player)) out.splice(out.indexOf(e.player), 1);
  }
  return out;
}

/** One seat as the dealer sees it. */
export interface SeatView {
  readonly player: Player;
  /** Every card in front of the seat, as dealt (card null: nobody saw it); `up` false for a downcard. */
  readonly cards: readonly { readonly card: Card | null; readonly up: boolean }[];
  /** Chips in front of the seat: put in on the current street's betting (0 once the bets are gathered). */
  readonly bet: Chips;
  /** Those chips are the bring-in (bringInSeats). */
  readonly betIsBringIn: boolean;
  /** Chips behind (with the pots already pushed to this seat). */
  readonly stack: Chips;
  readonly folded: boolean;
  /** Still in with no chips behind. */
  readonly allIn: boolean;
  /** Every chip the seat put in this hand (antes included), uncalled chips given back counted in. */
  readonly putIn: Chips;
  /** The uncalled chips given back to the seat. */
  readonly returned: Chips;
  /**
   * The seat's actions, in order, in the round being bet, or in the last round once the bets are gathered (who bet or
   * raised last shows first: TDA 17, RR showdown); a dealer counts the bets and raises off them (the cap). Empty for a
   * folded seat, and between a round and the next street's betting.
   */
  readonly actions: readonly SeatAction[];
  /** Bets gathered and nobody still in bet the last round: the street this seat last bet on, on the earlier aggressor's seat (else null). */
  readonly earlierAggressor: StreetNumber | null;
}

/** A hand as the table shows it (tableView). */
export interface TableView {
  readonly street: StreetNumber;
  readonly seats: readonly SeatView[];
  /** Chips in the middle: the antes and the bets of streets already gathered (less the pots already pushed). */
  readonly pot: Chips;
  /** The common card on 7th street (RR stud 15, TDA RP-10-H); null: none. */
  readonly common: { readonly card: Card | null } | null;
  /** Whose turn it is to act in the betting (null: nobody's, the dealer deals or the hand is over). */
  readonly toAct: Player | null;
  /** The betting is over (showdown, or the hand won) and the last round's bets are in the pot. */
  readonly gathered: boolean;
  /** Gathered, and nobody acted in the last round (every player but one all-in, say). */
  readonly noAction: boolean;
  /** The stub, the burn pile and the muck in front of the dealer. */
  readonly piles: DealerPiles;
}

/**
 * What the table shows of a hand: each seat's cards, chips and actions this round, the pot, the common card, whose turn
 * it is and the dealer's piles.
 */
export function tableView(state: HandState): TableView {
  const current = state.street - 3;
  // Once the betting is over (showdown, or the hand won), the dealer has gathered the last round's bets into the pot,
  // and each seat says what it did in that round instead (who bet last decides who shows first: TDA 17, RR showdown).
  const gathered = state.phase === 'showdown' || state.phase === 'complete';
  const round = gathered || state.phase === 'betting' ? roundActions(state) : null;
  const earlier = gathered ? earlierAggressor(state) : null;
  const broughtIn = gathered ? [] : bringInSeats(state);
  // Pots the dealer already pushed (HandConfig.manual): the chips are back behind their winners.
  const won = state.players.map(() => 0);
  for (let k = state.log.length - 1; k >= 0 && state.log[k]!.op === 'award'; k--) {
    for (const share of (state.log[k] as Extract<LogEntry, { op: 'award' }>).shares) won[share.player] = won[share.player]! + share.amount;
  }
  let pot = 0;
  const seats = state.players.map((p, player): SeatView => {
    const bet = gathered ? 0 : (p.streetBets[current] ?? 0);
    let chips = p.ante;
    for (const b of p.streetBets) chips += b;
    pot += chips - bet - won[player]!;
    const returned = state.returned[player]!;
    return {
      player,
      cards: p.cards.map((c) => ({ card: c.card, up: c.up })),
      bet,
      betIsBringIn: bet > 0 && broughtIn.includes(player),
      stack: p.stack + won[player]!,
      folded: p.folded,
      allIn: !p.folded && p.stack === 0,
      putIn: chips + returned,
      returned,
      actions: round && !p.folded ? round.actions[player]!.filter((a): a is SeatAction => a.kind !== 'fold') : [],
      earlierAggressor: earlier?.player === player ? earlier.street : null,
    };
  });
  return {
    street: state.street,
    seats,
    pot,
    common: state.common === undefined ? null : { card: state.common },
    toAct: state.phase === 'betting' ? state.round.actor : null,
    gathered,
    noAction: gathered && !round!.any,
    piles: dealerPiles(state),
  };
}
