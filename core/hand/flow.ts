import type { StreetNumber } from '../variants';
import { emptyRound } from './create';
import { bringInCardPlayer, leaderOf, openPairOnFourth } from './order';
import { appendLog, writablePlayer, writablePlayers, type HandBuilder } from './builder';
import type { HandState, PendingTask, Player, RoundState } from './types';
import { potLayout } from './settle';
import { aliveCount, cloneState, draftRound, si, specOf, withChipsCount, withItem, type Draft } from './util';

/** Bet size of a street's betting (small on 3rd-4th, big on 5th-7th). */
export function streetIncrement(state: HandState, street: StreetNumber): number {
  const s = state.config.structure;
  return specOf(state, street).betSize === 'small' ? s.smallBet : s.bigBet;
}

/** The first player clockwise from `from` (inclusive) still in with chips, or null (clockwiseFrom without a closure). */
function firstCanActFrom(state: HandState, from: Player): Player | null {
  const n = state.players.length;
  for (let k = 0; k < n; k++) {
    const p = (from + k) % n;
    const pl = state.players[p]!;
    if (!pl.folded && pl.stack > 0) return p;
  }
  return null;
}

/** Who would open the betting on `street` (null = nobody can act), and the door-card player on 3rd. */
// No inner closures here: under tsx (esbuild keepNames) each one costs a defineProperty per call.
export function computeOpener(state: HandState, street: StreetNumber): { opener: Player | null; bringInPlayer: Player | null } {
  if (street === 3) {
    const low = bringInCardPlayer(state);
    if (!low) return { opener: null, bringInPlayer: null };
    if (withChipsCount(state, 2) < 2) return { opener: null, bringInPlayer: low.player };
    return { opener: firstCanActFrom(state, low.player), bringInPlayer: low.player };
  }
  if (withChipsCount(state, 2) < 2) return { opener: null, bringInPlayer: state.bringInPlayer };
  let leader: Player | null = null;
  const common = street === 7 && state.common !== undefined;
  if (common && state.config.rules.commonCardFirst === 'keep-sixth-street') {
    const sixth = state.openers[3];
    if (sixth !== null && sixth !== undefined && !state.players[sixth]!.folded) leader = sixth;
  }
  if (leader === null)
    leader = leaderOf(state, street, common && state.config.rules.commonCardFirst === 'high-with-common')?.player ?? null;
  if (leader === null) return { opener: null, bringInPlayer: state.bringInPlayer };
  return { opener: firstCanActFrom(state, leader), bringInPlayer: state.bringInPlayer };
}

/** Dealing of the street is done: open its betting round (or skip it when nobody can act). */
export function startBetting(state: HandState, b: HandBuilder | null = null): HandState {
  const street = state.street;
  const { opener, bringInPlayer } = computeOpener(state, street);
  const round = emptyRound(street, state.players.length) as Draft<RoundState>;
  round.increment = streetIncrement(state, street);
  round.actor = opener;
  round.opener = opener;
  round.openPair = street === 4 && openPairOnFourth(state);
  const next = cloneState(state);
  next.phase = 'betting';
  next.round = round;
  next.bringInPlayer = bringInPlayer;
  next.openers = withItem(state.openers, si(street), opener);
  if (opener === null) return finishRound(next, b);
  return next;
}

/**
 * After `player` acted: next actor, or the end of the round / hand. `next` and `round` are the fresh
 * copies the action just built (round === next.round), so the actor is set in place.
 */
export function advanceDraft(next: Draft<HandState>, round: Draft<RoundState>, player: Player, b: HandBuilder | null): HandState {
  const players = next.players;
  const n = players.length;
  // Only a fold can leave one player in: the round was open, so two or more were in before it.
  if (players[player]!.folded && aliveCount(next, 2) <= 1) return finishRound(next, b);
  const idx = si(round.street);
  const toCall = round.toCall;
  // Whether one player at most has chips behind, counted only when it matters (lonely): a player who has
  // matched the bet but not acted yet is then not owed an action (the others are all-in or out).
  let lonely: boolean | null = null;
  const actor = players[player]!;
  const actorHasChips = !actor.folded && actor.stack > 0;
  for (let k = 1; k <= n; k++) {
    let p = player + k;
    if (p >= n) p -= n;
    const pl = players[p]!;
    if (pl.folded || pl.stack === 0) continue;
    const bet = pl.streetBets[idx]!;
    if (bet < toCall) {
      round.actor = p;
      return next;
    }
    if (round.actedSeq[p]! >= 0) continue;
    // The actor and p both with chips behind: two at least (the count is needed only when the actor has none).
    if (lonely === null) lonely = actorHasChips && p !== player ? false : withChipsCount(next, 2) <= 1;
    if (!lonely) {
      round.actor = p;
      return next;
    }
  }
  return finishRound(next, b);
}

/** After `player` acted (any state): next actor, or the end of the round / hand. */
export function advance(state: HandState, player: Player, b: HandBuilder | null = null): HandState {
  const next = cloneState(state);
  const round = draftRound(state.round, b);
  next.round = round;
  return advanceDraft(next, round, player, b);
}

/**
 * Close the round: give back an uncalled bet, then bring the bets in (the next street, the showdown, or the end of the
 * hand). Either task the hand's config leaves to the dealer (HandConfig.manual) waits for its operation instead.
 */
export function finishRound(state: HandState, b: HandBuilder | null = null): HandState {
  const idx = si(state.street);
  const players = state.players;
  let top = -1;
  let topBet = 0;
  let second = 0;
  // Players still in, counted in the same pass (an uncalled bet given back does not change it).
  let alive = 0;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (!p.folded) alive++;
    const bet = p.streetBets[idx]!;
    if (bet > topBet) {
      second = topBet;
      topBet = bet;
      top = i;
    } else if (bet > second) second = bet;
  }
  const next = cloneState(state);
  next.aggressors = withItem(state.aggressors, idx, state.round.lastAggressor);
  const round = draftRound(state.round, b);
  round.actor = null;
  next.round = round;
  const manual = state.config.manual;
  if (top >= 0 && topBet > second) {
    if (manual !== undefined && manual.includes('uncalledBetReturn')) {
      next.pending = { kind: 'uncalledBet', player: top, amount: topBet - second };
      return next;
    }
    giveBack(next, top, topBet - second, b);
  }
  if (manual !== undefined && manual.includes('betCollection')) {
    next.pending = COLLECT_BETS;
    return next;
  }
  return bringBetsIn(next, alive);
}

const COLLECT_BETS: PendingTask = { kind: 'collectBets' };

/** The uncalled chips back behind `player`, in `next` (a fresh copy). */
function giveBack(next: Draft<HandState>, player: Player, amount: number, b: HandBuilder | null): void {
  const idx = si(next.street);
  const writable = writablePlayers(b, next.players);
  const np = writablePlayer(b, writable, player);
  np.stack += amount;
  np.streetBets[idx] = np.streetBets[idx]! - amount;
  next.players = writable;
  next.log = appendLog(b, next.log, { op: 'return', player, amount });
  next.returned = withItem(next.returned, player, next.returned[player]! + amount);
}

/** The round's bets go into the pot, in `next` (a fresh copy): the next street, the showdown, or the end of the hand. */
function bringBetsIn(next: Draft<HandState>, alive: number): HandState {
  if (alive <= 1) return handOver(next);
  if (next.street === 7) next.phase = 'showdown';
  else {
    next.phase = 'dealing';
    next.street = (next.street + 1) as StreetNumber;
    next.round = emptyRound(next.street, next.players.length);
  }
  return next;
}

/** The hand is over, in `next` (a fresh copy); the pots wait for the dealer when the config leaves them to him. */
export function handOver(next: Draft<HandState>): HandState {
  next.phase = 'complete';
  const manual = next.config.manual;
  if (manual !== undefined && manual.includes('potAwarding')) {
    const pots: number[] = [];
    for (let k = 0; k < potLayout(next).answer.pots.length; k++) pots.push(k);
    next.pending = pots.length > 0 ? { kind: 'awardPots', pots } : null;
  }
  return next;
}

/** returnUncalledBet once checked: the uncalled bet back, then the bets brought in unless that is the dealer's task too. */
export function returnUncalledBetUnchecked(state: HandState, b: HandBuilder | null): HandState {
  const task = state.pending as Extract<PendingTask, { kind: 'uncalledBet' }>;
  const next = cloneState(state);
  next.pending = null;
  giveBack(next, task.player, task.amount, b);
  const manual = state.config.manual!;
  if (manual.includes('betCollection')) {
    next.pending = COLLECT_BETS;
    return next;
  }
  return bringBetsIn(next, aliveCount(next, 2));
}

/** collectBets once checked: the round's bets into the pot. */
export function collectBetsUnchecked(state: HandState, b: HandBuilder | null): HandState {
  const next = cloneState(state);
  next.pending = null;
  next.log = appendLog(b, next.log, { op: 'collect', street: state.street });
  return bringBetsIn(next, aliveCount(next, 2));
}
