import type { Rng } from '../rng';
import { legalNow } from '../hand/betting';
import { AUTOMATIONS, automateStep } from '../hand/automation';
import { HandBuilder } from '../hand/builder';
import { createShuffledHand } from '../hand/create';
import { apply, type PlayerOperation } from '../hand/operation';
import type { HandConfig, HandState, LegalActions, Player } from '../hand/types';

/** A bot picks one of the legal actions: the operation the player to act does. */
export type Bot = (state: HandState, legal: LegalActions, rng: Rng) => PlayerOperation;

// A bot answers every turn of a simulated hand: the operations without an amount are made once per seat and shared (read-only).
const SEATS = [0, 1, 2, 3, 4, 5, 6, 7];
const FOLDS: readonly PlayerOperation[] = SEATS.map((player) => ({ kind: 'fold', player }));
const CALLS: readonly PlayerOperation[] = SEATS.map((player) => ({ kind: 'checkOrCall', player }));
const BRING_INS: readonly PlayerOperation[] = SEATS.map((player) => ({ kind: 'postBringIn', player }));

/** The player's fold, check-or-call, bring-in, or completion/bet/raise to `amount`: a bot's choice as an Operation. */
export function foldOp(player: Player): PlayerOperation {
  return FOLDS[player] ?? { kind: 'fold', player };
}
export function checkOrCallOp(player: Player): PlayerOperation {
  return CALLS[player] ?? { kind: 'checkOrCall', player };
}
export function bringInOp(player: Player): PlayerOperation {
  return BRING_INS[player] ?? { kind: 'postBringIn', player };
}
export function raiseToOp(player: Player, amount: number): PlayerOperation {
  return { kind: 'completeBetOrRaiseTo', player, amount };
}

/** Every action the engine offers as legal right now, as the operations the player may do. */
export function legalChoices(legal: LegalActions): PlayerOperation[] {
  const p = legal.player;
  const out: PlayerOperation[] = [];
  if (legal.fold) out.push(foldOp(p));
  if (legal.check || legal.call !== null) out.push(checkOrCallOp(p));
  if (legal.bringIn !== null) out.push(bringInOp(p));
  if (legal.completeTo !== null) out.push(raiseToOp(p, legal.completeTo));
  for (const a of legal.betOrRaiseTo) out.push(raiseToOp(p, a));
  return out;
}

/**
 * The default bot: random among the legal actions, weighted so hands often reach the showdown
 * (fold rarely, call or check most of the time, raise sometimes).
 */
export const randomBot: Bot = (_state, legal, rng) => {
  const roll = rng.next();
  const raises = legal.completeTo !== null ? 1 : legal.betOrRaiseTo.length;
  const p = legal.player;
  if (legal.bringIn !== null) {
    if (legal.fold && roll < 0.1) return foldOp(p);
    if (raises > 0 && roll < 0.4) return raiseTo(legal, rng.int(raises));
    return bringInOp(p);
  }
  if (legal.fold && roll < 0.12) return foldOp(p);
  if (raises > 0 && roll > 0.7) return raiseTo(legal, rng.int(raises));
  return checkOrCallOp(p);
};

/** The completion, or the `k`th bet or raise total on offer. */
function raiseTo(legal: LegalActions, k: number): PlayerOperation {
  return raiseToOp(legal.player, legal.completeTo ?? legal.betOrRaiseTo[k]!);
}

/** A bot that picks uniformly among every legal action (for property tests). */
export const uniformBot: Bot = (_state, legal, rng) => {
  const all = legalChoices(legal);
  return all[rng.int(all.length)]!;
};

/**
 * One step of a simulated hand: the bot's action in the betting, otherwise the dealer's next step by the book (every
 * automation: hand/automation.ts); `wholeSteps` deals a street and tables the showdown in one step. The same state
 * back only when the hand is over.
 */
function step(state: HandState, rng: Rng, bot: Bot, b: HandBuilder | null, wholeSteps: boolean): HandState {
  if (state.phase === 'betting') {
    // The bot is shown the state but not the builder: whatever it tries on the state copies as usual.
    return apply(state, bot(state, legalNow(state, b)!, rng), b);
  }
  const next = automateStep(state, AUTOMATIONS, { rng, builder: b, wholeSteps });
  if (next !== null) return next;
  // A showdown whose hands were all tabled before it (everyone all-in) has nothing left to show.
  return state.phase === 'showdown' ? { ...state, phase: 'complete' } : state;
}

/** One dealer or player step of a simulated hand; the same state back only when the hand is over. */
export function simStep(state: HandState, rng: Rng, bot: Bot, b: HandBuilder | null = null): HandState {
  return step(state, rng, bot, b, false);
}

/** simStep, except that a street's cards go out in one step and the showdown is tabled in one step (the same hand, fewer copies). */
export function simStepWholeStreet(state: HandState, rng: Rng, bot: Bot, b: HandBuilder | null = null): HandState {
  return step(state, rng, bot, b, true);
}

/** Play a complete legal hand from a shuffled deck with bots (default: randomBot for everyone). */
export function playRandomHand(config: Omit<HandConfig, 'deck'>, rng: Rng, bot: Bot = randomBot): HandState {
  // Only the newest state is kept, so a builder lets each step write into what the last one made (hand/builder.ts).
  const b = new HandBuilder();
  let state = createShuffledHand(config, rng);
  for (let guard = 0; guard < 10000; guard++) {
    if (state.phase === 'complete') return state;
    state = step(state, rng, bot, b, true);
  }
  throw new Error('playRandomHand: the hand did not finish in 10000 steps');
}
