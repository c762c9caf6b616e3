import { describe, expect, it } from 'vitest';
import { answerOf, dealStepCode, generateScenario, outlineHand, parseScenarioCode } from '../../../core';
import { compactResponse } from './answerText';
import { answeredQuestion } from './missedQuestion';
import { wrongResponse } from './wrongAnswer';

const scenarioOf = (code: string) => {
  const { kind, setup, seed } = parseScenarioCode(code);
  return generateScenario(kind, setup, seed);
};

describe('answeredQuestion: a question answered rebuilt by core from its code, with the answer kept graded again', () => {
  it.each([
    'BI-stud-8-rrc-1.2.5.10-42',
    'DO-stud-6-tda-1.2.5.10-42',
    'PT-stud-4-onl-1.2.5.10-3',
    'SD-stud8-3-rrc-1.2.5.10-5',
    'MP-stud-6-tda-1.2.5.10-42',
  ])('%s: the question, the answer given and the right answer, part by part', (code) => {
    const scenario = scenarioOf(code);
    const wrong = wrongResponse(scenario.question, answerOf(scenario));
    const missed = answeredQuestion(code, compactResponse(wrong))!;
    expect(missed.question).toEqual(scenario.question);
    expect(missed.answerKnown).toBe(true);
    expect(missed.parts.map((p) => p.given)).toEqual(wrong);
    expect(missed.parts.map((p) => p.expected)).toEqual(answerOf(scenario));
    expect(missed.parts[0]!.correct).toBe(false);
  });

  it('an answer not kept (older sessions): the question and the right answer, no answer given', () => {
    const code = 'BI-stud-8-rrc-1.2.5.10-42';
    const missed = answeredQuestion(code, undefined)!;
    expect(missed.answerKnown).toBe(false);
    expect(missed.parts.map((p) => p.given)).toEqual([null, null]);
    expect(missed.parts.map((p) => p.expected)).toEqual(answerOf(scenarioOf(code)));
  });

  it('an old quick-drill record opens as its bring-in question, its bare seat number read as the seat answered', () => {
    const missed = answeredQuestion('razz-5-k3x9a', '1')!;
    expect(missed.code).toBe(`BI-razz-5-rrc-0.1.5.10-${parseInt('k3x9a', 36)}`);
    expect(missed.parts[0]!.given).toEqual({ kind: 'seat', seat: 0 });
    expect(missed.parts[1]!.given).toBeNull();
  });

  it('a code that cannot be read gives null (the list shows the code alone); an answer that does not fit the question is left out', () => {
    expect(answeredQuestion('PT-stud-9-tda-1.2.5.10-1', undefined)).toBeNull();
    expect(answeredQuestion('stud-9-abc', undefined)).toBeNull();
    const refused = answeredQuestion('BI-stud-3-rrc-1.2.5.10-42', 'A / seat 2')!;
    expect(refused.answerKnown).toBe(false);
    expect(refused.parts.every((p) => p.given === null)).toBe(true);
  });

  it("a step of a dealt hand: the step the hand reaches, the answer kept graded part by part, a wrong dealer's action named", () => {
    const hand = 'DH-stud-5-tda-1.2.5.10-some-31';
    const steps = outlineHand(hand);
    const k = steps.findIndex((s) => s.step.kind === 'collect');
    const right = answeredQuestion(dealStepCode(hand, k), compactResponse(steps[k]!.expected))!;
    expect(right.question).toEqual(steps[k]!.step.question);
    expect(right.parts.every((p) => p.correct)).toBe(true);
    const wrong = wrongResponse(steps[k]!.step.question, steps[k]!.expected);
    const missed = answeredQuestion(dealStepCode(hand, k), compactResponse(wrong))!;
    expect(missed.parts.map((p) => p.given)).toEqual(wrong);
    expect(missed.parts.some((p) => !p.correct)).toBe(true);
    const action = answeredQuestion(dealStepCode(hand, k), 'action antes')!;
    expect(action).toMatchObject({ wrongAction: 'antes', answerKnown: true });
    // A step past the end of its hand, or a hand code without a step, cannot be shown.
    expect(answeredQuestion(dealStepCode(hand, steps.length), '-')).toBeNull();
    expect(answeredQuestion(hand, '-')).toBeNull();
  });
});
