import { describe, expect, it } from 'vitest';
import { generateScenario, type QuestionPart } from '../../../core';
import { seatKeyRefusal } from './seatKeys';

const SETUP = {
  variant: 'stud' as const,
  players: 6,
  rules: 'rr-cash' as const,
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
};

describe("seatKeyRefusal: why a seat's number key picks nothing", () => {
  // A first-to-act question (core's candidates: the seats still in the hand) with a folded seat.
  const scenario = (() => {
    for (let seed = 1; seed < 300; seed++) {
      const s = generateScenario('first-to-act', SETUP, seed);
      if (s.state.players.some((p) => p.folded)) return s;
    }
    throw new Error('no first-to-act question with a folded seat in 300 seeds');
  })();
  const seatPart = scenario.question.parts[0]!;

  it('a seat in play picks; no such seat, a folded seat, a seat not offered each say why', () => {
    expect(seatPart.kind).toBe('seat');
    const candidate = (seatPart as Extract<QuestionPart, { kind: 'seat' }>).candidates[0]!;
    expect(seatKeyRefusal(scenario, seatPart, candidate)).toBeNull();
    expect(seatKeyRefusal(scenario, seatPart, 6)).toEqual({ kind: 'notAtTable' });
    const folded = scenario.state.players.findIndex((p) => p.folded);
    expect(seatKeyRefusal(scenario, seatPart, folded)).toEqual({ kind: 'folded' });
    const narrowed: QuestionPart = { ...(seatPart as Extract<QuestionPart, { kind: 'seat' }>), candidates: [candidate] };
    const other = scenario.state.players.findIndex((p, i) => !p.folded && i !== candidate);
    expect(seatKeyRefusal(scenario, narrowed, other)).toEqual({ kind: 'notCandidate' });
  });

  it('a part answered with a letter or an amount says so', () => {
    const choice = scenario.question.parts.find((p) => p.kind === 'choice')!;
    expect(seatKeyRefusal(scenario, choice, 0)).toEqual({
      kind: 'letterPart',
      letters: (choice as Extract<QuestionPart, { kind: 'choice' }>).choices.map((c) => c.letter),
    });
    const pot = generateScenario('pot', SETUP, 3);
    expect(seatKeyRefusal(pot, pot.question.parts[0]!, 0)).toEqual({ kind: 'amountPart' });
  });
});
