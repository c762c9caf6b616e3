import { describe, expect, it } from 'vitest';
import { DealHand, type DealSetup } from '../../core';
import { memoryStorage } from '../testing/memoryStorage';
import { DEAL_KEY, DEAL_UNREADABLE_KEY, dealAgain, keptDealOf, readKeptDeal, sessionDealKeeper } from './keptDeal';

const setup: DealSetup = {
  variant: 'stud',
  players: 5,
  rules: 'tda',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'some',
};
const SEED = 4242;

/** A hand dealt `steps` steps in, every third step answered wrong (another amount, seat or letter), its Next pressed or not. */
function dealtSome(steps: number, pastLast: boolean): DealHand {
  const hand = new DealHand(setup, SEED);
  for (let k = 0; k < steps && !hand.over; k++) {
    const right = hand.expectedAnswer();
    const first = right[0]!;
    const wrong =
      k % 3 === 2 && first.kind === 'amount'
        ? [{ ...first, amount: first.amount + 1 }]
        : k % 3 === 2 && first.kind === 'choice'
          ? [{ ...first, letter: first.letter === 'A' ? ('B' as const) : ('A' as const) }]
          : right;
    hand.answer(wrong, 1000 + k);
    if (k < steps - 1 || pastLast) hand.advance();
  }
  return hand;
}

describe('the hand being dealt outlives a reload of the window', () => {
  it('comes back at the same step with the same results (answers, times, wrong ones), from what is kept', () => {
    for (const pastLast of [false, true]) {
      const before = dealtSome(9, pastLast);
      expect(before.results.some((r) => !r.correct)).toBe(true);
      const storage = memoryStorage();
      sessionDealKeeper(storage).write(keptDealOf(before, false));
      const { kept, lost } = sessionDealKeeper(storage).read();
      expect(lost).toBeNull();
      if (!kept) throw new Error('the hand was not kept');
      expect(kept.pastLast).toBe(pastLast);
      const again = dealAgain(kept, setup, SEED);
      if (!('hand' in again)) throw new Error(again.problem);
      expect(again.hand.results).toEqual(before.results);
      expect(again.hand.step?.index).toBe(before.step?.index);
      expect(again.hand.graded).toEqual(before.graded);
    }
    // A hand over: the report's steps again.
    const done = new DealHand(setup, SEED);
    while (!done.over) {
      done.answer(done.expectedAnswer(), 900);
      done.advance();
    }
    const again = dealAgain(readKeptDeal(JSON.stringify(keptDealOf(done, true))).kept!, setup, SEED);
    expect('hand' in again && again.hand.over).toBe(true);
  });

  it("keeps the step on screen's hint and clock: dealt again, the step has its hint, counted once answered", () => {
    const before = dealtSome(3, true);
    expect(before.graded).toBeNull();
    expect(keptDealOf(before, false).hinted).toBe(false);
    const hint = before.hint();
    expect(hint).not.toBeNull();
    const storage = memoryStorage();
    sessionDealKeeper(storage).write(keptDealOf(before, false, 1_700_000_000_000));
    const { kept } = sessionDealKeeper(storage).read();
    expect(kept?.hinted).toBe(true);
    expect(kept?.shownAt).toBe(1_700_000_000_000);
    const again = dealAgain(kept!, setup, SEED);
    if (!('hand' in again)) throw new Error(again.problem);
    expect(again.hand.hinted).toBe(true);
    again.hand.answer(again.hand.expectedAnswer(), 700);
    expect(again.hand.graded?.hinted).toBe(true);
    // Once graded, the step's hint and time are in its result: nothing is kept beside them.
    expect(keptDealOf(again.hand, false, 1_700_000_000_000)).toMatchObject({ hinted: false, shownAt: null });
    // A hand kept without the fields (before they were kept) reads as no hint asked, its clock from the reload.
    const { hinted: _hinted, shownAt: _shownAt, ...older } = keptDealOf(before, false, 5);
    expect(readKeptDeal(JSON.stringify(older)).kept).toMatchObject({ hinted: false, shownAt: null });
    expect(readKeptDeal(JSON.stringify({ ...older, shownAt: -1 })).warning).toContain(`${DEAL_KEY}: shownAt`);
  });

  it('a kept hand that cannot be read, or no longer deals as kept, is left out with what is wrong and where, and set aside', () => {
    const good = keptDealOf(dealtSome(4, true), false);
    const cases: [string, string][] = [
      ['{"code": "DH-', `${DEAL_KEY}: not JSON`],
      [JSON.stringify({ ...good, steps: 'all' }), `${DEAL_KEY}: steps: steps must be a list`],
      [
        JSON.stringify({ ...good, steps: [{ ...good.steps[0], given: [{ kind: 'seat', seat: 12 }] }] }),
        `${DEAL_KEY}: steps.0.given.0.seat`,
      ],
      [JSON.stringify({ ...good, code: 'DH-nope' }), `${DEAL_KEY}: code: `],
    ];
    for (const [text, warning] of cases) {
      const warnings: string[] = [];
      const storage = memoryStorage();
      storage.setItem(DEAL_KEY, text);
      expect(sessionDealKeeper(storage, (w) => warnings.push(w)).read(), text).toEqual({
        kept: null,
        lost: { setAsideAs: DEAL_UNREADABLE_KEY },
      });
      expect(warnings, text).toHaveLength(1);
      expect(warnings[0]!.startsWith(warning), warnings[0]).toBe(true);
      expect(warnings[0]!.endsWith('; the hand being dealt is left out'), warnings[0]).toBe(true);
      expect(storage.getItem(DEAL_UNREADABLE_KEY)).toBe(text);
      expect(storage.getItem(DEAL_KEY)).toBeNull();
    }
    // Read, but a step graded otherwise than kept (edited, or another version of the engine): said, step by step.
    const flipped = { ...good, steps: good.steps.map((s, k) => (k === 1 ? { ...s, correct: !s.correct } : s)) };
    expect(dealAgain(flipped, setup, SEED)).toEqual({
      problem: `steps.1: graded ${good.steps[1]!.correct ? 'right' : 'wrong'} now, kept as ${good.steps[1]!.correct ? 'wrong' : 'right'}`,
    });
    // An answer that does not finish its step.
    expect(dealAgain({ ...good, steps: [{ ...good.steps[0]!, given: [] }] }, setup, SEED)).toEqual({
      problem: 'steps: DealHand: answer 1 does not finish step 0 (antes)',
    });
    // The keeper sets aside what it is told to drop.
    const warnings: string[] = [];
    const storage = memoryStorage();
    const keeper = sessionDealKeeper(storage, (w) => warnings.push(w));
    keeper.write(flipped);
    expect(keeper.drop('steps.1: graded right now, kept as wrong')).toEqual({ setAsideAs: DEAL_UNREADABLE_KEY });
    expect(warnings).toEqual([`${DEAL_KEY}: steps.1: graded right now, kept as wrong; the hand being dealt is left out`]);
    expect(storage.getItem(DEAL_UNREADABLE_KEY)).toBe(JSON.stringify(flipped));
    expect(storage.getItem(DEAL_KEY)).toBeNull();
  });
});
