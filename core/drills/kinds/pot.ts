import type { Reason } from '../../decision';
import { pot, pots } from '../../hand';
import { potLayout } from '../../hand/settle';
import type { Chips, HandState, Player } from '../../hand/types';
import { betsIn, si, totalIn } from '../../hand/util';
import type { PotLayout } from '../../pots';
import type { RuleId } from '../../rulebook/rules';
import type { StreetNumber } from '../../variants';
import { reason, seatList } from '../choices';
import type { KindSpec, SolveInput, Solution } from '../kind';
import { deepStacks, drillBot, newHand, shortStacks, shuffledDeck, stepUntil } from '../table';
import type { Question, QuestionPart } from '../types';

/** Chips one player put in (or got back). */
export interface ChipsFrom {
  readonly player: Player;
  readonly amount: Chips;
}

/** One street's betting: what each player put in before any uncalled chips went back, and what went back. */
export interface StreetPart {
  readonly street: StreetNumber;
  /** Every chip put in on this street, per player (in player order), the uncalled part included. */
  readonly put: readonly ChipsFrom[];
  /** Uncalled chips given back when the round closed (log 'return' records; at most one player). */
  readonly returned: readonly ChipsFrom[];
}

/** How one pot is made: dead antes (main pot only, without ante trimming) and each player's slice. */
export interface PotPart {
  readonly amount: Chips;
  readonly dead: Chips;
  readonly from: readonly ChipsFrom[];
}

/**
 * Where the chips in the middle came from (SEED-001 ante, uncalled bet, side pots): the antes, each street's betting,
 * the uncalled chips given back, and how the main and side pots are cut from what each player put in.
 * antes + streets' put - returned (both kinds) = the sum of `pots` = what the drill grades.
 */
export interface PotBreakdown {
  readonly antes: readonly ChipsFrom[];
  /** Streets where chips went in, in order. */
  readonly streets: readonly StreetPart[];
  /** Chips nobody matched, given back when the pots are built (core/pots buildPots `returned`), if any. */
  readonly unmatched: ChipsFrom | null;
  /** The pots the drill grades (core/hand pots): main pot first, then side pots. */
  readonly pots: readonly PotPart[];
}

/** Uncalled chips given back on each street (index street-3): the log's 'return' records, each after its street's betting. */
function returnsByStreet(state: HandState): ChipsFrom[][] {
  const out: ChipsFrom[][] = [[], [], [], [], []];
  let street: StreetNumber = 3;
  for (const e of state.log) {
    if (e.op === 'deal') street = e.cards[0]?.street ?? street;
    else if (e.op === 'common') street = 7;
    else if (e.op === 'return') out[si(street)]!.push({ player: e.player, amount: e.amount });
  }
  return out;
}

/**
 * The pot's breakdown, from the hand's state and log, and its pot layout (core/hand potLayout, core/pots buildPots:
 * pass it in when it is built already). The pots, who is in each and the chips nobody matched come from the layout;
 * each player's slice of a pot is what they put in between the pot below's top and its own (the layout's `tops`).
 */
export function potBreakdown(state: HandState, layout: PotLayout = potLayout(state).answer): PotBreakdown {
  const players = state.players;
  const antes: ChipsFrom[] = [];
  for (let i = 0; i < players.length; i++) if (players[i]!.ante > 0) antes.push({ player: i, amount: players[i]!.ante });
  const returns = returnsByStreet(state);
  const streets: StreetPart[] = [];
  for (let k = 0; k < 5; k++) {
    const put: ChipsFrom[] = [];
    for (let i = 0; i < players.length; i++) {
      const back = returns[k]!.reduce((t, r) => (r.player === i ? t + r.amount : t), 0);
      const amount = players[i]!.streetBets[k]! + back;
      if (amount > 0) put.push({ player: i, amount });
    }
    if (put.length > 0) streets.push({ street: (k + 3) as StreetNumber, put, returned: returns[k]! });
  }
  const trimming = state.config.anteTrimming === true;
  // What the pots' tops measure: antes are dead money in the main pot unless ante trimming counts them as bets.
  const counted = players.map((p) => (trimming ? totalIn(p) : betsIn(p)));
  // buildPots gives back at most one slice: the top one, which only the player who put in the most reached.
  const unmatched: ChipsFrom | null = layout.returned[0] ?? null;
  const dead = trimming ? 0 : antes.reduce((t, a) => t + a.amount, 0);
  const built: PotPart[] = [];
  let below = 0;
  for (let k = 0; k < layout.pots.length; k++) {
    const top = layout.tops[k]!;
    const from: ChipsFrom[] = [];
    for (let i = 0; i < players.length; i++) {
      const amount = Math.min(counted[i]!, top) - Math.min(counted[i]!, below);
      if (amount > 0) from.push({ player: i, amount });
    }
    built.push({ amount: layout.pots[k]!.amount, dead: k === 0 ? dead : 0, from });
    below = top;
  }
  return { antes, streets, unmatched, pots: built };
}

/** "11 each from seats 1, 2, 3", "5 from seat 4": one clause per amount, largest first. */
function fromClauses(from: readonly ChipsFrom[]): Reason[] {
  const amounts = [...new Set(from.map((f) => f.amount))].sort((a, b) => b - a);
  return amounts.map((amount) => {
    const seats = from.filter((f) => f.amount === amount).map((f) => f.player);
    return seats.length === 1
      ? reason('drills.pot.why.from.one', { amount, seat: seats[0]! + 1 })
      : reason('drills.pot.why.from.each', { amount, seats: seatList(seats) });
  });
}

const sum = (from: readonly ChipsFrom[]): Chips => from.reduce((t, f) => t + f.amount, 0);
const plus = (reasons: readonly Reason[]) => ({ reasons, join: ' + ' });

/** Everyone who put chips in put the same amount. */
function uniform(from: readonly ChipsFrom[]): boolean {
  return from.every((f) => f.amount === from[0]!.amount);
}

/**
 * The breakdown in lines (one sentence each): the antes, each street's betting and the uncalled chips it gave back,
 * and with side pots how each pot is built. Each line ends with what it adds (`= n`, or `(−n)` given back).
 */
export function breakdownLines(b: PotBreakdown): Reason[] {
  const lines: Reason[] = [];
  if (b.antes.length > 0) {
    lines.push(
      uniform(b.antes)
        ? reason('drills.pot.why.antes', { count: b.antes.length, amount: b.antes[0]!.amount, total: sum(b.antes) })
        : reason('drills.pot.why.antesMixed', { groups: plus(fromClauses(b.antes)), total: sum(b.antes) }),
    );
  }
  for (const s of b.streets) {
    lines.push(
      s.put.length > 1 && uniform(s.put)
        ? reason('drills.pot.why.streetSame', { street: s.street, count: s.put.length, amount: s.put[0]!.amount, total: sum(s.put) })
        : reason('drills.pot.why.street', { street: s.street, groups: plus(fromClauses(s.put)), total: sum(s.put) }),
    );
    for (const r of s.returned) lines.push(reason('drills.pot.why.returned', { seat: r.player + 1, amount: r.amount }));
  }
  if (b.unmatched) lines.push(reason('drills.pot.why.returned', { seat: b.unmatched.player + 1, amount: b.unmatched.amount }));
  if (b.pots.length > 1) {
    b.pots.forEach((p, k) => {
      const parts = [...(p.dead > 0 ? [reason('drills.pot.why.dead', { amount: p.dead })] : []), ...fromClauses(p.from)];
      lines.push(
        k === 0
          ? reason('drills.pot.why.main', { parts: plus(parts), amount: p.amount })
          : reason('drills.pot.why.side', { n: k, parts: plus(parts), amount: p.amount }),
      );
    });
  }
  return lines;
}

/** Drill 5: the pot after a betting round, and side pots when a player is all-in (SEED-001 side pots; uncalled chips returned). */
function solve({ state }: SolveInput): Solution {
  const built = potLayout(state);
  const layout = built.answer;
  const total = pot(state);
  const b = potBreakdown(state, layout);
  // The total first (what the trainee counted), then where it came from, one line per part.
  const head = layout.pots.length > 1 ? built.reason : reason('hand.pot', { amount: b.pots[0]?.amount ?? total.answer });
  // Each rule a part of the breakdown rests on: antes, side pots only when there are some (buildPots cites them
  // then), an uncalled bet given back.
  const rules: RuleId[] = [...total.rules, ...built.rules];
  if (b.unmatched || b.streets.some((s) => s.returned.length > 0)) rules.push('seed-001.uncalled');
  return {
    values: layout.pots.map((p) => ({ kind: 'amount' as const, amount: p.amount })),
    // The answer is amounts, not seats: no seat is marked as the answer.
    highlight: [],
    reason: reason('drills.pot.why', { head: { reasons: [head] }, parts: { reasons: breakdownLines(b) } }),
    rules: [...new Set(rules)],
  };
}

/** The betting round of `street` is over: the next street's deal, the showdown, or the end. */
function roundOver(h: HandState, street: StreetNumber): boolean {
  return h.street > street || h.phase === 'showdown' || (h.phase === 'complete' && h.street === street);
}

/** The question once `street`'s betting is over: the pot, or the main pot and each side pot; null when the middle is empty. */
export function potQuestion(state: HandState, street: StreetNumber): Question | null {
  const count = pots(state).answer.length;
  if (count === 0) return null;
  const parts: QuestionPart[] =
    count === 1
      ? [{ kind: 'amount', id: 'pot', prompt: reason('drills.pot.total') }]
      : Array.from({ length: count }, (_, k) => ({
          kind: 'amount' as const,
          id: k === 0 ? 'main' : `side${k}`,
          prompt: k === 0 ? reason('drills.pot.main') : reason('drills.pot.side', { n: k }),
        }));
  return { prompt: reason(count === 1 ? 'drills.pot.prompt' : 'drills.pot.promptSide', { street }), parts };
}

export const potDrill: KindSpec = {
  build(setup, rules, rng) {
    const target = (3 + rng.int(5)) as StreetNumber;
    const bot = drillBot({ fold: 0.12, raise: [0.2, 0.4, 0.6][rng.int(3)]! });
    const stacks = rng.next() < 0.4 ? shortStacks(setup, rng) : deepStacks(setup, rng);
    const start = newHand(setup, rules, stacks, shuffledDeck(rng));
    const state = stepUntil(start, rng, bot, (h) => roundOver(h, target), { streets: true });
    if (!state) return null;
    const street = Math.min(target, state.street) as StreetNumber;
    const question = potQuestion(state, street);
    // Nothing in the middle (no antes, the bring-in uncalled and given back): no pot to count, try another hand.
    if (!question) return null;
    return { state, street, focus: null, incident: null, question };
  },
  solve,
};
