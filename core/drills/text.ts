import type { Reason } from '../decision';
import { formatReason } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import type { Choice } from './types';

/** A choice's text in a language: its reasons joined with ", ". */
export function formatChoice(choice: Choice | readonly Reason[], locale: Locale): string {
  const text = 'letter' in choice ? choice.text : choice;
  return text.map((r) => formatReason(r, locale)).join(', ');
}
