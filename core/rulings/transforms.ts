/**
 * State transformations a ruling needs that the hand engine has no operation for. Each works on
 * core/hand's plain HandState and keeps its invariants: every card is in exactly one place (a player's hand, the
 * burn pile, the stub from stubTop on, the common card), and chips are only moved between a
 * player's stack and what that player put in. Normal play (burn, deal, bet) always goes through
 * core/hand's own operations.
 *
 * Cards taken out of play (premature cards, boxed cards, a replaced 7th card) go to the burn pile
 * without counting as a street's burn: HandState has no separate "aside" pile, and RR 15 scrambles
 * burns and removed cards together anyway.
 */
import { newDeck, type Card } from '../cards';
import { shuffled, type Rng } from '../rng';
import { automate, automateStep, createHand, DEALING, type DealtCard, type HandState, type LogEntry, type Player } from '../hand';
import { afterDeal, dealerNeed, owed } from '../hand/dealing';
import { advance, finishRound, handOver, startBetting } from '../hand/flow';
import { cloneState, specOf } from '../hand/util';
import type { StreetNumber } from '../variants';

export interface ApplyOptions {
  /**
   * Random generator for reshuffles, scrambles and redeals. Without one, a reshuffled stub or a
   * redealt deck becomes unknown (null), and a 7th-street scramble keeps the gathered cards' order.
   */
  readonly rng?: Rng;
  /**
   * Work every step out the straightforward way, without the rulings' shortcuts: the oracle the shortcuts are
   * tested against (the same ruling, the same hand). The shortcuts: a street dealt in one step; a plain 7th
   * street in one step (dealSeventhAtOnce), also in the RR 16/17 and TDA RP-10-B deals and the run-out
   * description; a decision's hand reused by performVerdict (Verdict.after); RR 5's two checks on one deal;
   * RR 17's deal worked out only for its branches; other profiles agreeing on every house-rules field a ruling
   * read passed over, and verdicts compared part by part instead of as JSON; RR 14's premature cards taken off
   * the stub together. Default false.
   */
  readonly plain?: boolean;
}

function withPlayerCards(state: HandState, player: Player, cards: readonly DealtCard[]): HandState {
  const players = state.players.slice();
  players[player] = { ...players[player]!, cards };
  return { ...state, players };
}

/** Live players (not folded), in seat order. */
export function alivePlayers(state: HandState): Player[] {
  const out: Player[] = [];
  for (let i = 0; i < state.players.length; i++) if (!state.players[i]!.folded) out.push(i);
  return out;
}

/** Cards still in the stub (Infinity-free: with an unknown stub, 52 minus every card accounted for). */
export function stubCount(state: HandState): number {
  if (state.stub !== null) return state.stub.length - state.stubTop;
  let used = state.burns.length + (state.common !== undefined ? 1 : 0);
  for (const p of state.players) used += p.cards.length;
  return 52 - used;
}

/** Show one of a player's cards face up or face down. */
export function setFace(state: HandState, player: Player, index: number, up: boolean): HandState {
  const cards = state.players[player]!.cards.slice();
  const d = cards[index];
  if (!d || d.up === up) return state;
  cards[index] = { ...d, up };
  return withPlayerCards(state, player, cards);
}

/** The player's hand is dead (fold out of turn, killed hand). Keeps the betting flow right. */
export function killHand(state: HandState, player: Player): HandState {
  const p = state.players[player]!;
  if (p.folded) return state;
  const players = state.players.slice();
  players[player] = { ...p, folded: true };
  const log: LogEntry[] = [...state.log, { op: 'fold', player }];
  const next: HandState = { ...state, players, log };
  if (state.phase === 'betting' && state.round.actor === player) return advance(next, player);
  let alive = 0;
  for (const q of players) if (!q.folded) alive++;
  // One player left while the dealer deals: the hand is over (the pots wait for the dealer when the hand's config leaves them to him).
  if (alive <= 1) return state.phase === 'betting' ? finishRound(next) : handOver(cloneState(next));
  // Killed while the dealer deals: the deal may now be complete.
  if (state.phase === 'dealing' && dealerNeed(next) === 'done') return startBetting(next);
  return next;
}

/** Give the player back the ante (RR 5: both hole cards exposed). */
export function returnAnte(state: HandState, player: Player): HandState {
  const p = state.players[player]!;
  if (p.ante === 0) return state;
  const players = state.players.slice();
  players[player] = { ...p, stack: p.stack + p.ante, ante: 0 };
  const log: LogEntry[] = [...state.log, { op: 'return', player, amount: p.ante }];
  const returned = state.returned.slice();
  returned[player] = returned[player]! + p.ante;
  return { ...state, players, log, returned };
}

/**
 * Deal one card to a player with the face the ruling says (the engine deals up or down as the
 * street says). From the stub top, or `card` (default unknown) when the stub is unknown.
 * Starts the betting when that was the last card owed.
 */
export function dealFaced(state: HandState, player: Player, up: boolean, card: Card | null = null): HandState {
  const c = state.stub !== null ? state.stub[state.stubTop]! : card;
  const dealt: DealtCard = { card: c, up, street: state.street };
  const players = state.players.slice();
  players[player] = { ...players[player]!, cards: [...players[player]!.cards, dealt] };
  const log: LogEntry[] = state.log.slice();
  log.push({ op: 'deal', player, cards: [dealt] });
  const next: HandState = { ...state, players, log, stubTop: state.stub !== null ? state.stubTop + 1 : state.stubTop };
  return afterDeal(next);
}

/**
 * The rest of a 7th-street deal in one step (only to the players seated before `before`, when given),
 * each card face up when `up(player)` says so and face down otherwise (the final downcard), exactly
 * as dealFaced card by card in seat order would; or null when the deal is not plain (the burn still
 * due, a run-out plan other than dealing, or a plan not yet fixed on a known stub: core/hand fixes it
 * with the next card).
 */
export function dealSeventhAtOnce(state: HandState, up: (player: Player) => boolean, before = Infinity): HandState | null {
  if (state.phase !== 'dealing' || state.street !== 7 || state.common !== undefined || !(state.burnedFor[3]! > 0)) return null;
  if (state.runOut === null ? state.stub !== null : state.runOut !== 'deal') return null;
  const spec = specOf(state);
  const players = state.players.slice();
  const log: LogEntry[] = state.log.slice();
  let top = state.stubTop;
  for (let p = 0; p < players.length && p < before; p++) {
    const due = owed(state, p);
    if (due === 0) continue;
    // The face nextCardFace gives (cards of the street held: all the street's cards but those still owed), unless shown.
    const face = up(p) || spec.down + spec.up - due >= spec.down;
    const dealt: DealtCard = { card: state.stub !== null ? state.stub[top++]! : null, up: face, street: 7 };
    players[p] = { ...players[p]!, cards: [...players[p]!.cards, dealt] };
    log.push({ op: 'deal', player: p, cards: [dealt] });
  }
  if (state.stub !== null && top > state.stub.length) return null;
  const next = cloneState(state);
  next.players = players;
  next.log = log;
  next.stubTop = top;
  return afterDeal(next);
}

/**
 * Cards the stub can give up and still deal every street up to 6th (the engine's run-out
 * procedure, which mixes removed cards back in, works on 7th street only).
 */
export function spareCards(state: HandState): number {
  if (state.stub === null) return Infinity;
  const alive = alivePlayers(state).length;
  const start = state.phase === 'dealing' ? state.street : state.street + 1;
  let need = 0;
  for (let t = start; t <= 6; t++) {
    if (t === state.street && state.phase === 'dealing') {
      if (t > 3 && (state.burnedFor[t - 4] ?? 0) === 0) need++;
      for (let p = 0; p < state.players.length; p++) need += owed(state, p);
    } else need += (t > 3 ? 1 : 0) + alive;
  }
  return state.stub.length - state.stubTop - need;
}

/**
 * Take `count` cards off the stub top, out of play, kept aside (in the burn pile, not a street's
 * burn). Cards the stub cannot spare before 7th street (many players, see spareCards) are kept
 * aside under the stub instead: they are dealt only when the deck would otherwise run out.
 */
export function takeOffStub(state: HandState, count: number): HandState {
  if (count <= 0) return state;
  if (state.stub === null) return { ...state, burns: [...state.burns, ...new Array<null>(count).fill(null)] };
  const n = Math.min(count, state.stub.length - state.stubTop);
  const aside = Math.max(0, Math.min(n, spareCards(state)));
  const cards = state.stub.slice(state.stubTop, state.stubTop + aside);
  const under = state.stub.slice(state.stubTop + aside, state.stubTop + n);
  const rest = state.stub.slice(state.stubTop + n);
  return { ...state, stub: [...rest, ...under], stubTop: 0, burns: [...state.burns, ...cards] };
}

/** Take one named card out of the stub (a boxed card), out of play. */
export function removeFromStub(state: HandState, card: Card): HandState {
  if (state.stub === null) return state;
  const at = state.stub.indexOf(card, state.stubTop);
  if (at < 0) return state;
  const rest = state.stub.slice(state.stubTop);
  rest.splice(at - state.stubTop, 1);
  return { ...state, stub: rest, stubTop: 0, burns: [...state.burns, card] };
}

/** Move the stub's top card down `by` places (an extra card that will be the next burn). */
export function sinkTopCard(state: HandState, by: number): HandState {
  if (state.stub === null || by <= 0) return state;
  const rest = state.stub.slice(state.stubTop);
  const top = rest.shift();
  if (top === undefined) return state;
  rest.splice(Math.min(by, rest.length), 0, top);
  return { ...state, stub: rest, stubTop: 0 };
}

/** Reshuffle what is left of the stub (unknown order without a generator). */
export function reshuffleStub(state: HandState, options: ApplyOptions): HandState {
  if (state.stub === null) return state;
  const rest = state.stub.slice(state.stubTop);
  return { ...state, stub: options.rng ? shuffled(rest, options.rng) : null, stubTop: 0 };
}

/** Mark the next street's burn as done (TDA RP-5-D: the street is dealt again without a burn). */
export function countBurnFor(state: HandState, street: StreetNumber): HandState {
  const burnedFor = state.burnedFor.slice();
  burnedFor[street - 4] = (burnedFor[street - 4] ?? 0) + 1;
  return { ...state, burnedFor };
}

/** Misdeal or void hand: the same players and stacks, a fresh deck (shuffled with the generator; unknown without one). */
export function redeal(state: HandState, options: ApplyOptions): HandState {
  const knownDeck = state.config.deck !== undefined;
  const { deck: _old, ...rest } = state.config;
  const deck = knownDeck && options.rng ? shuffled(newDeck(), options.rng) : undefined;
  return createHand(deck ? { ...rest, deck } : rest);
}

/**
 * Let the dealer finish the current street by the book (burn, deal, scramble, common card: core/hand's dealing
 * automations) until the betting starts or the hand ends. Unknown stub: cards are dealt as unknown.
 */
export function dealRest(state: HandState, options: ApplyOptions): HandState {
  const rng = options.rng;
  if (options.plain === true) return automate(state, DEALING, { rng });
  // Shortcuts: a street's cards in one step, and a plain 7th street in one step even with an unknown stub.
  let s = state;
  for (let guard = 0; guard < 64; guard++) {
    const atOnce = dealSeventhAtOnce(s, () => false);
    if (atOnce !== null) {
      s = atOnce;
      continue;
    }
    const next = automateStep(s, DEALING, { rng, wholeSteps: true });
    if (next === null) return s;
    s = next;
  }
  return s;
}

/**
 * The card of a card-off-table incident: the player's next card in the dealing order (null when the stub is
 * unknown), and whether the book deals it face up (RR stud 11).
 */
export function offTableCard(state: HandState, player: Player, options: ApplyOptions = {}): { card: Card | null; up: boolean } {
  const { up } = nextCardFace(state, player);
  const card =
    state.stub === null
      ? null
      : (dealRest(state, { plain: options.plain }).players[player]!.cards[state.players[player]!.cards.length]?.card ?? null);
  return { card, up };
}

/** Cards the player still gets this street, and whether the next one is dealt up by the book. */
export function nextCardFace(state: HandState, player: Player): { have: number; up: boolean } {
  const spec = specOf(state);
  let have = 0;
  for (const d of state.players[player]!.cards) if (d.street === state.street) have++;
  return { have, up: have >= spec.down };
}
