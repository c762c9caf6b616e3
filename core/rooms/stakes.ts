import type { Reason } from '../decision';
import type { Hundredths, RecordedHand } from './types';

/** The betting structure of a hand, in the room's hundredths. */
export interface Stakes {
  readonly ante: Hundredths;
  readonly bringIn: Hundredths;
  readonly small: Hundredths;
  readonly big: Hundredths;
}

/** What the hand says of its structure: the header's figures, else what its own betting shows. */
export interface KnownStakes {
  readonly bringIn: Hundredths | null;
  readonly small: Hundredths | null;
  readonly big: Hundredths | null;
}

/**
 * The structure a hand shows: the header's bets, the bring-in posted, and (for a room whose header leaves the bets
 * out) the first full completion or bet of the small-bet streets and the first bet of the big-bet streets. An all-in
 * for less and a 4th-street bet (it may be the big bet after an open pair) say nothing.
 */
export function knownStakes(hand: RecordedHand): KnownStakes {
  let bringIn = hand.stakes.bringIn;
  let small = hand.stakes.small;
  let big = hand.stakes.big;
  let street = 3;
  const betThisStreet = new Set<number>();
  for (const event of hand.events) {
    if (event.kind === 'street') street = event.street;
    else if (event.kind === 'bring-in' && bringIn === null && !event.allIn) bringIn = event.amount;
    else if (event.kind === 'raise' && !event.allIn && !betThisStreet.has(street)) {
      betThisStreet.add(street);
      const amount = event.to ?? event.by ?? null;
      if (amount === null || amount <= 0) continue;
      if (street === 3 && small === null) small = amount;
      if (street >= 5 && big === null) big = amount;
    }
  }
  return { bringIn, small, big };
}

/**
 * The structure to write: the hand's own figures, the missing ones from another hand of the same table
 * (`table`), and failing that the usual fixed-limit ratios, each gap said in a note (`notes`).
 */
export function settleStakes(
  own: KnownStakes,
  table: KnownStakes | null,
  ante: Hundredths,
  shortBringIn: Hundredths,
  notes: Reason[],
  chips: (amount: Hundredths) => number,
): Stakes {
  let { bringIn, small, big } = own;
  if (small === null && table?.small != null) {
    small = table.small;
    notes.push({ key: 'rooms.note.smallFromTable', params: { amount: chips(small) } });
  }
  if (big === null && table?.big != null) {
    big = table.big;
    notes.push({ key: 'rooms.note.bigFromTable', params: { amount: chips(big) } });
  }
  // Fixed-limit stud's big bet is twice the small bet in every room read here.
  if (small === null && big !== null) {
    small = Math.floor(big / 2);
    notes.push({ key: 'rooms.note.smallFromBig', params: { amount: chips(small) } });
  }
  if (big === null && small !== null) {
    big = small * 2;
    notes.push({ key: 'rooms.note.bigFromSmall', params: { amount: chips(big) } });
  }
  if (bringIn === null && table?.bringIn != null) {
    bringIn = table.bringIn;
    notes.push({ key: 'rooms.note.bringInFromTable', params: { amount: chips(bringIn) } });
  }
  if (small === null || big === null) {
    // Nobody completed or bet: nothing in the hand depends on the bet sizes.
    small = Math.max(bringIn ?? 0, ante, shortBringIn, 1) * 2;
    big = small * 2;
    notes.push({ key: 'rooms.note.betsUnknown', params: { small: chips(small), big: chips(big) } });
  }
  if (bringIn === null) {
    // Nobody posted a full bring-in: any amount up to the small bet (and at least an all-in bring-in's) replays the same.
    bringIn = Math.max(Math.floor(small / 2), shortBringIn);
    notes.push({ key: 'rooms.note.bringInUnknown', params: { amount: chips(bringIn) } });
  }
  return { ante, bringIn, small, big };
}
