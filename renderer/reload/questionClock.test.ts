import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import { answerOf } from '../../core';
import { useDrillRunner, type DrillRunnerOptions } from '../drills/runner/useDrillRunner';
import { memoryStorage } from '../testing/memoryStorage';
import { QUESTION_CLOCK_KEY, sessionQuestionClock } from './questionClock';

const CODE = 'PT-stud-4-onl-1.2.5.10-3';

/** A runner's options on two clocks the test moves (the page's, which a reload starts again, and the date), its question clock in `storage`. */
function clocks(storage: Storage, perf: number, epoch: number) {
  const at = { perf, epoch };
  const options = { now: () => at.perf, date: () => new Date(at.epoch), save: async () => {}, clock: sessionQuestionClock(storage) };
  /** Both clocks on by `ms`. */
  const pass = (ms: number) => {
    at.perf += ms;
    at.epoch += ms;
  };
  return { at, options, pass };
}

/** A runner with the question CODE on screen (its table drawn): `resumed`, as taken up again after a reload. */
async function shown(options: DrillRunnerOptions, resumed = false): Promise<ReturnType<typeof useDrillRunner>> {
  const runner = useDrillRunner(options);
  runner.load(CODE, resumed);
  await nextTick();
  return runner;
}

/** Answers the question on screen right (CODE's question: one amount). */
function answerRight(runner: ReturnType<typeof useDrillRunner>): void {
  const right = answerOf(runner.scenario.value!)[0] as { kind: 'amount'; amount: number };
  runner.submitAmount(right.amount);
}

describe('the clock of the question on screen outlives a reload of the window', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('a question taken up again after a reload counts its time from when it was first shown; answered, the clock is gone', async () => {
    const storage = memoryStorage();
    const { at, options, pass } = clocks(storage, 500, 1_800_000_000_000);
    await shown(options);
    expect(sessionQuestionClock(storage).read()).toEqual({ code: CODE, shownAt: at.epoch });
    // 4 s on the question, then the window reloads: a new page's clock (performance.now starts again).
    at.epoch += 4000;
    at.perf = 20;
    const after = await shown(options, true);
    pass(1500);
    answerRight(after);
    expect(after.elapsedMs.value).toBe(5500);
    expect(storage.getItem(QUESTION_CLOCK_KEY)).toBeNull();
    // Shown again later (not after a reload), or answered already: its own clock, from now.
    const again = await shown(options, true);
    pass(700);
    answerRight(again);
    expect(again.elapsedMs.value).toBe(700);
  });

  it("a timed round's pause is not counted after a reload either; another question's clock is not taken", async () => {
    const storage = memoryStorage();
    const { at, options, pass } = clocks(storage, 0, 1_800_000_000_000);
    const before = await shown(options);
    pass(1000);
    before.pause();
    pass(60_000);
    before.unpause();
    pass(1000);
    const after = await shown(options, true);
    answerRight(after);
    expect(after.elapsedMs.value).toBe(2000);
    // The clock kept is another question's: this one starts its own.
    sessionQuestionClock(storage).write({ code: 'PT-stud-4-onl-1.2.5.10-4', shownAt: at.epoch - 9000 });
    const other = await shown(options, true);
    answerRight(other);
    expect(other.elapsedMs.value).toBe(0);
  });

  it('a reload during a pause counts the time up to the pause, not up to the reload', async () => {
    const storage = memoryStorage();
    const { at, options, pass } = clocks(storage, 0, 1_800_000_000_000);
    const before = await shown(options);
    pass(2000);
    before.pause();
    expect(sessionQuestionClock(storage).read()).toEqual({ code: CODE, shownAt: at.epoch - 2000, pausedAt: at.epoch });
    // 30 s on pause, then a reload: the run comes back on pause (the view pauses the runner again).
    at.epoch += 30_000;
    at.perf = 10;
    const after = await shown(options, true);
    after.pause();
    pass(45_000);
    // A second reload, still on pause: still the 2 s.
    at.perf = 10;
    const again = await shown(options, true);
    again.pause();
    pass(5000);
    again.unpause();
    expect(sessionQuestionClock(storage).read()).toEqual({ code: CODE, shownAt: at.epoch - 2000 });
    pass(1000);
    answerRight(again);
    expect(again.elapsedMs.value).toBe(3000);
  });

  it("the page's clock moves by fractions of a ms between two reads: the times kept are whole, and read back", async () => {
    const storage = memoryStorage();
    const warnings: string[] = [];
    const { at, options } = clocks(storage, 100, 1_800_000_000_000);
    // performance.now() as a browser gives it: a little later at every read.
    const keeper = { ...options, now: () => (at.perf += 0.37), clock: sessionQuestionClock(storage, (w) => warnings.push(w)) };
    const runner = await shown(keeper);
    at.epoch += 3000;
    at.perf += 3000;
    runner.pause();
    const kept = sessionQuestionClock(storage).read();
    expect(kept).not.toBeNull();
    expect(Number.isInteger(kept!.shownAt) && Number.isInteger(kept!.pausedAt)).toBe(true);
    expect(kept!.pausedAt! - kept!.shownAt).toBeGreaterThanOrEqual(3000);
    expect(warnings).toEqual([]);
  });

  it('a kept clock that cannot be read is left, with a warning that says what is wrong and where', () => {
    const cases: [string, string][] = [
      ['{"code": "PT-', `${QUESTION_CLOCK_KEY}: not JSON`],
      [JSON.stringify({ code: CODE, shownAt: -4 }), `${QUESTION_CLOCK_KEY}: shownAt: shownAt must be a time`],
      [JSON.stringify({ code: '', shownAt: 4 }), `${QUESTION_CLOCK_KEY}: code: code must be a question code`],
      [JSON.stringify([1]), `${QUESTION_CLOCK_KEY}: not an object`],
      [JSON.stringify({ code: CODE, shownAt: 4, pausedAt: 'soon' }), `${QUESTION_CLOCK_KEY}: pausedAt: pausedAt must be a time`],
    ];
    for (const [text, warning] of cases) {
      const storage = memoryStorage();
      storage.setItem(QUESTION_CLOCK_KEY, text);
      const warnings: string[] = [];
      expect(sessionQuestionClock(storage, (w) => warnings.push(w)).read()).toBeNull();
      expect(warnings, text).toHaveLength(1);
      expect(warnings[0]!.startsWith(warning), warnings[0]).toBe(true);
      expect(warnings[0]).toContain("the question's clock starts again");
    }
    // No storage (a window that refuses it): no clock, no error.
    expect(sessionQuestionClock(undefined).read()).toBeNull();
  });
});
