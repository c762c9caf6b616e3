import type { Chips, DealtCard, LogEntry, PlayerState, RoundState } from './types';

/**
 * Log batches: a simulation that steps one hand many times (playRandomHand, the drills' stepUntil) only
 * ever keeps the newest state, so inside a batch each step may write into the arrays and player records
 * the previous step of the same batch made instead of copying them again: the log (a hand's log grows to
 * ~150 records at 8 players: copying it at every step was the largest allocation of a simulated hand), the
 * players array, each player record with its street bets and cards, and the betting round with its actedSeq. Outside a batch every write copies.
 *
 * The contract for the caller: inside the batch, only the newest state may be used; an earlier state of
 * the same batch may see later records in its log, later chips and cards in its players and later turns in
 * its round. Code the batch
 * does not control (a bot, a stop test) runs with the batch paused, so what it does copies as usual.
 * Nothing made before the batch (its starting state) or while it is paused is ever written into.
 */
let active = false;
/** The log the batch itself made last: the only one it may append to in place. */
let draft: LogEntry[] | null = null;
/** The players array the batch made last, and the player records it made for that array, by index. */
let draftPlayers: PlayerState[] | null = null;
const draftPlayerAt: (PlayerState | undefined)[] = [];
/** The betting round's actedSeq the batch made last, and the round record itself. */
let draftActed: number[] | null = null;
let draftRound: RoundState | null = null;

function endDrafts(): void {
  draft = null;
  draftPlayers = null;
  draftPlayerAt.length = 0;
  draftActed = null;
  draftRound = null;
}

/** Run `fn` as one log batch (nested calls join the batch already running). */
export function inLogBatch<T>(fn: () => T): T {
  if (active) return fn();
  active = true;
  try {
    return fn();
  } finally {
    active = false;
    endDrafts();
  }
}

/** Pause the running batch while outside code looks at the state; hand the result to resumeLogBatch. */
export function pauseLogBatch(): boolean {
  const was = active;
  active = false;
  return was;
}
export function resumeLogBatch(was: boolean): void {
  active = was;
}

/** A log to write into: the batch's own draft as is, otherwise a copy (which becomes the draft inside a batch). */
export function writableLog(log: readonly LogEntry[]): LogEntry[] {
  if (active && log === draft) return draft;
  const out = log.slice();
  if (active) draft = out;
  return out;
}

/** The log with one record more (see writableLog). */
export function appendLog(log: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  const out = writableLog(log);
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

/** A players array to write into: the batch's own as is, otherwise a copy (which becomes the batch's inside a batch). */
export function writablePlayers(players: readonly PlayerState[]): PlayerState[] {
  if (active && players === draftPlayers) return draftPlayers;
  const out = players.slice();
  if (active) {
    draftPlayers = out;
    // Records of an older array may be shared with a state the batch did not make: copy them again.
    draftPlayerAt.length = 0;
  }
  return out;
}

/**
 * Player `i` of `players` (an array from writablePlayers) to write into, put in the array: the batch's own
 * record as is, otherwise a copy with its own street bets and cards.
 */
export function writablePlayer(players: PlayerState[], i: number): PlayerDraft {
  const p = players[i]!;
  const own = active && players === draftPlayers;
  if (own && draftPlayerAt[i] === p) return p as PlayerDraft;
  const np: PlayerDraft = { stack: p.stack, ante: p.ante, streetBets: p.streetBets.slice(), cards: p.cards.slice(), folded: p.folded, shown: p.shown };
  players[i] = np;
  if (own) draftPlayerAt[i] = np;
  return np;
}

/** The round's actedSeq with `player`'s turn set to `seq`: the batch's own array written in place, otherwise a copy. */
export function withActed(acted: readonly number[], player: number, seq: number): number[] {
  if (active && acted === draftActed) {
    draftActed[player] = seq;
    return draftActed;
  }
  const out = acted.slice();
  out[player] = seq;
  if (active) draftActed = out;
  return out;
}

/** The round record to write into: the batch's own as is, otherwise `copy(round)` (which becomes the batch's inside a batch). */
export function writableRound<R extends RoundState>(round: RoundState, copy: (r: RoundState) => R): R {
  if (active && round === draftRound) return round as R;
  const out = copy(round);
  if (active) draftRound = out;
  return out;
}
