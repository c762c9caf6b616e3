import type { Reason } from '../../decision';
import { owed } from '../../hand/dealing';
import { leaderOf } from '../../hand/order';
import type { HandState, Player } from '../../hand/types';
import { si } from '../../hand/util';
import { actionsAfterForcedBet } from '../../rulings/checks';
import type { Incident } from '../../rulings/incidents';
import { VARIANTS } from '../../variants';
import { reason } from '../choices';

/** A bring-in mistake worded for the game: razz brings in with the high card (the `.high` wording). */
function bringIn(state: HandState, key: string, params: Reason['params']): Reason {
  return reason(VARIANTS[state.variant].bringIn.pick === 'highest' ? `${key}.high` : key, params);
}

/**
 * Wrong rulings dealers commonly give on these very facts: the procedure for a neighbouring case applied here (one
 * exposed card ruled like two, a late correction of a wrong bring-in, a hand of eight cards trimmed to seven). Each is
 * worded without the premise that would tell it apart ("the next player has not acted"), so none asserts a fact the
 * question contradicts.
 */
export function commonMistakes(state: HandState, incident: Incident): Reason[] {
  // While a misdeal can still be called, playing on as if it were too late is the usual mistake (once too late, that is the ruling).
  const misdealDue = actionsAfterForcedBet(state) < 2;
  switch (incident.kind) {
    case 'extra-cards':
      return misdealDue || incident.count === 1 ? [reason('drills.mistake.fouled-hand', { seat: incident.player + 1 })] : [];
    case 'dealt-to-empty-seat':
      return misdealDue ? [reason('drills.mistake.empty-seat-dead')] : [];
    case 'player-dealt-out':
      return misdealDue
        ? [reason('drills.mistake.dealt-out-plays-on', { seat: incident.player + 1, amount: state.players[incident.player]!.ante })]
        : [];
    case 'wrong-first-seat':
      return misdealDue ? [reason('drills.mistake.play-on')] : [];
    case 'boxed-card':
      return misdealDue && incident.count > 1 ? [reason('drills.mistake.boxed-set-aside')] : [];
    case 'exposed-hole-card': {
      const seat = incident.player + 1;
      return incident.hole === 'both'
        ? [reason('drills.mistake.exposed-both-play', { seat })]
        : [reason('drills.mistake.exposed-dead', { seat, amount: state.players[incident.player]!.ante })];
    }
    case 'wrong-bring-in': {
      if (state.round.actor === null) return [];
      const params = { seat: state.round.actor + 1, wrong: incident.player + 1, amount: incident.amount };
      return [
        bringIn(
          state,
          incident.nextActed ? 'drills.mistake.wrong-bring-in-back-late' : 'drills.mistake.wrong-bring-in-stands-early',
          params,
        ),
      ];
    }
    case 'burn-error': {
      // Leaving the cards where they fell, the classic shortcut.
      if (state.street !== 7) return [reason('drills.mistake.burn-as-dealt')];
      // Seen: putting the cards back as if nobody had looked; unseen: letting the first player keep the card anyway.
      if (incident.seen) return [reason('ruling.summary.burn-restore', { burns: incident.burns })];
      const first = state.players.findIndex((_, p) => owed(state, p) > 0);
      return first < 0 ? [] : [reason('drills.mistake.burn-keep-unseen', { seat: first + 1 })];
    }
    case 'premature-cards':
      // A premature final downcard looked at, taken out of play as if nobody had looked (RR 14's usual case).
      return incident.seenBy === undefined ? [] : [reason('ruling.summary.premature-rr14', { count: incident.count })];
    case 'wrong-card-count': {
      const seat = incident.player + 1;
      const cards = incident.cards;
      if (cards > 7) return [reason('drills.mistake.count-more-live', { seat, cards })];
      // Six cards killed like any short hand (RR 18's exception missed), or fewer let play.
      if (cards === 6) return [reason('ruling.summary.count-fewer', { seat, cards })];
      return [reason('drills.mistake.count-fewer-live', { seat, cards })];
    }
    case 'upcards-concealed': {
      // The fold and the live hand confused (RR stud 10 turns on whether a bet was faced): the other outcome, worded without it.
      const p = state.players[incident.player]!;
      const facing = state.phase === 'betting' && p.stack > 0 && p.streetBets[si(state.street)]! < state.round.toCall;
      return [reason(facing ? 'drills.mistake.upcards-live' : 'drills.mistake.upcards-dead', { seat: incident.player + 1 })];
    }
    case 'underbet':
    case 'bet-below-bring-in':
      // The short bet left as it is.
      return [reason('drills.mistake.short-bet-stands', { seat: incident.player + 1, amount: incident.amount })];
    default:
      return [];
  }
}

/**
 * Seats a dealer likely names wrongly to act next, for a ruling that names one: the player who already acted after a
 * wrong bring-in (giving the action back to them), the board that led before the 7th card was turned up (RR 17's high
 * hand read without it).
 */
export function likelyWrongSeats(state: HandState, incident: Incident, params: Reason['params']): Player[] {
  if (incident.kind === 'wrong-bring-in' && typeof params?.acted === 'number') return [params.acted - 1];
  if (incident.kind === 'seventh-card-up' || (incident.kind === 'card-off-table' && state.street === 7)) {
    const before = leaderOf(state, state.street);
    return before === null ? [] : [before.player];
  }
  return [];
}
