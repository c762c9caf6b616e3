import type { StreetNumber, StreetSpec } from '../variants';
import { VARIANTS } from '../variants';
import type { RuleId } from '../rulebook/rules';
import type { ReasonParam } from '../decision';
import type { HouseRules } from '../profiles/types';
import { MESSAGES } from '../i18n/messages';
import { formatReason } from '../i18n/format';
import type { HandState, Illegal, LogEntry, PlayerState, RoundState } from './types';
import { IllegalActionError } from './types';
import { severityOf } from './severity';
import { appendLog, writableRound, type HandBuilder } from './builder';
import { errorLocale } from '../i18n/loaded-texts';

/** Index of a street in per-street arrays (3rd street = 0). */
export function si(street: StreetNumber): number {
  return street - 3;
}

export function specOf(state: HandState, street: StreetNumber = state.street): StreetSpec {
  return VARIANTS[state.variant].streets[street - 3]!;
}

export function withItem<T>(items: readonly T[], i: number, value: T): T[] {
  const out = items.slice();
  out[i] = value;
  return out;
}

/** Bets this round are the big bet: 5th to 7th street, or 4th once a big bet was made on an open pair (RR stud 4). */
export function bigBetRound(state: HandState): boolean {
  return state.street > 3 && state.round.increment === state.config.structure.bigBet;
}

/**
 * Players still in the hand, counted up to `upTo` at most: a caller that only asks "two or more?" passes 2, and the
 * count stops there (reading each player's record is most of what these counts cost in a simulated hand).
 */
export function aliveCount(state: HandState, upTo = Infinity): number {
  let n = 0;
  const players = state.players;
  for (let i = 0; i < players.length && n < upTo; i++) if (!players[i]!.folded) n++;
  return n;
}

/** Players still in the hand who have chips behind (can still bet), counted up to `upTo` at most (see aliveCount). */
export function withChipsCount(state: HandState, upTo = Infinity): number {
  let n = 0;
  const players = state.players;
  for (let i = 0; i < players.length && n < upTo; i++) {
    const p = players[i]!;
    if (!p.folded && p.stack > 0) n++;
  }
  return n;
}

export function totalIn(p: PlayerState): number {
  let t = p.ante;
  for (const b of p.streetBets) t += b;
  return t;
}

export function betsIn(p: PlayerState): number {
  let t = 0;
  for (const b of p.streetBets) t += b;
  return t;
}

export function illegal(key: string, rules: readonly RuleId[], params?: Record<string, ReasonParam>): Illegal {
  const severity = severityOf(key);
  // The error's text (English: errorLocale) is worded only when read (a thrown error, a log): engines and bots check
  // actions often, and a refusal is shown from its key and params in the reader's language.
  const english = (): string => (MESSAGES[key] ? formatReason(params ? { key, params } : { key }, errorLocale()) : key);
  return params
    ? {
        get message() {
          return english();
        },
        severity,
        key,
        params,
        rules,
      }
    : {
        get message() {
          return english();
        },
        severity,
        key,
        rules,
      };
}

export function enforce(problem: Illegal | null): void {
  if (problem) throw new IllegalActionError(problem);
}

/** The same hand under other house rules (the engine reads them only from the hand's config); the hand itself when they are its own. */
export function withHouseRules(state: HandState, rules: HouseRules): HandState {
  return state.config.rules === rules ? state : { ...state, config: { ...state.config, rules } };
}

/** Writable view of a fresh copy (safe to fill in before anyone else sees it). */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

// Explicit copies: object spread of these wide objects is an order of magnitude slower in V8.
export function cloneState(s: HandState): Draft<HandState> {
  return {
    config: s.config,
    variant: s.variant,
    players: s.players,
    stub: s.stub,
    stubTop: s.stubTop,
    burns: s.burns,
    burnedFor: s.burnedFor,
    common: s.common,
    runOut: s.runOut,
    scrambled: s.scrambled,
    bringInPlayer: s.bringInPlayer,
    street: s.street,
    phase: s.phase,
    round: s.round,
    aggressors: s.aggressors,
    openers: s.openers,
    returned: s.returned,
    pending: s.pending,
    log: s.log,
  };
}

export function cloneRound(r: RoundState): Draft<RoundState> {
  return {
    street: r.street,
    toCall: r.toCall,
    fullLevel: r.fullLevel,
    bets: r.bets,
    increment: r.increment,
    bigBetMade: r.bigBetMade,
    raiseSeq: r.raiseSeq,
    actedSeq: r.actedSeq,
    actor: r.actor,
    opener: r.opener,
    lastAggressor: r.lastAggressor,
    cappedMultiway: r.cappedMultiway,
    opened: r.opened,
    openPair: r.openPair,
  };
}

/** The round to fill in for the next state: a copy, or the builder's own round as is (hand/builder.ts). */
export function draftRound(r: RoundState, b: HandBuilder | null): Draft<RoundState> {
  return writableRound(b, r, cloneRound);
}

/**
 * A copy with one item more. Copied by pushing into a fresh array: V8 gives it room to grow at the first
 * push, where slice() makes an exact-size array that the push must then reallocate (cards and burns are short).
 */
export function append<T>(items: readonly T[], item: T): T[] {
  const out: T[] = [];
  for (let k = 0; k < items.length; k++) out.push(items[k]!);
  out.push(item);
  return out;
}

/** The state with one log record more. */
export function logged(s: Draft<HandState>, entry: LogEntry, b: HandBuilder | null): Draft<HandState> {
  s.log = appendLog(b, s.log, entry);
  return s;
}
