import { rankName, suitName, type Card } from '../cards';
import type { Reason, ReasonParam } from '../decision';
import { ruleEntry, type RuleId } from '../rulebook/rules';
import type { Locale } from './locale';
import { MESSAGES } from './messages';
import { FORMATS, messageArguments, messageFormatter, type MessageFormatter, type MessageValues } from './icu';

/** The template for key in locale (ICU MessageFormat); throws on a missing key so gaps are found by tests, not users. */
export function message(key: string, locale: Locale): string {
  const entry = MESSAGES[key];
  if (!entry) throw new Error(`no message "${key}" in core/i18n`);
  return entry[locale];
}

// Each message is parsed once per language, when first shown.
const compiled = new Map<string, MessageFormatter>();

function compiledFor(key: string, locale: Locale): MessageFormatter {
  const id = `${locale}:${key}`;
  let found = compiled.get(id);
  if (!found) {
    found = messageFormatter(message(key, locale), locale);
    compiled.set(id, found);
  }
  return found;
}

/** The message key in locale with its arguments filled; a missing argument, or a text where a number goes, throws. */
export function formatMessage(key: string, locale: Locale, values: MessageValues = {}): string {
  const { format, numbers } = compiledFor(key, locale);
  for (const name of numbers) {
    if (typeof values[name] !== 'number')
      throw new Error(`message "${key}": {${name}} takes a number, got ${JSON.stringify(values[name])}`);
  }
  return format(values);
}

/** The distinct arguments a template uses (plain, plural, number), in order of first use. */
export function templateParams(template: string): string[] {
  return messageArguments(template);
}

/** "two of diamonds", "due di quadri". */
export function cardLabel(card: Card, locale: Locale): string {
  return formatMessage('card.name', locale, {
    rank: formatMessage(`card.rank.${rankName(card)}`, locale),
    suit: formatMessage(`card.suit.${suitName(card)}`, locale),
  });
}

const chipFormats = new Map<Locale, Intl.NumberFormat>();

/** A chip amount as the reader writes numbers: "1,250,000" (en), "1.250.000" (es, it). */
export function formatChips(chips: number, locale: Locale): string {
  let format = chipFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, FORMATS.number.chips);
    chipFormats.set(locale, format);
  }
  return format.format(chips);
}

function paramText(param: ReasonParam, locale: Locale): string | number {
  if (typeof param === 'number') return param;
  if (typeof param === 'string') return param;
  if ('card' in param) return cardLabel(param.card, locale);
  if ('reasons' in param) return param.reasons.map((r) => formatReason(r, locale)).join(param.join ?? ' ');
  return param.cards.map((c) => cardLabel(c, locale)).join(', ');
}

export function formatReason(reason: Reason, locale: Locale): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params ?? {})) params[name] = paramText(value, locale);
  const template = message(reason.key, locale);
  // {streetName}: the street of the {street} number in words ("4th street", "cuarta calle"), capitalised to open a sentence.
  if (typeof reason.params?.['street'] === 'number' && template.includes('{streetName}')) {
    const name = formatMessage(`street.name.${reason.params['street']}`, locale);
    params['streetName'] = template.startsWith('{streetName}') ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  }
  // {phaseName}: where the hand is ({phase}: dealing, betting, showdown, complete), as a clause in the reader's language.
  const phase = reason.params?.['phase'];
  if (typeof phase === 'string' && template.includes('{phaseName}') && MESSAGES[`hand.phase.${phase}`])
    params['phaseName'] = formatMessage(`hand.phase.${phase}`, locale);
  return formatMessage(reason.key, locale, params);
}

export function ruleText(id: RuleId, locale: Locale): string {
  return ruleEntry(id).text[locale];
}
