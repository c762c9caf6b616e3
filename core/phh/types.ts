import type { Card } from '../cards';
import type { PhhVariantCode } from '../variants';

/** A card as a PHH file writes it: a known card, or null for an unknown one ("??"). */
export type PhhCard = Card | null;

/** Fields of an action every kind shares: a commentary written after "#" in the notation, kept for the round trip. */
interface ActionBase {
  readonly comment?: string;
}

/**
 * One entry of the `actions` array, typed. `player` is the engine's 0-based player index
 * (PHH "p1" is player 0, the first seat to the dealer's left).
 */
export type PhhAction =
  /** `d dh pN CARDS`: cards dealt to a player; the street decides which are up or down. */
  | (ActionBase & { readonly kind: 'deal-hole'; readonly player: number; readonly cards: readonly PhhCard[] })
  /** `d db CARDS`: a community card (only when the deck runs out in stud). */
  | (ActionBase & { readonly kind: 'deal-board'; readonly cards: readonly PhhCard[] })
  /** `pN pb`: posts the bring-in. */
  | (ActionBase & { readonly kind: 'bring-in'; readonly player: number })
  /** `pN cbr X`: completes, bets or raises to a total of X this round. */
  | (ActionBase & { readonly kind: 'complete-bet-raise'; readonly player: number; readonly amount: number })
  /** `pN cc`: checks or calls. */
  | (ActionBase & { readonly kind: 'check-call'; readonly player: number })
  /** `pN f`: folds. */
  | (ActionBase & { readonly kind: 'fold'; readonly player: number })
  /**
   * `pN sm CARDS` shows, bare `pN sm` mucks (cards null), `pN sm -` shows the cards already dealt
   * (cards 'dealt').
   */
  | (ActionBase & { readonly kind: 'show-muck'; readonly player: number; readonly cards: readonly PhhCard[] | 'dealt' | null })
  /** An empty entry or a standalone commentary. */
  | (ActionBase & { readonly kind: 'no-op' });

export type PhhActionKind = PhhAction['kind'];

/** A value of a field this module does not interpret, kept as smol-toml parsed it. */
export type PhhExtraValue = unknown;

/** A stud-family PHH hand. Amounts are chips; arrays are indexed by 0-based player. */
export interface PhhHand {
  readonly variant: PhhVariantCode;
  /** `ante_trimming_status` (false when the file leaves it out). */
  readonly anteTrimming: boolean;
  readonly antes: readonly number[];
  readonly bringIn: number;
  readonly smallBet: number;
  readonly bigBet: number;
  readonly startingStacks: readonly number[];
  readonly actions: readonly PhhAction[];
  /** `finishing_stacks`, when the file records them (the check for a replay). */
  readonly finishingStacks?: readonly number[];
  /** Every other field (author, event, players, dates, tables...), in file order, kept for the round trip. */
  readonly extra: Readonly<Record<string, PhhExtraValue>>;
}
