import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { useSessionStore } from './session';
import { PlatformError } from '../platform/api';

describe('useSessionStore (session score)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('starts empty, with no accuracy yet', () => {
    const s = useSessionStore();
    expect(s.answered).toBe(0);
    expect(s.right).toBe(0);
    expect(s.accuracy).toBeNull();
  });

  it('counts right / answered and the accuracy', () => {
    const s = useSessionStore();
    s.record({ drill: 'bring-in', scenarioCode: 'stud-6-a', correct: true, elapsedMs: 1200 });
    s.record({ drill: 'bring-in', scenarioCode: 'stud-6-b', correct: false, elapsedMs: 800 });
    s.record({ drill: 'bring-in', scenarioCode: 'stud-6-c', correct: true, elapsedMs: 950 });
    expect(s.answered).toBe(3);
    expect(s.right).toBe(2);
    expect(s.accuracy).toBeCloseTo(2 / 3);
    expect(s.results.map((r) => r.scenarioCode)).toEqual(['stud-6-a', 'stud-6-b', 'stud-6-c']);
  });

  it('refuses an impossible time with a clear error and records nothing', () => {
    const s = useSessionStore();
    expect(() => s.record({ drill: 'bring-in', scenarioCode: 'x', correct: true, elapsedMs: Number.NaN })).toThrow(
      /elapsedMs must be a non-negative number/,
    );
    expect(s.answered).toBe(0);
  });

  it('keep() remembers a failed save and clears it after the next one that works', async () => {
    const s = useSessionStore();
    await s.keep(
      Promise.reject(new PlatformError({ code: 'storage-unavailable', message: "The browser's storage (IndexedDB) is not available" })),
    );
    expect(s.saveError).toBe('storage');
    await s.keep(Promise.resolve());
    expect(s.saveError).toBeNull();
  });

  it('reset clears the session', () => {
    const s = useSessionStore();
    s.record({ drill: 'bring-in', scenarioCode: 'x', correct: true, elapsedMs: 1 });
    s.reset();
    expect(s.answered).toBe(0);
  });

  it('scores the session per drill kind: accuracy, median time, and the missed questions to reopen', () => {
    const s = useSessionStore();
    s.record({ drill: 'pot', scenarioCode: 'PT-1', correct: true, elapsedMs: 4000 });
    s.record({ drill: 'showdown', scenarioCode: 'SD-1', correct: false, elapsedMs: 9000 });
    s.record({ drill: 'pot', scenarioCode: 'PT-2', correct: false, elapsedMs: 1000 });
    s.record({ drill: 'pot', scenarioCode: 'PT-3', correct: true, elapsedMs: 2500 });
    s.record({ drill: 'showdown', scenarioCode: 'SD-1', correct: false, elapsedMs: 5000 });
    expect(s.accuracy).toBe(2 / 5);
    expect(s.byKind).toEqual([
      { drill: 'pot', answered: 3, right: 2, accuracy: 2 / 3, medianMs: 2500 },
      { drill: 'showdown', answered: 2, right: 0, accuracy: 0, medianMs: 7000 },
    ]);
    expect(s.missed.map((m) => m.scenarioCode)).toEqual(['SD-1', 'PT-2']);
    s.reset();
    expect(s.byKind).toEqual([]);
    expect(s.missed).toEqual([]);
  });
});

describe('useSessionStore: what a reload could not read back', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('nothing by default; once told, it stays until dismissed, and a new round (reset) does not hide it', () => {
    const s = useSessionStore();
    expect(s.reloadLoss).toBeNull();
    s.reloadLoss = { all: false, answersLeftOut: 2, answersKept: 1, runLeftOut: false, setAsideAs: 'bring-in.session.unreadable.x' };
    s.reset();
    expect(s.reloadLoss).toMatchObject({ answersLeftOut: 2 });
    s.dismissReloadLoss();
    expect(s.reloadLoss).toBeNull();
  });
});
