import type { Chips, DealtCard, HandState, LegalActions, LogEntry, PlayerState, RoundState } from './types';

/**
 * A hand built step after step where only the newest state is kept (a simulated hand, a drill's deal): each step
 * given the same builder may write into the arrays and records the builder's previous step made, instead of
 * copying them again (the log grows to ~150 records at 8 players: copying it at every step was the largest
 * allocation of a simulated hand). Without a builder every step copies: that plain path is the oracle the builder
 * is tested against (the same hands and logs).
 *
 * The caller's side of the contract: of the states made with one builder, only the newest may be used; an earlier
 * one may see later records in its log, later chips and cards in its players and later turns in its round. A state
 * the builder did not make (its starting state, or one a bot made without it) is never written into.
 */
export class HandBuilder {
  /** The log the builder made last: the only one it appends to in place. */
  log: LogEntry[] | null = null;
  /** The players array the builder made last, and the player records it made for that array, by index. */
  players: PlayerState[] | null = null;
  readonly playerAt: (PlayerState | undefined)[] = [];
  /** The betting round's actedSeq the builder made last, and the round record itself. */
  acted: number[] | null = null;
  round: RoundState | null = null;
  /**
   * The legal actions last worked out, and the state they are for: a bot's choice and the action's own check
   * share one computation (the builder's states are never changed once it moved on, so the answer stays right).
   */
  legalState: HandState | null = null;
  legal: LegalActions | null = null;
}

/** A log to write into: the builder's own as is, otherwise a copy (which becomes the builder's). */
export function writableLog(b: HandBuilder | null, log: readonly LogEntry[]): LogEntry[] {
  if (b !== null && log === b.log) return b.log;
  const out = log.slice();
  if (b !== null) b.log = out;
  return out;
}

/** The log with one record more (see writableLog). */
export function appendLog(b: HandBuilder | null, log: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  const out = writableLog(b, log);
  out.push(entry);
  return out;
}

/** A player record to fill in, with its own street bets and cards. */
export interface PlayerDraft {
  stack: Chips;
  ante: Chips;
  streetBets: Chips[];
  cards: DealtCard[];
  folded: boolean;
  shown: PlayerState['shown'];
}

/** A players array to write into: the builder's own as is, otherwise a copy (which becomes the builder's). */
export function writablePlayers(b: HandBuilder | null, players: readonly PlayerState[]): PlayerState[] {
  if (b !== null && players === b.players) return b.players;
  const out = players.slice();
  if (b !== null) {
    b.players = out;
    // Records of an older array may be shared with a state the builder did not make: copy them again.
    b.playerAt.length = 0;
  }
  return out;
}

/**
 * Player `i` of `players` (an array from writablePlayers) to write into, put in the array: the builder's own
 * record as is, otherwise a copy with its own street bets and cards.
 */
export function writablePlayer(b: HandBuilder | null, players: PlayerState[], i: number): PlayerDraft {
  const p = players[i]!;
  const own = b !== null && players === b.players;
  if (own && b.playerAt[i] === p) return p as PlayerDraft;
  const np: PlayerDraft = {
    stack: p.stack,
    ante: p.ante,
    streetBets: p.streetBets.slice(),
    cards: p.cards.slice(),
    folded: p.folded,
    shown: p.shown,
  };
  players[i] = np;
  if (own) b.playerAt[i] = np;
  return np;
}

/** The round's actedSeq with `player`'s turn set to `seq`: the builder's own array written in place, otherwise a copy. */
export function withActed(b: HandBuilder | null, acted: readonly number[], player: number, seq: number): number[] {
  if (b !== null && acted === b.acted) {
    b.acted[player] = seq;
    return b.acted;
  }
  const out = acted.slice();
  out[player] = seq;
  if (b !== null) b.acted = out;
  return out;
}

/** The round record to write into: the builder's own as is, otherwise `copy(round)` (which becomes the builder's). */
export function writableRound<R extends RoundState>(b: HandBuilder | null, round: RoundState, copy: (r: RoundState) => R): R {
  if (b !== null && round === b.round) return round as R;
  const out = copy(round);
  if (b !== null) b.round = out;
  return out;
}
