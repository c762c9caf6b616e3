import type { Card } from '../cards';
import type { Reason } from '../decision';
import type { RoomError } from './error';
import type { PhhHand } from '../phh/types';
import type { StreetNumber, VariantId } from '../variants';

/** The online rooms whose text hand histories are read. */
export type RoomId = 'pokerstars' | 'fulltilt' | 'bovada' | 'winamax';
export const ROOM_IDS: readonly RoomId[] = ['pokerstars', 'fulltilt', 'bovada', 'winamax'];

/** The room's name as players know it (Bovada also writes its histories as Bodog and Ignition). */
export const ROOM_NAMES: Readonly<Record<RoomId, string>> = {
  pokerstars: 'PokerStars',
  fulltilt: 'Full Tilt Poker',
  bovada: 'Bovada / Ignition',
  winamax: 'Winamax',
};

export function isRoomId(value: string): value is RoomId {
  return (ROOM_IDS as readonly string[]).includes(value);
}

/**
 * Money as the room writes it, in hundredths of its unit ("$0.04" is 4, "1,500" is 150000): exact integers, so
 * no rounding creeps in before the hand picks its chip unit (cents, or whole chips when nothing has decimals).
 */
export type Hundredths = number;

export interface RecordedSeat {
  readonly seat: number;
  readonly name: string;
  readonly stack: Hundredths;
  readonly line: number;
}

/** One thing the room's text says happened, room-neutral, with the line that says it (1-based, in the whole file). */
export type RecordedEvent = { readonly line: number } & (
  | { readonly kind: 'ante'; readonly name: string; readonly amount: Hundredths }
  /** A street's cards start (from a header like "*** 4th STREET ***", or inferred from the cards dealt). */
  | { readonly kind: 'street'; readonly street: StreetNumber }
  /** The cards a player gets on the current street: three on 3rd (down, down, up), one later; null = unseen. */
  | { readonly kind: 'deal'; readonly name: string; readonly cards: readonly (Card | null)[] }
  /** A common card turned on 7th street, when the stub runs short. */
  | { readonly kind: 'common'; readonly card: Card }
  | { readonly kind: 'bring-in'; readonly name: string; readonly amount: Hundredths; readonly allIn?: boolean }
  /**
   * A completion, bet or raise: `to` the player's total on the street, or `by` the chips added (rooms write one or
   * the other); `allIn` when the room says the player is all-in.
   */
  | { readonly kind: 'raise'; readonly name: string; readonly to?: Hundredths; readonly by?: Hundredths; readonly allIn?: boolean }
  | { readonly kind: 'call'; readonly name: string }
  | { readonly kind: 'check'; readonly name: string }
  | { readonly kind: 'fold'; readonly name: string }
  /** Cards shown (the whole hand, in the room's order; some rooms leave the hidden cards out of the list). */
  | { readonly kind: 'show'; readonly name: string; readonly cards: readonly Card[] }
  | { readonly kind: 'muck'; readonly name: string }
  /** Cards the room lets us see without a show (a mucked hand in the summary, every card on Bovada). */
  | { readonly kind: 'reveal'; readonly name: string; readonly cards: readonly Card[] }
  | { readonly kind: 'uncalled'; readonly name: string; readonly amount: Hundredths }
  | { readonly kind: 'collected'; readonly name: string; readonly amount: Hundredths }
);

/** A hand as one room's text tells it, before it becomes PHH. */
export interface RecordedHand {
  readonly room: RoomId;
  /** The room's hand number. */
  readonly id: string;
  /** Line of the hand's first line in the file (1-based). */
  readonly line: number;
  readonly variant: VariantId;
  readonly table: string | null;
  /** "8-max": the seats at the table, when the room says. */
  readonly seatCount: number | null;
  /** The tournament's name or number, or null in a cash game. */
  readonly tournament: string | null;
  /** ISO 4217 code and symbol of real money, or null for tournament or play chips. */
  readonly currency: { readonly code: string; readonly symbol: string } | null;
  readonly date: { readonly year: number; readonly month: number; readonly day: number } | null;
  /** The structure as the header states it (null: not written; the hand's own amounts or its table's say it). */
  /** Hands with the same key share their structure (the same table at the same stakes or level): one fills another's gaps. */
  readonly structureKey: string;
  readonly stakes: {
    readonly ante: Hundredths | null;
    readonly bringIn: Hundredths | null;
    readonly small: Hundredths | null;
    readonly big: Hundredths | null;
  };
  readonly seats: readonly RecordedSeat[];
  readonly events: readonly RecordedEvent[];
  /**
   * The summary: the total pot before the rake (with the uncalled bets when `uncalledWritten` is false), and the rake
   * (null when the room does not write it).
   */
  readonly summary: {
    readonly totalPot: Hundredths | null;
    readonly rake: Hundredths | null;
    readonly uncalledWritten: boolean;
    readonly line: number;
  };
  /** The line of the file where the hand ends. */
  readonly lastLine: number;
}

/** A hand read from a room's file and written as PHH. */
export interface RoomHand {
  readonly room: RoomId;
  /** The hand's place in its file (1-based) and its first line. */
  readonly index: number;
  readonly line: number;
  readonly id: string;
  readonly phh: PhhHand;
  /** For each PHH action, the line of the room's text it comes from. */
  readonly actionLines: readonly number[];
  /** What the conversion had to read between the lines (a structure the room does not write, a room's slip). */
  readonly notes: readonly Reason[];
}

/** A hand of the file that could not be read: where (its first line, and the line at fault) and why. */
export interface RoomHandFailure {
  readonly index: number;
  /** The hand's first line. */
  readonly start: number;
  readonly id: string | null;
  readonly error: RoomError;
}

export type RoomHandResult = { readonly ok: true; readonly hand: RoomHand } | { readonly ok: false; readonly failure: RoomHandFailure };
