import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '../i18n/messages';
import { templateParams } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { BETTING_RULES } from '../rulebook/rules-betting';
import { DEALING_RULES } from '../rulebook/rules-dealing';
import { PROFILE_RULES } from '../rulebook/rules-profiles';

// Every message key the hand engine uses exists in English, Spanish and Italian with the same placeholders.
describe('hand texts in every language', () => {
  const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const keys = new Set<string>();
  for (const f of sources) for (const m of readFileSync(join(__dirname, f), 'utf8').matchAll(/'(hand\.[A-Za-z.-]+)'/g)) keys.add(m[1]!);
  for (const plan of ['deal', 'scramble-then-deal', 'common', 'scramble-then-common']) keys.add(`hand.runOut.${plan}`);

  it('finds the keys', () => expect(keys.size).toBeGreaterThan(60));
  for (const key of keys) {
    it(key, () => {
      const entry = MESSAGES[key];
      expect(entry, key).toBeDefined();
      const placeholders = (t: string) => templateParams(t).sort();
      for (const locale of LOCALES) {
        expect(entry![locale].length).toBeGreaterThan(5);
        expect(placeholders(entry![locale])).toEqual(placeholders(entry!.en));
      }
    });
  }

  it('every rule the hand engine adds has a source and its text in en, es and it', () => {
    for (const [id, rule] of Object.entries({ ...BETTING_RULES, ...DEALING_RULES, ...PROFILE_RULES })) {
      for (const locale of LOCALES) expect(rule.source.ref[locale].length, `${id} ${locale}`).toBeGreaterThan(2);
      for (const locale of LOCALES) expect(rule.text[locale].length, `${id} ${locale}`).toBeGreaterThan(20);
    }
  });
});
