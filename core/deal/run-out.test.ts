import { describe, expect, it } from 'vitest';
import { DealHand } from './session';
import type { DealSetup } from './types';

const RR_CASH_8: DealSetup = {
  variant: 'stud',
  players: 8,
  rules: 'rr-cash',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'none',
};

/** The hand dealt right up to its run-out step (7th street short of cards), or null if it never gets there. */
function toRunOut(seed: number): DealHand | null {
  const hand = new DealHand(RR_CASH_8, seed);
  for (let guard = 0; guard < 5000 && !hand.over; guard++) {
    if (hand.step!.kind === 'run-out') return hand;
    hand.answer(hand.expectedAnswer(), 1000);
    hand.advance();
  }
  return null;
}

describe("a dealt hand's run-out under Robert's Rules (rr.stud.15, \"Robert's Rules of Poker, Seven-Card Stud, rule 15\")", () => {
  it.each([
    // Too few cards even with the burns: the usual burn, then the scramble, burn again and a common card.
    [1, ['burn', 'scramble', 'burn', 'common']],
    // The usual burn, three seats dealt from the stub, its last card scrambled with the burns, burn again, the other seats dealt.
    [12, ['burn', 1, 2, 3, 'scramble', 'burn', 4, 6, 7]],
  ])('DH-stud-8-rrc-1.2.5.10-none-%i: the dealer burns as usual before the scramble', (seed, order) => {
    const hand = toRunOut(seed)!;
    expect(hand).not.toBeNull();
    expect(hand.expectedAnswer()).toEqual([{ kind: 'seat-order', order }]);
    // The old way, the scramble first, is wrong at its first card, and the grade names RR 15.
    const out = hand.answer([{ kind: 'seat-order', order: ['scramble'] }], 1000);
    expect(out.status).toBe('graded');
    if (out.status === 'graded') {
      expect(out.result.correct).toBe(false);
      expect(out.result.graded.rules).toContain('rr.stud.15');
    }
  });
});
