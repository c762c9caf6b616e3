import type { Card } from '../cards';
import { VARIANTS, type StreetNumber } from '../variants';
import { bringInKey, bringInRules } from '../rules/bring-in';
import type { RuleId } from '../rulebook/rules';
import { boardStrengthOfLayers, boardSuitRank, boardTieBreakCard } from '../eval/board';
import type { HandState, Player } from './types';
import { citedFor } from '../profiles/citations';

/** The upcards a player shows after `street`'s deal (with the common card on 7th when asked). */
export function upcards(state: HandState, player: Player, street: StreetNumber = state.street, withCommon = false): Card[] {
  const out: Card[] = [];
  for (const d of state.players[player]!.cards) if (d.up && d.street <= street && d.card !== null) out.push(d.card);
  if (withCommon && state.common !== undefined && state.common !== null) out.push(state.common);
  return out;
}

export function doorCard(state: HandState, player: Player): Card | null {
  for (const d of state.players[player]!.cards) if (d.up && d.street === 3) return d.card;
  return null;
}

/** The player whose door card brings in, among players not folded. */
export function bringInCardPlayer(state: HandState): { player: Player; card: Card } | null {
  const variant = VARIANTS[state.variant];
  let best: Player = -1;
  let bestKey = -Infinity;
  let bestCard: Card = 0;
  for (let i = 0; i < state.players.length; i++) {
    if (state.players[i]!.folded) continue;
    const c = doorCard(state, i);
    if (c === null) continue;
    const k = bringInKey(c, variant);
    if (k > bestKey) {
      bestKey = k;
      best = i;
      bestCard = c;
    }
  }
  return best < 0 ? null : { player: best, card: bestCard };
}

export { bringInRules };

/** The first player clockwise from `from` (inclusive) satisfying ok, or null. */
export function clockwiseFrom(n: number, from: Player, ok: (p: Player) => boolean): Player | null {
  for (let k = 0; k < n; k++) {
    const p = (from + k) % n;
    if (ok(p)) return p;
  }
  return null;
}

export interface BoardLeader {
  player: Player;
  rules: RuleId[];
  tie: boolean;
}

/**
 * The best board showing among players still in (stud, stud8: highest; razz: lowest), with the
 * profile's tie-break. withCommon: count the common card (RR 15).
 */
export function boardLeader(state: HandState, street: StreetNumber, withCommon = false): BoardLeader | null {
  const found = leaderOf(state, street, withCommon);
  if (!found) return null;
  const low = VARIANTS[state.variant].boardOrder === 'low';
  const rules: RuleId[] = low ? ['rr.razz.board'] : ['rr.stud.12'];
  if (found.tie) {
    const bySuit = state.config.rules.boardTie === 'suit';
    rules.push(
      ...citedFor(state.config.rules, bySuit ? ['tda.rp-10-d', 'seed-003.board-tie-suit'] : ['rr.stud.1', 'seed-001.board-tie-position']),
    );
  }
  return { player: found.player, rules: [...new Set(rules)], tie: found.tie };
}

/**
 * boardStrength of the upcards `player` shows after `street` (with the common card when asked), counted
 * straight from the cards without building the list; null when none show. The engine's own cards are valid.
 */
function boardKey(state: HandState, player: Player, street: StreetNumber, withCommon: boolean, order: 'high' | 'low'): number | null {
  const cards = state.players[player]!.cards;
  let ones = 0;
  let twos = 0;
  let threes = 0;
  let fours = 0;
  let n = 0;
  // The upcards dealt by `street`, then the common card.
  for (let k = 0; k <= cards.length; k++) {
    let card: Card | null;
    if (k < cards.length) {
      const d = cards[k]!;
      if (!d.up || d.street > street) continue;
      card = d.card;
    } else card = withCommon && state.common !== undefined ? state.common : null;
    if (card === null) continue;
    const bit = 1 << (card >> 2);
    fours |= threes & bit;
    threes |= twos & bit;
    twos |= ones & bit;
    ones |= bit;
    n++;
  }
  return n === 0 ? null : boardStrengthOfLayers(ones, twos, threes, fours, order);
}

/**
 * The best board's player and whether another board equals it (no rule list: the fast path for the flow).
 * The profile's tie-break (boardTie) is read only when two boards are equal, so an answer without a tie
 * is known not to depend on it (drills skip other profiles that differ only there).
 */
export function leaderOf(state: HandState, street: StreetNumber, withCommon = false): { player: Player; tie: boolean } | null {
  const order = VARIANTS[state.variant].boardOrder;
  let bySuit: boolean | null = null;
  let best: Player = -1;
  let bestKey = -Infinity;
  let bestSuit = -1;
  let tie = false;
  for (let i = 0; i < state.players.length; i++) {
    if (state.players[i]!.folded) continue;
    const key = boardKey(state, i, street, withCommon, order);
    if (key === null) continue;
    if (key > bestKey) {
      best = i;
      bestKey = key;
      bestSuit = -1;
      tie = false;
    } else if (key === bestKey) {
      tie = true;
      // Position: the earlier player (closer to the dealer's left) keeps it. Suit: the highest card by suit wins.
      if (bySuit === null) bySuit = state.config.rules.boardTie === 'suit';
      if (bySuit) {
        if (bestSuit < 0) bestSuit = boardSuitRank(boardTieBreakCard(upcards(state, best, street, withCommon), order), order);
        const s = boardSuitRank(boardTieBreakCard(upcards(state, i, street, withCommon), order), order);
        if (s > bestSuit) {
          best = i;
          bestSuit = s;
        }
      }
    }
  }
  return best < 0 ? null : { player: best, tie };
}

/** Open pair showing on 4th street that allows the big bet (stud high only, profile may abolish: TDA RP-10-F). */
export function openPairOnFourth(state: HandState): boolean {
  return state.config.rules.openPairDoubling && openPairShowing(state);
}

/** An open pair shows on 4th street in a game that has the open-pair option (stud high), whatever the profile says of it. */
export function openPairShowing(state: HandState): boolean {
  if (state.street !== 4 || !VARIANTS[state.variant].openPairOption) return false;
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[i]!;
    if (p.folded) continue;
    // The upcards of 3rd and 4th street, read in place (no list: this runs at every 4th street).
    let first = -1;
    let count = 0;
    let pair = false;
    for (const d of p.cards) {
      if (!d.up || d.street > 4 || d.card === null) continue;
      count++;
      if (first < 0) first = d.card;
      else pair = first >> 2 === d.card >> 2;
    }
    if (count === 2 && pair) return true;
  }
  return false;
}
