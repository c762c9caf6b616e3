import { describe, expect, it } from 'vitest';
import { DealHand, type DealSetup, type PartResponse } from '../../core';
import { useDealHand } from './useDealHand';

const SETUP: DealSetup = {
  variant: 'stud8',
  players: 6,
  rules: 'tda',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'some',
};

/** Gives one part the way the screen does: a seat or a choice or an amount, a deal tap by tap. */
function give(deal: ReturnType<typeof useDealHand>, part: PartResponse): void {
  switch (part.kind) {
    case 'seat':
      return deal.pickSeat(part.seat);
    case 'choice':
      return deal.pickChoice(part.letter);
    case 'amount':
      return deal.giveAmount(part.amount);
    case 'seat-order':
      for (const target of part.order) {
        if (typeof target === 'number') deal.pickSeat(target);
        else deal.tapSpecial(target);
      }
  }
}

describe('a hand dealt on screen', () => {
  it('starts at a later step (an exam taken up again after a reload): the same step the hand reaches by its earlier ones, none of them heard', () => {
    const heard: number[] = [];
    const deal = useDealHand({ onGraded: (_, { result }) => heard.push(result.index) });
    deal.start(SETUP, 99, false, 5);
    const twin = new DealHand(SETUP, 99);
    for (let k = 0; k < 5; k++) {
      twin.answer(twin.expectedAnswer(), 0);
      twin.advance();
    }
    expect(deal.step.value?.index).toBe(5);
    expect(deal.step.value?.kind).toBe(twin.step!.kind);
    expect(deal.step.value?.question).toEqual(twin.step!.question);
    expect(deal.graded.value).toBeNull();
    expect(heard).toEqual([]);
  });

  it('taken up again after a reload (resume): the step on screen keeps its clock and its hint', () => {
    let clock = 50_000;
    const deal = useDealHand({ now: () => clock });
    deal.start(SETUP, 99);
    clock += 2000;
    deal.askHint();
    expect(deal.hint.value).not.toBeNull();
    const shownAt = deal.shownAt();
    expect(shownAt).toBe(50_000);
    // The window reloaded 3 s after the hint: the hand dealt again, its step shown since before the reload.
    clock += 3000;
    const again = useDealHand({ now: () => clock });
    const hand = DealHand.again(SETUP, 99, [], false, deal.hand.value!.hinted);
    again.resume(hand, false, shownAt);
    expect(again.hint.value).toEqual(deal.hint.value);
    clock += 1000;
    for (const part of hand.expectedAnswer()) give(again, part!);
    expect(again.graded.value?.timeMs).toBe(6000);
    expect(again.graded.value?.hinted).toBe(true);
    // A time kept from a clock ahead of this one is taken as now (never a negative time).
    const ahead = useDealHand({ now: () => clock });
    ahead.resume(DealHand.again(SETUP, 99, [], false), false, clock + 60_000);
    expect(ahead.shownAt()).toBe(clock);
  });

  it('takes each step part by part and tap by tap, grades it with core, and goes on to the end; each graded step is heard once', () => {
    let clock = 0;
    const heard: number[] = [];
    const deal = useDealHand({ now: () => clock, onGraded: (_, { result }) => heard.push(result.index) });
    deal.start(SETUP, 99);
    // The same hand in core, answered right alongside: the screen's answers are its answers.
    const twin = new DealHand(SETUP, 99);
    while (deal.step.value) {
      const expected = twin.expectedAnswer();
      clock += 1500;
      for (const part of expected) give(deal, part!);
      expect(deal.graded.value?.correct, `step ${deal.step.value.index} (${deal.step.value.kind})`).toBe(true);
      expect(deal.graded.value?.timeMs).toBe(1500);
      twin.answer(expected, 0);
      twin.advance();
      deal.next();
      expect(deal.answers.value).toEqual([]);
      expect(deal.draft.value).toEqual([]);
    }
    expect(deal.hand.value!.over).toBe(true);
    expect(heard).toEqual(deal.hand.value!.results.map((r) => r.index));
    expect(deal.hand.value!.finalState).toEqual(twin.finalState);
  });

  it('grades a deal wrong at the first card to the wrong seat, and the hand goes on', () => {
    const deal = useDealHand();
    deal.start(SETUP, 5);
    // Take the antes right, then the 3rd-street deal starts with the burn: a card to a seat first is wrong at once.
    while (deal.step.value!.kind !== 'deal') {
      for (const part of deal.hand.value!.expectedAnswer()) give(deal, part!);
      deal.next();
    }
    const expected = deal.hand.value!.expectedAnswer()[0]!;
    const first = expected.kind === 'seat-order' ? expected.order[0] : null;
    const wrong = first === 0 ? 1 : 0;
    deal.pickSeat(wrong);
    expect(deal.graded.value?.correct).toBe(false);
    expect(deal.graded.value?.given).toEqual([{ kind: 'seat-order', order: [wrong] }]);
    deal.next();
    expect(deal.step.value?.index).toBe(2);
  });
});

describe('a hand dealt in Table-ready mode', () => {
  it("opens nothing until the right dealer's action is chosen; another action is graded wrong at once, naming the one chosen", () => {
    const deal = useDealHand();
    deal.start(SETUP, 11, true);
    expect(deal.step.value?.kind).toBe('antes');
    // Nothing named: a seat or a choice does nothing before the action is chosen.
    expect(deal.part.value).toBeNull();
    deal.choose('antes');
    expect(deal.opened.value).toBe(true);
    expect(deal.part.value?.kind).toBe('amount');
    for (const part of deal.hand.value!.expectedAnswer()) give(deal, part!);
    expect(deal.graded.value?.correct).toBe(true);
    deal.next();
    expect(deal.opened.value).toBe(false);
    expect(deal.step.value?.action).toBe('deal');
    deal.choose('collect');
    expect(deal.graded.value?.correct).toBe(false);
    expect(deal.graded.value?.wrongAction).toBe('collect');
  });
});

describe('a hint on request', () => {
  it("Guided mode: the step's lesson and key sentence, kept with that step's result; gone on the next step", () => {
    const deal = useDealHand();
    deal.start(SETUP, 21);
    deal.askHint();
    expect(deal.hint.value?.lesson).toBe('pots');
    for (const part of deal.hand.value!.expectedAnswer()) give(deal, part!);
    expect(deal.graded.value?.hinted).toBe(true);
    deal.next();
    expect(deal.hint.value).toBeNull();
    for (const part of deal.hand.value!.expectedAnswer()) give(deal, part!);
    expect(deal.hand.value!.results.map((r) => r.hinted)).toEqual([true, false]);
    // Once graded, a hint is no longer given (nor kept).
    deal.askHint();
    expect(deal.hint.value).toBeNull();
  });

  it('Table ready names nothing: no hint is given', () => {
    const deal = useDealHand();
    deal.start(SETUP, 21, true);
    deal.askHint();
    expect(deal.hint.value).toBeNull();
    deal.choose('antes');
    for (const part of deal.hand.value!.expectedAnswer()) give(deal, part!);
    expect(deal.graded.value?.hinted).toBe(false);
  });
});
