import type { Reason, ReasonParam } from '../decision';
import { formatReason } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { errorLocale } from '../i18n/loaded-texts';

/**
 * A room's hand history that cannot be read: the line (1-based, in the whole file; null when the whole file is at
 * fault) and what is wrong. `message` is the English text, line first ("line 12: ..."); describe() words it in any
 * language.
 */
export class RoomError extends Error {
  readonly line: number | null;
  readonly reason: Reason;

  constructor(line: number | null, key: string, params: Record<string, ReasonParam> = {}) {
    const reason: Reason = { key, params };
    super(describeRoomProblem(line, reason, errorLocale()));
    this.name = 'RoomError';
    this.line = line;
    this.reason = reason;
  }

  describe(locale: Locale): string {
    return describeRoomProblem(this.line, this.reason, locale);
  }
}

export function describeRoomProblem(line: number | null, reason: Reason, locale: Locale): string {
  const what = formatReason(reason, locale);
  return line === null ? what : `${formatReason({ key: 'phh.where.line', params: { line } }, locale)}: ${what}`;
}
