import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { PROFILES } from '../../core';
import { DEFAULT_RUN, useDrillRunStore, type RunConfig } from './drillRun';
import { SESSION_KEY, keepSessionAcrossReload, readKept } from './keepAcrossReload';
import { useSessionStore } from './session';
import { memoryStorage } from '../testing/memoryStorage';

/** A new page: fresh stores (Pinia), the same window storage. */
function reload(storage: Storage, warnings: string[] = []) {
  setActivePinia(createPinia());
  keepSessionAcrossReload(storage, (w) => warnings.push(w));
  return { session: useSessionStore(), run: useDrillRunStore(), warnings };
}

const timed: RunConfig = { ...DEFAULT_RUN, selector: 'pot', length: { mode: 'timed', minutes: 5 } };
const answer = { drill: 'pot', scenarioCode: 'PT-stud-6-rrc-1.2.5.10-3', correct: true, elapsedMs: 4200 };

describe('the session and the run going on outlive a reload of the window', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('a timed round keeps its clock and count, and the session its answers (a profile of the user\'s included)', () => {
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
    expect(storage.getItem(`${SESSION_KEY}.unreadable`)).toBe('{"results": [');
  });

  it('a bad answer is left out by its index, a run that cannot be set up is dropped, and each says why', () => {
    const run = { config: { ...timed, players: 9 }, startedAt: 0, answered: 0, firstResult: 0, ended: false };
    const { kept, warnings } = readKept(JSON.stringify({ results: [answer, { ...answer, elapsedMs: -1 }], run }));
    expect(kept).toEqual({ results: [answer], run: null });
    expect(warnings).toEqual([
      'bring-in.session results[1]: elapsedMs must be a number >= 0; left out',
      'bring-in.session run: setup.players must be a whole number from 2 to 8, got 9; the drill starts from its setup',
    ]);
    const unknown = { ...run, config: { ...timed, selector: 'poker' } };
    expect(readKept(JSON.stringify({ results: [], run: unknown })).warnings).toEqual(['bring-in.session run: unknown drill "poker"; the drill starts from its setup']);
    const past = { ...run, config: timed, firstResult: 3 };
    expect(readKept(JSON.stringify({ results: [answer], run: past })).warnings).toEqual(['bring-in.session run: firstResult 3 is past the 1 answers kept; the drill starts from its setup']);
  });

  it('nothing kept yet, or no storage at all: a fresh session without warnings', () => {
    expect(reload(storage).warnings).toEqual([]);
    setActivePinia(createPinia());
    expect(() => keepSessionAcrossReload(undefined)).not.toThrow();
    expect(useSessionStore().results).toEqual([]);
  });
});
