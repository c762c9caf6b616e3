import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { PROFILES, type ExamSpec } from '../../core';
import { composeExam } from '../exams/composeExam';
import { readExamFile, sealed, type ExamFile } from '../exams/examFile';
import { unanswered } from '../exams/examPlan';
import { useExamStore } from '../stores/exam';
import { memoryStorage } from '../testing/memoryStorage';
import { testPage } from '../testing/pageLifecycle';
import { EXAM_KEY, EXAM_UNREADABLE_KEY, keepExamAcrossReload, readKeptExam } from './keptExam';

const spec: ExamSpec = {
  title: 'Stud check',
  kinds: ['bring-in', 'pot'],
  variants: ['stud'],
  players: 5,
  rules: 'tda',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  questions: 3,
  minutes: 10,
  passPercent: 80,
  reasons: 'end',
  hands: { variant: 'stud', count: 1, mode: 'guided' },
};
const make = { id: 'exam-0001-abcd', seed: 42, now: new Date('2026-12-01T09:00:00Z'), appVersion: '0.1.0' };

async function examFile(s: ExamSpec = spec): Promise<ExamFile> {
  const read = await readExamFile(await composeExam(s, PROFILES.tda, make), 'stud-check.json');
  if (!read.ok) throw new Error('the composed exam does not read back');
  return read.value;
}

/** The page open now (the next frame painted: paint()). */
let page = testPage();
const paint = (): void => page.paint();

/** A new page (the last one left: pagehide): fresh stores (Pinia), the same window storage. */
async function reload(storage: Storage, warnings: string[] = []) {
  page.leave();
  page = testPage();
  setActivePinia(createPinia());
  await keepExamAcrossReload(storage, { warn: (w) => warnings.push(w), ...page.options });
  return { store: useExamStore(), warnings };
}

/** The exam's item `k` answered (wrong, as a time-out would: the answer's shape is what matters here). */
const answerTo = (store: ReturnType<typeof useExamStore>, k: number) => ({
  ...unanswered(store.plan[k]!),
  answer: 'seat 2',
  timeMs: 1200 + k,
});

describe('the exam being taken outlives a reload of the window', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("the same exam, its answers so far (questions and a whole hand's steps), and its clock from the real start", async () => {
    const before = await reload(storage);
    before.store.open(await examFile(), 'stud-check.json');
    before.store.start(1_000_000);
    for (let k = 0; k < 4; k++) before.store.record(answerTo(before.store, k));
    expect(before.store.answers).toHaveLength(4);
    // The 4th answer is the first step of the whole hand.
    expect(before.store.plan[3]!.hand).toBe(0);

    const after = await reload(storage);
    expect(after.warnings).toEqual([]);
    expect(after.store.reloadLoss).toBeNull();
    expect(after.store.exam).toEqual(before.store.exam);
    expect(after.store.fileName).toBe('stud-check.json');
    expect(after.store.answers).toEqual(before.store.answers);
    expect(after.store.plan.map((i) => i.code)).toEqual(before.store.plan.map((i) => i.code));
    // The clock is not restarted: the reload gives no extra time.
    expect(after.store.startedAt).toBe(1_000_000);
    expect(after.store.running).toBe(true);
    // It goes on where it was: the next answer is the hand's second step.
    after.store.record(answerTo(after.store, 4));
    expect((await reload(storage)).store.answers).toHaveLength(5);
  });

  it('a version 1 exam (questions only) comes back as it was read, with no whole hands', async () => {
    const before = await reload(storage);
    const { hands: _h, ...v2 } = spec;
    // A version 1 file as it was written: no list of hands, sealed with its own checksum.
    const { hands: _none, checksum: _c, ...content } = JSON.parse(await composeExam(v2, PROFILES.tda, make)) as Record<string, unknown>;
    const read = await readExamFile(await sealed({ ...content, version: 1 }), 'old.json');
    if (!read.ok) throw new Error('the version 1 exam does not read back');
    before.store.open(read.value, 'old.json');
    before.store.start(5);
    const after = await reload(storage);
    expect(after.warnings).toEqual([]);
    expect(after.store.exam?.hands).toEqual([]);
    expect(after.store.exam?.version).toBe(1);
  });

  it("closing the exam removes it from the window's storage", async () => {
    const before = await reload(storage);
    before.store.open(await examFile(), 'stud-check.json');
    // Written once the exam is on screen (the next frame), not in the middle of showing it.
    expect(storage.getItem(EXAM_KEY)).toBeNull();
    paint();
    expect(storage.getItem(EXAM_KEY)).not.toBeNull();
    before.store.close();
    paint();
    expect(storage.getItem(EXAM_KEY)).toBeNull();
    expect((await reload(storage)).store.exam).toBeNull();
  });

  it('a corrupt kept exam is dropped with a warning that says what is wrong and where, set aside, and the store says so; nothing throws', async () => {
    const good = await reload(storage);
    good.store.open(await examFile(), 'stud-check.json');
    good.store.start(1_000);
    good.store.record(answerTo(good.store, 0));
    paint();
    const text = storage.getItem(EXAM_KEY)!;
    const kept = JSON.parse(text) as Record<string, unknown> & { answers: Record<string, unknown>[]; exam: Record<string, unknown> };
    const cases: [string, string][] = [
      [text.slice(0, 30), `${EXAM_KEY}: not JSON`],
      [
        JSON.stringify({ ...kept, startedAt: -5 }),
        `${EXAM_KEY}: startedAt: startedAt and finishedAt must be whole numbers >= 0 or null; the exam in progress is dropped`,
      ],
      [
        JSON.stringify({ ...kept, exam: { ...kept.exam, questions: ['XX-nope'] } }),
        `${EXAM_KEY}: exam.questions.0: not a scenario code this version can open; the exam in progress is dropped`,
      ],
      [JSON.stringify({ ...kept, answers: [{ ...kept.answers[0], correct: 'yes' }] }), `${EXAM_KEY}: answers.0`],
      [
        JSON.stringify({ ...kept, answers: [{ ...kept.answers[0], code: 'BI-stud-5-tda-1.2.5.10-1' }] }),
        `${EXAM_KEY}: answers.0: BI-stud-5-tda-1.2.5.10-1 is not the exam's item 1`,
      ],
      [
        JSON.stringify({ ...kept, startedAt: null }),
        `${EXAM_KEY}: startedAt: null, but the exam has answers or an end; the exam in progress is dropped`,
      ],
      [JSON.stringify({ ...kept, finishedAt: 10 }), `${EXAM_KEY}: finishedAt: before startedAt; the exam in progress is dropped`],
      // Edited in the window's storage: each field still valid, but not the exam whose checksum was checked on opening.
      [
        JSON.stringify({ ...kept, exam: { ...kept.exam, passPercent: 10 } }),
        `${EXAM_KEY}: exam: its checksum does not match its content (edited since it was opened); the exam in progress is dropped`,
      ],
      [JSON.stringify({ ...kept, exam: { ...kept.exam, minutes: null } }), `${EXAM_KEY}: exam: its checksum does not match its content`],
    ];
    for (const [bad, warning] of cases) {
      expect((await readKeptExam(bad)).kept).toBeNull();
      storage.setItem(EXAM_KEY, bad);
      const after = await reload(storage);
      expect(after.warnings, bad).toHaveLength(1);
      expect(after.warnings[0]!.startsWith(warning), after.warnings[0]).toBe(true);
      expect(after.store.exam).toBeNull();
      // An exam whose checksum no longer matches was read, but edited: the notice says so.
      expect(after.store.reloadLoss).toEqual({ setAsideAs: EXAM_UNREADABLE_KEY, edited: warning.includes('checksum') });
      expect(storage.getItem(EXAM_UNREADABLE_KEY)).toBe(bad);
      expect(storage.getItem(EXAM_KEY)).toBeNull();
      paint();
    }
  });
});
