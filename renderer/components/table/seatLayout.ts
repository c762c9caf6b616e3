/**
 * Where seats sit around the oval table, as percentages of the table box.
 * The dealer sits at the bottom centre; seats 1..N go clockwise from the dealer's left
 * (on screen: up the left side, across the top, down the right side). The dealer takes one
 * of N + 1 equal slots so every table size looks balanced.
 */
export interface SeatSpot {
  readonly x: number;
  readonly y: number;
}

const RADIUS_X = 41;
const RADIUS_Y = 39;

function spotAt(degrees: number): SeatSpot {
  const r = (degrees * Math.PI) / 180;
  // Screen y grows downwards, so increasing angles run clockwise; 90 degrees is the bottom.
  return { x: round(50 + RADIUS_X * Math.cos(r)), y: round(50 + RADIUS_Y * Math.sin(r)) };
}

const round = (n: number): number => Math.round(n * 100) / 100;

export function seatSpot(seat: number, players: number): SeatSpot {
  if (!Number.isInteger(seat) || seat < 1 || seat > players) throw new Error(`seat ${seat} is not at a table of ${players}`);
  return spotAt(90 + (seat * 360) / (players + 1));
}

export const DEALER_SPOT: SeatSpot = spotAt(90);
