import { rankName, suitName, type Card } from '../cards';
import type { Reason, ReasonParam } from '../decision';
import { ruleEntry, type RuleId } from '../rulebook/rules';
import type { Locale } from './locale';
import { MESSAGES } from './messages';

/** The template for key in locale; throws on a missing key so gaps are found by tests, not users. */
export function message(key: string, locale: Locale): string {
  const entry = MESSAGES[key];
  if (!entry) throw new Error(`no message "${key}" in core/i18n`);
  return entry[locale];
}

/**
 * A template's placeholders: `{name}`, or `{name:one|other}` for a count, worded for exactly 1 or for any other
 * number, with `#` standing for the number ("{count:one card|# cards}": "one card", "3 cards").
 */
const PLACEHOLDER = /\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g;

export function interpolate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string, one: string | undefined, other: string | undefined) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (one === undefined) return value;
    return (Number(params[name]) === 1 ? one : other!).replace(/#/g, value);
  });
}

/** The distinct params a template uses (plain and count placeholders), in order of first use. */
export function templateParams(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** "two of diamonds", "due di quadri". */
export function cardLabel(card: Card, locale: Locale): string {
  return interpolate(message('card.name', locale), {
    rank: message(`card.rank.${rankName(card)}`, locale),
    suit: message(`card.suit.${suitName(card)}`, locale),
  });
}

/**
 * Parameters that are chip amounts: shown grouped the reader's way ("50,000", "50.000"; Spanish leaves
 * four digits alone: "5000"). Other numbers (seats, streets, counts) stay as they are, and so do
 * numbers quoted from a file ({value}, {index}, {line}), so an error quotes what the file says.
 */
const CHIP_PARAMS: ReadonlySet<string> = new Set(['amount', 'total', 'to', 'from', 'size', 'chips', 'recorded', 'high', 'low', 'allowed', 'other', 'call', 'small', 'big']);

const chipFormats = new Map<Locale, Intl.NumberFormat>();

/** A chip amount as the reader writes numbers: "1,250,000" (en), "1.250.000" (es, it). */
export function formatChips(chips: number, locale: Locale): string {
  let format = chipFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    chipFormats.set(locale, format);
  }
  return format.format(chips);
}

function paramText(name: string, param: ReasonParam, locale: Locale): string | number {
  if (typeof param === 'number') return CHIP_PARAMS.has(name) && Math.abs(param) >= 1000 ? formatChips(param, locale) : param;
  if (typeof param === 'string') return param;
  if ('card' in param) return cardLabel(param.card, locale);
  if ('reasons' in param) return param.reasons.map((r) => formatReason(r, locale)).join(param.join ?? ' ');
  return param.cards.map((c) => cardLabel(c, locale)).join(', ');
}

export function formatReason(reason: Reason, locale: Locale): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params ?? {})) params[name] = paramText(name, value, locale);
  const template = message(reason.key, locale);
  // {streetName}: the street of the {street} number in words ("4th street", "cuarta calle"), capitalised to open a sentence.
  if (typeof reason.params?.['street'] === 'number' && template.includes('{streetName}')) {
    const name = message(`street.name.${reason.params['street']}`, locale);
    params['streetName'] = template.startsWith('{streetName}') ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  }
  // {phaseName}: where the hand is ({phase}: dealing, betting, showdown, complete), as a clause in the reader's language.
  const phase = reason.params?.['phase'];
  if (typeof phase === 'string' && template.includes('{phaseName}') && MESSAGES[`hand.phase.${phase}`]) params['phaseName'] = message(`hand.phase.${phase}`, locale);
  return interpolate(template, params);
}

export function ruleText(id: RuleId, locale: Locale): string {
  return ruleEntry(id).text[locale];
}
