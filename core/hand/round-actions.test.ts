import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { PROFILES } from '../profiles';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from './betting';
import { createHand } from './create';
import { burn, dealCards } from './dealing';
import { dealerPiles } from './dealer-piles';
import { roundActions } from './round-actions';
import { callAround, deal3, dealStreet, table } from './test-kit';
import { showOrMuck } from './showdown';
import type { HandState } from './types';
import { generateScenario } from '../drills/generate';
import { PROFILE_IDS } from '../profiles/profiles';
import { VARIANT_IDS } from '../variants';

/** Four players, 2c brings in (player 1), bets 200/400 with a bring-in of 50. */
function fourHanded(): HandState {
  return deal3(table({ stacks: [10000, 10000, 10000, 10000] }), ['AcAdKs', '3h4h2c', '5s6sQh', '7c8cJd']);
}

describe('roundActions: the betting round the table shows', () => {
  it('3rd street as it is bet: the bring-in, the completion (the first bet, not a raise: RR stud 3), the raises up to the cap (RR betting cap), each at its seat in order', () => {
    let s = fourHanded();
    expect(roundActions(s)).toEqual({ street: 3, actions: [[], [], [], []], any: false });
    s = postBringIn(s, 1);
    s = completeBetRaiseTo(s, 2, 200);
    s = completeBetRaiseTo(s, 3, 400);
    s = fold(s, 0);
    s = completeBetRaiseTo(s, 1, 600);
    s = checkOrCall(s, 2);
    const round = roundActions(s);
    expect(round.street).toBe(3);
    expect(round.any).toBe(true);
    expect(round.actions).toEqual([
      [{ kind: 'fold', to: 0 }],
      [
        { kind: 'bringIn', to: 50 },
        { kind: 'raise', to: 600 },
      ],
      [
        { kind: 'complete', to: 200 },
        { kind: 'call', to: 600 },
      ],
      [{ kind: 'raise', to: 400 }],
    ]);
    // The raises a dealer counts toward the cap are the round's own: two here after the completion.
    expect(round.actions.flat().filter((a) => a.kind === 'raise')).toHaveLength(2);
    expect(round.actions[2]!.at(-1)).toEqual({ kind: 'call', to: 600 });
  });

  it('a later street starts afresh once its cards are dealt; until then the round just closed is the one shown', () => {
    let s = callAround(fourHanded());
    // 3rd street closed, 4th not dealt: the bring-in and the calls of 3rd street.
    const closed = roundActions(s);
    expect(closed.street).toBe(3);
    expect(closed.actions.map((a) => a.map((x) => x.kind))).toEqual([['call'], ['bringIn'], ['call'], ['call']]);
    s = dealStreet(s, ['9c', '9d', 'Th', 'Jh']);
    expect(roundActions(s)).toEqual({ street: 4, actions: [[], [], [], []], any: false });
    const opener = s.round.actor!;
    s = checkOrCall(s, opener);
    const round = roundActions(s);
    expect(round.street).toBe(4);
    expect(round.actions[opener]).toEqual([{ kind: 'check', to: 0 }]);
    expect(round.actions.filter((a) => a.length > 0)).toHaveLength(1);
  });

  it('once the betting is over the last round stays: the last bet or raise is who shows first (TDA 17, RR showdown order)', () => {
    let s = callAround(fourHanded());
    for (const cards of [
      ['9c', '9d', 'Th', 'Jh'],
      ['2s', '3s', '4s', 'Ts'],
      ['6c', '6d', '6h', '7s'],
      ['8d', '8h', '8s', '9h'],
    ]) {
      s = dealStreet(s, cards);
      if (cards[0] === '8d') break;
      s = callAround(s);
    }
    const opener = s.round.actor!;
    s = completeBetRaiseTo(s, opener, 400);
    s = callAround(s);
    expect(s.phase).toBe('showdown');
    const round = roundActions(s);
    expect(round.street).toBe(7);
    expect(round.actions[opener]).toEqual([{ kind: 'bet', to: 400 }]);
    expect(round.actions.filter((a, p) => p !== opener).every((a) => a.length === 1 && a[0]!.kind === 'call' && a[0]!.to === 400)).toBe(
      true,
    );
  });
});

describe('roundActions on random hands', () => {
  it("while a round is bet, each player's last action leaves in front of it the chips it put in on that street, and nobody acts after folding", () => {
    const arbSetup = fc.record({
      variant: fc.constantFrom(...VARIANT_IDS),
      players: fc.integer({ min: 2, max: 8 }),
      rules: fc.constantFrom(...PROFILE_IDS),
      structure: fc.constantFrom({ ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 }),
    });
    fc.assert(
      fc.property(arbSetup, fc.integer({ min: 0, max: 0xffffffff }), (setup, seed) => {
        const s = generateScenario('legal-action', setup, seed).state;
        const round = roundActions(s);
        expect(round.street).toBe(s.street);
        s.players.forEach((p, k) => {
          const mine = round.actions[k]!;
          expect(mine.length === 0 ? 0 : mine[mine.length - 1]!.to).toBe(p.streetBets[s.street - 3]);
          // Nobody acts after folding; a fold is the last thing a folded player did this round, if it folded here.
          expect(mine.slice(0, -1).some((a) => a.kind === 'fold')).toBe(false);
          if (!p.folded) expect(mine.some((a) => a.kind === 'fold')).toBe(false);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('dealerPiles: the stub, the burns and the muck in front of the dealer', () => {
  it('counts down the stub as cards are dealt and burned, and folded hands go to the muck', () => {
    const deck = newDeck();
    let s = createHand({
      variant: 'stud',
      rules: PROFILES['rr-cash'],
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      stacks: [500, 500, 500],
      deck,
    });
    expect(dealerPiles(s)).toEqual({ stub: 52, burns: 0, muck: 0 });
    for (let p = 0; p < 3; p++) s = dealCards(s, p);
    for (let p = 0; p < 3; p++) s = dealCards(s, p);
    for (let p = 0; p < 3; p++) s = dealCards(s, p);
    expect(dealerPiles(s)).toEqual({ stub: 43, burns: 0, muck: 0 });
    s = postBringIn(s, s.round.actor!);
    const folder = s.round.actor!;
    s = fold(s, folder);
    s = callAround(s);
    s = burn(s);
    expect(dealerPiles(s)).toEqual({ stub: 42, burns: 1, muck: 3 });
  });

  it('a hand history with unknown cards has no stub count; a hand thrown away at the showdown joins the muck', () => {
    let s = callAround(fourHanded());
    expect(dealerPiles(s).stub).toBeNull();
    for (const cards of [
      ['9c', '9d', 'Th', 'Jh'],
      ['2s', '3s', '4s', 'Ts'],
      ['6c', '6d', '6h', '7s'],
      ['8d', '8h', '8s', '9h'],
    ])
      s = callAround(dealStreet(s, cards));
    expect(s.phase).toBe('showdown');
    expect(dealerPiles(s)).toEqual({ stub: null, burns: 4, muck: 0 });
    const first = s.round.actor ?? 0;
    s = showOrMuck(s, first);
    const next = s.players.findIndex((p, k) => k !== first && p.shown === null && !p.folded);
    s = showOrMuck(s, next, 'muck');
    expect(dealerPiles(s).muck).toBe(7);
  });
});
