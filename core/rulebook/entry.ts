import type { Localized } from '../i18n/locale';

/** Where a rule comes from. `RR` Robert's Rules of Poker, `TDA` 2024 TDA rules, `SEED-00N` one of the original rule texts (Spanish, Italian; each named in books.ts), `HOUSE` a profile's own choice. */
export type RuleBook = 'RR' | 'TDA' | 'SEED-000' | 'SEED-001' | 'SEED-002' | 'SEED-003' | 'SEED-004' | 'PHH' | 'HOUSE';

export interface RuleEntry {
  /** `ref`: the section of the book, named in every product language (codes such as "RP-10-D" stay as they are). */
  readonly source: { readonly book: RuleBook; readonly ref: Localized };
  /** Our own wording of the rule, in every product language. */
  readonly text: Localized;
  /**
   * The stakes of an example the text quotes from its source ("$2/$4"), written as the text writes them: its
   * amounts are the source's, not the table's, and every screen that shows the rule says so (ownStakesNote).
   */
  readonly ownStakes?: Localized;
}
