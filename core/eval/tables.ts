/**
 * Small lookup tables over 13-bit rank masks (bit i = rank index i: deuce = 0 ... ace = 12 for high
 * hands; ace = 0 ... king = 12 for low hands). 8,192 entries each, built once at load.
 */
export const RANK_MASKS = 1 << 13;

/** Index of the highest set bit (0..12); 0 for an empty mask (callers never ask for it). */
export const TOP_BIT = new Uint8Array(RANK_MASKS);
/** Number of set bits. */
export const BIT_COUNT = new Uint8Array(RANK_MASKS);
/** KEEP_TOP[k][mask]: the mask with only its k highest bits (all of them when it has fewer). */
export const KEEP_TOP: readonly Uint16Array[] = [0, 1, 2, 3, 4, 5].map(() => new Uint16Array(RANK_MASKS));
/** KEEP_LOW[k][mask]: the mask with only its k lowest bits. */
export const KEEP_LOW: readonly Uint16Array[] = [0, 1, 2, 3, 4, 5].map(() => new Uint16Array(RANK_MASKS));
/**
 * 1 + index of the top card of the best five-in-a-row in a high-rank mask, 0 when there is none.
 * The wheel (A-2-3-4-5) counts with the five (index 3) on top.
 */
export const STRAIGHT_TOP = new Uint8Array(RANK_MASKS);

const WHEEL = (1 << 12) | 0b1111;

for (let mask = 1; mask < RANK_MASKS; mask++) {
  TOP_BIT[mask] = 31 - Math.clz32(mask);
  BIT_COUNT[mask] = BIT_COUNT[mask >> 1]! + (mask & 1);
  for (let k = 1; k <= 5; k++) {
    let high = 0;
    let rest = mask;
    for (let taken = 0; taken < k && rest !== 0; taken++) {
      const bit = 1 << (31 - Math.clz32(rest));
      high |= bit;
      rest &= ~bit;
    }
    KEEP_TOP[k]![mask] = high;
    let low = 0;
    rest = mask;
    for (let taken = 0; taken < k && rest !== 0; taken++) {
      const bit = rest & -rest;
      low |= bit;
      rest &= ~bit;
    }
    KEEP_LOW[k]![mask] = low;
  }
  for (let top = 12; top >= 4; top--) {
    const run = 0b11111 << (top - 4);
    if ((mask & run) === run) {
      STRAIGHT_TOP[mask] = top + 1;
      break;
    }
  }
  if (STRAIGHT_TOP[mask] === 0 && (mask & WHEEL) === WHEEL) STRAIGHT_TOP[mask] = 3 + 1;
}
