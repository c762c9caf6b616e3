import { formatCards, lowRankOf, rankOf, suitOf, type Card } from '../cards';
import { decide, type Decision, type Reason } from '../decision';
import type { RuleId } from '../rulebook/rules';
import type { Variant } from '../variants';
import { describeBoard } from './describe';
import { groupStrength, LOW_BIT_INDEX, LOW_WORST } from './low';

/** Who acts first on 4th to 7th street: ranking of the upcards showing (RR stud 1 and 12, RR razz, TDA RP-10-D). */

const VALID_CARD = new Uint8Array(52).fill(1);
/** Rank masks of the board by multiplicity (seen once, twice, three, four times); reused, never shared across calls. */
const layers = new Int32Array(4);

/** Fills `layers` for 1..5 upcards, ranks in high order (deuce = bit 0) or low order (ace = bit 0). No allocation. */
function fillLayers(upcards: readonly Card[], low: boolean): void {
  const n = upcards.length;
  if (n < 1 || n > 5) throw new RangeError(`a board has 1 to 5 upcards, got ${n}`);
  let ones = 0;
  let twos = 0;
  let threes = 0;
  let fours = 0;
  let seenLow = 0;
  let seenHigh = 0;
  for (let i = 0; i < n; i++) {
    const c = upcards[i]!;
    if (VALID_CARD[c] !== 1) throw new RangeError(`upcard ${i + 1} is not a card id 0..51: ${String(c)}`);
    const seenBit = 1 << (c & 31);
    const seen = c < 32 ? seenLow : seenHigh;
    if (seen & seenBit) throw new RangeError(`upcard ${i + 1} repeats a card already on the board (${formatCards([c])})`);
    if (c < 32) seenLow |= seenBit;
    else seenHigh |= seenBit;
    const bit = 1 << (low ? LOW_BIT_INDEX[c]! : c >> 2);
    fours |= threes & bit;
    threes |= twos & bit;
    twos |= ones & bit;
    ones |= bit;
  }
  layers[0] = ones;
  layers[1] = twos;
  layers[2] = threes;
  layers[3] = fours;
}

/**
 * Stud and stud8: the strength of a board (1 to 5 upcards; 5 only with a common card), larger acts
 * first. Quads > full house > trips > two pair > pair > high cards, then kickers; straights and
 * flushes showing do not count.
 */
export function boardStrengthHigh(upcards: readonly Card[]): number {
  fillLayers(upcards, false);
  return groupStrength(layers[0]!, layers[1]!, layers[2]!, layers[3]!);
}

/** Razz: the strength of a board, larger (= lower ace-to-five hand) acts first; pairs are bad. */
export function boardStrengthLow(upcards: readonly Card[]): number {
  fillLayers(upcards, true);
  return LOW_WORST - groupStrength(layers[0]!, layers[1]!, layers[2]!, layers[3]!);
}

export function boardStrength(upcards: readonly Card[], order: 'high' | 'low'): number {
  return order === 'high' ? boardStrengthHigh(upcards) : boardStrengthLow(upcards);
}

/**
 * boardStrength from a board's rank masks by multiplicity (rank bits in high order, deuce = bit 0, for both
 * orders), for callers that count the cards themselves and know them valid (the hand's first-to-act fast path).
 */
export function boardStrengthOfLayers(ones: number, twos: number, threes: number, fours: number, order: 'high' | 'low'): number {
  if (order === 'high') return groupStrength(ones, twos, threes, fours);
  return LOW_WORST - groupStrength(toLowBits(ones), toLowBits(twos), toLowBits(threes), toLowBits(fours));
}

/** High-order rank bits (deuce = bit 0, ace = bit 12) to low order (ace = bit 0, deuce = bit 1). */
function toLowBits(mask: number): number {
  return ((mask << 1) & 0x1ffe) | ((mask >> 12) & 1);
}

/**
 * The suit tie-break between equal boards (TDA RP-10-D): the highest card of the board by rank,
 * then suit (spades > hearts > diamonds > clubs). Ranks count aces high in stud and stud8, aces
 * low in razz, where TDA also compares the highest card. Returns the card; compare with boardSuitRank.
 */
export function boardTieBreakCard(upcards: readonly Card[], order: 'high' | 'low'): Card {
  if (upcards.length === 0) throw new RangeError('a board has at least one upcard');
  let best = upcards[0]!;
  for (const c of upcards) if (boardSuitRank(c, order) > boardSuitRank(best, order)) best = c;
  return best;
}

/** A card's place in the suit tie-break: rank (aces per order) then suit. Larger acts first. */
export function boardSuitRank(card: Card, order: 'high' | 'low'): number {
  return (order === 'high' ? rankOf(card) : lowRankOf(card)) * 4 + suitOf(card);
}

export interface Board {
  /** Player number, 0 = first seat to the dealer's left. */
  readonly player: number;
  readonly upcards: readonly Card[];
}

export interface FirstToAct {
  readonly player: number;
  /** Every player whose board equals the best one (the player included), in player order. */
  readonly tied: readonly number[];
  /** The dealer's call: "pair of sevens bets". */
  readonly announcement: Reason;
}

/**
 * Which board acts first on 4th to 7th street among the players still in: the best high board
 * (stud, stud8) or the best low board (razz); equal boards are settled by position (the first
 * player from the dealer's left) or by the suit of the highest card, as the house rules say.
 */
export function firstToActByBoard(boards: readonly Board[], variant: Variant, tie: 'position' | 'suit'): Decision<FirstToAct> {
  if (boards.length === 0) throw new RangeError('no boards to compare: at least one player must be in the hand');
  const order = variant.boardOrder;
  const strengths = boards.map((b) => boardStrength(b.upcards, order));
  const best = Math.max(...strengths);
  const tied = boards.filter((_, i) => strengths[i] === best).sort((a, b) => a.player - b.player);
  let winner = tied[0]!;
  if (tie === 'suit') {
    for (const b of tied)
      if (boardSuitRank(boardTieBreakCard(b.upcards, order), order) > boardSuitRank(boardTieBreakCard(winner.upcards, order), order))
        winner = b;
  }
  const rules: RuleId[] = [order === 'high' ? 'rr.stud.12' : 'rr.razz.board'];
  const answer: FirstToAct = { player: winner.player, tied: tied.map((b) => b.player), announcement: describeBoard(winner.upcards, order) };
  if (tied.length === 1) return decide(answer, rules, 'reason.board.first', { seat: winner.player + 1 });
  const seats = tied.map((b) => b.player + 1).join(', ');
  if (tie === 'position')
    return decide(answer, [...rules, 'seed-001.board-tie-position'], 'reason.board.tiePosition', { seats, seat: winner.player + 1 });
  return decide(answer, [...rules, 'tda.rp-10-d', 'seed-003.board-tie-suit'], 'reason.board.tieSuit', {
    seats,
    seat: winner.player + 1,
    card: { card: boardTieBreakCard(winner.upcards, order) },
  });
}
