import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOX_DAYS, LEARNED, dueItems, isDue, nextState, reviewItems, reviewState, type ReviewAnswer } from './leitner';

/** Answers on days that never go back (a trainee's history), from day 0. */
const history = fc.array(fc.record({ gap: fc.nat({ max: 20 }), correct: fc.boolean() }), { maxLength: 40 }).map((steps) => {
  let day = 0;
  return steps.map(({ gap, correct }) => ({ day: (day += gap), correct }));
});
const lastDay = (h: readonly ReviewAnswer[]) => h[h.length - 1]?.day ?? 0;

describe('spaced repetition (Leitner boxes)', () => {
  it('a miss always comes back: box 1, due the next day, and due on every later day until it is answered right (property)', () => {
    fc.assert(
      fc.property(history, fc.nat({ max: 10 }), fc.nat({ max: 100 }), (h, gap, later) => {
        const day = lastDay(h) + gap;
        const state = reviewState([...h, { day, correct: false }]);
        expect(state).toMatchObject({ box: 1, due: day + 1, missedOn: day });
        expect(isDue(state, day + 1 + later)).toBe(true);
        expect(isDue(state, day)).toBe(false);
      }),
    );
  });

  it('due dates only move forward on right answers, and a right answer never puts a question into review (property)', () => {
    fc.assert(
      fc.property(history, fc.nat({ max: 40 }), (h, gap) => {
        const before = reviewState(h);
        const after = nextState(before, { day: lastDay(h) + gap, correct: true });
        if (before === null) expect(after).toBeNull();
        else expect(after!.due).toBeGreaterThanOrEqual(before.due);
      }),
    );
  });

  it('answered right when due, a question climbs one box at a time and is learned past the last box; early answers move nothing', () => {
    let state = nextState(null, { day: 10, correct: false });
    let day = 10;
    // The same day again: not due yet, so nothing moves.
    expect(nextState(state, { day: 10, correct: true })).toEqual(state);
    for (let box = 1; box <= BOX_DAYS.length; box++) {
      expect(state).toMatchObject({ box, due: day + BOX_DAYS[box - 1]! });
      day = state!.due;
      state = nextState(state, { day, correct: true });
    }
    expect(state).toMatchObject({ box: LEARNED, due: Number.POSITIVE_INFINITY });
    expect(isDue(state, day + 1000)).toBe(false);
    // Missed again later: back in box 1, due the next day.
    expect(nextState(state, { day: day + 3, correct: false })).toMatchObject({ box: 1, due: day + 4, misses: 2 });
  });

  it('the deck: every question whose last answer was a miss is in review (property), each with the answer that sent it there', () => {
    const answers = fc
      .array(fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D'), gap: fc.nat({ max: 3 }), correct: fc.boolean() }), { maxLength: 40 })
      .map((steps) => {
        let day = 0;
        return steps.map(({ code, gap, correct }, k) => ({ code, day: (day += gap), correct, k }));
      });
    fc.assert(
      fc.property(answers, (list) => {
        const items = reviewItems(list);
        for (const code of ['A', 'B', 'C', 'D']) {
          const mine = list.filter((a) => a.code === code);
          const last = mine[mine.length - 1];
          if (last && !last.correct) {
            const item = items.find((i) => i.code === code);
            expect(item?.lastMiss).toBe(last);
            expect(item?.state.due).toBe(last.day + 1);
          }
          if (!mine.some((a) => !a.correct)) expect(items.some((i) => i.code === code)).toBe(false);
        }
        const day = lastDay(list) + 1;
        expect(dueItems(list, day).every((i) => i.state.due <= day)).toBe(true);
      }),
    );
  });
});
