import type { Card } from '../cards';
import type { Chips, Player } from '../hand/types';
import type { StreetNumber } from '../variants';

/**
 * What the dealer does, in order, to carry out a ruling. Plain data: the UI and the CLI print
 * them (core/i18n key `ruling.step.<kind>`), applyRuling performs them on the hand.
 */
export type RulingStep =
  /** Leave the exposed card face up: it plays as the player's upcard. */
  | { readonly kind: 'expose'; readonly player: Player; readonly card: Card | null }
  /** Deal the player's next card face down (instead of up). */
  | { readonly kind: 'deal-down'; readonly player: Player }
  /** Deal the player's next card face up (instead of down). */
  | { readonly kind: 'deal-up'; readonly player: Player }
  /** Deal `count` cards of this street in order from the dealer's left (all but the last card, RR 15). */
  | { readonly kind: 'deal-some'; readonly count: number }
  /** Deal the rest of this street normally. */
  | { readonly kind: 'deal-rest'; readonly street: StreetNumber }
  /** Burn one card. */
  | { readonly kind: 'burn' }
  /** Put misplaced cards back in their proper order (RR 13). */
  | { readonly kind: 'restore-order' }
  /** Take the extra card back and use it as the next burn card. */
  | { readonly kind: 'use-as-burn'; readonly player: Player }
  /** Take cards dealt by mistake back, out of play; they are kept aside. */
  | { readonly kind: 'take-back'; readonly count: number }
  /** Take cards dealt by mistake back into the stub. */
  | { readonly kind: 'return-to-stub'; readonly count: number }
  /** Take `count` more cards off the stub, out of play, kept aside (RR 14). */
  | { readonly kind: 'set-aside'; readonly count: number }
  /** Set a boxed card aside as if it were not there; the next card takes its place. */
  | { readonly kind: 'discard-boxed'; readonly card: Card | null }
  /** Shuffle the stub (with what `adding` names) and cut. */
  | { readonly kind: 'reshuffle-stub'; readonly adding: 'nothing' | 'premature' | 'burns' | 'last-card-and-burns' }
  /** Deal this street again, without a burn. */
  | { readonly kind: 'redeal-street'; readonly street: StreetNumber }
  /** Deal the final downcard face down to the player instead of the exposed one. */
  | { readonly kind: 'replace-card'; readonly player: Player }
  /** The player keeps the card. */
  | { readonly kind: 'keep-card'; readonly player: Player }
  /** Announce and turn a common card in the centre; it plays in every hand. */
  | { readonly kind: 'deal-common' }
  /**
   * Scramble `count` cards and cut: what is left of the stub with the burns and cards kept aside, or (SEED-000's common
   * card) the burns alone, the rest of the stub unused.
   */
  | { readonly kind: 'scramble'; readonly count: number; readonly gathers: 'stub-and-burns' | 'burns' }
  /** Give a player back chips: the ante, or a bet. */
  | { readonly kind: 'return-ante'; readonly player: Player; readonly amount: Chips }
  | { readonly kind: 'return-bet'; readonly player: Player; readonly amount: Chips }
  /** Post the bring-in for the player (absent player). */
  | { readonly kind: 'post-bring-in'; readonly player: Player; readonly amount: Chips }
  /** The player's hand is dead: cards to the muck. */
  | { readonly kind: 'kill-hand'; readonly player: Player }
  /** The player was dealt no cards: no hand this deal (nothing to muck). */
  | { readonly kind: 'no-hand'; readonly player: Player }
  /** The player's action counts as a fold. */
  | { readonly kind: 'fold'; readonly player: Player }
  /** The player's bet is made the right size. */
  | { readonly kind: 'correct-bet'; readonly player: Player; readonly from: Chips; readonly to: Chips }
  /** The player may not bet or raise for the rest of the street. */
  | { readonly kind: 'no-bet-or-raise'; readonly player: Player; readonly street: StreetNumber }
  /** The player may declare all-in before the betting starts. */
  | { readonly kind: 'may-declare-all-in'; readonly player: Player }
  /** Misdeal: gather every card, keep the antes in, return any bets, reshuffle and deal again. */
  | { readonly kind: 'misdeal' }
  /** Fouled deck: the hand is void, every chip goes back to whoever put it in; new deck. */
  | { readonly kind: 'void-hand' }
  /** Too late for a misdeal, or nothing to fix: the hand goes on as it is. */
  | { readonly kind: 'play-on' }
  /**
   * Who acts first rests on a card still to be dealt or turned (RR 17 heads-up, RR 15's common card): once it is, the
   * best board using all upcards (`common`: with the common card), high or low as the game says.
   */
  | { readonly kind: 'first-by-board'; readonly board: 'high' | 'low'; readonly common: boolean }
  /** Who acts next, with what choice. */
  | { readonly kind: 'action-to'; readonly player: Player; readonly options: 'normal' | 'fold-bring-in-complete' };

export type RulingStepKind = RulingStep['kind'];

/** Steps the dealer must take later, when something happens in the hand. */
export type PendingOrder =
  /** When the current betting round ends: take one card per player still in the hand off the stub, kept aside (RR 14). */
  | { readonly when: 'round-ends'; readonly street: StreetNumber; readonly step: 'set-aside-per-player' }
  /** When the action reaches the player: kill the hand (RR 6). */
  | { readonly when: 'action-reaches'; readonly player: Player; readonly step: 'kill-hand' };
