import { DECK_SIZE, type Card } from '../cards';
import type { StreetNumber } from '../variants';
import type { DealtCard } from './types';

/**
 * One shared record for each known card, face and street a deal can give (52 x 2 x 5), and one shared
 * one-card list of it for the log's `deal` records. Records are read-only, so a hand needs no copies of
 * its own: a simulated 8-player hand deals about 44 cards, and a fresh record, list and log entry for each
 * was a large share of what the hand allocated.
 */
const TABLE: DealtCard[] = [];
const SINGLES: (readonly DealtCard[])[] = [];
for (let card = 0; card < DECK_SIZE; card++) {
  for (let street = 3; street <= 7; street++) {
    for (const up of [false, true]) {
      const d: DealtCard = { card, up, street: street as StreetNumber };
      TABLE.push(d);
      SINGLES.push([d]);
    }
  }
}

function slot(card: Card, up: boolean, street: StreetNumber): number {
  return (card * 5 + (street - 3)) * 2 + (up ? 1 : 0);
}

/** The shared record of `card` dealt face up or down on `street`; an unknown card (null) gets a fresh one. */
export function dealtCard(card: Card | null, up: boolean, street: StreetNumber): DealtCard {
  return card === null ? { card, up, street } : TABLE[slot(card, up, street)]!;
}

/** A one-card list holding `d` (shared for known cards: see dealtCard). */
export function oneDealtCard(d: DealtCard): readonly DealtCard[] {
  return d.card === null ? [d] : SINGLES[slot(d.card, d.up, d.street)]!;
}
