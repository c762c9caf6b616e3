import { describe, expect, it } from 'vitest';
import { DealHand } from './session';
import type { DealSetup } from './types';

const SETUP: DealSetup = {
  variant: 'stud',
  players: 4,
  rules: 'rr-cash',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'many',
};
// Seat 2 (player 1) has the bring-in and is away on 3rd street; it shows the high board on 4th street.
const SEED = 1702147368;

/** The hand dealt right up to the first step of a kind on a street. */
function upTo(hand: DealHand, kind: string, street: number): void {
  for (let guard = 0; guard < 500 && !hand.over; guard++) {
    const step = hand.step!;
    if (step.kind === kind && step.state.street === street) return;
    hand.answer(hand.expectedAnswer(), 1000);
    hand.advance();
  }
  throw new Error(`no ${kind} step on street ${street}`);
}

describe("an absent player's hand under Robert's Rules (rr.stud.6, \"Robert's Rules of Poker, Seven-Card Stud, rule 6\")", () => {
  it('is named first to act on 4th street with the high board, then killed as the action reaches it', () => {
    const hand = new DealHand(SETUP, SEED);
    upTo(hand, 'incident', 3);
    expect(hand.step!.incident).toEqual({ kind: 'bring-in-absent' });
    upTo(hand, 'first-to-act', 4);
    const step = hand.step!;
    // The high board acts first even when its player is away: the step asks before the hand is killed.
    expect(step.state.players[1]!.folded).toBe(false);
    expect(step.state.round.actor).toBe(1);
    expect(hand.expectedAnswer()[0]).toEqual({ kind: 'seat', seat: 1 });
    // The next best board (seat 1) is not the answer: a wrong seat is graded wrong.
    const out = hand.answer([{ kind: 'seat', seat: 0 }, hand.expectedAnswer()[1]!], 1000);
    expect(out.status === 'graded' && out.result.correct).toBe(false);
    hand.advance();
    // Once announced, the action reaches the absent player: the hand is killed and the next seat clockwise acts.
    for (let guard = 0; guard < 10 && hand.step!.state.round.actor === 1; guard++) {
      hand.answer(hand.expectedAnswer(), 1000);
      hand.advance();
    }
    expect(hand.step!.state.players[1]!.folded).toBe(true);
    expect(hand.step!.state.round.actor).toBe(2);
    // The step after the kill says it happened (the table did it on its own); the steps before said nothing.
    expect(hand.step!.since).toEqual([{ key: 'deal.since.absentKilled', params: { seat: 2 } }]);
    expect(step.since).toEqual([]);
  });
});

describe('the cards set aside for a premature card under Robert\'s Rules (rr.stud.14, "Robert\'s Rules of Poker, Seven-Card Stud, rule 14")', () => {
  it('are said at the step after the round ends, and the deal goes on from the stub without them', () => {
    // Six players; a premature card on 3rd street, ruled by RR 14: one card per player still in set aside at the round's end.
    const hand = new DealHand({ ...SETUP, players: 6 }, 3);
    let before = hand.step!;
    while (hand.step!.since.length === 0) {
      before = hand.step!;
      hand.answer(hand.expectedAnswer(), 1000);
      hand.advance();
    }
    const step = hand.step!;
    expect(step.since).toEqual([{ key: 'deal.since.setAside', params: { count: 4 } }]);
    expect(step.kind).toBe('deal');
    // Four cards more in the burns and none dealt yet: one per player still in the hand.
    expect(step.state.burns.length - before.state.burns.length).toBe(4);
    expect(step.state.players.filter((p) => !p.folded)).toHaveLength(4);
  });
});
