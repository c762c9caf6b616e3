import { describe, expect, it } from 'vitest';
import { PROFILES, type ExamSpec } from '../../core';
import { canonicalJson, checksumOf } from './checksum';
import { composeExam, examFileName } from './composeExam';
import { RESULT_FORMAT, readExamFile, readResultFile, sealed } from './examFile';

const spec: ExamSpec = { title: 'Final stud exam', kinds: ['bring-in', 'pot'], variants: ['stud'], players: 5, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, questions: 4, minutes: null, passPercent: 80, reasons: 'end' };
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
    for (const edited of edits) expect(await readExamFile(JSON.stringify(edited), 'exam.json')).toEqual({ ok: false, problem: { code: 'edited', file: 'exam.json' } });
    // Re-indenting or reordering the keys is no edit: the checksum is of the content.
    expect((await readExamFile(canonicalJson(exam), 'exam.json')).ok).toBe(true);
  });

  it('a file that is not an exam, from a newer version, damaged or incomplete is named with what is wrong', async () => {
    const text = await composeExam(spec, PROFILES.tda, make);
    const exam = JSON.parse(text) as Record<string, unknown>;
    expect(await readExamFile(text.slice(0, 40), 'cut.json')).toEqual({ ok: false, problem: { code: 'not-json', file: 'cut.json' } });
    expect(await readExamFile('{"format":"bring-in-progress","results":[]}', 'p.json')).toMatchObject({ ok: false, problem: { code: 'wrong-kind', expected: 'exam' } });
    expect(await readExamFile(JSON.stringify({ ...exam, version: 2 }), 'new.json')).toMatchObject({ ok: false, problem: { code: 'newer', version: 2 } });
    const { title: _t, ...untitled } = exam;
    expect(await readExamFile(JSON.stringify(untitled), 'x.json')).toMatchObject({ ok: false, problem: { code: 'invalid', field: 'title' } });
    // A question the exam's settings do not allow (resealed: a hand edit with a new checksum).
    const other = await sealed({ ...exam, checksum: undefined, questions: ['SD-razz-5-tda-1.2.5.10-3'] });
    expect(await readExamFile(other, 'x.json')).toMatchObject({ ok: false, problem: { code: 'inconsistent' } });
  });

  it('a result file whose score does not add up is refused even with a fresh checksum', async () => {
    const answers = [{ code: 'BI-stud-5-tda-1.2.5.10-1', answer: 'seat 1 / A', correctAnswer: 'seat 1 / A', correct: true, timeMs: 900 }];
    const result = { format: RESULT_FORMAT, version: 1, exam: { id: 'exam-0001-abcd', title: 'T', checksum: await checksumOf({ a: 1 }), passPercent: 80, questions: 1 }, trainee: { id: 'default', name: 'Ana' }, startedAt: '2026-12-01T09:00:00.000Z', finishedAt: '2026-12-01T09:05:00.000Z', answers, score: { right: 1, total: 1, percent: 100 }, passed: true, appVersion: '0.1.0' };
    expect((await readResultFile(await sealed(result), 'r.json')).ok).toBe(true);
    expect(await readResultFile(await sealed({ ...result, score: { right: 1, total: 2, percent: 50 } }), 'r.json')).toMatchObject({ ok: false, problem: { code: 'inconsistent' } });
    const text = await sealed(result);
    expect(await readResultFile(text.replace('"passed": true', '"passed": false'), 'r.json')).toMatchObject({ ok: false, problem: { code: 'edited' } });
  });
});
