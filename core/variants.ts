/**
 * The three stud-family games as data. Code asks the variant what to do
 * (which card brings in, which board acts first, how pots split) instead of branching on its name.
 */
export type VariantId = 'stud' | 'razz' | 'stud8';
export type PhhVariantCode = 'F7S' | 'FR' | 'F7S/8';
export type StreetNumber = 3 | 4 | 5 | 6 | 7;
export type BetSize = 'small' | 'big';

export interface StreetSpec {
  readonly street: StreetNumber;
  /** Cards dealt face down, then face up, to each player in this round. */
  readonly down: number;
  readonly up: number;
  /** One burn card before this street's deal (none before the initial deal). */
  readonly burn: boolean;
  readonly betSize: BetSize;
  /** Last down card of the hand (7th street): the "final downcard". */
  readonly finalDowncard: boolean;
}

export interface Variant {
  readonly id: VariantId;
  readonly phh: PhhVariantCode;
  /** Bring-in: the extreme door card in (rank, suit) order, with aces high or low. */
  readonly bringIn: { readonly pick: 'lowest' | 'highest'; readonly aces: 'high' | 'low' };
  /** Who acts first on 4th-7th: the best high board, or the best (lowest) ace-to-five board. */
  readonly boardOrder: 'high' | 'low';
  /** How pots are awarded at showdown. */
  readonly pots: 'high' | 'low' | 'high-low8';
  /** The 4th-street open pair lets players bet the big bet (stud high only). */
  readonly openPairOption: boolean;
  readonly streets: readonly StreetSpec[];
}

/**
 * A stud table seats 2 to 8 players: eight players take 8 x 6 cards and 3 burns to 6th street, 51 of
 * the 52 (SEED-000's deck arithmetic), so everyone can still play 7th street, with a common card if need be.
 */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

export const STUD_STREETS: readonly StreetSpec[] = [
  { street: 3, down: 2, up: 1, burn: false, betSize: 'small', finalDowncard: false },
  { street: 4, down: 0, up: 1, burn: true, betSize: 'small', finalDowncard: false },
  { street: 5, down: 0, up: 1, burn: true, betSize: 'big', finalDowncard: false },
  { street: 6, down: 0, up: 1, burn: true, betSize: 'big', finalDowncard: false },
  { street: 7, down: 1, up: 0, burn: true, betSize: 'big', finalDowncard: true },
];

export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  stud: {
    id: 'stud',
    phh: 'F7S',
    bringIn: { pick: 'lowest', aces: 'high' },
    boardOrder: 'high',
    pots: 'high',
    openPairOption: true,
    streets: STUD_STREETS,
  },
  razz: {
    id: 'razz',
    phh: 'FR',
    bringIn: { pick: 'highest', aces: 'low' },
    boardOrder: 'low',
    pots: 'low',
    openPairOption: false,
    streets: STUD_STREETS,
  },
  stud8: {
    id: 'stud8',
    phh: 'F7S/8',
    bringIn: { pick: 'lowest', aces: 'high' },
    boardOrder: 'high',
    pots: 'high-low8',
    openPairOption: false,
    streets: STUD_STREETS,
  },
};

export const VARIANT_IDS: readonly VariantId[] = ['stud', 'razz', 'stud8'];

export function variantFromPhh(code: string): Variant | undefined {
  return VARIANT_IDS.map((id) => VARIANTS[id]).find((v) => v.phh === code);
}

export function streetSpec(variant: Variant, street: StreetNumber): StreetSpec {
  const spec = variant.streets.find((s) => s.street === street);
  if (!spec) throw new Error(`variant ${variant.id} has no street ${street}`);
  return spec;
}
