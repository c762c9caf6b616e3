import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages';
import { templateParams } from '../i18n/format';
import { RULING_MESSAGES } from '../i18n/messages-rulings';
import { LOCALES } from '../i18n/locale';
import { MISPROCEDURE_RULES } from '../rulebook/rules-misprocedures';
import { INCIDENT_KINDS, RULING_BRANCHES } from './index';

describe('ruling texts in every language', () => {
  it('every message of core/rulings has a non-empty en, es and it text with the same placeholders', () => {
    for (const [key, text] of Object.entries(RULING_MESSAGES)) {
      const names = (t: string) => templateParams(t).sort();
      for (const locale of LOCALES) {
        expect(text[locale], `${key} ${locale}`).not.toBe('');
        expect(names(text[locale]), `${key} ${locale}`).toEqual(names(text.en));
      }
    }
  });

  it('every ruling branch has a summary and every incident kind a name, registered in the catalog', () => {
    for (const branch of RULING_BRANCHES) expect(MESSAGES[`ruling.summary.${branch}`], branch).toBeDefined();
    for (const kind of INCIDENT_KINDS) expect(MESSAGES[`incident.${kind}`], kind).toBeDefined();
  });

  it('every misprocedure rule has a source and our wording in en, es and it', () => {
    for (const [id, rule] of Object.entries(MISPROCEDURE_RULES)) {
      for (const locale of LOCALES) expect(rule.source.ref[locale], `${id} ${locale}`).not.toBe('');
      for (const locale of LOCALES) expect(rule.text[locale].length, `${id} ${locale}`).toBeGreaterThan(20);
    }
  });
});
