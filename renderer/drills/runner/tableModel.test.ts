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
      model.seats.forEach((seat, k) => expect(seat.cards).toEqual(s.state.players[k]!.cards.map((c) => ({ card: c.card, up: c.up, exposed: false }))));
    }
  });

  it('marks the hole cards an exposed-hole-card incident is about (RR stud 5), on that seat only', () => {
    let found = 0;
    for (let seed = 1; found < 3 && seed < 400; seed++) {
      const s = generateScenario('misprocedure', { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
      const incident = s.incident;
      if (incident?.kind !== 'exposed-hole-card') continue;
      found++;
      const model = tableModel(s.state, incident);
      const holes = incident.hole === 'both' ? [0, 1] : [incident.hole];
      for (const seat of model.seats) {
        const exposed = seat.cards.flatMap((c, k) => (c.exposed ? [k] : []));
        expect(exposed).toEqual(seat.player === incident.player ? holes : []);
      }
      // Without the incident nothing is marked.
      expect(tableModel(s.state).seats.some((seat) => seat.cards.some((c) => c.exposed))).toBe(false);
    }
    expect(found).toBe(3);
  });
});
