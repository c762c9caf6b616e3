import { newDeck, type Card } from '../cards';
import { legalActions } from '../hand/queries';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from '../hand/betting';
import { createHand } from '../hand/create';
import type { Chips, HandState, LegalActions, Player, Structure } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import { shuffled, type Rng } from '../rng';
import { randomBot, simStep } from '../sim';
import type { StreetNumber, VariantId } from '../variants';

/**
 * The hands a lesson deals: a seeded deck, stacks the lesson chooses, and every step taken one at a time through the
 * engine's own operations, so each step is a state of its own (the example keeps them all).
 */

/** Every lesson's stakes: the drills' usual 1-2-5-10 (ante, bring-in, small bet, big bet). */
export const LESSON_STRUCTURE: Structure = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

export interface LessonTable {
  readonly variant: VariantId;
  readonly rules: HouseRules;
  readonly structure: Structure;
}

export function lessonDeck(rng: Rng): Card[] {
  return shuffled(newDeck(), rng);
}

/** Deep stacks (at least 50 big bets), so nobody is all-in unless the lesson says so. */
export function deepStacks(table: LessonTable, players: number, rng: Rng): Chips[] {
  return Array.from({ length: players }, () => table.structure.bigBet * (50 + rng.int(50)) + table.structure.ante);
}

export function lessonHand(table: LessonTable, stacks: readonly Chips[], deck: readonly Card[]): HandState {
  return createHand({ variant: table.variant, rules: table.rules, structure: table.structure, stacks, deck });
}

/** The place in a fresh deck of each card of 3rd street (two down, then the door card, a round at a time from seat 1). */
export function thirdStreetPosition(players: number, player: Player, card: 0 | 1 | 2): number {
  return card * players + player;
}

/**
 * The place in the deck of a player's card on a later street when nobody folds before it: each street burns one card
 * and deals one to every player from seat 1 (SEED-000's deal order).
 */
export function laterStreetPosition(players: number, player: Player, street: StreetNumber): number {
  const before = 3 * players + (street - 4) * (players + 1);
  return before + 1 + player;
}

/** Puts `cards` at the deck places given (a permutation of the deck: every other card moves to where they were). */
export function placeCards(deck: readonly Card[], places: ReadonlyMap<number, Card>): Card[] {
  const out = deck.slice();
  for (const [place, card] of places) {
    const from = out.indexOf(card);
    const there = out[place]!;
    out[place] = card;
    out[from] = there;
  }
  return out;
}

/** One step of the dealer by the book: a burn, one card, the scramble of the last cards with the burns, or a common card. */
export function dealerStep(state: HandState, rng: Rng): HandState {
  if (state.phase !== 'dealing') throw new Error(`dealerStep: the dealer has nothing to deal (phase ${state.phase})`);
  // In the dealing phase simStep only deals (the bot is never asked).
  return simStep(state, rng, randomBot);
}

/** Deals the street out: every burn and card until the betting opens (or the showdown, or the hand ends). */
export function dealOut(state: HandState, rng: Rng): HandState {
  let s = state;
  while (s.phase === 'dealing') s = dealerStep(s, rng);
  return s;
}

/** What a player does, by name. */
export type Move = 'bring-in' | 'check-or-call' | 'fold' | { readonly to: Chips };

/** The player to act now (a betting round is open). */
export function actor(state: HandState): Player {
  if (state.phase !== 'betting' || state.round.actor === null) throw new Error(`actor: nobody is to act (phase ${state.phase})`);
  return state.round.actor;
}

export function legalNow(state: HandState): LegalActions {
  const legal = legalActions(state).answer;
  if (!legal) throw new Error('legalNow: nobody is to act');
  return legal;
}

/** The player to act makes a move (the engine refuses an illegal one with the rule it breaks). */
export function move(state: HandState, m: Move): HandState {
  const p = actor(state);
  if (m === 'bring-in') return postBringIn(state, p);
  if (m === 'check-or-call') return checkOrCall(state, p);
  if (m === 'fold') return fold(state, p);
  return completeBetRaiseTo(state, p, m.to);
}

/** A calm table: the bring-in is posted, everyone else checks or calls. */
export function calmMove(state: HandState): Move {
  return legalNow(state).bringIn !== null ? 'bring-in' : 'check-or-call';
}

/** The table acts (calmMove unless `choose` says otherwise) until the round is over or `stop` says so. */
export function playRound(
  state: HandState,
  choose: (s: HandState) => Move = calmMove,
  stop: (s: HandState) => boolean = () => false,
): HandState {
  let s = state;
  const street = s.street;
  while (s.phase === 'betting' && s.street === street && !stop(s)) s = move(s, choose(s));
  return s;
}

/** Deals and plays calmly (calmMove) until `street` is dealt and its betting opens; null when the hand ends first. */
export function playToStreet(
  state: HandState,
  street: StreetNumber,
  rng: Rng,
  choose: (s: HandState) => Move = calmMove,
): HandState | null {
  let s = state;
  for (let guard = 0; guard < 500; guard++) {
    if (s.phase === 'complete' || s.phase === 'showdown') return null;
    if (s.phase === 'betting' && s.street === street) return s;
    s = s.phase === 'dealing' ? dealerStep(s, rng) : move(s, choose(s));
  }
  return null;
}
