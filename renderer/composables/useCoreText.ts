import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import {
  bookName,
  cardLabel,
  formatReason,
  ownStakesNote,
  ruleEntry,
  ruleText,
  type Card,
  type Locale,
  type Reason,
  type RuleBook,
  type RuleId,
} from '../../core';
import { isLocale } from '../i18n';

/**
 * Core's own texts (card names, reasons, rule texts) in the current vue-i18n locale.
 * The UI catalogs hold only UI strings; everything the engine says comes from core/i18n.
 */
export function useCoreText() {
  const { locale } = useI18n();
  const current = computed<Locale>(() => (isLocale(locale.value) ? locale.value : 'en'));
  return {
    locale: current,
    card: (card: Card): string => cardLabel(card, current.value),
    reason: (reason: Reason): string => formatReason(reason, current.value),
    rule: (id: RuleId): string => ruleText(id, current.value),
    /** The rule's source by the name readers know it ("Robert's Rules of Poker", never "RR") and its section, in the current language. */
    ruleSource: (id: RuleId): { book: string; ref: string } => {
      const { book, ref } = ruleEntry(id).source;
      return { book: bookName(book, current.value), ref: ref[current.value] };
    },
    /** The rule as a reader cites it: its source and section ("Robert's Rules of Poker, Seven-Card Stud, rule 1"), never our id. */
    ruleName: (id: RuleId): string => {
      const { book, ref } = ruleEntry(id).source;
      return `${bookName(book, current.value)}, ${ref[current.value]}`;
    },
    /** A source book's name in the current language. */
    bookName: (book: RuleBook): string => bookName(book, current.value),
    /** For a rule quoting its source's example: its amounts are the source's own stakes, not the table's. */
    ownStakes: (id: RuleId): string | null => ownStakesNote(id, current.value),
  };
}
