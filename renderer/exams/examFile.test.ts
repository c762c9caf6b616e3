import { describe, expect, it } from 'vitest';
import { PROFILES, outlineHand, type ExamSpec } from '../../core';
import { canonicalJson, checksumOf } from './checksum';
import { composeExam, examFileName } from './composeExam';
import { RESULT_FORMAT, readExamFile, readResultFile, sealed, type ExamAnswer } from './examFile';
import { examPlan, stepAnswer, unanswered } from './examPlan';
import { resultFile } from './resultFile';
import { DealHand } from '../../core';

const spec: ExamSpec = {
  title: 'Final stud exam',
  kinds: ['bring-in', 'pot'],
  variants: ['stud'],
  players: 5,
  rules: 'tda',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  questions: 4,
  minutes: null,
  passPercent: 80,
  reasons: 'end',
};
const make = { id: 'exam-0001-abcd', seed: 42, now: new Date('2026-12-01T09:00:00Z'), appVersion: '0.1.0' };

describe('exam and result files', () => {
  it('an exam file reads back with its questions; the same settings and seed give the same file', async () => {
    const text = await composeExam(spec, PROFILES.tda, make);
    expect(await composeExam(spec, PROFILES.tda, make)).toBe(text);
    const read = await readExamFile(text, 'exam.json');
    expect(read.ok && read.value.questions).toHaveLength(4);
    expect(read.ok && read.value.rules).toEqual({ id: 'tda', name: PROFILES.tda.name.en });
    expect(examFileName('Final stud exam (día 1)')).toBe('bring-in-exam-final-stud-exam-dia-1.json');
  });

  it('the checksum detects an edit: a question, the pass mark or the title changed by hand', async () => {
    const text = await composeExam(spec, PROFILES.tda, make);
    const exam = JSON.parse(text) as Record<string, unknown> & { questions: string[] };
    const edits = [
      { ...exam, passPercent: 50 },
      { ...exam, title: 'Easy exam' },
      { ...exam, questions: [...exam.questions.slice(1), exam.questions[0]] },
    ];
    for (const edited of edits)
      expect(await readExamFile(JSON.stringify(edited), 'exam.json')).toEqual({
        ok: false,
        problem: { code: 'edited', file: 'exam.json' },
      });
    // Re-indenting or reordering the keys is no edit: the checksum is of the content.
    expect((await readExamFile(canonicalJson(exam), 'exam.json')).ok).toBe(true);
  });

  it('a file that is not an exam, from a newer version, damaged or incomplete is named with what is wrong', async () => {
    const text = await composeExam(spec, PROFILES.tda, make);
    const exam = JSON.parse(text) as Record<string, unknown>;
    expect(await readExamFile(text.slice(0, 40), 'cut.json')).toEqual({ ok: false, problem: { code: 'not-json', file: 'cut.json' } });
    expect(await readExamFile('{"format":"bring-in-progress","results":[]}', 'p.json')).toMatchObject({
      ok: false,
      problem: { code: 'wrong-kind', expected: 'exam' },
    });
    expect(await readExamFile(JSON.stringify({ ...exam, version: 3 }), 'new.json')).toMatchObject({
      ok: false,
      problem: { code: 'newer', version: 3 },
    });
    expect(await readExamFile(JSON.stringify({ ...exam, version: 0 }), 'old.json')).toMatchObject({
      ok: false,
      problem: { code: 'older', version: 0 },
    });
    const { title: _t, ...untitled } = exam;
    expect(await readExamFile(JSON.stringify(untitled), 'x.json')).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'title' },
    });
    // A blank title is refused; a title written with spaces around it (by hand, resealed) reads back as written, so
    // the exam as read still has its file's checksum (a reload checks it again: reload/keptExam.ts).
    const blank = await sealed({ ...exam, checksum: undefined, title: '   ' });
    expect(await readExamFile(blank, 'x.json')).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'title', detail: 'must not be blank' },
    });
    const spaced = await readExamFile(await sealed({ ...exam, checksum: undefined, title: ' Final ' }), 'x.json');
    expect(spaced.ok && spaced.value.title).toBe(' Final ');
    expect(spaced.ok && (await checksumOf(spaced.value))).toBe(spaced.ok && spaced.value.checksum);
    // A question the exam's settings do not allow (resealed: a hand edit with a new checksum).
    const other = await sealed({ ...exam, checksum: undefined, questions: ['SD-razz-5-tda-1.2.5.10-3'] });
    expect(await readExamFile(other, 'x.json')).toMatchObject({ ok: false, problem: { code: 'inconsistent' } });
  });

  it('a result file whose score does not add up is refused even with a fresh checksum', async () => {
    const answers = [{ code: 'BI-stud-5-tda-1.2.5.10-1', answer: 'seat 1 / A', correctAnswer: 'seat 1 / A', correct: true, timeMs: 900 }];
    const result = {
      format: RESULT_FORMAT,
      version: 1,
      exam: { id: 'exam-0001-abcd', title: 'T', checksum: await checksumOf({ a: 1 }), passPercent: 80, questions: 1 },
      trainee: { id: 'default', name: 'Ana' },
      startedAt: '2026-12-01T09:00:00.000Z',
      finishedAt: '2026-12-01T09:05:00.000Z',
      answers,
      score: { right: 1, total: 1, percent: 100 },
      passed: true,
      appVersion: '0.1.0',
    };
    expect((await readResultFile(await sealed(result), 'r.json')).ok).toBe(true);
    expect(await readResultFile(await sealed({ ...result, score: { right: 1, total: 2, percent: 50 } }), 'r.json')).toMatchObject({
      ok: false,
      problem: { code: 'inconsistent' },
    });
    const text = await sealed(result);
    expect(await readResultFile(text.replace('"passed": true', '"passed": false'), 'r.json')).toMatchObject({
      ok: false,
      problem: { code: 'edited' },
    });
  });

  it('whole hands: the same file deals every trainee the same hands, an edited hand is caught, and a version 1 file still opens', async () => {
    const withHands: ExamSpec = { ...spec, hands: { variant: 'razz', count: 2, mode: 'table-ready' } };
    const text = await composeExam(withHands, PROFILES.tda, make);
    expect(await composeExam(withHands, PROFILES.tda, make)).toBe(text);
    const read = await readExamFile(text, 'exam.json');
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    expect(read.value.version).toBe(2);
    expect(read.value.hands).toHaveLength(2);
    expect(read.value.hands.every((h) => h.mode === 'table-ready' && h.code.startsWith('DH-razz-5-tda-'))).toBe(true);
    // Two trainees opening the file meet the same steps, each step's code naming its hand.
    const plan = examPlan(read.value);
    expect(examPlan(((await readExamFile(text, 'copy.json')) as { value: typeof read.value }).value).map((i) => i.code)).toEqual(
      plan.map((i) => i.code),
    );
    const steps = read.value.hands.flatMap((h) => outlineHand(h.code));
    expect(plan).toHaveLength(4 + steps.length);
    expect(plan.slice(4).map((i) => i.step)).toEqual(steps.map((s) => s.step.kind));

    const exam = JSON.parse(text) as Record<string, unknown> & { hands: { code: string; mode: string }[] };
    const other = { ...exam.hands[0]!, code: exam.hands[0]!.code.replace(/-(\d+)$/, (_, n: string) => `-${Number(n) + 1}`) };
    expect(await readExamFile(JSON.stringify({ ...exam, hands: [other, exam.hands[1]] }), 'exam.json')).toEqual({
      ok: false,
      problem: { code: 'edited', file: 'exam.json' },
    });
    expect(
      await readExamFile(JSON.stringify({ ...exam, hands: [{ ...exam.hands[0], mode: 'guided' }, exam.hands[1]] }), 'exam.json'),
    ).toMatchObject({ ok: false, problem: { code: 'edited' } });
    // A hand at another table (resealed: a hand edit with a new checksum) does not add up.
    const elsewhere = await sealed({ ...exam, checksum: undefined, hands: [{ code: 'DH-razz-3-tda-1.2.5.10-some-9', mode: 'guided' }] });
    expect(await readExamFile(elsewhere, 'x.json')).toMatchObject({ ok: false, problem: { code: 'inconsistent' } });

    // A file written before hands existed (version 1, no "hands") opens as an exam without hands.
    const { hands: _h, checksum: _c, ...questionsOnly } = exam;
    const v1 = await readExamFile(await sealed({ ...questionsOnly, version: 1 }), 'old.json');
    expect(v1.ok && v1.value.hands).toEqual([]);
    expect(v1.ok && v1.value.questions).toEqual(exam.questions);
    expect(await readExamFile(await sealed({ ...exam, checksum: undefined, version: 1 }), 'old.json')).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'hands' },
    });
  });

  it('a result file with the steps of a whole hand: each step counted in the score, and a score that leaves them out refused', async () => {
    const exam = await readExamFile(
      await composeExam({ ...spec, questions: 1, hands: { variant: 'stud', count: 1, mode: 'guided' } }, PROFILES.tda, make),
      'exam.json',
    );
    if (!exam.ok) throw new Error(JSON.stringify(exam.problem));
    const plan = examPlan(exam.value);
    // The question left unanswered; the hand dealt with every third step wrong (core grades each).
    const answers: ExamAnswer[] = [unanswered(plan[0]!)];
    const hand = DealHand.fromCode(exam.value.hands[0]!.code);
    while (!hand.over) {
      const right = hand.expectedAnswer();
      const outcome =
        hand.step!.index % 3 === 2 && hand.step!.action !== 'antes' ? hand.chooseAction('antes', 700) : hand.answer(right, 700);
      if (outcome.status === 'more') hand.answer(right, 700);
      answers.push(stepAnswer(hand.code, hand.results.at(-1)!));
      hand.advance();
    }
    expect(answers.map((a) => a.code)).toEqual(plan.map((i) => i.code));
    const text = await resultFile(exam.value, answers, { id: 'default', name: 'Ana' }, { startedAt: 0, finishedAt: 60_000 }, '0.1.0');
    const read = await readResultFile(text, 'r.json');
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    const right = hand.results.filter((r) => r.correct).length;
    expect(read.value.exam).toMatchObject({ questions: 1, hands: 1, steps: hand.results.length });
    expect(read.value.score).toMatchObject({ right, total: 1 + hand.results.length });
    expect(read.value.answers.filter((a) => 'step' in a)).toHaveLength(hand.results.length);
    expect(read.value.answers.find((a) => a.answer === 'action antes')).toMatchObject({ correct: false });
    // The steps left out of the score (resealed): refused.
    const result = JSON.parse(text) as Record<string, unknown>;
    const questionsOnly = {
      ...result,
      checksum: undefined,
      exam: { ...(result.exam as object), steps: 0 },
      score: { right, total: 1, percent: 100 },
    };
    expect(await readResultFile(await sealed(questionsOnly), 'r.json')).toMatchObject({ ok: false, problem: { code: 'inconsistent' } });
  });
});
