import { describe, expect, it } from 'vitest';
import { LOCALES, PROFILE_IDS, PROFILES } from '../../core';
import { createAppI18n } from '../i18n';
import { UI_MESSAGES } from '../i18n/all';
import { HOUSE_RULE_VALUES, houseRuleChange, houseRuleValue, houseRuleValueKey } from './useFloorHouseRules';

/** A profile's value for a field, as a ruling's decidedBy writes it (the cap as "raises-headsUp"). */
const written = houseRuleValue;

describe('house-rules values in words (the floor\'s "decided by the house rules")', () => {
  it("lists every field of core/profiles/types.ts, and every shipped profile's value of it", () => {
    const fields = Object.keys(PROFILES.tda).filter((k) => k !== 'id' && k !== 'name');
    expect(HOUSE_RULE_VALUES.map((f) => f.field).sort()).toEqual(fields.sort());
    for (const id of PROFILE_IDS) {
      for (const { field, values } of HOUSE_RULE_VALUES) expect(values, `${id} ${field}`).toContain(written(PROFILES[id], field));
    }
    // The new field and both its values (SEED-003: plays all-in in tournaments, sits out in cash games).
    expect(HOUSE_RULE_VALUES.find((f) => f.field === 'shortStack')!.values).toEqual(['plays-all-in', 'sits-out']);
  });

  it('every value of every field has a text in en, es and it: words, not the config key, and no value without a field', () => {
    for (const locale of LOCALES) {
      const { t, te } = createAppI18n(locale, UI_MESSAGES).global;
      for (const { field, values } of HOUSE_RULE_VALUES) {
        expect(Object.keys(UI_MESSAGES[locale].floorRulings.value[field]).sort(), `${locale} ${field}`).toEqual([...values].sort());
        for (const value of values) {
          const key = houseRuleValueKey(field, value);
          expect(te(key, locale), `${locale} ${key}`).toBe(true);
          const text = t(key);
          expect(text.length, `${locale} ${key}`).toBeGreaterThan(8);
          // Never the config's spelling: a camelCase field name or a hyphenated value ("runOut", "rr-15").
          if (/[A-Z]/.test(field)) expect(text, `${locale} ${key}`).not.toContain(field);
          if (value.includes('-')) expect(text, `${locale} ${key}`).not.toContain(value);
        }
      }
    }
  });

  it('says the values in each language (running out of cards under RR 15)', () => {
    const say = (locale: (typeof LOCALES)[number]) => createAppI18n(locale, UI_MESSAGES).global.t(houseRuleValueKey('runOut', 'rr-15'));
    expect(say('en')).toBe("Robert's Rules stud 15 (scramble the last card with the burns; a common card if that is not enough)");
    expect(say('es')).toContain("Robert's Rules, stud 15");
    expect(say('it')).toContain("Robert's Rules, stud 15");
  });
});

describe('houseRuleChange: a written value back to the profile (the house-rules editor)', () => {
  it('gives every value of every field back as it is written, booleans and the cap included', () => {
    for (const { field, values } of HOUSE_RULE_VALUES) {
      for (const value of values)
        expect(houseRuleValue({ ...PROFILES.tda, ...houseRuleChange(field, value) }, field), `${field} ${value}`).toBe(value);
    }
    expect(houseRuleChange('cap', '4-uncapped')).toEqual({ cap: { raises: 4, headsUp: 'uncapped' } });
    expect(houseRuleChange('openPairDoubling', 'false')).toEqual({ openPairDoubling: false });
    expect(() => houseRuleChange('runOut', 'rr-16')).toThrow('runOut has no value "rr-16"');
  });
});
