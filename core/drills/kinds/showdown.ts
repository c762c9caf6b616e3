import type { Reason, ReasonParam } from '../../decision';
import type { RuleId } from '../../rulebook/rules';
import { settle, showdownOrder } from '../../hand';
import { showdownAwards } from '../../hand/settle';
import type { CloseCall, PotAward, PotShare } from '../../pots';
import type { Award, HandState, Player, Settlement } from '../../hand/types';
import { PROFILES, PROFILE_IDS } from '../../profiles/profiles';
import type { HouseRules } from '../../profiles/types';
import { shuffled, type Rng } from '../../rng';
import { RANK_NAMES, rankOf, type Card, type Rank } from '../../cards';
import { VARIANTS } from '../../variants';
import { buildChoices, reason, seatList } from '../choices';
import { withRules, type KindSpec, type PartValue, type SolveInput, type Solution } from '../kind';
import { arrangeDoors, arrangeNextStreet, deepStacks, drillBot, newHand, shortStacks, shuffledDeck, stepUntil } from '../table';
import type { DrillSetup, QuestionPart } from '../types';

/** Drill 6: who shows first; who wins each pot; the stud8 split, quartering and odd chip (TDA 17, RR showdown, RR hi-lo, TDA 20). */

const HALF_ORDER: Readonly<Record<Award['half'], number>> = { high: 0, low: 1, scoop: 2, all: 3 };
const AWARD_KEYS: Readonly<Record<Award['half'], string>> = {
  high: 'drills.award.high',
  low: 'drills.award.low',
  scoop: 'drills.award.scoop',
  all: 'drills.award.all',
};

type Share = { readonly player: Player; readonly amount: number; readonly half: Award['half'] };

function byHalfThenSeat(a: Share, b: Share): number {
  return HALF_ORDER[a.half] - HALF_ORDER[b.half] || a.player - b.player;
}

function awardText(a: Share): Reason {
  return { key: AWARD_KEYS[a.half], params: { seat: a.player + 1, amount: a.amount } };
}

/** One pot's awards in words: "seat 3 wins 40 (high)", high half first, then by seat. */
function awardsText(awards: readonly Share[]): Reason[] {
  // Most pots have one or two awards: no copy and sort for those (the same order a stable sort gives).
  if (awards.length === 1) return [awardText(awards[0]!)];
  if (awards.length === 2) {
    const [a, b] = awards as [Share, Share];
    return byHalfThenSeat(b, a) < 0 ? [awardText(b), awardText(a)] : [awardText(a), awardText(b)];
  }
  return awards.slice().sort(byHalfThenSeat).map(awardText);
}

/** The awards of each pot, in the settlement's order (what filtering by pot gives, in one pass). */
function awardsByPot(result: Settlement): Award[][] {
  const out: Award[][] = [];
  for (let k = 0; k < result.pots.length; k++) out.push([]);
  for (const a of result.awards) out[a.pot]!.push(a);
  return out;
}

function rankWord(rank: Rank): ReasonParam {
  return { reasons: [{ key: `card.rank.${RANK_NAMES[rank - 2]!}` }] };
}

/** "seat 5 also holds pair of kings: the next card decides, ace against jack". */
function closeCallClause(call: CloseCall): Reason {
  return {
    key: 'drills.showdown.closeCall',
    params: { seat: call.player + 1, hand: { reasons: [call.hand] }, winner: rankWord(call.winner), loser: rankWord(call.loser) },
  };
}

/**
 * One clause per winning side of a pot: "61 to seat 2 for high (three sevens)", a split with its odd chips;
 * after a side won over a hand of the same name, the card that decided it.
 */
function shareClauses(shares: readonly PotShare[], closeCalls: readonly CloseCall[] = []): Reason[] {
  const out: Reason[] = [];
  for (const half of ['whole', 'high', 'low'] as const) {
    const side = shares.filter((s) => s.half === half);
    if (side.length === 0) continue;
    const hand: Reason = side[0]!.hand ?? { key: 'hand.no-low' };
    const amount = side.reduce((t, s) => t + s.amount, 0);
    if (side.length === 1) {
      out.push({ key: `drills.showdown.share.won.${half}`, params: { amount, seat: side[0]!.player + 1, hand: { reasons: [hand] } } });
    } else {
      const odd = side.filter((s) => s.oddChips > 0).map((s) => s.player);
      const kind = odd.length === 0 ? 'splitEven' : odd.length === 1 ? 'split' : 'splitOdds';
      const params: Record<string, ReasonParam> = { amount, seats: seatList(side.map((s) => s.player)), hand: { reasons: [hand] } };
      if (odd.length > 0) params['oddSeats'] = seatList(odd);
      out.push({ key: `drills.showdown.share.${kind}.${half}`, params });
    }
    const call = closeCalls.find((c) => c.half === half);
    if (call) out.push(closeCallClause(call));
  }
  return out;
}

/** Who won one pot and with what, in one sentence (a single pot, the main pot, or side pot n). */
function potSentence(award: PotAward, single: boolean): Reason {
  const pot = single ? 'pot' : award.pot === 0 ? 'main' : 'side';
  const base: Record<string, ReasonParam> = award.pot > 0 ? { n: award.pot, amount: award.amount } : { amount: award.amount };
  const shares = award.shares;
  const why = (kind: string, params: Record<string, ReasonParam>): Reason => ({
    key: `drills.showdown.why.${kind}.${pot}`,
    params: { ...base, ...params },
  });
  if (award.eligible.length === 1) return why('uncontested', { seat: shares[0]!.player + 1 });
  const clauses = { reasons: shareClauses(shares, award.closeCalls), join: '; ' };
  const high = shares.filter((s) => s.half === 'high');
  const low = shares.filter((s) => s.half === 'low');
  if (high.length === 0 && low.length === 0)
    return why(award.reason.key.startsWith('reason.pot.noLow') ? 'noLow' : 'shares', { shares: clauses });
  // Stud8, one player with both halves: a scoop, both hands named.
  if (award.scoop && high.length === 1 && low.length === 1) {
    const hands = {
      seat: high[0]!.player + 1,
      highHand: { reasons: [high[0]!.hand ?? { key: 'hand.no-low' }] },
      lowHand: { reasons: [low[0]!.hand ?? { key: 'hand.no-low' }] },
    };
    const calls = (award.closeCalls ?? []).map(closeCallClause);
    return calls.length === 0 ? why('scoop', hands) : why('scoopClose', { ...hands, calls: { reasons: calls, join: '; ' } });
  }
  return why(award.amount % 2 === 1 ? 'halvesOdd' : 'halves', { shares: clauses });
}

/** Why each pot went where it did, in the settlement's pot order (settle's awards, with the winning hands in words). */
function potSentences(state: HandState, pots: number): Reason[] {
  const awards = showdownAwards(state);
  return awards ? awards.answer.pots.map((a) => potSentence(a, pots === 1)) : [];
}

function solve({ state }: SolveInput): Solution {
  const order = showdownOrder(state);
  const result = settle(state);
  const first = order.answer[0]!;
  const values: PartValue[] = [{ kind: 'seat', seat: first }];
  for (const awards of awardsByPot(result.answer)) values.push({ kind: 'choice', text: awardsText(awards) });
  // The first to show, then the other winners in award order; the rules of both decisions once each, in order.
  const highlight: Player[] = [first];
  for (const a of result.answer.awards) if (!highlight.includes(a.player)) highlight.push(a.player);
  const rules: RuleId[] = [];
  for (const r of order.rules) if (!rules.includes(r)) rules.push(r);
  for (const r of result.rules) if (!rules.includes(r)) rules.push(r);
  // The reason covers both parts: why that seat shows first, then who won each pot and with what hand.
  const reason: Reason = {
    key: 'drills.showdown.why',
    params: { first: { reasons: [order.reason] }, pots: { reasons: potSentences(state, result.answer.pots.length) } },
  };
  return { values, highlight, reason, rules };
}

/** Some pot or half was split with chips left over: the odd-chip rule decided who got them. */
export function hasOddChips(awards: readonly Award[]): boolean {
  for (const a of awards) for (const b of awards) if (a.pot === b.pot && a.half === b.half && a.amount !== b.amount) return true;
  return false;
}

/** Wrong splits of pot k, read lazily: other profiles' awards, then the mistakes. */
function* wrongAwards(others: readonly Settlement[], k: number, mistaken: readonly Share[][]): Generator<readonly Reason[]> {
  for (const o of others) yield awardsText(o.awards.filter((a) => a.pot === k));
  for (const m of mistaken) yield awardsText(m);
}

/** The low half of a split pot (the high half takes the odd chip). */
function half(amount: number): number {
  return Math.floor(amount / 2);
}

function rankIs(rank: number): (card: Card) => boolean {
  return (card) => rankOf(card) === rank;
}

/** Plausible wrong splits of one pot. */
function mistakes(
  state: HandState,
  amount: number,
  eligible: readonly Player[],
  alive: readonly Player[],
  right: readonly Share[],
): Share[][] {
  const out: Share[][] = [];
  const hilo = VARIANTS[state.variant].pots === 'high-low8';
  const whole = hilo ? 'scoop' : 'all';
  for (const p of eligible) out.push([{ player: p, amount, half: whole }]);
  // A player all-in for less cannot win a side pot: naming one is a classic mistake.
  for (const p of alive) if (!eligible.includes(p)) out.push([{ player: p, amount, half: whole }]);
  if (right.length > 1) {
    // Odd chip to the other side, or split evenly the other way round.
    const [a, b] = right as [Share, Share];
    if (a.amount !== b.amount)
      out.push([
        { player: a.player, amount: b.amount, half: a.half },
        { player: b.player, amount: a.amount, half: b.half },
      ]);
    if (hilo)
      out.push([
        { player: a.player, amount: half(amount), half: 'high' },
        { player: b.player, amount: amount - half(amount), half: 'low' },
      ]);
  }
  // A shared half given whole to one of its winners (forgetting the split, or quartering).
  for (const half of ['high', 'low'] as const) {
    const sharing = right.filter((r) => r.half === half);
    if (sharing.length < 2) continue;
    const total = sharing.reduce((t, r) => t + r.amount, 0);
    for (const w of sharing) out.push([...right.filter((r) => r.half !== half), { player: w.player, amount: total, half }]);
  }
  if (hilo) {
    for (const p of eligible) {
      for (const q of eligible) {
        if (p === q || out.length > 12) continue;
        out.push([
          { player: p, amount: amount - half(amount), half: 'high' },
          { player: q, amount: half(amount), half: 'low' },
        ]);
      }
    }
    // One player took the whole pot: the other split, naming another eligible player for low.
    const only = right.length > 0 && right.every((r) => r.player === right[0]!.player) ? right[0]!.player : undefined;
    if (only !== undefined) {
      const other = eligible.find((p) => p !== only);
      if (other !== undefined)
        out.push([
          { player: only, amount: amount - half(amount), half: 'high' },
          { player: other, amount: half(amount), half: 'low' },
        ]);
    }
  } else if (eligible.length > 1 && right.length === 1) {
    const [x, y] = eligible as [Player, Player];
    out.push([
      { player: x, amount: amount - half(amount), half: 'all' },
      { player: y, amount: half(amount), half: 'all' },
    ]);
  }
  return out;
}

/**
 * Stud8, sometimes: two players get the same five low ranks on their upcards and 7th-street card
 * (door, 4th-7th), so the low half is often split between them (quartering when one also wins high).
 */
function playSplitLow(setup: DrillSetup, rules: HouseRules, rng: Rng, stacks: number[]): HandState | null {
  const n = setup.players;
  const a = rng.int(n);
  const b = (a + 1 + rng.int(n - 1)) % n;
  const lows = shuffled([14, 2, 3, 4, 5, 6, 7, 8], rng).slice(0, 5);
  const deck = shuffledDeck(rng);
  arrangeDoors(
    deck,
    n,
    new Map([
      [a, rankIs(lows[0]!)],
      [b, rankIs(lows[0]!)],
    ]),
    rng,
  );
  const bot = drillBot({ fold: 0.06, raise: 0.3, protect: [a, b] });
  let state: HandState | null = newHand(setup, rules, stacks, deck);
  for (let st = 4; st <= 7; st++) {
    state = stepUntil(state, rng, bot, (h) => h.street === st && h.phase === 'dealing', { streets: true });
    if (!state) return null;
    state = arrangeNextStreet(
      state,
      new Map([
        [a, rankIs(lows[st - 3]!)],
        [b, rankIs(lows[st - 3]!)],
      ]),
      rng,
    );
  }
  return stepUntil(state, rng, bot, (h) => h.phase === 'showdown', { streets: true });
}

function alivePlayers(state: HandState): Player[] {
  const alive: Player[] = [];
  for (let i = 0; i < state.players.length; i++) if (!state.players[i]!.folded) alive.push(i);
  return alive;
}

/** The showdown's first part: who shows first (any player still in). */
export function showdownFirstPart(state: HandState): QuestionPart {
  return { kind: 'seat', id: 'first', prompt: reason('drills.showdown.first'), candidates: alivePlayers(state) };
}

/**
 * One part per pot, in the settlement's order: which split of it is right ("seat 3 wins 40 (high)"), among plausible
 * mistakes (choices drawn from `rng`).
 */
export function awardParts(state: HandState, rng: Rng): QuestionPart[] {
  const rules = state.config.rules;
  const result = settle(state).answer;
  const byPot = awardsByPot(result);
  // The right text of each pot, as solve gives it (the question needs no more of the solution: the order of
  // showing, highlight and rules are worked out when the answer is graded).
  const rightTexts = byPot.map(awardsText);
  // Other profiles' awards are the first wrong choices. Only the odd-chip rule changes who wins what (settle
  // reads no other house rule), and only when some split left chips over.
  const others: Settlement[] = [];
  if (hasOddChips(result.awards)) {
    const id = PROFILE_IDS.find((p) => PROFILES[p].oddChip !== rules.oddChip);
    if (id !== undefined) others.push(settle(withRules(state, PROFILES[id])).answer);
  }
  const alive = alivePlayers(state);
  const parts: QuestionPart[] = [];
  for (let k = 0; k < result.pots.length; k++) {
    const p = result.pots[k]!;
    const mistaken = shuffled(mistakes(state, p.amount, p.eligible, alive, byPot[k]!), rng);
    const prompt =
      result.pots.length === 1
        ? reason('drills.showdown.pot', { amount: p.amount })
        : k === 0
          ? reason('drills.showdown.main', { amount: p.amount })
          : reason('drills.showdown.side', { n: k, amount: p.amount });
    parts.push({
      kind: 'choice',
      id: k === 0 ? 'main' : `side${k}`,
      prompt,
      choices: buildChoices(rightTexts[k]!, wrongAwards(others, k, mistaken), rng),
    });
  }
  return parts;
}

/**
 * The engine's answer to the award parts alone (awardParts): each pot's split, and why each pot went where it did
 * (settle, with the winning hands in words).
 */
export function solveAwards(state: HandState): Solution {
  const result = settle(state);
  const values: PartValue[] = awardsByPot(result.answer).map((awards) => ({ kind: 'choice', text: awardsText(awards) }));
  const highlight: Player[] = [];
  for (const a of result.answer.awards) if (!highlight.includes(a.player)) highlight.push(a.player);
  const pots = potSentences(state, result.answer.pots.length);
  return {
    values,
    highlight,
    reason: pots.length === 1 ? pots[0]! : { key: 'drills.showdown.pots', params: { pots: { reasons: pots } } },
    rules: result.rules,
  };
}

export const showdownDrill: KindSpec = {
  build(setup, rules, rng) {
    const bot = drillBot({ fold: 0.06, raise: [0.15, 0.3, 0.5][rng.int(3)]! });
    const stacks = rng.next() < 0.35 ? shortStacks(setup, rng) : deepStacks(setup, rng);
    const splitLow = VARIANTS[setup.variant].pots === 'high-low8' && rng.next() < 0.3;
    const state = splitLow
      ? playSplitLow(setup, rules, rng, stacks)
      : stepUntil(newHand(setup, rules, stacks, shuffledDeck(rng)), rng, bot, (h) => h.phase === 'showdown', { streets: true });
    if (!state) return null;
    const parts: QuestionPart[] = [showdownFirstPart(state), ...awardParts(state, rng)];
    return { state, street: 7, focus: null, incident: null, question: { prompt: reason('drills.showdown.prompt'), parts } };
  },
  solve,
};
