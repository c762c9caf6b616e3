import { useI18n } from 'vue-i18n';
import { CAP_CHOICES, HOUSE_RULE_CHOICES, type DecidedBy, type HouseRules, type ProfileField } from '../../core';

/** The cap as a ruling's decidedBy writes it: "raises-headsUp" ("3-uncapped"). */
type CapValue = `${HouseRules['cap']['raises']}-${HouseRules['cap']['headsUp']}`;

/**
 * Every house-rules field with every value it can take, as decidedBy writes them (core's HOUSE_RULE_CHOICES; the cap
 * as "raises-headsUp"), in the editor's order: the cap after the open pair.
 */
export const HOUSE_RULE_VALUES: readonly { readonly field: ProfileField; readonly values: readonly string[] }[] = Object.entries(
  HOUSE_RULE_CHOICES,
).flatMap(([field, values]) => {
  const plain = { field: field as ProfileField, values: values.map(String) };
  if (field !== 'openPairDoubling') return [plain];
  return [
    plain,
    {
      field: 'cap' as const,
      values: CAP_CHOICES.raises.flatMap((raises) => CAP_CHOICES.headsUp.map((headsUp) => `${raises}-${headsUp}` satisfies CapValue)),
    },
  ];
});

/** A profile's value of a field as decidedBy writes it: String(value), the cap as "raises-headsUp". */
export function houseRuleValue(rules: HouseRules, field: ProfileField): string {
  return field === 'cap' ? `${rules.cap.raises}-${rules.cap.headsUp}` : String(rules[field]);
}

/** The change that gives a field one of its written values (the inverse of houseRuleValue). */
export function houseRuleChange(field: ProfileField, value: string): Partial<HouseRules> {
  if (!(HOUSE_RULE_VALUES.find((f) => f.field === field)?.values ?? []).includes(value))
    throw new Error(`house rules: ${field} has no value ${JSON.stringify(value)}`);
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
