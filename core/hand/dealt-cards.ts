import { DECK_SIZE, type Card } from '../cards';
import type { StreetNumber } from '../variants';
import type { DealtCard } from './types';

/**
 * One shared record for each known card, face and street a deal can give (52 x 2 x 5), and one shared
 * one-card list of it for the log's `deal` records, both found by the deal's slot (dealtSlot). Records are
 * read-only, so a hand needs no copies of its own: a simulated 8-player hand deals about 44 cards, and a
 * fresh record, list and log entry for each was a large share of what the hand allocated.
 */
export const DEALT: readonly DealtCard[] = [];
export const DEALT_ONE: readonly (readonly DealtCard[])[] = [];
for (let card = 0; card < DECK_SIZE; card++) {
  for (let street = 3; street <= 7; street++) {
    for (const up of [false, true]) {
      const d: DealtCard = { card, up, street: street as StreetNumber };
      (DEALT as DealtCard[]).push(d);
      (DEALT_ONE as (readonly DealtCard[])[]).push([d]);
    }
  }
}

/** Where a known card dealt face up or down on `street` sits in DEALT and DEALT_ONE. */
export function dealtSlot(card: Card, up: boolean, street: StreetNumber): number {
  return (card * 5 + (street - 3)) * 2 + (up ? 1 : 0);
}

/** The shared record of `card` dealt face up or down on `street`; an unknown card (null) gets a fresh one. */
export function dealtCard(card: Card | null, up: boolean, street: StreetNumber): DealtCard {
  return card === null ? { card, up, street } : DEALT[dealtSlot(card, up, street)]!;
}
