import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { DealHand, outlineHand, PROFILES, type ExamSpec } from '../../core';
import { composeExam } from '../exams/composeExam';
import { readExamFile } from '../exams/examFile';
import { stepAnswer } from '../exams/examPlan';
import { useExamStore } from './exam';

const spec: ExamSpec = {
  title: 'Hands',
  kinds: ['pot'],
  variants: ['stud'],
  players: 4,
  rules: 'rr-cash',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  questions: 1,
  minutes: 5,
  passPercent: 80,
  reasons: 'end',
  hands: { variant: 'razz', count: 2, mode: 'guided' },
};

describe('the exam being taken', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('counts every step of its whole hands; time up mid-hand: the steps left, of that hand and the next, count as wrong, each named', async () => {
    const read = await readExamFile(
      await composeExam(spec, PROFILES['rr-cash'], { id: 'exam-hands-0001', seed: 7, now: new Date(0), appVersion: '0.1.0' }),
      'e.json',
    );
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    const store = useExamStore();
    store.open(read.value, 'e.json');
    const [first, second] = read.value.hands.map((h) => DealHand.fromCode(h.code));
    const steps = (h: DealHand) => outlineHand(h.code).length;
    expect(store.steps).toBe(steps(first!) + steps(second!));
    store.start(1000);
    store.record({ code: read.value.questions[0]!, answer: '12', correctAnswer: '12', correct: true, timeMs: 900 });
    const outcome = first!.answer(first!.expectedAnswer(), 0);
    if (outcome.status !== 'graded') throw new Error('the antes are one part');
    // An answer of another item (a stray event) is not kept: it would shift every answer after it.
    store.record(stepAnswer(second!.code, outcome.result));
    expect(store.answers).toHaveLength(1);
    store.record(stepAnswer(first!.code, outcome.result));
    first!.advance();
    first!.answer(first!.expectedAnswer(), 500);
    store.record(stepAnswer(first!.code, first!.results[1]!));
    store.finish(60_000);
    expect(store.answers).toHaveLength(1 + store.steps);
    expect(store.answers.slice(3).every((a) => !a.correct && a.answer === '-' && 'step' in a)).toBe(true);
    expect(store.answers.at(-1)!.code).toBe(`${second!.code}@${steps(second!) - 1}`);
    expect(store.score).toMatchObject({ right: 3, total: 1 + store.steps, passed: false });
  });
});
