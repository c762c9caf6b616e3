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

/** The bring-in rules; the suit order (and its worked example) only when door cards tie in rank and suit decides. */
export function bringInRules(variant: Variant, suitDecides: boolean): RuleId[] {
  if (variant.bringIn.pick === 'lowest') return suitDecides ? ['rr.stud.1', 'seed-001.suit-order'] : ['rr.stud.1'];
  return suitDecides ? ['rr.razz.bring-in', 'seed-004.razz-bring-in'] : ['rr.razz.bring-in'];
}

/** Does another door card share the bring-in card's rank (so the suit decided)? */
function suitDecidesBringIn(bringInCard: Card, doors: readonly Card[]): boolean {
  const rank = rankOf(bringInCard);
  for (const c of doors) if (c !== bringInCard && rankOf(c) === rank) return true;
  return false;
}

/** The reason key for the bring-in card: lowest (stud, stud8) or highest (razz), saying the suit order only when it decided. */
function bringInReasonKey(variant: Variant, suitDecides: boolean): string {
  const base = variant.bringIn.pick === 'lowest' ? 'reason.bringIn.lowest' : 'reason.bringIn.highest';
  return suitDecides ? `${base}.suit` : base;
}

/** Which seat must bring in, from the door cards of the seats dealt in. */
export function bringInSeat(doors: readonly DoorCard[], variant: Variant): Decision<{ seat: number; card: Card }> {
  if (doors.length === 0) throw new Error('bring-in needs at least one door card');
  let best = doors[0]!;
  for (const door of doors) if (bringInKey(door.card, variant) > bringInKey(best.card, variant)) best = door;
  const suit = suitDecidesBringIn(
    best.card,
    doors.map((d) => d.card),
  );
  return decide({ seat: best.seat, card: best.card }, bringInRules(variant, suit), bringInReasonKey(variant, suit), {
    card: { card: best.card },
  });
}
