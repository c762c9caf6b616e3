import type { Suit } from '../../../core';

/** A circle as a path (so each suit is a list of paths), centre (x, y), radius r. */
const circle = (x: number, y: number, r: number): string => `M${x - r} ${y} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/** Suit symbols drawn by us in a 100 x 100 box, indexed by suit (clubs, diamonds, hearts, spades). */
export const SUIT_PATHS: Readonly<Record<Suit, readonly string[]>> = {
  0: [circle(50, 27, 21), circle(27, 58, 21), circle(73, 58, 21), 'M44 50 L56 50 L58 80 Q62 93 72 98 L28 98 Q38 93 42 80 Z'],
  1: ['M50 2 L88 50 L50 98 L12 50 Z'],
  2: ['M50 94 C22 72 4 54 4 32 C4 14 16 4 30 4 C40 4 47 10 50 19 C53 10 60 4 70 4 C84 4 96 14 96 32 C96 54 78 72 50 94 Z'],
  3: [
    'M50 3 C74 24 96 40 96 62 C96 77 85 86 73 86 C64 86 57 82 53 75 C54 85 58 92 68 98 L32 98 C42 92 46 85 47 75 C43 82 36 86 27 86 C15 86 4 77 4 62 C4 40 26 24 50 3 Z',
  ],
};

/**
 * Each suit as one path (its shapes as subpaths of one `d`): a card draws its pips as plain paths, with no component
 * or list per pip, so the table patches fewer nodes when the cards change.
 */
export const SUIT_PATH: Readonly<Record<Suit, string>> = {
  0: SUIT_PATHS[0].join(' '),
  1: SUIT_PATHS[1].join(' '),
  2: SUIT_PATHS[2].join(' '),
  3: SUIT_PATHS[3].join(' '),
};

export const RED_SUITS: readonly Suit[] = [1, 2];

/** Index letters as printed on casino cards. */
export const RANK_INDEX: Readonly<Record<number, string>> = {
  2: '2',
  3: '3',
  4: '4',
  5: '5',
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '10',
  11: 'J',
  12: 'Q',
  13: 'K',
  14: 'A',
};
