/**
 * Where seats sit around the table, as percentages of the table box (centre of each seat).
 * The dealer sits at the bottom centre; seats 1..N go clockwise from the dealer's left
 * (on screen: up the left side, across the top, down the right side).
 *
 * The spots are laid out for the biggest seat the table draws (seven cards at 7th street, two lines of
 * tags) at the narrowest table the app shows (about 620 px wide, a 1024 px window): `seatFootprint`
 * models that seat from the same sizes the CSS uses, and seatLayout.test.ts checks nothing overlaps.
 * Wider tables only make seats smaller relative to the table (the rem parts do not grow).
 */
export interface SeatSpot {
  readonly x: number;
  readonly y: number;
}

/** A seat is at most this wide, in % of the table width (CSS: max-width in cqi). */
export const SEAT_MAX_WIDTH = 24;
/** Card width: 4% of the table width, 28 px to 72 px (CSS clamp). */
export const CARD_WIDTH = { min: 28, cqi: 4, max: 72 } as const;
/** How much of a card the next card in the seat leaves visible: the index of an upcard, the 'down' band of a downcard. */
export const SHOWN_UNDER = { up: 0.5, down: 0.82 } as const;
/** The table box's height over its width (CSS aspect-ratio 16 / 9.4). */
export const TABLE_ASPECT = 9.4 / 16;

const REM = 16;
const CARD_ASPECT = 90 / 64;

/** Seven cards at 7th street as dealt: two down, four up, one down. */
const SEVENTH_STREET = [false, false, true, true, true, true, false];

/** Width of a row of cards, in px (each card but the last partly under the next). */
export function cardRowWidth(up: readonly boolean[], card: number): number {
  return up.reduce((w, isUp, k) => w + card * (k === up.length - 1 ? 1 : isUp ? SHOWN_UNDER.up : SHOWN_UNDER.down), 0);
}

export const cardWidth = (tableWidth: number): number => Math.min(CARD_WIDTH.max, Math.max(CARD_WIDTH.min, (tableWidth * CARD_WIDTH.cqi) / 100));

/**
 * The box the biggest seat takes, in % of the table (width and height), at a table `tableWidth` px wide.
 * Sizes as in TableScenarioSeat.vue: a 4 px border (the focus border), 0.3rem / 0.2rem + 0.25rem padding, a 1.25rem
 * head, 0.2rem gap, the cards; then 0.15rem gap and two lines of tags (0.68rem text, about 1rem a line, 0.2rem apart).
 */
export function seatFootprint(tableWidth: number): { readonly w: number; readonly h: number } {
  const card = cardWidth(tableWidth);
  const boxWidth = 2 * 4 + 2 * 0.3 * REM + cardRowWidth(SEVENTH_STREET, card);
  const boxHeight = 2 * 4 + 0.45 * REM + 1.25 * REM + 0.2 * REM + card * CARD_ASPECT;
  const tags = 0.15 * REM + 2 * 1 * REM + 0.2 * REM;
  const tableHeight = tableWidth * TABLE_ASPECT;
  return { w: (boxWidth / tableWidth) * 100, h: ((boxHeight + tags) / tableHeight) * 100 };
}

/** Seat centres for 2..8 players, seat 1 first; kept clear of the centre caption (CENTRE) and the dealer (DEALER_BOX). */
const SPOTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [[14, 45], [86, 45]],
  3: [[14, 62], [50, 16], [86, 62]],
  4: [[14, 68], [30, 16], [70, 16], [86, 68]],
  5: [[20, 80], [13, 40], [50, 16], [87, 40], [80, 80]],
  6: [[22, 84], [12, 50], [28, 16], [72, 16], [88, 50], [78, 84]],
  7: [[22, 84], [12, 50], [17, 16], [50, 16], [83, 16], [88, 50], [78, 84]],
  8: [[22, 84], [12, 50], [12, 16], [37.4, 16], [62.6, 16], [88, 16], [88, 50], [78, 84]],
};

/** The caption and the pot in the middle (CSS: centred at 47%, at most 44% wide), in % of the table. */
export const CENTRE = { left: 28, right: 72, top: 32.5, bottom: 61.5 } as const;
/** The dealer's pill at the bottom centre, in % of the table. */
export const DEALER_SPOT: SeatSpot = { x: 50, y: 89 };
export const DEALER_BOX = { left: 41, right: 59, top: 83, bottom: 95 } as const;

/** Where seat `seat` (1-based) of a table of `seats` seats sits (an empty seat an incident is about counts as a seat). */
export function seatSpot(seat: number, seats: number): SeatSpot {
  if (!Number.isInteger(seat) || seat < 1 || seat > seats) throw new Error(`seat ${seat} is not at a table of ${seats}`);
  const spots = SPOTS[seats];
  if (!spots) throw new Error(`no layout for ${seats} seats`);
  const [x, y] = spots[seat - 1]!;
  return { x, y };
}

/** Seats at a stud table. */
export const MAX_SEATS = 8;

/**
 * Where an empty seat that an incident dealt cards to sits, next to `players` players: the next seat after the
 * last player (the seats are laid out for one more). A full table of 8 has no such seat in the ring: its cards
 * lie in front of the dealer (EMPTY_SEAT_BOX, a smaller box: three cards and a label).
 */
export function emptySeatSpot(players: number): SeatSpot {
  return players < MAX_SEATS ? seatSpot(players + 1, players + 1) : { x: 50, y: 72 };
}
export const EMPTY_SEAT_BOX = { left: 42, right: 58, top: 62, bottom: 82 } as const;
