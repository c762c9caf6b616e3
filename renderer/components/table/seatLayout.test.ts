import { describe, expect, it } from 'vitest';
import {
  CARD_ASPECT,
  CARD_WIDTH,
  centreBox,
  COMPACT_BELOW,
  DEALER_BOX,
  DEALER_SPOT,
  EMPTY_SEAT_BOX,
  LIST_BELOW,
  SEAT_ROOM,
  SHOWN_UNDER,
  TABLE_ASPECT,
  TALL_ASPECT,
  cardRowWidth,
  cardShown,
  cardWidth,
  cardWidthCss,
  emptySeatFootprint,
  emptySeatSpot,
  seatFootprint,
  seatSpot,
  type TableFit,
} from './seatLayout';

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
/** Boxes that share more than a rounding error (a seat's room ends where the next begins). */
const E = 1e-9;
const overlaps = (a: Box, b: Box): boolean => a.left < b.right - E && b.left < a.right - E && a.top < b.bottom - E && b.top < a.bottom - E;
function seatBoxes(fit: TableFit): Box[] {
  const { w, h } = seatFootprint(fit);
  return Array.from({ length: fit.seats }, (_, k) => {
    const { x, y } = seatSpot(k + 1, fit.seats);
    return { name: `seat ${k + 1}`, left: x - w / 2, right: x + w / 2, top: y - h / 2, bottom: y + h / 2 };
  });
}
function clashes(boxes: readonly Box[], seats = boxes.length): string[] {
  const all = [...boxes, { name: 'centre', ...centreBox(seats) }, { name: 'dealer', ...DEALER_BOX }];
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const a = all[i]!;
    if (a.left < -E || a.top < -E || a.right > 100 + E || a.bottom > 100 + E) out.push(`${a.name} leaves the table`);
    for (let j = i + 1; j < all.length; j++) if (overlaps(a, all[j]!)) out.push(`${a.name} overlaps ${all[j]!.name}`);
  }
  return out;
}

/** Evaluates the CSS length cardWidthCss writes (clamp, min, calc of cqi, cqb, px and rem), for a table `width` x `height` px. */
function cssWidth(css: string, width: number, height: number): number {
  const js = css
    .replace(/(-?[\d.]+)cqi/g, `($1*${width}/100)`)
    .replace(/(-?[\d.]+)cqb/g, `($1*${height}/100)`)
    .replace(/(-?[\d.]+)rem/g, '($1*16)')
    .replace(/(-?[\d.]+)px/g, '($1)')
    .replace(/calc\(/g, '(')
    .replace(/min\(/g, 'Math.min(');
  expect(js).toMatch(/^clamp\([-+*/().\d\s,a-zA-Z]*\)$/);
  const clamp = (a: number, x: number, b: number) => Math.min(Math.max(a, x), b);
  return (Function('clamp', `return ${js}`) as (c: typeof clamp) => number)(clamp);
}

// Table widths in px: a list's limit, the replay in a 1024x640 window, a 1024 px window (the see-a-ruling table, the drill
// table), 1152 px, either side of the compact seats' limit, 1280x720, and big screens.
const WIDTHS = [LIST_BELOW, 545, 620, 652, 724, COMPACT_BELOW - 1, COMPACT_BELOW, 869, 1200, 1800];
const SEATS = [2, 3, 4, 5, 6, 7, 8];

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

  it.each(SEATS)("%i seats: each seat's room keeps clear of the others, the middle and the dealer", (seats) => {
    const room = SEAT_ROOM[seats]!;
    const boxes = Array.from({ length: seats }, (_, k) => {
      const { x, y } = seatSpot(k + 1, seats);
      return { name: `seat ${k + 1}`, left: x - room.w / 2, right: x + room.w / 2, top: y - room.h / 2, bottom: y + room.h / 2 };
    });
    expect(clashes(boxes)).toEqual([]);
  });

  it('cards are as big as the room allows: bigger with fewer seats and fewer cards, never below the minimum', () => {
    const at = (width: number, seats: number, cards = 7) => cardWidth({ width, seats, cards });
    // Heads-up at 7th street: half as big again as eight seats' cards, twice the former 4% of the table.
    for (const width of [620, 869]) expect(at(width, 2)).toBeGreaterThan(1.5 * at(width, 8));
    expect(at(869, 2)).toBeGreaterThan((2 * (869 * 4)) / 100);
    for (const width of WIDTHS) {
      for (let seats = 3; seats <= 8; seats++) expect(at(width, seats)).toBeLessThanOrEqual(at(width, seats - 1) + 1e-9);
      for (let cards = 4; cards <= 7; cards++) expect(at(width, 8, cards)).toBeLessThanOrEqual(at(width, 8, cards - 1) + 1e-9);
      // A seat of eight cards (one too many) keeps every card's size: its cards lie closer, in the row of seven and a fifth.
      expect(at(width, 8, 8)).toBe(at(width, 8, 7));
      expect(cardRowWidth(8, at(width, 8, 8))).toBeCloseTo(cardRowWidth(7, at(width, 8, 7)) + 0.2 * at(width, 8, 7));
      expect(at(width, 8)).toBeGreaterThanOrEqual(CARD_WIDTH.min);
    }
    // Eight seats at 7th street on a 1024 px window's table: no smaller than before (37 px), 3rd street bigger.
    expect(at(652, 8)).toBeGreaterThanOrEqual(37);
    expect(at(652, 8, 3)).toBeGreaterThan(at(652, 8, 7));
    // A table given more height (a drill's table filling its column) draws bigger cards when height was the limit.
    expect(cardWidth({ width: 652, height: 652 * TALL_ASPECT, seats: 8, cards: 3 })).toBeGreaterThan(at(652, 8, 3));
  });

  it.each(SEATS)('%i seats: the CSS length the seats use is the width the model lays out', (seats) => {
    for (const width of WIDTHS) {
      for (const aspect of [TABLE_ASPECT, TALL_ASPECT]) {
        for (const cards of [3, 5, 7, 8]) {
          const css = cardWidthCss(seats, cards, width < COMPACT_BELOW);
          expect(cssWidth(css, width, width * aspect)).toBeCloseTo(cardWidth({ width, height: width * aspect, seats, cards }), 1);
        }
      }
    }
  });

  it("each card but the last leaves its index and a downcard's band in view (the widest index, 10, ends at 24.5 of 64; the band at 20)", () => {
    expect(SHOWN_UNDER * 64).toBeGreaterThanOrEqual(26);
    // A seat of eight cards lays them closer, still clear of the index.
    expect(cardShown(8) * 64).toBeGreaterThanOrEqual(24.5);
    expect(cardShown(7)).toBe(SHOWN_UNDER);
    expect(cardRowWidth(7, 40)).toBeCloseTo(40 * (1 + 6 * SHOWN_UNDER));
    expect(CARD_ASPECT).toBeCloseTo(90 / 64);
  });

  it.each(WIDTHS.flatMap((w) => SEATS.flatMap((n) => [3, 7, 8].map((cards) => [w, n, cards] as const))))(
    'a %i px table with %i seats of %i cards: no seat overlaps another, the middle or the dealer (as tall as wide x 9.4/16, and taller)',
    (width, seats, cards) => {
      expect(clashes(seatBoxes({ width, seats, cards }))).toEqual([]);
      expect(clashes(seatBoxes({ width, height: width * TALL_ASPECT, seats, cards }))).toEqual([]);
    },
  );

  it('the model fails on overlap: the old ellipse (radius 41% x 39%, pulled in to 84%) overlapped at 8 seats', () => {
    const { w, h } = seatFootprint({ width: 652, seats: 8 });
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
    const { w, h } = emptySeatFootprint({ width, seats: 8 });
    expect(w).toBeLessThanOrEqual(EMPTY_SEAT_BOX.right - EMPTY_SEAT_BOX.left);
    expect(h).toBeLessThanOrEqual(EMPTY_SEAT_BOX.bottom - EMPTY_SEAT_BOX.top);
    expect(clashes([...seatBoxes({ width, seats: 8 }), { name: 'empty seat', ...EMPTY_SEAT_BOX }], 8)).toEqual([]);
  });

  it.each([2, 3, 4, 5, 6, 7])('an empty seat next to %i players is the next seat after the last one', (players) => {
    expect(emptySeatSpot(players)).toEqual(seatSpot(players + 1, players + 1));
  });
});
