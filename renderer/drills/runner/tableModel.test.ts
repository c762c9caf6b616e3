import { describe, expect, it } from 'vitest';
import { DEFAULT_STRUCTURE, generateScenario, DRILL_KINDS } from '../../../core';
import { tableModel } from './tableModel';

describe('tableModel', () => {
  it.each(DRILL_KINDS)('%s: pot in the middle plus the chips in front of the seats = every chip put in', (kind) => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = generateScenario(kind, { variant: 'stud', players: 2 + (seed % 7), rules: 'tda', structure: DEFAULT_STRUCTURE }, seed);
      const model = tableModel(s.state);
      const putIn = s.state.players.reduce((a, p) => a + p.ante + p.streetBets.reduce((x, y) => x + y, 0), 0);
      expect(model.pot + model.seats.reduce((a, x) => a + x.bet, 0)).toBe(putIn);
      expect(model.seats.map((x) => x.seat)).toEqual(s.state.players.map((_, k) => k + 1));
      // The dealer's view: every card of every seat, up or down as dealt.
      model.seats.forEach((seat, k) => expect(seat.cards).toEqual(s.state.players[k]!.cards.map((c) => ({ card: c.card, up: c.up }))));
    }
  });
});
