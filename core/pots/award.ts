import type { Card, Rank } from '../cards';
import { decide, type Decision, type Reason, type ReasonParam } from '../decision';
import { describeShape } from '../eval/describe';
import { highShapeOfValue, lowShapeOfValue, type HandShape } from '../eval/shape';
import { evaluateHigh } from '../eval/high';
import { evaluateLow8, evaluateLowA5 } from '../eval/low';
import type { RuleId } from '../rulebook/rules';
import type { Variant } from '../variants';
import type { BuiltPot } from './build';
import { oddChipKey, type OddChipRule, type PotSide } from './odd-chip';

/** A hand shown at showdown: every card the player holds (the common card too, when there is one). */
export interface ShownHand {
  readonly player: number;
  readonly cards: readonly Card[];
}

/** 'whole': a share of the whole pot; 'high' / 'low': a share of one half of a stud8 pot. */
export type ShareKind = 'whole' | 'high' | 'low';

export interface PotShare {
  readonly player: number;
  readonly amount: number;
  readonly half: ShareKind;
  /** Chips above the even share that this player got by the odd-chip rule (0 or 1 per share). */
  readonly oddChips: number;
  /** The winning hand in words, when hands were compared. */
  readonly hand?: Reason;
}

/**
 * A losing hand with the same name as a side's winning hand ("pair of kings" against "pair of kings"), and the
 * first card of the two five-card hands that tells them apart: what a player asks when the words look equal.
 */
export interface CloseCall {
  readonly half: ShareKind;
  /** The best hand that did not win this side. */
  readonly player: number;
  readonly hand: Reason;
  /** The deciding card's rank in the winning hand and in the losing one (in a low, the winner's is the lower). */
  readonly winner: Rank;
  readonly loser: Rank;
}

export interface PotAward {
  /** 0 = main pot, then side pots. */
  readonly pot: number;
  readonly amount: number;
  readonly eligible: readonly number[];
  readonly shares: readonly PotShare[];
  /** One player took the whole pot after a showdown of stud8 halves (both halves, or high with no low). */
  readonly scoop: boolean;
  readonly rules: readonly RuleId[];
  readonly reason: Reason;
  /** Sides won over a hand of the same name (only when hands are put in words: AwardOptions.describeHands). */
  readonly closeCalls?: readonly CloseCall[];
}

export interface Awards {
  readonly pots: readonly PotAward[];
  /** What each player won in all, in seat order. */
  readonly won: readonly { readonly player: number; readonly amount: number }[];
}

interface Contender {
  readonly player: number;
  readonly cards: readonly Card[];
  /** Hand values, worked out once: high (stud, stud8) and low (razz a5, stud8 eight-or-better; null = no low). */
  readonly high: number;
  readonly low: number | null;
}

function handError(player: number, error: unknown): Error {
  return new RangeError(`player ${player}'s shown hand: ${error instanceof Error ? error.message : String(error)}`);
}

/** The players among `contenders` with the largest value on one side; a null low is not in the running. */
function best(contenders: readonly Contender[], side: PotSide): Contender[] {
  let top = -Infinity;
  let winners: Contender[] = [];
  for (const c of contenders) {
    const v = side === 'high' ? c.high : c.low;
    if (v === null) continue;
    if (v > top) {
      top = v;
      winners = [c];
    } else if (v === top) winners.push(c);
  }
  return winners;
}

export interface AwardOptions {
  /** Put each winning hand in words (PotShare.hand). Default true; settle, which does not show them, skips it. */
  readonly describeHands?: boolean;
}

/** The largest player number a seat order may hold (lists by player number stay small). */
const MAX_PLAYER_NUMBER = 63;

function isPlayerNumber(player: number): boolean {
  return Number.isInteger(player) && player >= 0 && player <= MAX_PLAYER_NUMBER;
}

/** What one awardPots call knows about the table, shared by its pots. */
interface Table {
  /** Each player's place in seatOrder, by player number (undefined: not at the table). */
  readonly seatIndex: readonly (number | undefined)[];
  readonly oddChip: OddChipRule;
  readonly lowKind: 'a5' | '8';
  readonly describeHands: boolean;
}

/**
 * Splits `amount` equally among `winners`; the chips left over go one at a time, in the odd-chip
 * order of `side` (then seat order), to distinct winners.
 */
function split(table: Table, amount: number, winners: readonly Contender[], side: PotSide, half: ShareKind): PotShare[] {
  const share = Math.floor(amount / winners.length);
  const rest = amount - share * winners.length;
  // Players who take an odd chip (only when the pot does not divide evenly).
  let extra: Set<number> | null = null;
  if (rest > 0) {
    extra = new Set<number>();
    const ranked = winners.map((w) => ({ player: w.player, key: oddChipKey(w.cards, side, table.oddChip, table.lowKind) }));
    ranked.sort((a, b) => b.key - a.key || table.seatIndex[a.player]! - table.seatIndex[b.player]!);
    for (let k = 0; k < rest; k++) extra.add(ranked[k]!.player);
  }
  const out: PotShare[] = [];
  for (const w of winners) {
    const odd = extra !== null && extra.has(w.player) ? 1 : 0;
    const base = { player: w.player, amount: share + odd, half, oddChips: odd };
    out.push(
      table.describeHands ? { ...base, hand: describeShape(side === 'high' ? highShapeOfValue(w.high) : lowShapeOfValue(w.low!)) } : base,
    );
  }
  return out;
}

function shapeOf(c: Contender, side: PotSide): HandShape {
  return side === 'high' ? highShapeOfValue(c.high) : lowShapeOfValue(c.low!);
}

/** The best hand that lost one side, when its name equals the winners' (see CloseCall); null otherwise or when not in words. */
function closeCall(
  table: Table,
  contenders: readonly Contender[],
  winners: readonly Contender[],
  side: PotSide,
  half: ShareKind,
): CloseCall | null {
  if (!table.describeHands) return null;
  const losers = contenders.filter((c) => !winners.includes(c));
  const runnerUp = best(losers, side)[0];
  if (runnerUp === undefined) return null;
  const won = shapeOf(winners[0]!, side);
  const lost = shapeOf(runnerUp, side);
  const hand = describeShape(lost);
  if (hand.key !== describeShape(won).key) return null;
  for (let k = 0; k < won.ranks.length; k++) {
    if (won.ranks[k] !== lost.ranks[k]) return { half, player: runnerUp.player, hand, winner: won.ranks[k]!, loser: lost.ranks[k]! };
  }
  return null;
}

/** A pot reason: `reason.pot.<kind>.<main|side>[.<half>]`, with the side pot's number and the amount. */
function potReason(index: number, amount: number, kind: string, params: Record<string, ReasonParam>, half?: PotSide): Reason {
  const key = `reason.pot.${kind}.${index === 0 ? 'main' : 'side'}${half ? `.${half}` : ''}`;
  const all: Record<string, ReasonParam> = index > 0 ? { n: index, amount } : { amount };
  for (const name in params) all[name] = params[name]!;
  return { key, params: all };
}

const seatList = (players: readonly { readonly player: number }[]) => players.map((w) => w.player + 1).join(', ');

/** Who took one side of a pot, in words: one winner, an even split, or a split with odd chips. */
function sideReason(index: number, amount: number, shares: readonly PotShare[], winners: readonly Contender[], side: PotSide): Reason {
  if (winners.length === 1) return potReason(index, amount, 'won', { seat: winners[0]!.player + 1 }, side);
  const odd = shares.filter((s) => s.oddChips > 0);
  if (odd.length === 0) return potReason(index, amount, 'splitEven', { seats: seatList(winners) }, side);
  return potReason(index, amount, odd.length === 1 ? 'split' : 'splitOdds', { seats: seatList(winners), oddSeats: seatList(odd) }, side);
}

/** The contenders for one pot: eligible players who showed, with their hand values. */
function contendersFor(
  index: number,
  eligible: readonly number[],
  hands: readonly (readonly Card[] | undefined)[],
  variant: Variant,
): Contender[] {
  const contenders: Contender[] = [];
  for (const player of eligible) {
    const cards = hands[player];
    if (!cards) continue;
    if (cards.length < 5 || cards.length > 7)
      throw new RangeError(`player ${player} shows ${cards.length} cards; a showdown hand needs 5 to 7`);
    try {
      const high = variant.pots === 'low' ? -1 : evaluateHigh(cards);
      const low = variant.pots === 'high' ? null : variant.pots === 'low' ? evaluateLowA5(cards) : evaluateLow8(cards);
      contenders.push({ player, cards, high, low });
    } catch (error) {
      throw handError(player, error);
    }
  }
  if (contenders.length === 0) throw new RangeError(`pot ${index}: none of the eligible players (${eligible.join(', ')}) showed a hand`);
  return contenders;
}

function inSeatOrder(table: Table, players: readonly number[]): boolean {
  for (let i = 1; i < players.length; i++) if (table.seatIndex[players[i - 1]!]! > table.seatIndex[players[i]!]!) return false;
  return true;
}

function awardPot(table: Table, pot: BuiltPot, index: number, hands: readonly (readonly Card[] | undefined)[], variant: Variant): PotAward {
  if (!Number.isInteger(pot.amount) || pot.amount < 0)
    throw new RangeError(`pot ${index}: amount must be whole chips, 0 or more (got ${pot.amount})`);
  if (pot.eligible.length === 0) throw new RangeError(`pot ${index}: nobody is eligible to win it`);
  for (const p of pot.eligible) if (table.seatIndex[p] === undefined) throw new RangeError(`pot ${index}: player ${p} is not in seatOrder`);
  const amount = pot.amount;
  const eligible = inSeatOrder(table, pot.eligible)
    ? pot.eligible
    : [...pot.eligible].sort((a, b) => table.seatIndex[a]! - table.seatIndex[b]!);
  // A side pot, or a pot only one player is left in, rests on the side-pot rule; a showdown for the main pot on the hand rules below.
  const rules: RuleId[] = index > 0 || eligible.length === 1 ? ['seed-001.side-pots'] : [];

  if (eligible.length === 1) {
    const player = eligible[0]!;
    const shares: PotShare[] = [{ player, amount, half: 'whole', oddChips: 0 }];
    return {
      pot: index,
      amount,
      eligible,
      shares,
      scoop: false,
      rules,
      reason: potReason(index, amount, 'uncontested', { seat: player + 1 }),
    };
  }
  const contenders = contendersFor(index, eligible, hands, variant);
  const oddRule: RuleId = table.oddChip === 'rr' ? 'rr.showdown.odd-chip' : 'tda.20';

  if (variant.pots !== 'high-low8') {
    const side: PotSide = variant.pots === 'high' ? 'high' : 'low';
    const winners = best(contenders, side);
    const shares = split(table, amount, winners, side, 'whole');
    rules.push(side === 'high' ? 'seed-003.ranking' : 'rr.razz.low');
    if (winners.length > 1) rules.push('rr.ties');
    if (amount % winners.length !== 0) rules.push(oddRule);
    const award: PotAward = {
      pot: index,
      amount,
      eligible,
      shares,
      scoop: false,
      rules,
      reason: sideReason(index, amount, shares, winners, side),
    };
    return withCloseCalls(award, [closeCall(table, contenders, winners, side, 'whole')]);
  }

  rules.push('rr.hi-lo.split', 'rr.hi-lo.qualify', 'seed-003.ranking');
  const highWinners = best(contenders, 'high');
  const lowWinners = best(contenders, 'low');
  if (lowWinners.length === 0) {
    const shares = split(table, amount, highWinners, 'high', 'whole');
    if (highWinners.length > 1) rules.push('rr.ties');
    if (amount % highWinners.length !== 0) rules.push(oddRule);
    const award: PotAward = {
      pot: index,
      amount,
      eligible,
      shares,
      scoop: highWinners.length === 1,
      rules,
      reason: potReason(index, amount, 'noLow', {}),
    };
    return withCloseCalls(award, [closeCall(table, contenders, highWinners, 'high', 'whole')]);
  }
  const lowHalf = Math.floor(amount / 2);
  const highHalf = amount - lowHalf;
  const shares = [...split(table, highHalf, highWinners, 'high', 'high'), ...split(table, lowHalf, lowWinners, 'low', 'low')];
  if (highWinners.length > 1 || lowWinners.length > 1) rules.push('rr.ties');
  if (highHalf !== lowHalf || highHalf % highWinners.length !== 0 || lowHalf % lowWinners.length !== 0) rules.push(oddRule);
  const scooper =
    highWinners.length === 1 && lowWinners.length === 1 && highWinners[0]!.player === lowWinners[0]!.player ? highWinners[0]! : null;
  const reason = scooper
    ? potReason(index, amount, 'scoop', { seat: scooper.player + 1 })
    : potReason(index, amount, 'halves', { high: highHalf, low: lowHalf });
  const award: PotAward = { pot: index, amount, eligible, shares, scoop: scooper !== null, rules, reason };
  return withCloseCalls(award, [
    closeCall(table, contenders, highWinners, 'high', 'high'),
    closeCall(table, contenders, lowWinners, 'low', 'low'),
  ]);
}

function withCloseCalls(award: PotAward, calls: readonly (CloseCall | null)[]): PotAward {
  const closeCalls = calls.filter((c): c is CloseCall => c !== null);
  return closeCalls.length === 0 ? award : { ...award, closeCalls };
}

/**
 * Awards each pot to the best hand among its eligible players who showed (a player who did not
 * show has given up the pot). High games: best high hand; razz: best ace-to-five low; stud8: half
 * to the best high, half to the best eight-or-better low, the whole pot to the high when no low
 * qualifies. Equal hands split equally, suits never breaking the tie; chips that do not divide go
 * one by one by the odd-chip rule; between stud8 halves the odd chip goes to the high half.
 * seatOrder lists the players clockwise from the dealer's left (it orders the shares, and breaks
 * an odd-chip tie that only a shared common card can cause).
 */
export function awardPots(
  pots: readonly BuiltPot[],
  shown: readonly ShownHand[],
  variant: Variant,
  oddChip: OddChipRule,
  seatOrder: readonly number[],
  options: AwardOptions = {},
): Decision<Awards> {
  // Player numbers are small whole numbers: plain lists by player number, cheaper than maps (this runs once per simulated hand).
  const seatIndex: (number | undefined)[] = [];
  for (let i = 0; i < seatOrder.length; i++) {
    const player = seatOrder[i]!;
    if (!isPlayerNumber(player))
      throw new RangeError(`seatOrder[${i}] must be a player number 0..${MAX_PLAYER_NUMBER}, got ${String(player)}`);
    seatIndex[player] = i;
  }
  const table: Table = { seatIndex, oddChip, lowKind: variant.pots === 'low' ? 'a5' : '8', describeHands: options.describeHands !== false };
  const hands: (readonly Card[] | undefined)[] = [];
  for (const h of shown) {
    if (!isPlayerNumber(h.player))
      throw new RangeError(`a shown hand's player must be a player number 0..${MAX_PLAYER_NUMBER}, got ${String(h.player)}`);
    if (hands[h.player] !== undefined) throw new RangeError(`player ${h.player} shows two hands`);
    hands[h.player] = h.cards;
  }
  // Plain loops: awardPots runs once per simulated hand.
  const awards: PotAward[] = [];
  for (let index = 0; index < pots.length; index++) awards.push(awardPot(table, pots[index]!, index, hands, variant));
  // Filled by push: new Array(n).fill() makes holey lists and fills them in a slow builtin.
  const wonBySeat: number[] = [];
  const winner: boolean[] = [];
  for (let seat = 0; seat < seatOrder.length; seat++) {
    wonBySeat.push(0);
    winner.push(false);
  }
  const rules: RuleId[] = [];
  let total = 0;
  for (const a of awards) {
    total += a.amount;
    for (const r of a.rules) if (!rules.includes(r)) rules.push(r);
    for (const s of a.shares) {
      const seat = seatIndex[s.player]!;
      wonBySeat[seat] = wonBySeat[seat]! + s.amount;
      winner[seat] = true;
    }
  }
  const wonList: { player: number; amount: number }[] = [];
  for (let seat = 0; seat < seatOrder.length; seat++)
    if (winner[seat]) wonList.push({ player: seatOrder[seat]!, amount: wonBySeat[seat]! });
  return decide({ pots: awards, won: wonList }, rules, 'reason.awards', { count: awards.length, total });
}
