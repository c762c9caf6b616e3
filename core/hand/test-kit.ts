import { parseCard, type Card } from '../cards';
import type { HouseRules } from '../profiles/types';
import { PROFILES } from '../profiles/profiles';
import type { VariantId } from '../variants';
import { burn, dealCards } from './dealing';
import { dealerOperation } from './automation';
import { apply } from './operation';
import { newDeck } from '../cards';
import { legalNow } from './betting';
import { nextDealerStep } from './queries';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from './betting';
import { showOrMuck } from './showdown';
import { createHand } from './create';
import type { DealerTask, HandState, Structure } from './types';
import { dealerNeed } from './dealing';

/** Helpers for tests and drills: build a table and deal named cards (unknown stub, like a PHH replay). */
export const CENTS: Structure = { ante: 40, bringIn: 50, smallBet: 200, bigBet: 400 };

export function table(opts: {
  variant?: VariantId;
  rules?: HouseRules;
  stacks: number[];
  structure?: Structure;
  anteTrimming?: boolean;
  manual?: readonly DealerTask[];
}): HandState {
  return createHand({
    variant: opts.variant ?? 'stud',
    rules: opts.rules ?? PROFILES['rr-cash'],
    structure: opts.structure ?? CENTS,
    stacks: opts.stacks,
    anteTrimming: opts.anteTrimming ?? false,
    ...(opts.manual ? { manual: opts.manual } : {}),
  });
}

function cards(text: string): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < text.length; i += 2) out.push(parseCard(text.slice(i, i + 2)));
  return out;
}

/** Deal 3rd street: one string of three cards per player ("down down up"), in player order; '' skips a player. */
export function deal3(state: HandState, hands: string[]): HandState {
  let s = state;
  hands.forEach((h, p) => {
    if (h) s = dealCards(s, p, cards(h));
  });
  return s;
}

/** Burn (unknown card) if due, then deal one card per player for 4th-7th; '' skips a player (folded). */
export function dealStreet(state: HandState, perPlayer: string[]): HandState {
  let s = state;
  if (dealerNeed(s) === 'burn') s = burn(s, null);
  perPlayer.forEach((c, p) => {
    if (c) s = dealCards(s, p, cards(c));
  });
  return s;
}

/** Betting by everyone: post the bring-in if due, then check or call until the round closes. */
export function callAround(state: HandState): HandState {
  let s = state;
  while (s.phase === 'betting') {
    const p = s.round.actor!;
    s = s.street === 3 && !s.round.opened ? postBringIn(s, p) : checkOrCall(s, p);
  }
  return s;
}

/** After 3rd street is dealt: call everything down, dealing the given later streets ('' = folded). */
export function callDown(state: HandState, streets: string[][]): HandState {
  let s = callAround(state);
  for (const cardsOfStreet of streets) s = callAround(dealStreet(s, cardsOfStreet));
  return s;
}

/**
 * A new hand dealt from an unshuffled deck (ante 1, bring-in 2, bets 5/10, 1000 chips each), following the dealer's
 * steps and calling every bet (the bring-in is posted), until `until` holds (8 players reach a common card on 7th).
 */
export function followDealer(
  n: number,
  until: (s: HandState) => boolean,
  rules: HouseRules = PROFILES['rr-cash'],
  variant: VariantId = 'stud',
): HandState {
  let s = createHand({
    variant,
    rules,
    structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    stacks: new Array<number>(n).fill(1000),
    deck: newDeck(),
  });
  for (let guard = 0; guard < 500 && !until(s); guard++) {
    if (s.phase === 'betting') {
      const player = s.round.actor!;
      s = legalNow(s)!.bringIn !== null ? postBringIn(s, player) : checkOrCall(s, player);
      continue;
    }
    // The dealer's steps by the book, up to the showdown.
    const op = dealerOperation(s);
    if (op === null || op.kind === 'showOrMuck') break;
    s = apply(s, op);
  }
  return s;
}

/** Dealer's tasks left to operations (HandConfig.manual), for tests of their refusals and words. */
export const manualHands = {
  /** Three seats whose antes are still to be taken. */
  antes: (): HandState => table({ stacks: [1000, 1000, 1000], manual: ['antePosting'] }),
  /** Heads-up 3rd street: seat 2 brings in, seat 1 completes to 200, seat 2 folds: 150 of seat 1's bet nobody called. */
  uncalled: (): HandState => {
    let s = deal3(table({ stacks: [1000, 1000], manual: ['uncalledBetReturn', 'betCollection'] }), ['AcAdKs', '3h4h2c']);
    s = completeBetRaiseTo(postBringIn(s, 1), 0, 200);
    return fold(s, 1);
  },
  /** Three seats called down to a showdown (seat 3's straight, 5 to 9, wins), every hand shown: the pot waits for the dealer. */
  awards: (): HandState => {
    let s = callDown(deal3(table({ stacks: [1000, 1000, 1000], manual: ['potAwarding'] }), ['AcAdKs', '3h4h2c', '5s6sQh']), [
      ['Kd', '3c', '8d'],
      ['Jh', 'Td', '9c'],
      ['5h', '6d', '7c'],
      ['2h', '3d', '4c'],
    ]);
    for (let guard = 0; guard < 3 && s.phase === 'showdown'; guard++) {
      const step = nextDealerStep(s).answer;
      if (step.kind !== 'showdown') break;
      s = showOrMuck(s, step.player);
    }
    return s;
  },
};
