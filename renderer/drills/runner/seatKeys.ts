import type { ChoiceLetter, Player, QuestionPart, Scenario } from '../../../core';

/** Why a seat's number key picks nothing in the part on screen. */
export type SeatKeyRefusal =
  | { readonly kind: 'notAtTable' }
  | { readonly kind: 'folded' }
  | { readonly kind: 'notCandidate' }
  | { readonly kind: 'letterPart'; readonly letters: readonly ChoiceLetter[] }
  | { readonly kind: 'amountPart' };

/**
 * Why pressing the number of `player` (seat = player + 1) answers nothing, or null when it picks that seat: the part
 * asks for a letter or an amount, there is no such seat, or the seat is not among the part's candidates (core's list:
 * a folded seat says it folded).
 */
export function seatKeyRefusal(scenario: Scenario, part: QuestionPart, player: Player): SeatKeyRefusal | null {
  if (part.kind === 'choice') return { kind: 'letterPart', letters: part.choices.map((c) => c.letter) };
  if (part.kind === 'amount') return { kind: 'amountPart' };
  if (part.candidates.includes(player)) return null;
  const seat = scenario.state.players[player];
  if (!seat) return { kind: 'notAtTable' };
  return seat.folded ? { kind: 'folded' } : { kind: 'notCandidate' };
}
