import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { DEFAULT_RUN, structureFromSlug, structureSlug, useDrillRunStore, type RunConfig } from './drillRun';

const config = (length: RunConfig['length']): RunConfig => ({ ...DEFAULT_RUN, selector: 'pot', length });

describe('drill run store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('a run of N questions is over after N answers', () => {
    const run = useDrillRunStore();
    run.start(config({ mode: 'questions', count: 2 }), 0, 5);
    expect(run.firstResult).toBe(5);
    expect(run.isOver(0)).toBe(false);
    run.countAnswer();
    expect(run.isOver(0)).toBe(false);
    run.countAnswer();
    expect(run.isOver(0)).toBe(true);
    expect(run.remainingMs(0)).toBeNull();
  });

  it('a timed round counts down and is over when the time is up', () => {
    const run = useDrillRunStore();
    run.start(config({ mode: 'timed', minutes: 2 }), 1000, 0);
    expect(run.remainingMs(61_000)).toBe(60_000);
    expect(run.isOver(61_000)).toBe(false);
    expect(run.remainingMs(500_000)).toBe(0);
    // A clock read just before the start (the view ticks once a second) shows the whole round, never more.
    expect(run.remainingMs(400)).toBe(120_000);
    expect(run.isOver(121_000)).toBe(true);
  });

  it('a timed round on pause: the clock stands still, and runs on from there once resumed', () => {
    const run = useDrillRunStore();
    run.start(config({ mode: 'timed', minutes: 2 }), 0, 0);
    run.pause(30_000);
    expect(run.paused).toBe(true);
    expect(run.remainingMs(30_000)).toBe(90_000);
    expect(run.remainingMs(1_000_000)).toBe(90_000);
    expect(run.isOver(1_000_000)).toBe(false);
    run.unpause(200_000);
    expect(run.paused).toBe(false);
    expect(run.remainingMs(210_000)).toBe(80_000);
    // A second pause adds up.
    run.pause(220_000);
    run.unpause(320_000);
    expect(run.remainingMs(320_000)).toBe(70_000);
    expect(run.isOver(390_000)).toBe(true);
    // Once over, or in a run of questions, there is nothing to pause; a new start is never on pause.
    run.pause(400_000);
    expect(run.paused).toBe(false);
    run.start(config({ mode: 'questions', count: 3 }), 0, 0);
    run.pause(10);
    expect(run.paused).toBe(false);
    run.start(config({ mode: 'timed', minutes: 1 }), 0, 0);
    run.pause(10);
    run.start(config({ mode: 'timed', minutes: 1 }), 20, 0);
    expect([run.paused, run.remainingMs(20)]).toEqual([false, 60_000]);
  });

  it('refuses a bad setup or length, saying what is wrong', () => {
    const run = useDrillRunStore();
    expect(() => run.start({ ...config({ mode: 'questions', count: 3 }), players: 9 }, 0, 0)).toThrow(
      /players must be a whole number from 2 to 8/,
    );
    expect(() => run.start(config({ mode: 'questions', count: 0 }), 0, 0)).toThrow(/number of questions/);
    expect(() => run.start(config({ mode: 'timed', minutes: 0 }), 0, 0)).toThrow(/minutes > 0/);
    expect(run.active).toBe(false);
  });

  it('end() makes the run over before its length is up, keeping its setup (the summary offers another round); a new start is not over', () => {
    const run = useDrillRunStore();
    run.start(config({ mode: 'questions', count: 10 }), 0, 0);
    run.countAnswer();
    run.end();
    expect(run.isOver(0)).toBe(true);
    expect(run.config?.selector).toBe('pot');
    run.start(config({ mode: 'timed', minutes: 5 }), 0, 1);
    expect(run.isOver(1000)).toBe(false);
  });

  it('stop() ends the run', () => {
    const run = useDrillRunStore();
    run.start(config({ mode: 'questions', count: 3 }), 0, 0);
    expect(run.active).toBe(true);
    run.stop();
    expect(run.active).toBe(false);
  });
});

describe('structure slugs (settings)', () => {
  it('round-trip', () => {
    const s = { ante: 5, bringIn: 10, smallBet: 25, bigBet: 50 };
    expect(structureSlug(s)).toBe('5-10-25-50');
    expect(structureFromSlug('5-10-25-50')).toEqual(s);
  });
  it('anything else reads as null (the default structure stays)', () => {
    expect(structureFromSlug('fixed-limit')).toBeNull();
    expect(structureFromSlug('1-20-5-10')).toBeNull();
    expect(structureFromSlug('1-2-5')).toBeNull();
  });
});
