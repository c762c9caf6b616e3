import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { AnswerWords } from '../drills/runner/answerText';
import { useCoreText } from './useCoreText';

/** The words an answer is written with (seats, dealer's steps) in the current locale. */
export function useAnswerWords(): ComputedRef<AnswerWords> {
  const { t } = useI18n();
  const core = useCoreText();
  return computed<AnswerWords>(() => ({
    seat: (seat) => t('runner.seat', { seat }),
    special: (target) => t(`runner.special.${target}`),
    chips: (amount) => t('chips', { amount }),
    locale: core.locale.value,
  }));
}
