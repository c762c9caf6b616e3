import type { Card } from '../cards';
import { RoomError } from './error';

/**
 * Puts the cards a room showed at the end (a show, a mucked hand in the summary) in the places of the cards dealt
 * face down that nobody saw: the shown cards not already known, in the room's order, into the unknown places in
 * dealing order (rooms list a hand as it was dealt, or its two first hole cards swapped, which this order absorbs).
 * `dealt[p]`: each deal to player p with its cards (changed in place); `revealed[p]`: the hand the room showed.
 */
export function fillUnseen(
  dealt: readonly { cards: (Card | null)[] }[][],
  revealed: readonly ({ readonly cards: readonly Card[]; readonly line: number } | null)[],
  names: readonly string[],
): void {
  dealt.forEach((deals, p) => {
    const shown = revealed[p]?.cards;
    if (!shown) return;
    const known = new Set<Card>();
    for (const d of deals) for (const c of d.cards) if (c !== null) known.add(c);
    const extra = shown.filter((c) => !known.has(c));
    const places = deals.flatMap((d) => d.cards.map((c, k) => ({ d, k, c }))).filter((x) => x.c === null);
    if (extra.length > places.length) {
      throw new RoomError(revealed[p]!.line, 'rooms.error.shownNotDealt', {
        name: names[p]!,
        cards: { cards: extra },
        count: places.length,
      });
    }
    extra.forEach((card, i) => (places[i]!.d.cards[places[i]!.k] = card));
  });
}
