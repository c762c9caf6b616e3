/**
 * Where seats sit around the table, as percentages of the table box (centre of each seat).
 * The dealer sits at the bottom centre; seats 1..N go clockwise from the dealer's left
 * (on screen: up the left side, across the top, down the right side).
 *
 * The spots are laid out for the biggest seat the table draws (seven cards at 7th street, two lines of
 * tags) at every table width the app shows (from about 545 px, the replay in a 1024x640 window): `seatFootprint`
 * models that seat from the same sizes the CSS uses, and seatLayout.test.ts checks nothing overlaps. Below
 * COMPACT_BELOW the seats are drawn compact (their cards as big as the seat's share of the table allows).
 */
export interface SeatSpot {
  readonly x: number;
  readonly y: number;
}

/** A seat is at most this wide, in % of the table width (CSS: max-width in cqi). */
export const SEAT_MAX_WIDTH = 24;
/** Card width on a wide table: 4% of the table width, 28 px to 72 px (CSS clamp). */
export const CARD_WIDTH = { min: 28, cqi: 4, max: 72 } as const;
/** How much of a card the next card in the seat leaves visible: the index of an upcard, the 'down' band of a downcard. */
export const SHOWN_UNDER = { up: 0.5, down: 0.82 } as const;
/** The table box's height over its width (CSS aspect-ratio 16 / 9.4). */
export const TABLE_ASPECT = 9.4 / 16;

/**
 * A table narrower than this (px; CSS `@container (width < 800px)`: a 1024 px window's drill and floor tables) draws its
 * seats compact: every card but the last leaves only its index in view (rank and suit, a downcard its band too, the word
 * 'down' on the last downcard only), a smaller head and tag lines, and the cards as big as the seat's share of the table
 * allows. Wider tables draw the seats as before (SHOWN_UNDER, CARD_WIDTH).
 */
export const COMPACT_BELOW = 800;
/** Compact seats: the index of any card the next one lies on (the widest index, '10', ends at 26 of the card's 64). */
export const COMPACT_SHOWN_UNDER = 0.42;
/**
 * Compact card width: the smaller of the width and the height the seat's share of the table allows (CSS
 * `clamp(24px, min(6.6cqi - 5px, 13.3cqi - 43px), 40px)`), each a share of the table width less the seat's chrome.
 */
export const COMPACT_CARD_WIDTH = { min: 24, byWidth: { cqi: 6.6, px: -5 }, byHeight: { cqi: 13.3, px: -43 }, max: 40 } as const;
/** The cards dealt to an empty seat next to 8 players, in front of the dealer: smaller than the seats' on a compact table. */
export const COMPACT_EMPTY_CARD_SCALE = 0.75;

const REM = 16;
const CARD_ASPECT = 90 / 64;
/** Border (the focus border), padding, head and gaps of a seat, and the tag lines it keeps room for (TableScenarioSeat.vue). */
const CHROME = {
  wide: { border: 4, padX: 0.3, padY: 0.45, head: 1.25, headGap: 0.2, tagsGap: 0.15, tags: 2.2 },
  compact: { border: 4, padX: 0.3, padY: 0.3, head: 1, headGap: 0.1, tagsGap: 0.15, tags: 1.75 },
} as const;

/** Seven cards at 7th street as dealt: two down, four up, one down. */
const SEVENTH_STREET = [false, false, true, true, true, true, false];

export const isCompact = (tableWidth: number): boolean => tableWidth < COMPACT_BELOW;

/** Width of a row of cards, in px (each card but the last partly under the next), on a table `tableWidth` px wide. */
export function cardRowWidth(up: readonly boolean[], card: number, tableWidth = COMPACT_BELOW): number {
  const shown = (isUp: boolean) => (isCompact(tableWidth) ? COMPACT_SHOWN_UNDER : isUp ? SHOWN_UNDER.up : SHOWN_UNDER.down);
  return up.reduce((w, isUp, k) => w + card * (k === up.length - 1 ? 1 : shown(isUp)), 0);
}

/** The width of a seat's cards, in px, on a table `tableWidth` px wide (the CSS --seat-card-width). */
export function cardWidth(tableWidth: number): number {
  const clamp = (min: number, x: number, max: number) => Math.min(max, Math.max(min, x));
  if (!isCompact(tableWidth)) return clamp(CARD_WIDTH.min, (tableWidth * CARD_WIDTH.cqi) / 100, CARD_WIDTH.max);
  const { min, byWidth, byHeight, max } = COMPACT_CARD_WIDTH;
  return clamp(min, Math.min((tableWidth * byWidth.cqi) / 100 + byWidth.px, (tableWidth * byHeight.cqi) / 100 + byHeight.px), max);
}

/**
 * The box the biggest seat takes, in % of the table (width and height), at a table `tableWidth` px wide.
 * Sizes as in TableScenarioSeat.vue (CHROME): a 4 px border (the focus border), the padding, the head and its gap, the
 * cards; then a gap and the tag lines kept (the tags' max-height: two lines). A seat of 8 cards (one too many, RR stud 18)
 * is one index wider: the gaps between seats take it (a seat at the table's edge reaches a few px past the table box).
 */
export function seatFootprint(tableWidth: number): { readonly w: number; readonly h: number } {
  const card = cardWidth(tableWidth);
  const c = CHROME[isCompact(tableWidth) ? 'compact' : 'wide'];
  const boxWidth = 2 * c.border + 2 * c.padX * REM + cardRowWidth(SEVENTH_STREET, card, tableWidth);
  const boxHeight = 2 * c.border + (c.padY + c.head + c.headGap) * REM + card * CARD_ASPECT;
  const tags = (c.tagsGap + c.tags) * REM;
  const tableHeight = tableWidth * TABLE_ASPECT;
  return { w: (boxWidth / tableWidth) * 100, h: ((boxHeight + tags) / tableHeight) * 100 };
}

/**
 * The box of the cards dealt to an empty seat next to 8 players (three cards, two down, and a label), in % of the table.
 * Its cards overlap as a wide table's seat's do (the word 'down' in view), smaller on a compact table.
 */
export function emptySeatFootprint(tableWidth: number): { readonly w: number; readonly h: number } {
  const card = cardWidth(tableWidth) * (isCompact(tableWidth) ? COMPACT_EMPTY_CARD_SCALE : 1);
  const row = card * (2 * (1 - 0.18) + 1);
  const tableHeight = tableWidth * TABLE_ASPECT;
  return { w: ((row + 2 * 2 + 2 * 0.3 * REM) / tableWidth) * 100, h: ((card * CARD_ASPECT + 1.1 * REM + 2 * 2 + 0.45 * REM + 0.2 * REM) / tableHeight) * 100 };
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
