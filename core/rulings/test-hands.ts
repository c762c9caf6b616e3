/**
 * Hands for the rulings tests: a stacked deck that gives each player the cards named, dealt by
 * the book (3rd street in three rounds, one burn before 4th to 7th), and helpers to deal and bet.
 * Test support only (not exported from core/rulings/index.ts).
 */
import { parseCards, type Card } from '../cards';
import {
  checkOrCall,
  completeBetRaiseTo,
  createHand,
  fold,
  legalActions,
  nextDealerStep,
  postBringIn,
  type HandState,
  type Player,
} from '../hand';
import { burn, dealCards } from '../hand';
import { PROFILES, type ProfileId } from '../profiles';
import type { VariantId } from '../variants';
import type { Rng } from '../rng';
import { NEXT_ACTIONS, type Incident } from './incidents';

export const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

/**
 * A deck that deals `hands[i]` (up to 7 cards, "As Kd 2c ..." without spaces: "AsKd2c") to player i,
 * assuming nobody folds before the last card named; burns and the rest of the stub are the unused
 * cards in order (or `burns` when given, one per street from 4th).
 */
export function stackedDeck(hands: readonly string[], burns: readonly string[] = []): Card[] {
  const cards = hands.map((h) => parseCards(h));
  const used = new Set<Card>([...cards.flat(), ...burns.map((b) => parseCards(b)[0]!)]);
  if (used.size !== cards.flat().length + burns.length) throw new Error('stackedDeck: a card is named twice');
  const spare = Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
  const deck: Card[] = [];
  const burnQueue = burns.map((b) => parseCards(b)[0]!);
  const maxLen = Math.max(...cards.map((c) => c.length));
  for (let k = 0; k < maxLen; k++) {
    if (k >= 3) deck.push(burnQueue.shift() ?? spare.shift()!);
    for (const c of cards) if (c[k] !== undefined) deck.push(c[k]!);
  }
  return [...deck, ...burnQueue, ...spare];
}

export function newHand(
  hands: readonly string[],
  profile: ProfileId = 'rr-cash',
  opts: { stacks?: number[]; variant?: VariantId; burns?: string[]; antes?: number[] } = {},
): HandState {
  return createHand({
    variant: opts.variant ?? 'stud',
    rules: PROFILES[profile],
    structure: STRUCTURE,
    stacks: opts.stacks ?? hands.map(() => 200),
    deck: stackedDeck(hands, opts.burns ?? []),
    ...(opts.antes ? { antes: opts.antes } : {}),
  });
}

/** Let the dealer deal (and burn) until the betting starts or the hand ends. `maxCards` stops after that many cards. */
export function deal(state: HandState, maxCards = Infinity): HandState {
  let s = state;
  let dealt = 0;
  while (s.phase === 'dealing' && dealt < maxCards) {
    const step = nextDealerStep(s).answer;
    if (step.kind === 'burn') s = burn(s);
    else if (step.kind === 'deal') {
      s = dealCards(s, step.player);
      dealt++;
    } else break;
  }
  return s;
}

export type Act = 'pb' | 'cc' | 'f' | number;

/** Betting actions in order, for whoever is to act: 'pb' bring-in, 'cc' check/call, 'f' fold, a number = complete/bet/raise to. */
export function act(state: HandState, ...actions: Act[]): HandState {
  let s = state;
  for (const a of actions) {
    const p = s.round.actor;
    if (s.phase !== 'betting' || p === null) throw new Error(`act: nobody to act (${s.phase})`);
    if (a === 'pb') s = postBringIn(s, p);
    else if (a === 'cc') s = checkOrCall(s, p);
    else if (a === 'f') s = fold(s, p);
    else s = completeBetRaiseTo(s, p, a);
  }
  return s;
}

/** Everyone checks or calls until the dealer is due (bring-in first on 3rd street). */
export function callDown(state: HandState): HandState {
  let s = state;
  while (s.phase === 'betting') {
    const legal = legalActions(s).answer!;
    s = legal.bringIn !== null ? postBringIn(s, legal.player) : checkOrCall(s, legal.player);
  }
  return s;
}

/** Deal and call down to the given street's dealing (before its burn). */
export function toStreet(state: HandState, street: number): HandState {
  let s = state;
  while (
    s.phase !== 'complete' &&
    s.phase !== 'showdown' &&
    !(s.street === street && s.phase === 'dealing' && (street === 3 || s.burnedFor[street - 4] === 0))
  ) {
    s = s.phase === 'dealing' ? deal(s) : callDown(s);
  }
  return s;
}

export function chipsInPlay(state: HandState): number {
  let t = 0;
  for (const p of state.players) t += p.stack + p.ante + p.streetBets.reduce((a, b) => a + b, 0);
  return t;
}

/** Every card exactly once across hands, burns, common card and stub (known stub only). */
export function cardCensus(state: HandState): Card[] {
  const all: Card[] = [];
  for (const p of state.players) for (const d of p.cards) if (d.card !== null) all.push(d.card);
  for (const b of state.burns) if (b !== null) all.push(b);
  if (state.common !== undefined && state.common !== null) all.push(state.common);
  if (state.stub !== null) all.push(...state.stub.slice(state.stubTop));
  return all;
}

export function seatOf(p: Player): number {
  return p + 1;
}

/** Every incident kind, with fields drawn to fit now and then (most will not fit a given moment; ruleOn says which do). */
export function sampleIncidents(state: HandState, rng: Rng): Incident[] {
  const n = state.players.length;
  const p = rng.int(n);
  const actor = state.round.actor ?? p;
  const acted = rng.int(2) === 0;
  const stubCard =
    state.stub !== null && state.stubTop < state.stub.length
      ? state.stub[state.stubTop + rng.int(state.stub.length - state.stubTop)]!
      : undefined;
  return [
    { kind: 'exposed-hole-card', player: p, hole: ([0, 1, 'both'] as const)[rng.int(3)]! },
    { kind: 'card-off-table', player: p },
    { kind: 'extra-cards', player: p, count: 1 + rng.int(2) },
    { kind: 'dealt-to-empty-seat' },
    { kind: 'player-dealt-out', player: p },
    { kind: 'wrong-first-seat' },
    stubCard !== undefined && rng.int(2) === 0
      ? { kind: 'boxed-card', count: 1 + rng.int(2), card: stubCard }
      : { kind: 'boxed-card', count: 1 + rng.int(2) },
    { kind: 'duplicate-card', card: rng.int(52) },
    {
      kind: 'wrong-bring-in',
      player: p,
      amount: rng.int(2) === 0 ? STRUCTURE.bringIn : STRUCTURE.smallBet,
      nextActed: acted,
      ...(acted ? { nextAction: NEXT_ACTIONS[rng.int(NEXT_ACTIONS.length)]! } : {}),
    },
    { kind: 'bring-in-absent' },
    { kind: 'bring-in-all-in' },
    { kind: 'burn-error', burns: rng.int(2) === 0 ? 0 : 2, seen: rng.int(2) === 0 },
    { kind: 'premature-cards', count: 1 + rng.int(3), ...(rng.int(2) === 0 ? { seenBy: p } : {}) },
    { kind: 'seventh-card-up', player: p },
    { kind: 'run-out' },
    { kind: 'upcards-concealed', player: p },
    { kind: 'wrong-card-count', player: p, cards: [5, 6, 8][rng.int(3)]! },
    { kind: 'underbet', player: actor, amount: state.round.toCall + 1 + rng.int(4) },
    { kind: 'bet-below-bring-in', player: actor, amount: 1 },
  ];
}
