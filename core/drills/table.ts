import { newDeck, type Card } from '../cards';
import { createHand } from '../hand/create';
import { computeRunOut, dealerNeed, dealRound, owed } from '../hand/dealing';
import { HandBuilder } from '../hand/builder';
import type { Chips, HandState, LegalActions, Player } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import { shuffled, type Rng } from '../rng';
import type { PlayerOperation } from '../hand/operation';
import { bringInOp, checkOrCallOp, foldOp, raiseToOp, simStep, simStepWholeStreet, type Bot } from '../sim';
import { VARIANTS } from '../variants';
import type { DrillSetup } from './types';

/** Bot temperament for a scenario: how often it folds and raises; protected players never fold. */
export interface BotStyle {
  readonly fold: number;
  readonly raise: number;
  readonly protect?: readonly Player[];
}

/** A simple bot: random among the legal actions with the style's weights (it never looks at cards). */
export function drillBot(style: BotStyle): Bot {
  return (_state, legal: LegalActions, rng): PlayerOperation => {
    const roll = rng.next();
    const raises = legal.completeTo !== null ? [legal.completeTo] : legal.betOrRaiseTo;
    const p = legal.player;
    const keep = style.protect?.includes(p) ?? false;
    if (legal.bringIn !== null) {
      if (legal.fold && !keep && roll < style.fold) return foldOp(p);
      if (raises.length > 0 && roll > 1 - style.raise) return raiseToOp(p, raises[rng.int(raises.length)]!);
      return bringInOp(p);
    }
    if (legal.fold && !keep && roll < style.fold) return foldOp(p);
    if (raises.length > 0 && roll > 1 - style.raise) return raiseToOp(p, raises[rng.int(raises.length)]!);
    return checkOrCallOp(p);
  };
}

/** Deep stacks (60 to 150 big bets) so nobody is all-in unless the scenario wants it. */
export function deepStacks(setup: DrillSetup, rng: Rng): Chips[] {
  const big = setup.structure.bigBet;
  const stacks: Chips[] = [];
  for (let p = 0; p < setup.players; p++) stacks.push(big * (60 + rng.int(91)) + setup.structure.ante);
  return stacks;
}

/** Stacks with one or two short ones (all-in somewhere in the hand: side pots). */
export function shortStacks(setup: DrillSetup, rng: Rng): Chips[] {
  const stacks = deepStacks(setup, rng);
  const s = setup.structure;
  const shorts = setup.players > 2 && rng.next() < 0.5 ? 2 : 1;
  for (let k = 0; k < shorts; k++) {
    const p = rng.int(setup.players);
    stacks[p] = s.ante + s.bringIn + rng.int(s.smallBet * 2 + s.bigBet * 3) + 1;
  }
  return stacks;
}

/** A new hand from a shuffled deck (config.deck = the stub, top first). */
export function newHand(setup: DrillSetup, rules: HouseRules, stacks: readonly Chips[], deck: readonly Card[]): HandState {
  return createHand({ variant: setup.variant, rules, structure: setup.structure, stacks, deck });
}

// Not frozen: copies of a frozen array take a slow path in V8. shuffled() copies it before shuffling.
const FULL_DECK: readonly Card[] = newDeck();

export function shuffledDeck(rng: Rng): Card[] {
  return shuffled(FULL_DECK, rng);
}

/** How stepUntil steps: `streets` deals each street's cards in one step (7th card by card only when the stub runs short). */
export interface StepOptions {
  /**
   * Deal a whole street at once instead of card by card: the same hand (dealing draws nothing from
   * the rng), but `stop` never sees a street half dealt. Only for stops that cannot be true mid-deal
   * (street starts, betting moments), never for stops on stubTop or single cards.
   */
  readonly streets?: boolean;
  /**
   * The builder to step with (default a new one): pass your own to ask it for answers it keeps about the state
   * stepUntil returns (legalNow(state, builder)). Never one a state you still use was made with.
   */
  readonly builder?: HandBuilder;
}

/**
 * Step the hand (dealer and bots) until `stop` says so; null when the hand ends first or it takes too long. Only the
 * newest state is kept, so a builder lets each step write into what the last one made (hand/builder.ts). The stop
 * test is given the builder only for the answers it keeps (legalNow(state, builder): the bot's turn then shares it);
 * it never applies an operation with it, so whatever it tries on the state copies.
 */
export function stepUntil(
  state: HandState,
  rng: Rng,
  bot: Bot,
  stop: (s: HandState, builder: HandBuilder) => boolean,
  options: StepOptions = {},
): HandState | null {
  const b = options.builder ?? new HandBuilder();
  let s = state;
  const streets = options.streets === true;
  for (let guard = 0; guard < 2000; guard++) {
    if (stop(s, b)) return s;
    if (s.phase === 'complete') return null;
    s = streets ? simStepWholeStreet(s, rng, bot, b) : simStep(s, rng, bot, b);
  }
  return null;
}

/**
 * stepUntil(state, rng, bot, (h) => h.stubTop >= cards): the same hand, with the initial deal's whole
 * rounds dealt in one step each while a round ends at or before `cards` (dealing draws nothing from the
 * rng, and no state inside such a round could stop the stepping), then card by card.
 */
export function stepUntilStubTop(state: HandState, rng: Rng, bot: Bot, cards: number): HandState | null {
  let s = state;
  while (s.stubTop < cards && s.phase === 'dealing' && s.street === 3 && dealerNeed(s) === 'deal') {
    const next = dealRound(s);
    if (next.stubTop > cards) break;
    s = next;
  }
  return stepUntil(s, rng, bot, (h) => h.stubTop >= cards);
}

/**
 * Deck position of each live player's card on the street about to be dealt (4th-7th: burn, then one
 * card each from the dealer's left; 7th only when the stub covers everyone without a run-out).
 */
export function nextStreetPositions(state: HandState): Map<Player, number> {
  const out = new Map<Player, number>();
  if (state.phase !== 'dealing' || state.stub === null || state.street === 3) return out;
  if (state.street === 7 && (state.runOut !== null || computeRunOut(state) !== 'deal')) return out;
  const spec = VARIANTS[state.variant].streets[state.street - 3]!;
  let pos = state.stubTop + (spec.burn && state.burnedFor[state.street - 4] === 0 ? 1 : 0);
  for (let p = 0; p < state.players.length; p++) if (owed(state, p) > 0) out.set(p, pos++);
  return out;
}

/**
 * Arrange the undealt cards so that players get a card they want on the street about to be dealt
 * (a pair on board, equal boards): the stub is only reordered below the cards already dealt, so the
 * hand so far is unchanged and the deck stays 52 distinct cards. Players whose wish cannot be met keep their card.
 */
export function arrangeNextStreet(state: HandState, wants: ReadonlyMap<Player, (card: Card) => boolean>, rng: Rng): HandState {
  const positions = nextStreetPositions(state);
  if (wants.size === 0 || positions.size === 0 || state.stub === null) return state;
  const stub = state.stub.slice();
  const fixed: number[] = []; // at most one position per wish: an array beats a Set
  for (const [player, wanted] of wants) {
    const target = positions.get(player);
    if (target === undefined) continue;
    const options: number[] = [];
    for (let k = state.stubTop; k < stub.length; k++) if (!fixed.includes(k) && wanted(stub[k]!)) options.push(k);
    if (options.length === 0) continue;
    const from = options[rng.int(options.length)]!;
    const tmp = stub[target]!;
    stub[target] = stub[from]!;
    stub[from] = tmp;
    fixed.push(target);
  }
  return { ...state, stub, config: { ...state.config, deck: stub } };
}

/** Swap cards in a fresh deck so that players' 3rd-street door cards (deck position 2n + player) fit a wish. */
export function arrangeDoors(deck: Card[], players: number, wants: ReadonlyMap<Player, (card: Card) => boolean>, rng: Rng): void {
  const fixed: number[] = []; // at most one position per wish: an array beats a Set
  for (const [player, wanted] of wants) {
    const target = 2 * players + player;
    const options: number[] = [];
    for (let k = 3 * players; k < deck.length; k++) if (!fixed.includes(k) && wanted(deck[k]!)) options.push(k);
    if (options.length === 0) continue;
    const from = options[rng.int(options.length)]!;
    const tmp = deck[target]!;
    deck[target] = deck[from]!;
    deck[from] = tmp;
    fixed.push(target);
  }
}
