import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answerOf, DRILL_KINDS, generateScenario, VARIANT_IDS, type Question } from '../../../core';
import { compactResponse, readCompactResponse } from './answerText';
import { wrongResponse } from './wrongAnswer';

const question = (parts: Question['parts']): Question => ({ prompt: { key: 'x' } as never, parts });

describe("readCompactResponse: the results file's answers read back for their question", () => {
  it("every drill's right and wrong answers read back as they were given (any game, table, seed)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DRILL_KINDS),
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        (kind, variant, players, seed) => {
          const scenario = generateScenario(
            kind,
            { variant, players, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
            seed,
          );
          for (const response of [answerOf(scenario), wrongResponse(scenario.question, answerOf(scenario))]) {
            expect(readCompactResponse(compactResponse(response), scenario.question)).toEqual(response);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the parts given before a missing one; an old quick-drill seat ("3"); text that does not fit the question is null', () => {
    const seatThenChoice = question([
      { kind: 'seat', id: 's', prompt: {} as never, candidates: [0, 1, 2] },
      { kind: 'choice', id: 'c', prompt: {} as never, choices: [] },
    ]);
    expect(readCompactResponse('seat 2 / -', seatThenChoice)).toEqual([{ kind: 'seat', seat: 1 }]);
    expect(readCompactResponse('-', seatThenChoice)).toEqual([]);
    expect(readCompactResponse('3', seatThenChoice)).toEqual([{ kind: 'seat', seat: 2 }]);
    expect(readCompactResponse('seat 2 / B', seatThenChoice)).toEqual([
      { kind: 'seat', seat: 1 },
      { kind: 'choice', letter: 'B' },
    ]);
    expect(readCompactResponse('B / seat 2', seatThenChoice)).toBeNull();
    expect(readCompactResponse('seat 2 / B / C', seatThenChoice)).toBeNull();
    const order = question([{ kind: 'seat-order', id: 'o', prompt: {} as never, candidates: [0, 1], specials: ['burn'] }]);
    expect(readCompactResponse('burn 2 1', order)).toEqual([{ kind: 'seat-order', order: ['burn', 1, 0] }]);
    expect(readCompactResponse('burn x', order)).toBeNull();
    const amount = question([{ kind: 'amount', id: 'a', prompt: {} as never }]);
    expect(readCompactResponse('1250', amount)).toEqual([{ kind: 'amount', amount: 1250 }]);
    expect(readCompactResponse('12.5', amount)).toBeNull();
  });
});
