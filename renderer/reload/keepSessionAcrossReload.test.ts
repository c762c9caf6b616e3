import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { PROFILES } from '../../core';
import { DEFAULT_RUN, useDrillRunStore, type RunConfig } from '../stores/drillRun';
import {
  MAX_UNREADABLE_COPIES,
  SESSION_KEY,
  UNREADABLE_PREFIX,
  keepSessionAcrossReload,
  readKept,
  unreadableCopies,
} from './keepSessionAcrossReload';
import { useSessionStore } from '../stores/session';
import { memoryStorage } from '../testing/memoryStorage';
import { testPage } from '../testing/pageLifecycle';

/** The page open now (the next frame painted: paint()). */
let page = testPage();
const paint = (): void => page.paint();

/** A new page (the last one left: pagehide): fresh stores (Pinia), the same window storage. */
function reload(storage: Storage, warnings: string[] = [], now = new Date('2026-05-01T10:00:00.000Z')) {
  page.leave();
  page = testPage();
  setActivePinia(createPinia());
  keepSessionAcrossReload(storage, { warn: (w) => warnings.push(w), now: () => now, ...page.options });
  return { session: useSessionStore(), run: useDrillRunStore(), warnings };
}

const timed: RunConfig = { ...DEFAULT_RUN, selector: 'pot', length: { mode: 'timed', minutes: 5 } };
const answer = { drill: 'pot', scenarioCode: 'PT-stud-6-rrc-1.2.5.10-3', correct: true, elapsedMs: 4200 };

describe('the session and the run going on outlive a reload of the window', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("a timed round keeps its clock and count, and the session its answers (a profile of the user's included)", () => {
    const before = reload(storage);
    const mine = { ...PROFILES.tda, id: 'custom:room-ab12', name: { en: 'Room', es: 'Room', it: 'Room' } };
    before.session.record(answer);
    before.run.start({ ...timed, profile: mine }, 1_000, 1);
    before.session.record({ ...answer, correct: false });
    before.run.countAnswer();

    const after = reload(storage);
    expect(after.warnings).toEqual([]);
    expect(after.session.results).toEqual([answer, { ...answer, correct: false }]);
    expect(after.run.config).toEqual({ ...timed, profile: mine });
    expect(after.run.answered).toBe(1);
    expect(after.run.firstResult).toBe(1);
    expect(after.run.remainingMs(61_000)).toBe(before.run.remainingMs(61_000));
    expect(after.run.isOver(400_000)).toBe(true);
    // The drill learns once that the run was carried on (it then deals past a question already answered).
    expect(after.run.takeResumed()).toBe(true);
    expect(after.run.takeResumed()).toBe(false);
    expect(before.run.takeResumed()).toBe(false);
  });

  it('a round on pause stays on pause, its clock where it stopped; the answer given is kept with each result', () => {
    const before = reload(storage);
    before.session.record({ ...answer, correct: false, answer: 'seat 3 / B' });
    before.run.start(timed, 1_000, 0);
    before.run.pause(61_000);
    const after = reload(storage);
    expect(after.warnings).toEqual([]);
    expect(after.session.results).toEqual([{ ...answer, correct: false, answer: 'seat 3 / B' }]);
    expect(after.run.paused).toBe(true);
    expect(after.run.remainingMs(500_000)).toBe(240_000);
    after.run.unpause(100_000);
    expect(after.run.remainingMs(100_000)).toBe(240_000);
    // A run kept before pauses existed reads as never paused.
    const old = { config: timed, startedAt: 0, answered: 0, firstResult: 0, ended: false };
    expect(readKept(JSON.stringify({ results: [], run: old }))).toEqual({ kept: { results: [], run: old }, warnings: [] });
    const bad = (run: object) =>
      readKept(JSON.stringify({ results: [{ ...answer, answer: 3 }], run: { ...old, ...run } })).warnings.map((w) => w.message);
    expect(bad({ pausedAt: -5 })).toEqual([
      'bring-in.session results[0]: answer must be a text; left out',
      'bring-in.session run: pausedAt must be a whole number >= 0 or null; the drill starts from its setup',
    ]);
    expect(bad({ pausedMs: 'x' })[1]).toBe('bring-in.session run: pausedMs must be a whole number >= 0; the drill starts from its setup');
  });

  it('the answers are written once the verdict is painted, all the changes before it in one write; a reload before that still keeps them', () => {
    const writes: string[] = [];
    const counting = memoryStorage();
    const setItem = counting.setItem.bind(counting);
    counting.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    const before = reload(counting);
    before.session.record(answer);
    before.run.start(timed, 1_000, 1);
    before.run.countAnswer();
    expect(writes).toEqual([]);
    paint();
    expect(writes).toEqual([SESSION_KEY]);
    expect(JSON.parse(counting.getItem(SESSION_KEY)!).results).toEqual([answer]);
    paint();
    expect(writes).toHaveLength(1);
    // Answered, and the window reloaded before the next frame: the page's leaving writes it.
    before.session.record({ ...answer, correct: false });
    const after = reload(counting);
    expect(after.session.results).toEqual([answer, { ...answer, correct: false }]);
    expect(after.run.answered).toBe(1);
  });

  it('a run ended ("End and see summary") or stopped stays so after the reload', () => {
    const before = reload(storage);
    before.run.start(timed, 0, 0);
    before.run.end();
    expect(reload(storage).run.isOver(0)).toBe(true);
    reload(storage).run.stop();
    expect(reload(storage).run.active).toBe(false);
  });

  it('text that is not JSON: a fresh session, a warning naming the key, and the text set aside', () => {
    storage.setItem(SESSION_KEY, '{"results": [');
    const { session, run, warnings } = reload(storage);
    expect(session.results).toEqual([]);
    expect(run.active).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^bring-in\.session is not JSON \(.+\): the session starts afresh$/);
    expect(storage.getItem(`${SESSION_KEY}.unreadable.2026-05-01T10:00:00.000Z`)).toBe('{"results": [');
    // The screens are told, counted, not in English words.
    expect(session.reloadLoss).toEqual({
      all: true,
      answersLeftOut: 0,
      answersKept: 0,
      runLeftOut: false,
      setAsideAs: 'bring-in.session.unreadable.2026-05-01T10:00:00.000Z',
    });
  });

  it('each unreadable text is set aside under a key of its own; only the last few copies are kept, the oldest go first', () => {
    const texts = ['{"results": [', 'null', '[1,2', '{"results": {}}', 'oops'];
    texts.forEach((text, k) => {
      storage.setItem(SESSION_KEY, text);
      reload(storage, [], new Date(Date.UTC(2026, 4, 1, 10, k)));
    });
    const copies = unreadableCopies(storage);
    expect(copies).toHaveLength(MAX_UNREADABLE_COPIES);
    expect(copies.map((key) => storage.getItem(key))).toEqual(texts.slice(-MAX_UNREADABLE_COPIES));
    expect(copies[0]).toBe(`${UNREADABLE_PREFIX}.2026-05-01T10:02:00.000Z`);
    // Two in the same millisecond (two windows' worth of clock) do not overwrite each other.
    const other = memoryStorage();
    for (const text of ['a', 'b']) {
      other.setItem(SESSION_KEY, text);
      reload(other);
    }
    expect(unreadableCopies(other).map((key) => [key, other.getItem(key)])).toEqual([
      [`${UNREADABLE_PREFIX}.2026-05-01T10:00:00.000Z`, 'a'],
      [`${UNREADABLE_PREFIX}.2026-05-01T10:00:00.000Z#2`, 'b'],
    ]);
  });

  it('a copy from before copies had times counts as the oldest; a full storage makes room by dropping the oldest copy', () => {
    const full = memoryStorage();
    full.setItem(UNREADABLE_PREFIX, 'legacy');
    full.setItem(`${UNREADABLE_PREFIX}.2026-04-01T00:00:00.000Z`, 'april');
    const setItem = full.setItem.bind(full);
    // Room for two copies only.
    full.setItem = (key, value) => {
      if (key.startsWith(UNREADABLE_PREFIX) && unreadableCopies(full).length >= 2) throw new Error('QuotaExceededError');
      setItem(key, value);
    };
    setItem(SESSION_KEY, 'torn');
    const { session } = reload(full);
    expect(unreadableCopies(full).map((key) => full.getItem(key))).toEqual(['april', 'torn']);
    expect(session.reloadLoss?.setAsideAs).toBe(`${UNREADABLE_PREFIX}.2026-05-01T10:00:00.000Z`);
  });

  it('a storage that refuses every write: the notice says the text could not be set aside, and the console why', () => {
    const refusing = memoryStorage(true);
    refusing.items.set(SESSION_KEY, JSON.stringify({ results: [answer, { ...answer, correct: 'yes' }], run: null }));
    const { session, warnings } = reload(refusing);
    expect(session.results).toEqual([answer]);
    expect(session.reloadLoss).toEqual({ all: false, answersLeftOut: 1, answersKept: 1, runLeftOut: false, setAsideAs: null });
    expect(warnings).toContain('bring-in.session: the unreadable text could not be set aside (QuotaExceededError)');
  });

  it('a storage that cannot be read at all: the session starts afresh and the notice says all was lost', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    const { session, warnings } = reload(broken);
    expect(warnings[0]).toBe('bring-in.session cannot be read: SecurityError');
    expect(session.reloadLoss).toEqual({ all: true, answersLeftOut: 0, answersKept: 0, runLeftOut: false, setAsideAs: null });
  });

  it('answers and the run left out are counted for the notice, beside what was kept', () => {
    const run = { config: { ...timed, players: 9 }, startedAt: 0, answered: 0, firstResult: 0, ended: false };
    storage.setItem(
      SESSION_KEY,
      JSON.stringify({ results: [answer, { ...answer, elapsedMs: -1 }, null, { ...answer, correct: false }, 7], run }),
    );
    const { session, run: after } = reload(storage);
    expect(session.results).toEqual([answer, { ...answer, correct: false }]);
    expect(after.active).toBe(false);
    expect(session.reloadLoss).toEqual({
      all: false,
      answersLeftOut: 3,
      answersKept: 2,
      runLeftOut: true,
      setAsideAs: `${UNREADABLE_PREFIX}.2026-05-01T10:00:00.000Z`,
    });
    session.dismissReloadLoss();
    expect(session.reloadLoss).toBeNull();
    // The answers kept are written back: the next reload reads everything and tells nothing.
    expect(reload(storage).session.reloadLoss).toBeNull();
  });

  it('a bad answer is left out by its index, a run that cannot be set up is dropped, and each says why', () => {
    const run = { config: { ...timed, players: 9 }, startedAt: 0, answered: 0, firstResult: 0, ended: false };
    const { kept, warnings } = readKept(JSON.stringify({ results: [answer, { ...answer, elapsedMs: -1 }], run }));
    expect(kept).toEqual({ results: [answer], run: null });
    expect(warnings).toEqual([
      { part: 'answer', index: 1, message: 'bring-in.session results[1]: elapsedMs must be a number >= 0; left out' },
      {
        part: 'run',
        message: 'bring-in.session run: setup.players must be a whole number from 2 to 8, got 9; the drill starts from its setup',
      },
    ]);
    const messages = (text: string) => readKept(text).warnings.map((w) => w.message);
    const unknown = { ...run, config: { ...timed, selector: 'poker' } };
    expect(messages(JSON.stringify({ results: [], run: unknown }))).toEqual([
      'bring-in.session run: unknown drill "poker"; the drill starts from its setup',
    ]);
    const past = { ...run, config: timed, firstResult: 3 };
    expect(messages(JSON.stringify({ results: [answer], run: past }))).toEqual([
      'bring-in.session run: firstResult 3 is past the 1 answers kept; the drill starts from its setup',
    ]);
  });

  it('nothing kept yet, or no storage at all: a fresh session without warnings', () => {
    const fresh = reload(storage);
    expect(fresh.warnings).toEqual([]);
    expect(fresh.session.reloadLoss).toBeNull();
    setActivePinia(createPinia());
    expect(() => keepSessionAcrossReload(undefined)).not.toThrow();
    expect(useSessionStore().results).toEqual([]);
  });
});
