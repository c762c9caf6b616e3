import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { bringInSeat, VARIANTS } from '../../../core';
import { useSessionStore } from '../../stores/session';
import type { NewResult } from '../../platform/api';
import { doorCards } from './scenario';
import { useBringInDrill } from './useBringInDrill';

/** A clock the test moves by hand. */
function fakeClock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function seeds(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const keep = () => Promise.resolve();

describe('useBringInDrill', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('keeps each graded answer through the result sink, with seat numbers, whole milliseconds and the language', async () => {
    const clock = fakeClock();
    const saved: NewResult[] = [];
    const drill = useBringInDrill({ now: clock.now, seed: seeds(9), players: 4, save: async (r) => saved.push(r), language: () => 'it' });
    const expected = bringInSeat(doorCards(drill.scenario.value), VARIANTS.stud).answer.seat;
    const wrong = expected === 1 ? 2 : 1;
    clock.advance(1234.6);
    drill.answer(wrong);
    expect(saved).toEqual([
      { drill: 'bring-in', scenarioCode: 'stud-4-9', answer: String(wrong), correctAnswer: String(expected), correct: false, timeMs: 1235, profile: 'dealer', language: 'it' },
    ]);
  });

  it('a failed save keeps the score and says why', async () => {
    const drill = useBringInDrill({ seed: seeds(9), save: () => Promise.reject(new Error('disk full')) });
    drill.answer(1);
    await vi.waitFor(() => expect(useSessionStore().saveError).toBe('disk full'));
    expect(useSessionStore().answered).toBe(1);
  });

  it('grades with core bringInSeat, times the answer and records it in the session', () => {
    const clock = fakeClock();
    const drill = useBringInDrill({ now: clock.now, seed: seeds(7), variant: 'razz', players: 5, save: keep });
    const expected = bringInSeat(doorCards(drill.scenario.value), VARIANTS.razz).answer.seat;
    clock.advance(2300);
    const grade = drill.answer(expected);
    expect(grade?.correct).toBe(true);
    expect(grade?.elapsedMs).toBe(2300);
    expect(drill.answered.value).toBe(true);
    const session = useSessionStore();
    expect(session.tally('bring-in')).toEqual({ answered: 1, right: 1 });
    expect(session.results[0]).toMatchObject({ scenarioCode: drill.scenario.value.code, elapsedMs: 2300 });
  });

  it('takes one answer per scenario and ignores seats that are not at the table', () => {
    const drill = useBringInDrill({ seed: seeds(11), players: 3, save: keep });
    expect(drill.answer(7)).toBeNull();
    expect(drill.answered.value).toBe(false);
    const wrongSeat = drill.scenario.value.seats.find((s) => s.seat !== bringInSeat(doorCards(drill.scenario.value), VARIANTS.stud).answer.seat)!.seat;
    expect(drill.answer(wrongSeat)?.correct).toBe(false);
    expect(drill.answer(wrongSeat)).toBeNull();
    expect(useSessionStore().answered).toBe(1);
  });

  it('deal() starts a new unanswered scenario from the next seed', () => {
    const drill = useBringInDrill({ seed: seeds(1, 2), save: keep });
    const first = drill.scenario.value.code;
    drill.answer(1);
    drill.deal();
    expect(drill.answered.value).toBe(false);
    expect(drill.scenario.value.code).not.toBe(first);
    expect(drill.scenario.value.seed).toBe(2);
  });

  it('setup changes deal a new scenario with that variant and table size', () => {
    const drill = useBringInDrill({ seed: seeds(5), save: keep });
    drill.setPlayers(2);
    expect(drill.scenario.value.seats).toHaveLength(2);
    drill.setVariant('stud8');
    expect(drill.scenario.value.variant).toBe('stud8');
    expect(drill.scenario.value.code).toBe('stud8-2-5');
  });

  it('load(code) replays a scenario and adopts its setup; a bad code changes nothing', () => {
    const drill = useBringInDrill({ seed: seeds(3), save: keep });
    expect(drill.load('razz-4-abc')).toBe(true);
    expect(drill.scenario.value.code).toBe('razz-4-abc');
    expect(drill.variant.value).toBe('razz');
    expect(drill.players.value).toBe(4);
    expect(drill.load('razz-12-abc')).toBe(false);
    expect(drill.scenario.value.code).toBe('razz-4-abc');
  });
});
