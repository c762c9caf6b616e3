import { shuffled, type Rng } from '../rng';
import { legalNow } from '../hand/betting';
import { completeBetRaiseTo, checkOrCall, fold, postBringIn } from '../hand/betting';
import { createShuffledHand } from '../hand/create';
import { burn, dealCards, dealCommon, dealerNeed, dealStreet, owed, scrambleCards, scrambleStub, type DealerNeed } from '../hand/dealing';
import { showdownSequence, showOrMuck } from '../hand/showdown';
import type { HandConfig, HandState, LegalActions, Player } from '../hand/types';
import { specOf } from '../hand/util';
import { HandBuilder } from '../hand/builder';

/** A betting decision. */
export type BotAction = { readonly kind: 'fold' } | { readonly kind: 'checkOrCall' } | { readonly kind: 'bringIn' } | { readonly kind: 'betOrRaiseTo'; readonly amount: number };

/** A bot picks one of the legal actions. */
export type Bot = (state: HandState, legal: LegalActions, rng: Rng) => BotAction;

/** Every action the engine offers as legal right now. */
export function legalChoices(legal: LegalActions): BotAction[] {
  const out: BotAction[] = [];
  if (legal.fold) out.push({ kind: 'fold' });
  if (legal.check || legal.call !== null) out.push({ kind: 'checkOrCall' });
  if (legal.bringIn !== null) out.push({ kind: 'bringIn' });
  if (legal.completeTo !== null) out.push({ kind: 'betOrRaiseTo', amount: legal.completeTo });
  for (const a of legal.betOrRaiseTo) out.push({ kind: 'betOrRaiseTo', amount: a });
  return out;
}

/**
 * The default bot: random among the legal actions, weighted so hands often reach the showdown
 * (fold rarely, call or check most of the time, raise sometimes).
 */
export const randomBot: Bot = (_state, legal, rng) => {
  const roll = rng.next();
  const raises = legal.completeTo !== null ? 1 : legal.betOrRaiseTo.length;
  if (legal.bringIn !== null) {
    if (legal.fold && roll < 0.1) return FOLD;
    if (raises > 0 && roll < 0.4) return raiseTo(legal, rng.int(raises));
    return BRING_IN;
  }
  if (legal.fold && roll < 0.12) return FOLD;
  if (raises > 0 && roll > 0.7) return raiseTo(legal, rng.int(raises));
  return CHECK_OR_CALL;
};

// The actions without an amount, shared (they are read-only): a bot answers every turn of a simulated hand.
const FOLD: BotAction = { kind: 'fold' };
const CHECK_OR_CALL: BotAction = { kind: 'checkOrCall' };
const BRING_IN: BotAction = { kind: 'bringIn' };

/** The completion, or the `k`th bet or raise total on offer. */
function raiseTo(legal: LegalActions, k: number): BotAction {
  return { kind: 'betOrRaiseTo', amount: legal.completeTo ?? legal.betOrRaiseTo[k]! };
}

/** A bot that picks uniformly among every legal action (for property tests). */
export const uniformBot: Bot = (_state, legal, rng) => {
  const all = legalChoices(legal);
  return all[rng.int(all.length)]!;
};

export function applyBotAction(state: HandState, player: Player, action: BotAction, b: HandBuilder | null = null): HandState {
  switch (action.kind) {
    case 'fold':
      return fold(state, player, b);
    case 'checkOrCall':
      return checkOrCall(state, player, b);
    case 'bringIn':
      return postBringIn(state, player, b);
    case 'betOrRaiseTo':
      return completeBetRaiseTo(state, player, action.amount, b);
  }
}

/** The player owed the next card in the proper dealing order (fewest cards this street, then from the dealer's left). */
function nextToDeal(state: HandState): Player {
  const spec = specOf(state);
  const need = spec.down + spec.up;
  let pick = -1;
  let fewest = Infinity;
  for (let i = 0; i < state.players.length; i++) {
    const o = owed(state, i);
    if (o > 0 && need - o < fewest) {
      fewest = need - o;
      pick = i;
    }
  }
  return pick;
}

/** The dealer's next step, given what dealing needs now (dealerNeed). */
function dealerStep(state: HandState, need: DealerNeed, rng: Rng, b: HandBuilder | null): HandState {
  switch (need) {
    case 'burn':
      return burn(state, undefined, b);
    case 'deal':
      return dealCards(state, nextToDeal(state), undefined, b);
    case 'scramble':
      return scrambleStub(state, shuffled(scrambleCards(state), rng), b);
    case 'common':
      return dealCommon(state, undefined, b);
    case 'done':
      throw new Error('simStep: dealing phase with nothing to deal');
  }
}

/** One dealer or player step of a simulated hand; the same state back only when the hand is over. */
export function simStep(state: HandState, rng: Rng, bot: Bot, b: HandBuilder | null = null): HandState {
  switch (state.phase) {
    case 'dealing':
      return dealerStep(state, dealerNeed(state), rng, b);
    case 'betting': {
      // The bot is shown the state but not the builder: whatever it tries on the state copies as usual.
      const legal = legalNow(state, b)!;
      return applyBotAction(state, legal.player, bot(state, legal, rng), b);
    }
    case 'showdown': {
      const next = showdownSequence(state).find((p) => state.players[p]!.shown === null);
      return next === undefined ? { ...state, phase: 'complete' } : showOrMuck(state, next, undefined, b);
    }
    case 'complete':
      return state;
  }
}

/**
 * simStep, except that a street's cards go out in one step (dealStreet: the same cards and log as one at
 * a time, fewer copies), and dealerNeed is asked once.
 */
export function simStepWholeStreet(state: HandState, rng: Rng, bot: Bot, b: HandBuilder | null = null): HandState {
  if (state.phase !== 'dealing') return simStep(state, rng, bot, b);
  const need = dealerNeed(state);
  return need === 'deal' ? dealStreet(state, b) : dealerStep(state, need, rng, b);
}

/** Every hand still unshown, in the showdown order (worked out once: showing a hand does not change it), as simStep would. */
function showInOrder(state: HandState, b: HandBuilder | null): HandState {
  let s = state;
  for (const p of showdownSequence(state)) if (s.players[p]!.shown === null) s = showOrMuck(s, p, undefined, b);
  return s.phase === 'complete' ? s : { ...s, phase: 'complete' };
}

/** Play a complete legal hand from a shuffled deck with bots (default: randomBot for everyone). */
export function playRandomHand(config: Omit<HandConfig, 'deck'>, rng: Rng, bot: Bot = randomBot): HandState {
  // Only the newest state is kept, so a builder lets each step write into what the last one made (hand/builder.ts).
  const b = new HandBuilder();
  let state = createShuffledHand(config, rng);
  for (let guard = 0; guard < 10000; guard++) {
    if (state.phase === 'complete') return state;
    state = state.phase === 'showdown' ? showInOrder(state, b) : simStepWholeStreet(state, rng, bot, b);
  }
  throw new Error('playRandomHand: the hand did not finish in 10000 steps');
}
