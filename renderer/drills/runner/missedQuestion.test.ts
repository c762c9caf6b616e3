import { describe, expect, it } from 'vitest';
import { answerOf, generateScenario, parseScenarioCode } from '../../../core';
import { compactResponse } from './answerText';
import { missedQuestion } from './missedQuestion';
import { wrongResponse } from './wrongAnswer';

const scenarioOf = (code: string) => {
  const { kind, setup, seed } = parseScenarioCode(code);
  return generateScenario(kind, setup, seed);
};

describe('missedQuestion: a missed question rebuilt by core from its code, with the answer kept graded again', () => {
  it.each(['BI-stud-8-rrc-1.2.5.10-42', 'DO-stud-6-tda-1.2.5.10-42', 'PT-stud-4-onl-1.2.5.10-3', 'SD-stud8-3-rrc-1.2.5.10-5', 'MP-stud-6-tda-1.2.5.10-42'])(
    '%s: the question, the answer given and the right answer, part by part',
    (code) => {
      const scenario = scenarioOf(code);
      const wrong = wrongResponse(scenario.question, answerOf(scenario));
      const missed = missedQuestion({ drill: scenario.kind, scenarioCode: code, correct: false, elapsedMs: 1, answer: compactResponse(wrong) })!;
      expect(missed.scenario.question).toEqual(scenario.question);
      expect(missed.answerKnown).toBe(true);
      expect(missed.parts.map((p) => p.given)).toEqual(wrong);
      expect(missed.parts.map((p) => p.expected)).toEqual(answerOf(scenario));
      expect(missed.parts[0]!.correct).toBe(false);
    },
  );

  it('an answer not kept (older sessions): the question and the right answer, no answer given', () => {
    const code = 'BI-stud-8-rrc-1.2.5.10-42';
    const missed = missedQuestion({ drill: 'bring-in', scenarioCode: code, correct: false, elapsedMs: 1 })!;
    expect(missed.answerKnown).toBe(false);
    expect(missed.parts.map((p) => p.given)).toEqual([null, null]);
    expect(missed.parts.map((p) => p.expected)).toEqual(answerOf(scenarioOf(code)));
  });

  it('an old quick-drill record opens as its bring-in question, its bare seat number read as the seat answered', () => {
    const missed = missedQuestion({ drill: 'bring-in', scenarioCode: 'razz-5-k3x9a', correct: false, elapsedMs: 1, answer: '1' })!;
    expect(missed.scenario.code).toBe(`BI-razz-5-rrc-0.1.5.10-${parseInt('k3x9a', 36)}`);
    expect(missed.parts[0]!.given).toEqual({ kind: 'seat', seat: 0 });
    expect(missed.parts[1]!.given).toBeNull();
  });

  it('a code that cannot be read gives null (the list shows the code alone); an answer that does not fit the question is left out', () => {
    expect(missedQuestion({ drill: 'pot', scenarioCode: 'PT-stud-9-tda-1.2.5.10-1', correct: false, elapsedMs: 1 })).toBeNull();
    expect(missedQuestion({ drill: 'bring-in', scenarioCode: 'stud-9-abc', correct: false, elapsedMs: 1 })).toBeNull();
    const refused = missedQuestion({ drill: 'bring-in', scenarioCode: 'BI-stud-3-rrc-1.2.5.10-42', correct: false, elapsedMs: 1, answer: 'A / seat 2' })!;
    expect(refused.answerKnown).toBe(false);
    expect(refused.parts.every((p) => p.given === null)).toBe(true);
  });
});
