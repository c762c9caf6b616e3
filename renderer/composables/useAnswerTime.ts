import { useI18n } from 'vue-i18n';
import type { Locale } from '../../core';
import { MAX_ANSWER_MS } from '../drills/resultSink';
import { useCoreText } from './useCoreText';

type Translate = (key: string, values: Record<string, unknown>) => string;

const MINUTE = 60_000;

/**
 * An answer time the reader's way, in one style everywhere (verdict, summary tables): under a minute in seconds with
 * one decimal ("4.2 s", "4,2 s"); then minutes and seconds ("1 min 5 s"); from an hour on, hours and minutes
 * ("1 h 30 min"); 24 h (the most the results store keeps) or more as "24 h or more". Each unit shown is rounded
 * to the nearest, and a zero last part is left out ("2 min", "1 h"). Not a number (no answers): a dash.
 */
export function formatAnswerTime(ms: number, t: Translate, locale: Locale): string {
  if (!Number.isFinite(ms)) return ms === Infinity ? t('answerTime.dayOrMore', {}) : '—';
  const time = Math.max(0, ms);
  if (time >= MAX_ANSWER_MS) return t('answerTime.dayOrMore', {});
  if (Math.round(time / 100) < 600) {
    const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(time / 1000);
    return t('answerTime.seconds', { seconds });
  }
  const totalSeconds = Math.round(time / 1000);
  if (totalSeconds < 3600) {
    const minutes = Math.floor(totalSeconds / 60);
    const seconds = totalSeconds % 60;
    return seconds === 0 ? t('answerTime.minutes', { minutes }) : t('answerTime.minutesSeconds', { minutes, seconds });
  }
  // Never "24 h" for a time under 24 h: that is what "24 h or more" says.
  const totalMinutes = Math.min(Math.round(time / MINUTE), MAX_ANSWER_MS / MINUTE - 1);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0 ? t('answerTime.hours', { hours }) : t('answerTime.hoursMinutes', { hours, minutes });
}

/** formatAnswerTime in the current vue-i18n language. */
export function useAnswerTime(): (ms: number) => string {
  const { t } = useI18n();
  const core = useCoreText();
  return (ms) => formatAnswerTime(ms, (key, values) => t(key, values), core.locale.value);
}
