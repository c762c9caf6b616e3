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

export function interpolate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** "two of diamonds", "due di quadri". */
export function cardLabel(card: Card, locale: Locale): string {
  return interpolate(message('card.name', locale), {
    rank: message(`card.rank.${rankName(card)}`, locale),
    suit: message(`card.suit.${suitName(card)}`, locale),
  });
}

function paramText(param: ReasonParam, locale: Locale): string | number {
  if (typeof param === 'string' || typeof param === 'number') return param;
  if ('card' in param) return cardLabel(param.card, locale);
  return param.cards.map((c) => cardLabel(c, locale)).join(', ');
}

export function formatReason(reason: Reason, locale: Locale): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params ?? {})) params[name] = paramText(value, locale);
  return interpolate(message(reason.key, locale), params);
}

export function ruleText(id: RuleId, locale: Locale): string {
  return ruleEntry(id).text[locale];
}
