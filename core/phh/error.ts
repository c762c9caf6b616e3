import type { Reason, ReasonParam } from '../decision';
import { formatMessage, formatReason } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { errorLocale } from '../i18n/loaded-texts';

/** Where a problem in a PHH file is: its line (1-based), and for an action its index in `actions` (0-based) and text. */
export interface PhhLocation {
  readonly line: number | null;
  readonly column?: number;
  readonly field?: string;
  readonly action?: number;
  readonly actionText?: string;
}

/**
 * A PHH file that cannot be read as a stud-family hand. Never a raw exception: every failure of
 * parse() is one of these, with where it is and what is wrong (`reason`, in any language).
 * `message` is the English text, location first: `line 8, actions[3] "p9 cc": ...`.
 */
export class PhhError extends Error {
  readonly line: number | null;
  readonly column: number | null;
  readonly field: string | null;
  readonly action: number | null;
  readonly actionText: string | null;
  readonly reason: Reason;

  constructor(where: PhhLocation, key: string, params: Record<string, ReasonParam> = {}) {
    const reason: Reason = { key, params };
    super(formatPhhProblem(where, reason, errorLocale()));
    this.name = 'PhhError';
    this.line = where.line;
    this.column = where.column ?? null;
    this.field = where.field ?? null;
    this.action = where.action ?? null;
    this.actionText = where.actionText ?? null;
    this.reason = reason;
  }

  /** The same text as `message`, in another language. */
  describe(locale: Locale): string {
    return formatPhhProblem(this.location(), this.reason, locale);
  }

  location(): PhhLocation {
    const where: { -readonly [K in keyof PhhLocation]: PhhLocation[K] } = { line: this.line };
    if (this.column !== null) where.column = this.column;
    if (this.field !== null) where.field = this.field;
    if (this.action !== null) where.action = this.action;
    if (this.actionText !== null) where.actionText = this.actionText;
    return where;
  }
}

/** "line 8, actions[3] "p9 cc"" in the reader's language ('' when nothing is known). */
export function formatPhhLocation(where: PhhLocation, locale: Locale): string {
  const parts: string[] = [];
  if (where.line !== null) {
    parts.push(
      where.column !== undefined
        ? formatMessage('phh.where.lineColumn', locale, { line: where.line, column: where.column })
        : formatMessage('phh.where.line', locale, { line: where.line }),
    );
  }
  if (where.action !== undefined) {
    parts.push(formatMessage('phh.where.action', locale, { number: where.action + 1, index: where.action, text: where.actionText ?? '' }));
  }
  return parts.join(', ');
}

export function formatPhhProblem(where: PhhLocation, reason: Reason, locale: Locale): string {
  const place = formatPhhLocation(where, locale);
  const what = formatReason(reason, locale);
  return place ? `${place}: ${what}` : what;
}
