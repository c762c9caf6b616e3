import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'vue';
import { IDBFactory } from 'fake-indexeddb';
import { createPinia, setActivePinia } from 'pinia';
import { answerOf, customProfile, DEFAULT_STRUCTURE, DRILL_KINDS, PROFILES, type DrillSetup, type Locale } from '../../../core';
import { useSessionStore } from '../../stores/session';
import type { NewResult } from '../../platform/api';
import { createBrowserPlatform } from '../../platform/browser-store';
import { DEFAULT_RUN, type RunConfig } from '../../stores/drillRun';
import { useDrillRunner } from './useDrillRunner';

const SETUP: DrillSetup = { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE };

function counter(start = 1) {
  let n = start;
  return () => n++;
}

describe('useDrillRunner', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('keeps each graded answer at once: drill, code, answers in compact form, right/wrong, whole ms, profile, language, timestamp, trainee, street, rules and the lessons it practises', () => {
    let t = 100;
    const saved: NewResult[] = [];
    const runner = useDrillRunner({
      now: () => t,
      seed: counter(),
      save: async (r) => saved.push(r),
      language: () => 'it',
      date: () => new Date('2026-12-01T02:00:00Z'),
      trainee: () => 'ana-k3x9',
    });
    expect(runner.load('PT-stud-4-onl-1.2.5.10-3')).toBe(true);
    const right = answerOf(runner.scenario.value!)[0] as { kind: 'amount'; amount: number };
    t += 2345.4;
    expect(runner.submitAmount(right.amount + 5)).toBe(true);
    expect(saved).toEqual([
      {
        drill: 'pot',
        scenarioCode: 'PT-stud-4-onl-1.2.5.10-3',
        answer: String(right.amount + 5),
        correctAnswer: String(right.amount),
        correct: false,
        timeMs: 2345,
        profile: 'online',
        language: 'it',
        timestamp: '2026-12-01T02:00:00.000Z',
        trainee: 'ana-k3x9',
        street: runner.scenario.value!.street,
        rules: [...runner.graded.value!.rules],
        // A pot count practises the lesson on the pot and side pots.
        lessons: ['pots'],
      },
    ]);
    expect(saved[0]!.rules!.length).toBeGreaterThan(0);
    // The session keeps the answer given too (the summary shows a missed question with it).
    expect(useSessionStore().results).toEqual([
      { drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: false, elapsedMs: 2345.4, answer: String(right.amount + 5) },
    ]);
  });

  it("a question left open for more than a day is still graded and kept (by the real store's contract) with the longest time it takes, 24 h", async () => {
    let t = 0;
    const platform = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const runner = useDrillRunner({ now: () => t, seed: counter(), save: (r) => platform.saveResult(r) });
    runner.load('PT-stud-4-onl-1.2.5.10-3');
    const right = answerOf(runner.scenario.value!)[0] as { kind: 'amount'; amount: number };
    t += 25 * 60 * 60 * 1000 + 0.6;
    expect(runner.submitAmount(right.amount)).toBe(true);
    expect(runner.graded.value?.correct).toBe(true);
    expect(runner.elapsedMs.value).toBe(24 * 60 * 60 * 1000);
    await vi.waitFor(async () => expect((await platform.loadResults()).results).toHaveLength(1));
    expect((await platform.loadResults()).results[0]).toMatchObject({ drill: 'pot', correct: true, timeMs: 24 * 60 * 60 * 1000 });
    const session = useSessionStore();
    expect(session.results).toEqual([
      {
        drill: 'pot',
        scenarioCode: 'PT-stud-4-onl-1.2.5.10-3',
        correct: true,
        elapsedMs: 24 * 60 * 60 * 1000,
        answer: String(right.amount),
      },
    ]);
    expect(session.saveError).toBeNull();
  });

  it('a save the store refuses is logged with its raw text; the session keeps only the reason (never the validation text)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const platform = createBrowserPlatform({ indexedDB: new IDBFactory() });
    // A profile id the store refuses stands for any payload the contract rejects.
    const runner = useDrillRunner({ seed: counter(), save: (r) => platform.saveResult({ ...r, profile: 'Not A Slug' }) });
    runner.load('PT-stud-4-onl-1.2.5.10-3');
    runner.submitAmount(0);
    const session = useSessionStore();
    await vi.waitFor(() => expect(session.saveError).not.toBeNull());
    expect(session.saveError).toBe('invalid');
    expect(session.answered).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      'Bring-In: the answer was not saved:',
      expect.objectContaining({ code: 'invalid-payload', message: expect.stringMatching(/^Invalid payload for saveResult: profile:/) }),
    );
    warn.mockRestore();
  });

  it('an answer under a profile of the user\'s is kept with its id as a slug ("custom:casino-nord-k3x9" as "custom-casino-nord-k3x9")', () => {
    const saved: NewResult[] = [];
    const runner = useDrillRunner({ seed: counter(), save: async (r) => saved.push(r) });
    const mine = customProfile(PROFILES.tda, { runOut: 'online' }, 'Casino Nord', 'custom:casino-nord-k3x9');
    expect(runner.deal('pot', { ...SETUP, rules: mine })).toBe(true);
    expect(runner.scenario.value!.rules).toEqual(mine);
    runner.submitAmount(0);
    expect(saved[0]).toMatchObject({ drill: 'pot', profile: 'custom-casino-nord-k3x9' });
    expect(saved[0]!.scenarioCode).toMatch(/^PT-stud-6-h\d{13}-/);
  });

  it('a seat order: only candidate seats and offered specials are taken, undo removes the last tap, done grades', () => {
    const runner = useDrillRunner({ seed: counter(), save: async () => {} });
    runner.load('DO-stud-6-tda-1.2.5.10-42');
    const part = runner.part.value!;
    if (part.kind !== 'seat-order') throw new Error('expected a seat-order part');
    // Every seat of the table is a candidate (a card to a folded seat is a mistake to grade); a seat past the table is not.
    expect(part.candidates).toEqual([0, 1, 2, 3, 4, 5]);
    const outsider = 6;
    runner.pickSeat(outsider);
    runner.tapSpecial('burn');
    runner.pickSeat(part.candidates[0]!);
    runner.pickSeat(part.candidates[1]!);
    runner.undoTap();
    expect(runner.draft.value).toEqual(['burn', part.candidates[0]]);
    expect(runner.submitOrder()).toBe(true);
    expect(runner.graded.value?.correct).toBe(false);
    expect(runner.submitOrder()).toBe(false);
  });

  it('refuses amounts that are not whole chips, and answers of the wrong kind for the part', () => {
    const runner = useDrillRunner({ seed: counter(), save: async () => {} });
    runner.load('PT-stud-4-onl-1.2.5.10-3');
    expect(runner.submitAmount(-1)).toBe(false);
    expect(runner.submitAmount(2.5)).toBe(false);
    runner.pickChoice('A');
    runner.pickSeat(0);
    expect(runner.graded.value).toBeNull();
    expect(useSessionStore().answered).toBe(0);
  });

  it('a bad code changes nothing and says what is wrong', () => {
    const runner = useDrillRunner({ seed: counter(), save: async () => {} });
    expect(runner.load('XX-stud-6-tda-1.2.5.10-1')).toBe(false);
    expect(runner.problem.value).toMatch(/unknown drill "XX"/);
    expect(runner.scenario.value).toBeNull();
  });

  it("the problem is said in the question's language, and follows it when the language changes", () => {
    const language = ref<Locale>('es');
    const runner = useDrillRunner({ seed: counter(), save: async () => {}, language: () => language.value });
    expect(runner.load('FA-stud-6-tda-1.20.5.10-1')).toBe(false);
    expect(runner.problem.value).toBe(
      'código de escenario erróneo "FA-stud-6-tda-1.20.5.10-1": el bring-in (20) no puede superar la apuesta pequeña (5)',
    );
    language.value = 'it';
    expect(runner.problem.value).toBe(
      'codice di scenario errato "FA-stud-6-tda-1.20.5.10-1": il bring-in (20) non può superare la puntata piccola (5)',
    );
    expect(runner.load('BI-razz-5-tda-1.2.5.10-7')).toBe(true);
    expect(runner.problem.value).toBeNull();
  });

  it('the mixed drill leans toward the kinds missed in this session (pickMixedKind over the session results)', () => {
    const session = useSessionStore();
    for (const kind of DRILL_KINDS)
      for (let k = 0; k < 20; k++) session.record({ drill: kind, scenarioCode: `${kind}-${k}`, correct: kind !== 'pot', elapsedMs: 1 });
    const runner = useDrillRunner({ seed: counter(7), save: async () => {} });
    const counts = new Map<string, number>();
    for (let q = 0; q < 40; q++) {
      expect(runner.deal('mixed', SETUP)).toBe(true);
      counts.set(runner.scenario.value!.kind, (counts.get(runner.scenario.value!.kind) ?? 0) + 1);
    }
    // Weights: pot 21/22, every other kind 1/22: pot is expected about 30 times in 40.
    expect(counts.get('pot') ?? 0).toBeGreaterThan(20);
  });

  describe('the next question prepared while the verdict is read (prepare, then dealRun)', () => {
    const RUN: RunConfig = { ...DEFAULT_RUN, selector: 'legal-action' };
    const answerRight = (runner: ReturnType<typeof useDrillRunner>) => {
      for (const response of answerOf(runner.scenario.value!)) {
        if (response.kind === 'choice') runner.pickChoice(response.letter);
        if (response.kind === 'amount') runner.submitAmount(response.amount);
      }
      expect(runner.graded.value?.correct).toBe(true);
    };

    it('Next shows the question prepared for that run and count, and builds no other', () => {
      const seeds = vi.fn(counter(11));
      const runner = useDrillRunner({ seed: seeds, save: async () => {} });
      expect(runner.dealRun(RUN, 0)).toBe(true);
      answerRight(runner);
      runner.prepare(RUN, 1);
      const prepared = runner.upcoming.value!.scenario;
      // Preparing again for the same run and count keeps it (no seed taken).
      const taken = seeds.mock.calls.length;
      runner.prepare(RUN, 1);
      expect(runner.upcoming.value!.scenario).toBe(prepared);
      expect(runner.dealRun(RUN, 1)).toBe(true);
      expect(runner.scenario.value).toBe(prepared);
      expect(seeds.mock.calls.length).toBe(taken);
      expect(runner.upcoming.value).toBeNull();
      expect(runner.graded.value).toBeNull();
      expect(runner.source.value).toBe('new');
    });

    it('a question prepared for another run or count is not shown (a new one is dealt), nor one dropped by clear()', () => {
      const runner = useDrillRunner({ seed: counter(21), save: async () => {} });
      runner.dealRun(RUN, 0);
      runner.prepare(RUN, 1);
      const prepared = runner.upcoming.value!.scenario;
      expect(runner.dealRun({ ...RUN }, 1)).toBe(true);
      expect(runner.scenario.value).not.toBe(prepared);
      runner.prepare(RUN, 2);
      const again = runner.upcoming.value!.scenario;
      expect(runner.dealRun(RUN, 3)).toBe(true);
      expect(runner.scenario.value).not.toBe(again);
      runner.prepare(RUN, 4);
      runner.clear();
      expect(runner.upcoming.value).toBeNull();
    });

    it("a review run's next question is the deck's next code, prepared or not; at the deck's end there is none", () => {
      const deck = ['PT-stud-4-onl-1.2.5.10-3', 'BI-razz-5-tda-1.2.5.10-7'];
      const runner = useDrillRunner({ seed: counter(), save: async () => {} });
      const review: RunConfig = { ...RUN, selector: 'mixed', deck };
      expect(runner.dealRun(review, 0)).toBe(true);
      runner.prepare(review, 1);
      expect(runner.upcoming.value).toMatchObject({ source: 'review', answered: 1 });
      expect(runner.upcoming.value!.scenario.code).toBe(deck[1]);
      expect(runner.dealRun(review, 1)).toBe(true);
      expect(runner.scenario.value!.code).toBe(deck[1]);
      expect(runner.source.value).toBe('review');
      runner.prepare(review, 2);
      expect(runner.upcoming.value).toBeNull();
      expect(runner.dealRun(review, 2)).toBe(false);
    });

    it('a setup the engine refuses prepares nothing, and Next then says why', () => {
      const runner = useDrillRunner({ seed: counter(), save: async () => {}, language: () => 'en' });
      const refused: RunConfig = { ...RUN, structure: { ...DEFAULT_STRUCTURE, bringIn: 20 } };
      runner.prepare(refused, 0);
      expect(runner.upcoming.value).toBeNull();
      expect(runner.dealRun(refused, 0)).toBe(false);
      expect(runner.problem.value).toMatch(/bringIn \(20\) cannot exceed the small bet/);
    });
  });
});
