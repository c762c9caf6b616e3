import type { Card } from '../cards';
import { decide, type Decision, type Reason, type ReasonParam } from '../decision';
import { describeHigh, describeLow } from '../eval/describe';
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
}

export interface Awards {
  readonly pots: readonly PotAward[];
  /** What each player won in all, in seat order. */
  readonly won: readonly { readonly player: number; readonly amount: number }[];
}

interface Contender {
  readonly player: number;
  readonly cards: readonly Card[];
}

function handError(player: number, error: unknown): Error {
  return new RangeError(`player ${player}'s shown hand: ${error instanceof Error ? error.message : String(error)}`);
}

/** The players among `contenders` with the largest value; value null = not in the running. */
function best(contenders: readonly Contender[], value: (c: Contender) => number | null): Contender[] {
  let top = -Infinity;
  let winners: Contender[] = [];
  for (const c of contenders) {
    const v = value(c);
    if (v === null) continue;
    if (v > top) {
      top = v;
      winners = [c];
    } else if (v === top) winners.push(c);
  }
  return winners;
}

/**
 * Awards each pot to the best hand among its eligible players who showed (a player who did not
 * show has given up the pot). High games: best high hand; razz: best ace-to-five low; stud8: half
 * to the best high, half to the best eight-or-better low, the whole pot to the high when no low
 * qualifies. Equal hands split equally, suits never breaking the tie; chips that do not divide go
 * one by one by the odd-chip rule; between stud8 halves the odd chip goes to the high half.
 * seatOrder lists the players clockwise from the dealer's left; shares are listed in that order.
 */
export function awardPots(
  pots: readonly BuiltPot[],
  shown: readonly ShownHand[],
  variant: Variant,
  oddChip: OddChipRule,
  seatOrder: readonly number[],
): Decision<Awards> {
  const seatIndex = new Map(seatOrder.map((p, i) => [p, i]));
  const hands = new Map<number, readonly Card[]>();
  for (const h of shown) {
    if (hands.has(h.player)) throw new RangeError(`player ${h.player} shows two hands`);
    hands.set(h.player, h.cards);
  }
  const oddRule: RuleId = oddChip === 'rr' ? 'rr.showdown.odd-chip' : 'tda.20';
  const lowKind = variant.pots === 'low' ? 'a5' : '8';

  const awards = pots.map((pot, index): PotAward => {
    if (!Number.isInteger(pot.amount) || pot.amount < 0) throw new RangeError(`pot ${index}: amount must be whole chips, 0 or more (got ${pot.amount})`);
    if (pot.eligible.length === 0) throw new RangeError(`pot ${index}: nobody is eligible to win it`);
    for (const p of pot.eligible) if (!seatIndex.has(p)) throw new RangeError(`pot ${index}: player ${p} is not in seatOrder`);
    const where = index === 0 ? 'main' : 'side';
    const named = (kind: string, params: Record<string, ReasonParam>, half?: PotSide): Reason => ({
      key: ['reason.pot', kind, where, ...(half ? [half] : [])].join('.'),
      params: { ...(index > 0 ? { n: index } : {}), amount: pot.amount, ...params },
    });
    const rules: RuleId[] = index > 0 ? ['seed-001.side-pots'] : [];
    const eligible = [...pot.eligible].sort((a, b) => seatIndex.get(a)! - seatIndex.get(b)!);

    if (eligible.length === 1) {
      const player = eligible[0]!;
      return {
        pot: index,
        amount: pot.amount,
        eligible,
        shares: [{ player, amount: pot.amount, half: 'whole', oddChips: 0 }],
        scoop: false,
        rules: rules.length > 0 ? rules : ['seed-001.side-pots'],
        reason: named('uncontested', { seat: player + 1 }),
      };
    }

    const contenders: Contender[] = [];
    for (const player of eligible) {
      const cards = hands.get(player);
      if (!cards) continue;
      if (cards.length < 5 || cards.length > 7) throw new RangeError(`player ${player} shows ${cards.length} cards; a showdown hand needs 5 to 7`);
      contenders.push({ player, cards });
    }
    if (contenders.length === 0) throw new RangeError(`pot ${index}: none of the eligible players (${eligible.join(', ')}) showed a hand`);

    const evaluate = (fn: (cards: readonly Card[]) => number | null) => (c: Contender) => {
      try {
        return fn(c.cards);
      } catch (error) {
        throw handError(c.player, error);
      }
    };
    const highValue = evaluate(evaluateHigh);
    const lowValue = evaluate(variant.pots === 'low' ? evaluateLowA5 : evaluateLow8);
    let oddUsed = false;

    /** Split `amount` among winners; the remainder goes one chip at a time by the odd-chip order. */
    const split = (amount: number, winners: Contender[], side: PotSide, half: ShareKind): PotShare[] => {
      const share = Math.floor(amount / winners.length);
      const rest = amount - share * winners.length;
      if (rest > 0) oddUsed = true;
      const order = [...winners].sort(
        (a, b) => oddChipKey(b.cards, side, oddChip, lowKind) - oddChipKey(a.cards, side, oddChip, lowKind) || seatIndex.get(a.player)! - seatIndex.get(b.player)!,
      );
      const extra = new Set(order.slice(0, rest).map((w) => w.player));
      return winners.map((w) => ({
        player: w.player,
        amount: share + (extra.has(w.player) ? 1 : 0),
        half,
        oddChips: extra.has(w.player) ? 1 : 0,
        hand: side === 'high' ? describeHigh(w.cards) : describeLow(w.cards, lowKind),
      }));
    };
    const seatsOf = (ws: readonly Contender[]) => ws.map((w) => w.player + 1).join(', ');
    const oddSeatsOf = (shares: readonly PotShare[]) => shares.filter((s) => s.oddChips > 0).map((s) => s.player + 1).join(', ');
    const sideReason = (shares: PotShare[], winners: Contender[], side: PotSide): Reason => {
      if (winners.length === 1) return named('won', { seat: winners[0]!.player + 1 }, side);
      const odd = shares.filter((s) => s.oddChips > 0);
      if (odd.length === 0) return named('splitEven', { seats: seatsOf(winners) }, side);
      return named(odd.length === 1 ? 'split' : 'splitOdds', { seats: seatsOf(winners), oddSeats: oddSeatsOf(shares) }, side);
    };

    if (variant.pots !== 'high-low8') {
      const side: PotSide = variant.pots === 'high' ? 'high' : 'low';
      const winners = best(contenders, side === 'high' ? highValue : lowValue);
      const shares = split(pot.amount, winners, side, 'whole');
      rules.push(side === 'high' ? 'seed-003.ranking' : 'rr.razz.low');
      if (winners.length > 1) rules.push('rr.ties');
      if (oddUsed) rules.push(oddRule);
      return { pot: index, amount: pot.amount, eligible, shares, scoop: false, rules, reason: sideReason(shares, winners, side) };
    }

    rules.push('rr.hi-lo.split', 'rr.hi-lo.qualify', 'seed-003.ranking');
    const highWinners = best(contenders, highValue);
    const lowWinners = best(contenders, lowValue);
    if (lowWinners.length === 0) {
      const shares = split(pot.amount, highWinners, 'high', 'whole');
      if (highWinners.length > 1) rules.push('rr.ties');
      if (oddUsed) rules.push(oddRule);
      return { pot: index, amount: pot.amount, eligible, shares, scoop: highWinners.length === 1, rules, reason: named('noLow', {}) };
    }
    const lowHalf = Math.floor(pot.amount / 2);
    const highHalf = pot.amount - lowHalf;
    if (highHalf !== lowHalf) oddUsed = true;
    const highShares = split(highHalf, highWinners, 'high', 'high');
    const lowShares = split(lowHalf, lowWinners, 'low', 'low');
    if (highWinners.length > 1 || lowWinners.length > 1) rules.push('rr.ties');
    if (oddUsed) rules.push(oddRule);
    const scooper = highWinners.length === 1 && lowWinners.length === 1 && highWinners[0]!.player === lowWinners[0]!.player ? highWinners[0]! : null;
    const reason = scooper ? named('scoop', { seat: scooper.player + 1 }) : named('halves', { high: highHalf, low: lowHalf });
    return { pot: index, amount: pot.amount, eligible, shares: [...highShares, ...lowShares], scoop: scooper !== null, rules, reason };
  });

  const won = new Map<number, number>();
  for (const a of awards) for (const s of a.shares) won.set(s.player, (won.get(s.player) ?? 0) + s.amount);
  const wonList = [...won.entries()].sort((a, b) => seatIndex.get(a[0])! - seatIndex.get(b[0])!).map(([player, amount]) => ({ player, amount }));
  const rules = [...new Set(awards.flatMap((a) => a.rules))];
  const total = awards.reduce((s, a) => s + a.amount, 0);
  return decide({ pots: awards, won: wonList }, rules, 'reason.awards', { count: awards.length, total });
}
