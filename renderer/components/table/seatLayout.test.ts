import { describe, expect, it } from 'vitest';
import { DEALER_SPOT, seatSpot } from './seatLayout';

/** Angle of a spot around the table centre, clockwise on screen from the dealer (0..360). */
function clockwiseFromDealer(spot: { x: number; y: number }): number {
  const screen = (Math.atan2(spot.y - 50, spot.x - 50) * 180) / Math.PI; // y down: grows clockwise
  return (((screen - 90) % 360) + 360) % 360;
}

describe('seatLayout (seats 1..N clockwise from the dealer\'s left)', () => {
  it('puts the dealer at the bottom centre', () => {
    expect(DEALER_SPOT.x).toBe(50);
    expect(DEALER_SPOT.y).toBeGreaterThan(80);
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('%i players: seat 1 is on the dealer\'s left and the seats run clockwise', (players) => {
    const angles = Array.from({ length: players }, (_, i) => clockwiseFromDealer(seatSpot(i + 1, players)));
    expect(seatSpot(1, players).x).toBeLessThan(50); // the dealer faces the table: their left is screen left
    for (let i = 1; i < angles.length; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
    expect(angles[players - 1]!).toBeLessThan(360);
  });

  it('refuses a seat that is not at the table', () => {
    expect(() => seatSpot(7, 6)).toThrow('seat 7 is not at a table of 6');
  });
});
