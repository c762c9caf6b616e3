import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { createRng } from '../rng';
import { randomBot, simStep } from '../sim';
import { createShuffledHand } from './create';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from './betting';
import { dealerPiles } from './dealer-piles';
import { callAround, callDown, deal3, dealStreet, table } from './test-kit';
import { bringInSeats, earlierAggressor, tableView } from './table-view';
import { roundActions } from './round-actions';
import { potTotal } from './settle';

const three = () => deal3(table({ stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']);

describe('the table view: what the table shows of a hand', () => {
  it('rr.stud.2: the bring-in lies in front of its seat as the bring-in until that seat calls a completion (rr.stud.3)', () => {
    let s = postBringIn(three(), 1);
    expect(bringInSeats(s)).toEqual([1]);
    let view = tableView(s);
    expect(view.toAct).toBe(2);
    expect(view.seats.map((seat) => [seat.bet, seat.betIsBringIn])).toEqual([
      [0, false],
      [50, true],
      [0, false],
    ]);
    expect(view.pot).toBe(120); // three antes of 40
    s = completeBetRaiseTo(s, 2, 200);
    s = checkOrCall(s, 0);
    expect(bringInSeats(s)).toEqual([1]);
    s = checkOrCall(s, 1);
    expect(bringInSeats(s)).toEqual([]);
    view = tableView(s);
    // The round closed: the next street's dealing, every chip in the middle.
    expect(view.seats.every((seat) => seat.bet === 0)).toBe(true);
    expect(view.pot).toBe(potTotal(s));
    expect(view.toAct).toBeNull();
  });

  it('rr.showdown.order: at the showdown the bets are gathered and each live seat says what it did on 7th street', () => {
    let s = callDown(three(), [
      ['Kd', '3c', '8d'],
      ['Jh', 'Td', '9c'],
      ['5h', '6d', '7c'],
    ]);
    s = dealStreet(s, ['2h', '3d', '4c']);
    const opener = s.round.actor!;
    s = completeBetRaiseTo(s, opener, 400);
    s = callAround(s);
    expect(s.phase).toBe('showdown');
    const view = tableView(s);
    expect(view.gathered).toBe(true);
    expect(view.noAction).toBe(false);
    expect(view.pot).toBe(potTotal(s));
    const actions = view.seats.map((seat) => seat.actions);
    expect(actions[opener]).toEqual([{ kind: 'bet', to: 400 }]);
    for (let p = 0; p < 3; p++) if (p !== opener) expect(actions[p]).toEqual([{ kind: 'call', to: 400 }]);
    expect(actions).toEqual(roundActions(s).actions);
    expect(earlierAggressor(s)).toBeNull();
  });

  it("rr.stud.3: while a round is bet each live seat shows its actions in order (the completion, then the raises a dealer counts to the cap); a folded seat none; none between the round and the next street; the dealer's piles as counted", () => {
    let s = postBringIn(three(), 1);
    s = completeBetRaiseTo(s, 2, 200);
    s = completeBetRaiseTo(s, 0, 400);
    s = fold(s, 1);
    let view = tableView(s);
    expect(view.seats.map((seat) => seat.actions)).toEqual([[{ kind: 'raise', to: 400 }], [], [{ kind: 'complete', to: 200 }]]);
    expect(roundActions(s).actions[1]).toEqual([
      { kind: 'bringIn', to: 50 },
      { kind: 'fold', to: 50 },
    ]);
    expect(view.piles).toEqual(dealerPiles(s));
    expect(view.piles.muck).toBe(3);
    s = checkOrCall(s, 2);
    view = tableView(s);
    expect(s.phase).not.toBe('betting');
    expect(view.seats.every((seat) => seat.actions.length === 0)).toBe(true);
  });

  it('seed-001.showdown-order: with 7th street checked, the latest earlier street with a bettor still in', () => {
    let s = callDown(three(), [
      ['Kd', '3c', '8d'],
      ['Jh', 'Td', '9c'],
    ]);
    s = dealStreet(s, ['5h', '6d', '7c']);
    const bettor = s.round.actor!;
    s = callAround(completeBetRaiseTo(s, bettor, 400)); // 6th street: a bet and calls
    s = callAround(dealStreet(s, ['2h', '3d', '4c'])); // 7th street: checked around
    expect(earlierAggressor(s)).toEqual({ player: bettor, street: 6 });
    expect(tableView(s).seats[bettor]!.earlierAggressor).toBe(6);
    expect(tableView(s).seats.every((seat) => seat.actions.length === 1 && seat.actions[0]!.kind === 'check')).toBe(true);
  });

  it('every chip is somewhere on the table: behind, in front of a seat or in the pot, at every step of random hands', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROFILE_IDS), fc.integer({ min: 2, max: 8 }), fc.integer(), (profile, players, seed) => {
        const rng = createRng(seed);
        const stacks = Array.from({ length: players }, (_, k) => 40 + ((seed >>> k) & 127));
        let s = createShuffledHand(
          { variant: 'stud', rules: PROFILES[profile], structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, stacks },
          rng,
        );
        const total = stacks.reduce((a, b) => a + b, 0);
        for (let k = 0; k < 400 && s.phase !== 'complete'; k++) {
          const view = tableView(s);
          let onTable = view.pot;
          for (const seat of view.seats) onTable += seat.stack + seat.bet;
          expect(onTable).toBe(total);
          expect(view.toAct).toBe(s.phase === 'betting' ? s.round.actor : null);
          s = simStep(s, rng, randomBot);
        }
      }),
      { numRuns: 40 },
    );
  });
});
