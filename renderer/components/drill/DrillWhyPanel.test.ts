import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { BOOK_NAMES, RULES, ruleEntry, type Locale, type RuleId, LOCALES } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import DrillWhyPanel from './DrillWhyPanel.vue';

function panel(rules: readonly RuleId[], locale: Locale = 'en') {
  return mount(DrillWhyPanel, { props: { rules }, global: { plugins: [...testPlugins(locale).plugins] } });
}

/** The rulebook's internal ids of its sources and rules ("RR", "SEED-001", "seed-001.open-pair"). */
const INTERNAL = /\b(RR|SEED-\d{3}|HOUSE|rr\.|tda\.|seed-\d{3}|house\.|phh\.)/;

describe('DrillWhyPanel: each rule with its source as a reader knows it', () => {
  it('names the source book, never an internal id ("Full Tilt Poker: Seven Card Stud guide", not SEED-001), in en, es and it', () => {
    const ids: RuleId[] = ['rr.stud.4', 'seed-001.open-pair', 'tda.rp-10-f', 'seed-003.board-tie-suit', 'house.cap-four-raises'];
    for (const locale of LOCALES) {
      const view = panel(ids, locale);
      const sources = view.findAll('[data-testid="why-source"]').map((s) => s.text());
      expect(sources).toHaveLength(ids.length);
      ids.forEach((id, k) => {
        expect(sources[k], `${id} ${locale}`).toContain(BOOK_NAMES[RULES[id].source.book][locale]);
        expect(sources[k], `${id} ${locale}`).toContain(RULES[id].source.ref[locale]);
      });
      expect(view.text()).not.toMatch(INTERNAL);
      view.unmount();
    }
    expect(panel(['seed-001.open-pair']).text()).toContain('Source: Full Tilt Poker: Seven Card Stud guide, Fourth street: open pair');
    expect(panel(['tda.rp-10-f']).text()).toContain('Source: TDA 2024, Recommended procedure RP-10-F');
  });

  it("an example quoted from a source is marked as the source's own stakes; a rule without one is not", () => {
    const view = panel(['seed-001.cap-example', 'rr.betting.cap']);
    const notes = view.findAll('[data-testid="why-own-stakes"]');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text()).toBe(
      "An example from Full Tilt Poker: Seven Card Stud guide, at its own stakes ($2/$4): the amounts are not this table's.",
    );
    const es = panel(['rr.betting.5'], 'es');
    expect(es.get('[data-testid="why-own-stakes"]').text()).toBe(
      "Ejemplo de Robert's Rules of Poker, con sus propios límites (apuestas de 20 $): los importes no son los de esta mesa.",
    );
  });

  it('every rule whose text quotes an amount in dollars says whose stakes they are', () => {
    for (const id of Object.keys(RULES) as RuleId[]) {
      const rule = ruleEntry(id);
      for (const locale of LOCALES) {
        if (rule.text[locale].includes('$')) expect(rule.ownStakes?.[locale], `${id} ${locale}`).toBeTruthy();
      }
    }
  });
});
