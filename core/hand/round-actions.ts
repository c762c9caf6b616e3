import type { StreetNumber } from '../variants';
import type { Chips, HandState, LogEntry } from './types';

/**
 * One action of a betting round as the dealer saw it. `to`: the player's chips in that round once it acted (a call
 * matches the bet; "raised to 20"); a check or a fold leaves it as it was.
 */
export interface RoundAction {
  readonly kind: 'bringIn' | 'complete' | 'bet' | 'raise' | 'call' | 'check' | 'fold';
  readonly to: Chips;
}

/** The latest betting round: its street, each player's actions in it in order, and whether anybody acted. */
export interface RoundActions {
  readonly street: StreetNumber;
  readonly actions: readonly (readonly RoundAction[])[];
  readonly any: boolean;
}

/** Operations that deal a street: a betting round never reaches back past them. */
const DEALING_OPS: ReadonlySet<LogEntry['op']> = new Set(['ante', 'deal', 'burn', 'scramble', 'common']);

/** Where the latest betting round begins in the log: just after the dealing of its street. */
export function roundStart(log: readonly LogEntry[]): number {
  let start = log.length;
  while (start > 0 && !DEALING_OPS.has(log[start - 1]!.op)) start--;
  return start;
}

/** The street whose dealing ends at log entry `k - 1` (the last card dealt before it), 3rd street when none was. */
function streetBefore(log: readonly LogEntry[], k: number): StreetNumber {
  for (let i = k - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.op === 'deal' && e.cards.length > 0) return e.cards[e.cards.length - 1]!.street;
    if (e.op === 'common') return 7;
  }
  return 3;
}

/**
 * The actions of the latest betting round, the one after the last card dealt: the round in progress while the players
 * bet, the round just closed before the next street is dealt, or the last round once the bets are gathered for the
 * showdown. What a dealer reads off the table to count the bets and raises (the cap: RR betting rules) and to find the
 * last aggressor (TDA 17, RR showdown); the completion of the bring-in is the first bet, not a raise (RR stud 3).
 */
export function roundActions(state: HandState): RoundActions {
  const log = state.log;
  const start = roundStart(log);
  const actions: RoundAction[][] = state.players.map(() => []);
  const inRound: Chips[] = state.players.map(() => 0);
  let any = false;
  for (let k = start; k < log.length; k++) {
    const e = log[k]!;
    if (e.op === 'bringIn') {
      inRound[e.player] = e.amount;
      actions[e.player]!.push({ kind: 'bringIn', to: e.amount });
    } else if (e.op === 'cbr') {
      inRound[e.player] = e.to;
      actions[e.player]!.push({ kind: e.kind, to: e.to });
    } else if (e.op === 'cc') {
      inRound[e.player] = inRound[e.player]! + e.amount;
      actions[e.player]!.push({ kind: e.kind, to: inRound[e.player]! });
    } else if (e.op === 'fold') {
      actions[e.player]!.push({ kind: 'fold', to: inRound[e.player]! });
    } else continue;
    any = true;
  }
  return { street: streetBefore(log, start), actions, any };
}
