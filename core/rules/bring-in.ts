import { lowRankOf, rankOf, suitOf, type Card } from '../cards';
import { decide, type Decision } from '../decision';
import type { RuleId } from '../rulebook/rules';
import type { Variant } from '../variants';

/** A seat and its door card (3rd-street upcard). Seats are numbered 1..8 clockwise from the dealer's left. */
export interface DoorCard {
  readonly seat: number;
  readonly card: Card;
}

/**
 * Orders door cards for the bring-in: a larger key brings in first.
 * Rank and suit both follow the variant's direction, so "lowest" means the lowest rank and,
 * on equal ranks, the lowest suit (stud: clubs < diamonds < hearts < spades), and "highest"
 * means the highest rank with aces low and, on equal ranks, the highest suit (razz).
 */
export function bringInKey(card: Card, variant: Variant): number {
  const rank = variant.bringIn.aces === 'low' ? lowRankOf(card) : rankOf(card);
  const order = rank * 4 + suitOf(card);
  return variant.bringIn.pick === 'lowest' ? -order : order;
}

export function bringInRules(variant: Variant): RuleId[] {
  return variant.bringIn.pick === 'lowest' ? ['rr.stud.1', 'seed-001.suit-order'] : ['rr.razz.bring-in', 'seed-004.razz-bring-in'];
}

/** Which seat must bring in, from the door cards of the seats dealt in. */
export function bringInSeat(doors: readonly DoorCard[], variant: Variant): Decision<{ seat: number; card: Card }> {
  if (doors.length === 0) throw new Error('bring-in needs at least one door card');
  let best = doors[0]!;
  for (const door of doors) if (bringInKey(door.card, variant) > bringInKey(best.card, variant)) best = door;
  const key = variant.bringIn.pick === 'lowest' ? 'reason.bringIn.lowest' : 'reason.bringIn.highest';
  return decide({ seat: best.seat, card: best.card }, bringInRules(variant), key, { card: { card: best.card } });
}
