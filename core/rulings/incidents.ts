import type { Card } from '../cards';
import type { Chips, Player } from '../hand/types';

/**
 * Incidents: things that go wrong at a real table. Each is reported against the hand state as it
 * stood, legally, just before the error (the "before" state); the incident says what went wrong,
 * the ruling says how the dealer fixes it, and applyRuling gives the hand after the fix.
 * Players are numbered as in core/hand (0 = first seat to the dealer's left).
 */
export type Incident =
  // ---- Initial deal (3rd street) ----
  /** The dealer turned up one of a player's two hole cards on the initial deal (`hole` 0 = first, 1 = second), or both. */
  | { readonly kind: 'exposed-hole-card'; readonly player: Player; readonly hole: 0 | 1 | 'both' }
  /** The next card dealt to the player flies off the table (and is seen). `card` = that card, if named (it must be the player's next card). */
  | { readonly kind: 'card-off-table'; readonly player: Player; readonly card?: Card }
  /** Extra card(s) dealt before the first betting round (`count` 1 = one extra card). */
  | { readonly kind: 'extra-cards'; readonly player: Player; readonly count: number }
  /** Cards dealt to an empty seat, or to someone not entitled to a hand. */
  | { readonly kind: 'dealt-to-empty-seat' }
  /** A player entitled to a hand was dealt out (got no cards). */
  | { readonly kind: 'player-dealt-out'; readonly player: Player }
  /** The first card went to the wrong seat. */
  | { readonly kind: 'wrong-first-seat' }
  /** Card(s) found face up in the deck during the initial deal. `card` = the (first) boxed card, if known. */
  | { readonly kind: 'boxed-card'; readonly count: number; readonly card?: Card }
  /** Two cards of the same rank and suit in play. */
  | { readonly kind: 'duplicate-card'; readonly card: Card }
  // ---- Bring-in ----
  /**
   * The wrong player was named low and bet; `nextActed`: the player after them has acted since, and `nextAction` says
   * how (given exactly when `nextActed`): folded, called, completed the bring-in, or raised a completion.
   */
  | {
      readonly kind: 'wrong-bring-in';
      readonly player: Player;
      readonly amount: Chips;
      readonly nextActed: boolean;
      readonly nextAction?: NextAction;
    }
  /** The player with the bring-in card is away from the table. */
  | { readonly kind: 'bring-in-absent' }
  /** The player with the bring-in card is all-in for the ante. */
  | { readonly kind: 'bring-in-all-in' }
  // ---- Burns ----
  /** The dealer burned `burns` cards (0 or 2) for the street about to be dealt. `seen`: on 7th, the first card dealt touched the player's cards or was looked at. */
  | { readonly kind: 'burn-error'; readonly burns: 0 | 2; readonly seen?: boolean }
  // ---- Premature cards ----
  /** The dealer burned and dealt `count` cards of the next street before this betting round ended. `seenBy`: a premature final downcard the player looked at. */
  | { readonly kind: 'premature-cards'; readonly count: number; readonly seenBy?: Player }
  // ---- 7th street ----
  /** The next final downcard (7th street) is dealt face up to `player`. `card` = that card, if named (it must be the player's next card). */
  | { readonly kind: 'seventh-card-up'; readonly player: Player; readonly card?: Card }
  // ---- Running out of cards ----
  /** The stub cannot give every player a 7th-street card. */
  | { readonly kind: 'run-out' }
  // ---- Player acts ----
  /** The player picked up or turned down their upcards. */
  | { readonly kind: 'upcards-concealed'; readonly player: Player }
  /** The player's hand holds `cards` cards (not seven) at the showdown. */
  | { readonly kind: 'wrong-card-count'; readonly player: Player; readonly cards: number }
  /** The acting player bet `amount` total this round, less than the bet size of this street. */
  | { readonly kind: 'underbet'; readonly player: Player; readonly amount: Chips }
  /** The acting player put in `amount`, less than the bring-in, on 3rd street. */
  | { readonly kind: 'bet-below-bring-in'; readonly player: Player; readonly amount: Chips };

export type IncidentKind = Incident['kind'];

/** What the player after a wrongly named bring-in did before the mistake was noticed (RR stud 9). */
export type NextAction = 'fold' | 'call' | 'complete' | 'raise';
export const NEXT_ACTIONS: readonly NextAction[] = ['fold', 'call', 'complete', 'raise'];

export const INCIDENT_KINDS: readonly IncidentKind[] = [
  'exposed-hole-card',
  'card-off-table',
  'extra-cards',
  'dealt-to-empty-seat',
  'player-dealt-out',
  'wrong-first-seat',
  'boxed-card',
  'duplicate-card',
  'wrong-bring-in',
  'bring-in-absent',
  'bring-in-all-in',
  'burn-error',
  'premature-cards',
  'seventh-card-up',
  'run-out',
  'upcards-concealed',
  'wrong-card-count',
  'underbet',
  'bet-below-bring-in',
];

/**
 * The cards already in front of a player that an incident is about, by their place in the player's
 * cards (0 = first hole card): the hole cards a dealer exposed. Null for incidents about no card on
 * the table yet (a card still to come, the stub, a bet).
 */
export function incidentCards(incident: Incident): { readonly player: Player; readonly cards: readonly number[] } | null {
  if (incident.kind !== 'exposed-hole-card') return null;
  return { player: incident.player, cards: incident.hole === 'both' ? [0, 1] : [incident.hole] };
}
