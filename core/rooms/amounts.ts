import type { Hundredths } from './types';

/** A room's amount: an optional minus, currency marks ($ € £ or a code), thousands split by commas, up to two decimals. */
const AMOUNT = /^(-?)(?:[$€£]|USD|EUR|GBP)?\s?(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(?:[$€£]|USD|EUR|GBP)?$/;

/** "$1,500.25" -> 150025, "5€" -> 500, "-6.10€" -> -610; null when the text is not an amount. */
export function readAmount(text: string): Hundredths | null {
  const plain = plainAmount(text);
  if (plain !== null) return plain;
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[3]!.replace(/,/g, ''));
  const cents = match[4] === undefined ? 0 : Number(match[4].padEnd(2, '0'));
  const value = whole * 100 + cents;
  return match[1] === '-' || match[2] === '-' ? -value : value;
}

/**
 * The usual amount read without a regular expression (every amount of every hand passes here): digits, a '$' before
 * or a '€' after, and two decimals at most; null for anything else (the full pattern then decides).
 */
function plainAmount(text: string): Hundredths | null {
  let start = 0;
  let end = text.length;
  if (text.charCodeAt(0) === 36 /* $ */) start = 1;
  else if (text.charCodeAt(end - 1) === 8364 /* € */) end--;
  let whole = 0;
  let i = start;
  for (; i < end; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    whole = whole * 10 + c;
  }
  if (i === start) return null;
  if (i === end) return whole * 100;
  if (text.charCodeAt(i) !== 46 /* . */ || end - i - 1 < 1 || end - i - 1 > 2) return null;
  let cents = 0;
  for (let k = i + 1; k < end; k++) {
    const c = text.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return null;
    cents = cents * 10 + c;
  }
  return whole * 100 + (end - i - 1 === 1 ? cents * 10 : cents);
}

/** The pattern of one amount inside a line, for the rooms' regular expressions. */
export const AMOUNT_PATTERN = '-?(?:[$€£])?-?[\\d,]+(?:\\.\\d{1,2})?(?:[$€£])?';
