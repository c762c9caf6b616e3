/**
 * Where seats sit around the table, as percentages of the table box (centre of each seat), and how big their cards are.
 * The dealer sits at the bottom centre; seats 1..N go clockwise from the dealer's left (on screen: up the left side,
 * across the top, down the right side).
 *
 * Each table size keeps a room for every seat (SEAT_ROOM: a share of the table's width and height, clear of the other
 * seats, the middle and the dealer). A seat's cards are as big as its room allows for the most cards a seat holds, so
 * a heads-up table or a 3rd street draws big cards and eight seats at 7th street smaller ones (never below
 * CARD_WIDTH.min). `seatFootprint` models the seat from the same sizes the CSS uses (TableScenarioSeat.vue), and
 * seatLayout.test.ts checks that nothing overlaps. Below LIST_BELOW the table is a list of seats, not an oval.
 */
export interface SeatSpot {
  readonly x: number;
  readonly y: number;
}

/** The table box's height over its width, unless it is given the height to fill (then up to TALL_ASPECT). */
export const TABLE_ASPECT = 9.4 / 16;
export const TALL_ASPECT = 0.8;

/**
 * A table narrower than this (px; CSS `@container (width < 800px)`: a 1024 px window's drill and floor tables) draws its
 * seats' head and tag lines smaller. Narrower than LIST_BELOW it is a list: no oval has room for eight seats there.
 */
export const COMPACT_BELOW = 800;
export const LIST_BELOW = 540;

/**
 * How much of a card the next card in a seat leaves in view: its index (rank and suit; the widest index, '10', ends at
 * 24.5 of the card's 64) and a downcard's 'down' band under it (PlayingCard.vue, 20 of 64), on every table.
 */
export const SHOWN_UNDER = 0.42;
/** Card width bounds, px. */
export const CARD_WIDTH = { min: 24, max: 100 } as const;
/**
 * The most cards a seat is sized for (7th street). A seat holding more (one too many: RR stud 18) lays them closer, in
 * the width of seven and a fifth of a card more (cardShown; the rooms leave that between them), so every seat keeps
 * the same card size: each card still shows its index (the '10' is drawn narrower for it: PlayingCard.vue) and band.
 */
export const FIT_CARDS = 7;
export const CROWDED_SLACK = 0.2;

const REM = 16;
/** A card's height over its width (64 x 90). */
export const CARD_ASPECT = 90 / 64;
/** Border (the focus border), padding, head and gaps of a seat, and the tag lines it keeps room for (TableScenarioSeat.vue), px and rem. */
const CHROME = {
  wide: { border: 4, padX: 0.3, padY: 0.45, head: 1.25, headGap: 0.2, tagsGap: 0.15, tags: 2.3 },
  compact: { border: 4, padX: 0.3, padY: 0.3, head: 1, headGap: 0.1, tagsGap: 0.15, tags: 1.9 },
} as const;

/**
 * Each seat's room, in % of the table's width and height, by the number of seats (an empty seat an incident is about
 * counts as one). Fewer seats leave wider rooms: bigger cards. Between rooms there is at least 1.5% of the width (a
 * seat of eight cards takes a little of it: SQUEEZE_SLACK).
 */
export const SEAT_ROOM: Readonly<Record<number, { readonly w: number; readonly h: number }>> = {
  2: { w: 44, h: 40 },
  3: { w: 26.5, h: 32 },
  4: { w: 26.5, h: 32 },
  5: { w: 24.5, h: 32 },
  6: { w: 23.5, h: 31.8 },
  7: { w: 23.5, h: 31.8 },
  8: { w: 23.5, h: 31.8 },
};

export const isCompact = (tableWidth: number): boolean => tableWidth < COMPACT_BELOW;

/** Width of a row of `cards` cards `card` px wide, each but the last partly under the next. */
export function cardRowWidth(cards: number, card: number): number {
  return card * (1 + Math.max(0, cards - 1) * cardShown(cards));
}

const rowOf = (cards: number): number => 1 + Math.max(0, cards - 1) * SHOWN_UNDER;

/** How much of each card but the last a seat of `cards` cards shows: SHOWN_UNDER up to FIT_CARDS, less for more. */
export function cardShown(cards: number): number {
  return cards <= FIT_CARDS ? SHOWN_UNDER : (rowOf(FIT_CARDS) + CROWDED_SLACK - 1) / (cards - 1);
}

/** A card width as `cqi * width% + cqb * height% + px`, in the terms of both the model and CSS calc(). */
interface Linear {
  readonly cqi: number;
  readonly cqb: number;
  readonly px: number;
  readonly rem: number;
}

/** The two limits on a seat's card width: its room's width (the row of cards and the chrome) and its height. */
function cardLimits(seats: number, cards: number, compact: boolean): readonly [Linear, Linear] {
  const room = SEAT_ROOM[seats];
  if (!room) throw new Error(`no layout for ${seats} seats`);
  const c = CHROME[compact ? 'compact' : 'wide'];
  const row = rowOf(Math.min(cards, FIT_CARDS));
  const byWidth = { cqi: room.w / row, cqb: 0, px: -(2 * c.border) / row, rem: -(2 * c.padX) / row };
  const byHeight = {
    cqi: 0,
    cqb: room.h / CARD_ASPECT,
    px: -(2 * c.border) / CARD_ASPECT,
    rem: -(c.padY + c.head + c.headGap + c.tagsGap + c.tags) / CARD_ASPECT,
  };
  return [byWidth, byHeight];
}

const evaluate = (l: Linear, width: number, height: number): number => (l.cqi * width) / 100 + (l.cqb * height) / 100 + l.px + l.rem * REM;
const clamp = (min: number, x: number, max: number) => Math.min(max, Math.max(min, x));

/** What a table lays out for: its size in px, its seats (an empty seat counted), and the most cards a seat holds. */
export interface TableFit {
  readonly width: number;
  /** Default: width x TABLE_ASPECT. */
  readonly height?: number;
  readonly seats: number;
  /** Default: seven (7th street). */
  readonly cards?: number;
}

/** A seat's card width, in px (the CSS --seat-card-width). */
export function cardWidth(fit: TableFit): number {
  const height = fit.height ?? fit.width * TABLE_ASPECT;
  const [w, h] = cardLimits(fit.seats, fit.cards ?? 7, isCompact(fit.width));
  return clamp(CARD_WIDTH.min, Math.min(evaluate(w, fit.width, height), evaluate(h, fit.width, height)), CARD_WIDTH.max);
}

/** The same width as a CSS length, for a table of `seats` seats holding up to `cards` cards (wide or compact chrome). */
export function cardWidthCss(seats: number, cards: number, compact: boolean): string {
  const css = (l: Linear) =>
    `calc(${[l.cqi ? `${l.cqi.toFixed(3)}cqi` : '', l.cqb ? `${l.cqb.toFixed(3)}cqb` : '', `${l.px.toFixed(3)}px`, `${l.rem.toFixed(3)}rem`].filter(Boolean).join(' + ')})`;
  const [w, h] = cardLimits(seats, cards, compact);
  return `clamp(${CARD_WIDTH.min}px, min(${css(w)}, ${css(h)}), ${CARD_WIDTH.max}px)`;
}

/** A seat's room width as a CSS length (the seat's max-width, and the width its tags wrap in). */
export function seatRoomCss(seats: number): string {
  return `${SEAT_ROOM[seats]!.w}cqi`;
}

/**
 * The box the biggest seat takes, in % of the table (width and height): the border, the padding, the head and its gap,
 * the cards; then a gap and the tag lines kept.
 */
export function seatFootprint(fit: TableFit): { readonly w: number; readonly h: number } {
  const height = fit.height ?? fit.width * TABLE_ASPECT;
  const card = cardWidth(fit);
  const c = CHROME[isCompact(fit.width) ? 'compact' : 'wide'];
  const cards = fit.cards ?? 7;
  const boxWidth = 2 * c.border + 2 * c.padX * REM + cardRowWidth(cards, card);
  const boxHeight = 2 * c.border + (c.padY + c.head + c.headGap) * REM + card * CARD_ASPECT;
  const tags = (c.tagsGap + c.tags) * REM;
  return { w: (boxWidth / fit.width) * 100, h: ((boxHeight + tags) / height) * 100 };
}

/** The cards dealt to an empty seat next to 8 players, in front of the dealer: three quarters of the seats' size. */
export const EMPTY_CARD_SCALE = 0.75;

/**
 * The box of the cards dealt to an empty seat next to 8 players (three cards, two down, and a label), in % of the table.
 */
export function emptySeatFootprint(fit: TableFit): { readonly w: number; readonly h: number } {
  const card = cardWidth({ ...fit, seats: 8 }) * EMPTY_CARD_SCALE;
  const height = fit.height ?? fit.width * TABLE_ASPECT;
  return {
    w: ((cardRowWidth(3, card) + 2 * 2 + 2 * 0.3 * REM) / fit.width) * 100,
    h: ((card * CARD_ASPECT + 1.1 * REM + 2 * 2 + 0.45 * REM + 0.2 * REM) / height) * 100,
  };
}

/** Seat centres for 2..8 players, seat 1 first; kept clear of the middle (centreBox) and the dealer (DEALER_BOX). */
const SPOTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  // Heads-up: side by side in front of the dealer, the middle above them: each seat has nearly half the table.
  2: [
    [25, 58],
    [75, 58],
  ],
  3: [
    [14, 62],
    [50, 16],
    [86, 62],
  ],
  4: [
    [14, 68],
    [30, 16],
    [70, 16],
    [86, 68],
  ],
  5: [
    [13, 80],
    [13, 40],
    [50, 16],
    [87, 40],
    [87, 80],
  ],
  6: [
    [22, 84],
    [12.5, 50],
    [28, 16],
    [72, 16],
    [87.5, 50],
    [78, 84],
  ],
  7: [
    [22, 84],
    [12.5, 50],
    [17, 16],
    [50, 16],
    [83, 16],
    [87.5, 50],
    [78, 84],
  ],
  8: [
    [22, 84],
    [12.5, 50],
    [12.5, 16],
    [37.4, 16],
    [62.6, 16],
    [87.5, 16],
    [87.5, 50],
    [78, 84],
  ],
};

/** A box in % of the table. */
export interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
/** The caption, the stakes and the pot in the middle, in % of the table; heads-up, above the two seats. */
export const CENTRE: Box = { left: 28, right: 72, top: 32.5, bottom: 61.5 };
const HEADS_UP_CENTRE: Box = { left: 24, right: 76, top: 8, bottom: 36 };
export function centreBox(seats: number): Box {
  return seats === 2 ? HEADS_UP_CENTRE : CENTRE;
}
/**
 * The middle's place as CSS: its centre and width (TableScenario), and whether it may sit lower to clear the top seats'
 * tags (a graded showdown, a common card: with no top seat, heads-up, it stays).
 */
export function centreCss(seats: number): Record<string, string> {
  const box = centreBox(seats);
  return {
    '--centre-top': `${(box.top + box.bottom) / 2}%`,
    '--centre-width': `${box.right - box.left}%`,
    '--centre-shift': seats === 2 ? '0' : '1',
  };
}
/** The dealer's pill at the bottom centre (with the stub, the burns and the muck), in % of the table. */
export const DEALER_SPOT: SeatSpot = { x: 50, y: 89 };
export const DEALER_BOX = { left: 35.5, right: 64.5, top: 83, bottom: 95 } as const;

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
