import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseScenarioCode } from '../drills/code';
import { parseDealCode } from '../deal/code';
import { outlineHand } from '../deal/outline';
import { examHands, examQuestions, examScore, type ExamSpec } from './exam';

const spec: ExamSpec = {
  title: 'Stud and razz, level 1',
  kinds: ['bring-in', 'first-to-act', 'pot'],
  variants: ['stud', 'razz'],
  players: 6,
  rules: 'tda',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  questions: 12,
  minutes: 20,
  passPercent: 80,
  reasons: 'end',
};

describe('exams', () => {
  it("an exam's questions come from its seed alone: the same on every computer (here: a separate Node process)", () => {
    const here = examQuestions(spec, 2026);
    expect(examQuestions(spec, 2026)).toEqual(here);
    expect(examQuestions(spec, 2027)).not.toEqual(here);
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const script = `import { examQuestions } from './core/training/exam.ts'; console.log(JSON.stringify(examQuestions(${JSON.stringify(spec)}, 2026)));`;
    const other = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(other)).toEqual(here);
  });

  it('every question is one of the chosen drills and games at the chosen table, each question once', () => {
    const codes = examQuestions(spec, 7);
    expect(codes).toHaveLength(12);
    expect(new Set(codes).size).toBe(12);
    for (const code of codes) {
      const { kind, setup } = parseScenarioCode(code);
      expect(spec.kinds).toContain(kind);
      expect(spec.variants).toContain(setup.variant);
      expect(setup).toMatchObject({ players: 6, rules: 'tda', structure: spec.structure });
    }
    expect(() => examQuestions({ ...spec, kinds: [] }, 1)).toThrow(/at least one drill/);
    expect(() => examQuestions({ ...spec, questions: 0 }, 1)).toThrow(/from 1 to 100/);
  });

  it("an exam's whole hands come from its seed: the same hands for every trainee, at the exam's table, and its questions unchanged by them", () => {
    const withHands: ExamSpec = { ...spec, hands: { variant: 'razz', count: 3, mode: 'table-ready' } };
    const hands = examHands(withHands, 2026);
    expect(hands).toHaveLength(3);
    expect(examHands(withHands, 2026)).toEqual(hands);
    expect(examHands(withHands, 2027)).not.toEqual(hands);
    expect(new Set(hands.map((h) => h.code)).size).toBe(3);
    for (const hand of hands) {
      expect(hand.mode).toBe('table-ready');
      expect(parseDealCode(hand.code).setup).toMatchObject({
        variant: 'razz',
        players: 6,
        rules: 'tda',
        structure: spec.structure,
        incidents: 'some',
      });
    }
    // The same code deals the same steps on every computer (each with the engine's answer).
    const steps = outlineHand(hands[0]!.code);
    expect(outlineHand(hands[0]!.code)).toEqual(steps);
    expect(steps[0]!.step.kind).toBe('antes');
    expect(steps.at(-1)!.step.kind).toBe('award');
    expect(examQuestions(withHands, 2026)).toEqual(examQuestions(spec, 2026));
    expect(examHands(spec, 2026)).toEqual([]);
    // Hands alone make an exam without questions; more hands than allowed are refused.
    expect(examQuestions({ ...withHands, questions: 0 }, 1)).toEqual([]);
    expect(() => examHands({ ...spec, hands: { variant: 'stud', count: 11, mode: 'guided' } }, 1)).toThrow(/from 0 to 10/);
  });

  it('the pass mark: 80% passes with 8 of 10, not with 7 of 10; the share is rounded down', () => {
    expect(examScore(8, 10, 80)).toEqual({ right: 8, total: 10, percent: 80, passed: true });
    expect(examScore(7, 10, 80)).toMatchObject({ passed: false, percent: 70 });
    expect(examScore(2, 3, 66)).toMatchObject({ percent: 66.6, passed: true });
    expect(examScore(0, 0, 80)).toMatchObject({ passed: false });
  });
});
