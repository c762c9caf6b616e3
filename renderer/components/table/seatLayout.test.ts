import { describe, expect, it } from 'vitest';
import { CENTRE, COMPACT_BELOW, DEALER_BOX, DEALER_SPOT, EMPTY_SEAT_BOX, SEAT_MAX_WIDTH, cardRowWidth, cardWidth, emptySeatFootprint, emptySeatSpot, isCompact, seatFootprint, seatSpot } from './seatLayout';

/** Angle of a spot around the table centre, clockwise on screen from the dealer (0..360). */
function clockwiseFromDealer(spot: { x: number; y: number }): number {
  const screen = (Math.atan2(spot.y - 50, spot.x - 50) * 180) / Math.PI; // y down: grows clockwise
  return (((screen - 90) % 360) + 360) % 360;
}

interface Box {
  readonly name: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
function seatBoxes(seats: number, tableWidth: number): Box[] {
  const { w, h } = seatFootprint(tableWidth);
  return Array.from({ length: seats }, (_, k) => {
    const { x, y } = seatSpot(k + 1, seats);
    return { name: `seat ${k + 1}`, left: x - w / 2, right: x + w / 2, top: y - h / 2, bottom: y + h / 2 };
  });
}
function clashes(boxes: readonly Box[]): string[] {
  const all = [...boxes, { name: 'centre', ...CENTRE }, { name: 'dealer', ...DEALER_BOX }];
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const a = all[i]!;
    if (a.left < 0 || a.top < 0 || a.right > 100 || a.bottom > 100) out.push(`${a.name} leaves the table`);
    for (let j = i + 1; j < all.length; j++) if (overlaps(a, all[j]!)) out.push(`${a.name} overlaps ${all[j]!.name}`);
  }
  return out;
}

// Table widths in px: the replay in a 1024x640 window, a 1024 px window (the see-a-ruling table, the drill table), 1152 px,
// either side of the compact seats' limit, 1280x720, and big screens.
const WIDTHS = [545, 620, 652, 724, COMPACT_BELOW - 1, COMPACT_BELOW, 869, 1200, 1800];

describe("seatLayout (seats 1..N clockwise from the dealer's left)", () => {
  it('puts the dealer at the bottom centre', () => {
    expect(DEALER_SPOT.x).toBe(50);
    expect(DEALER_SPOT.y).toBeGreaterThan(80);
  });

  it.each([2, 3, 4, 5, 6, 7, 8])("%i players: seat 1 is on the dealer's left and the seats run clockwise", (players) => {
    const angles = Array.from({ length: players }, (_, i) => clockwiseFromDealer(seatSpot(i + 1, players)));
    expect(seatSpot(1, players).x).toBeLessThan(50); // the dealer faces the table: their left is screen left
    for (let i = 1; i < angles.length; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
    expect(angles[players - 1]!).toBeLessThan(360);
  });

  it('refuses a seat that is not at the table', () => {
    expect(() => seatSpot(7, 6)).toThrow('seat 7 is not at a table of 6');
  });

  it.each(WIDTHS)('a %i px table: seven cards and the chrome fit in a seat (the CSS max-width does not squeeze them)', (width) => {
    const card = cardWidth(width);
    const seventh = cardRowWidth([false, false, true, true, true, true, false], card, width);
    // Each card shows its index at least (the widest, '10', ends at 26 of 64), on a wide table a downcard's word 'down' too.
    expect(seventh).toBeGreaterThanOrEqual(card * (1 + 6 * (26 / 64)));
    if (!isCompact(width)) expect(seventh).toBeGreaterThan(card * 4.5);
    expect(seatFootprint(width).w).toBeLessThanOrEqual(SEAT_MAX_WIDTH);
  });

  it('a compact table (a 1024 px window) draws bigger cards than a wide one would at its width, never smaller than before', () => {
    expect(isCompact(652)).toBe(true);
    expect(isCompact(869)).toBe(false);
    expect(cardWidth(652)).toBeGreaterThanOrEqual(37); // was 28 px (4% of the table, at least 28 px)
    expect(cardWidth(620)).toBeGreaterThanOrEqual(33);
    for (const w of [620, 652, 724, COMPACT_BELOW - 1]) expect(cardWidth(w)).toBeGreaterThanOrEqual(Math.max(28, (w * 4) / 100));
    expect(cardWidth(869)).toBeCloseTo(34.76, 1); // wide tables as before
  });

  it.each(WIDTHS.flatMap((w) => [2, 3, 4, 5, 6, 7, 8].map((n) => [w, n] as const)))(
    'a %i px table with %i seats of seven cards: no seat overlaps another, the caption or the dealer',
    (width, seats) => {
      expect(clashes(seatBoxes(seats, width))).toEqual([]);
    },
  );

  it('the model fails on overlap: the old ellipse (radius 41% x 39%, pulled in to 84%) overlapped at 8 seats', () => {
    const { w, h } = seatFootprint(652);
    const old = Array.from({ length: 8 }, (_, k) => {
      const r = ((90 + ((k + 1) * 360) / 9) * Math.PI) / 180;
      const x = 50 + 41 * Math.cos(r) * 0.84;
      const y = 50 + 39 * Math.sin(r);
      return { name: `seat ${k + 1}`, left: x - w / 2, right: x + w / 2, top: y - h / 2, bottom: y + h / 2 };
    });
    expect(clashes(old)).toContain('seat 1 overlaps seat 2');
  });

  it.each(WIDTHS)('a %i px table: an empty seat next to 8 players lies in front of the dealer, clear of every seat', (width) => {
    const spot = emptySeatSpot(8);
    expect(spot.x).toBeGreaterThan(EMPTY_SEAT_BOX.left);
    expect(spot.x).toBeLessThan(EMPTY_SEAT_BOX.right);
    // Three cards (two down, one up) and the border: narrower than the box kept for it; a label line and the cards: shorter.
    const { w, h } = emptySeatFootprint(width);
    expect(w).toBeLessThanOrEqual(EMPTY_SEAT_BOX.right - EMPTY_SEAT_BOX.left);
    expect(h).toBeLessThanOrEqual(EMPTY_SEAT_BOX.bottom - EMPTY_SEAT_BOX.top);
    expect(clashes([...seatBoxes(8, width), { name: 'empty seat', ...EMPTY_SEAT_BOX }])).toEqual([]);
  });

  it.each([2, 3, 4, 5, 6, 7])('an empty seat next to %i players is the next seat after the last one', (players) => {
    expect(emptySeatSpot(players)).toEqual(seatSpot(players + 1, players + 1));
  });
});
