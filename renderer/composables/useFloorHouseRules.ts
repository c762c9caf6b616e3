import { useI18n } from 'vue-i18n';
import type { DecidedBy, HouseRules, ProfileField } from '../../core';

type CapValue = `${HouseRules['cap']['raises']}-${HouseRules['cap']['headsUp']}`;
/** A house-rules field's value as a ruling's decidedBy writes it: String(value), the cap as "raises-headsUp" ("3-uncapped"). */
export type HouseRuleValue<F extends ProfileField> = F extends 'cap' ? CapValue : `${Extract<HouseRules[F], string | boolean>}`;

// Keyed by every value of every field: a value added to core/profiles/types.ts is a compile error here until it is listed.
const ALL: { readonly [F in ProfileField]: Readonly<Record<HouseRuleValue<F>, true>> } = {
  boardTie: { position: true, suit: true },
  openPairDoubling: { true: true, false: true },
  cap: { '3-uncapped': true, '3-capped': true, '4-uncapped': true, '4-capped': true },
  exposedHoleCard: { 'rr-5': true, misdeal: true, 'tda-rp-10-a': true },
  prematureCard: { 'rr-14': true, 'tda-rp-5-d': true },
  runOut: { 'rr-15': true, 'tda-rp-10-h': true, online: true },
  commonCardFirst: { 'high-with-common': true, 'keep-sixth-street': true },
  seventhUp: { 'rr-17': true, 'tda-rp-10-b': true },
  oddChip: { rr: true, tda: true },
  showdownRiverChecked: { 'first-to-act': true, 'last-aggressor': true },
  shortStack: { 'plays-all-in': true, 'sits-out': true },
  tournament: { true: true, false: true },
};

/** Every house-rules field with every value it can take. */
export const HOUSE_RULE_VALUES = Object.entries(ALL).map(([field, values]) => ({ field: field as ProfileField, values: Object.keys(values) }));

/** A profile's value of a field as decidedBy writes it: String(value), the cap as "raises-headsUp". */
export function houseRuleValue(rules: HouseRules, field: ProfileField): string {
  return field === 'cap' ? `${rules.cap.raises}-${rules.cap.headsUp}` : String(rules[field]);
}

/** The change that gives a field one of its written values (the inverse of houseRuleValue). */
export function houseRuleChange(field: ProfileField, value: string): Partial<HouseRules> {
  if (!(HOUSE_RULE_VALUES.find((f) => f.field === field)?.values ?? []).includes(value)) throw new Error(`house rules: ${field} has no value ${JSON.stringify(value)}`);
  if (field === 'cap') {
    const [raises, headsUp] = value.split('-') as [string, HouseRules['cap']['headsUp']];
    return { cap: { raises: Number(raises) as HouseRules['cap']['raises'], headsUp } };
  }
  if (field === 'openPairDoubling' || field === 'tournament') return { [field]: value === 'true' };
  return { [field]: value } as Partial<HouseRules>;
}

/** The UI text of a field's value (floorRulings.value.<field>.<value>). */
export const houseRuleValueKey = (field: ProfileField, value: string): string => `floorRulings.value.${field}.${value}`;

/** What a house-rules field means and the value that decided a ruling, in the reader's language. */
export function useFloorHouseRules() {
  const { t, te } = useI18n();
  return {
    field: (field: ProfileField): string => t(`floorRulings.field.${field}`),
    /** The value in words; the raw value only if a profile ever carries one the texts do not know. */
    value: (d: DecidedBy): string => (te(houseRuleValueKey(d.field, d.value)) ? t(houseRuleValueKey(d.field, d.value)) : d.value),
  };
}
