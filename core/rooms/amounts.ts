import type { Hundredths } from './types';

/** A room's amount: an optional minus, currency marks ($ € £ or a code), thousands split by commas, up to two decimals. */
const AMOUNT = /^(-?)(?:[$€£]|USD|EUR|GBP)?\s?(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(?:[$€£]|USD|EUR|GBP)?$/;

/** "$1,500.25" -> 150025, "5€" -> 500, "-6.10€" -> -610; null when the text is not an amount. */
export function readAmount(text: string): Hundredths | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[3]!.replace(/,/g, ''));
  const cents = match[4] === undefined ? 0 : Number(match[4].padEnd(2, '0'));
  const value = whole * 100 + cents;
  return match[1] === '-' || match[2] === '-' ? -value : value;
}

/** The pattern of one amount inside a line, for the rooms' regular expressions. */
export const AMOUNT_PATTERN = '-?(?:[$€£])?-?[\\d,]+(?:\\.\\d{1,2})?(?:[$€£])?';

/**
 * The chip unit of a hand: cents when it is played for money or any amount has decimals, whole units otherwise
 * (tournament chips). Returns the divisor from hundredths to chips.
 */
export function chipDivisor(money: boolean, amounts: Iterable<Hundredths>): 1 | 100 {
  if (money) return 1;
  for (const a of amounts) if (a % 100 !== 0) return 1;
  return 100;
}
