import type { Localized } from '../i18n/locale';

/**
 * House rules: one field per point where the sources disagree (STUD-RULES.md section 9).
 * A profile is plain data; the engine reads it, never branches on a profile's id.
 */
export interface HouseRules {
  readonly id: string;
  readonly name: Localized;
  /** Equal boards on 4th-7th: first seat clockwise from the dealer acts (RR), or the highest suit of the highest card (TDA RP-10-D). */
  readonly boardTie: 'position' | 'suit';
  /** 4th-street open pair lets players bet the big bet (RR stud 4); TDA RP-10-F abolishes it. Stud high only. */
  readonly openPairDoubling: boolean;
  /** Raises allowed after the bet (3: bet and three raises; 4: bet and four raises); heads-up cap. */
  readonly cap: { readonly raises: 3 | 4; readonly headsUp: 'uncapped' | 'capped' };
  /** Hole card exposed on the initial deal. */
  readonly exposedHoleCard: 'rr-5' | 'misdeal' | 'tda-rp-10-a';
  /** Card dealt before the betting round ended. */
  readonly prematureCard: 'rr-14' | 'tda-rp-5-d';
  /** Not enough cards on 7th street. */
  readonly runOut: 'rr-15' | 'tda-rp-10-h' | 'online';
  /** Who acts first after a common card: the best board using the common card (RR 15), or whoever acted first on 6th (TDA RP-10-H). */
  readonly commonCardFirst: 'high-with-common' | 'keep-sixth-street';
  /** Final downcard dealt face up to a player who is not all-in. */
  readonly seventhUp: 'rr-17' | 'tda-rp-10-b';
  /** Odd chip: RR (high/low card by suit among all seven) or TDA 20 (high card by suit in the five-card hand). */
  readonly oddChip: 'rr' | 'tda';
  /** Showdown order when nobody bet on the river: the player first to act (TDA 17, RR), or the last aggressor of earlier rounds (SEED-001). */
  readonly showdownRiverChecked: 'first-to-act' | 'last-aggressor';
  /**
   * A player whose stack cannot cover the ante and the bring-in: dealt in and plays all-in, for the ante or as a
   * short bring-in (RR stud 8, TDA RP-10-E, SEED-003 tournaments), or not dealt in at all (SEED-003 cash games).
   */
  readonly shortStack: 'plays-all-in' | 'sits-out';
  /** Tournament rules apply (an absent player's hand; see also cap.headsUp). */
  readonly tournament: boolean;
}

export type ProfileId = 'rr-cash' | 'rr-tournament' | 'tda' | 'online';
