import { describe, expect, it } from 'vitest';
import { incidentCards } from './incidents';

// RR stud 5 / TDA RP-10-A: the dealer exposes one or both of a player's hole cards on the initial deal.
describe('incidentCards: the cards on the table an incident is about', () => {
  it("an exposed hole card (RR stud 5): the first, the second or both of the player's cards", () => {
    expect(incidentCards({ kind: 'exposed-hole-card', player: 3, hole: 0 })).toEqual({ player: 3, cards: [0] });
    expect(incidentCards({ kind: 'exposed-hole-card', player: 3, hole: 1 })).toEqual({ player: 3, cards: [1] });
    expect(incidentCards({ kind: 'exposed-hole-card', player: 5, hole: 'both' })).toEqual({ player: 5, cards: [0, 1] });
  });
  it('incidents about a card still to come, the stub or a bet mark none', () => {
    expect(incidentCards({ kind: 'card-off-table', player: 1 })).toBeNull();
    expect(incidentCards({ kind: 'seventh-card-up', player: 1 })).toBeNull();
    expect(incidentCards({ kind: 'run-out' })).toBeNull();
    expect(incidentCards({ kind: 'underbet', player: 0, amount: 3 })).toBeNull();
  });
});
