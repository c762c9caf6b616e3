import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { mount } from '@vue/test-utils';
import { testPlugins } from '../testing/plugins';
import { useProgressText } from './useProgressText';
import { LOCALES, type Locale } from '../../core';

/** What the progress screens call a rule met in the answers, in the screen's language. */
function ruleNamed(id: string, locale: Locale): string {
  let named = '';
  const probe = defineComponent({
    setup() {
      named = useProgressText().rule(id);
      return () => h('p', named);
    },
  });
  const { plugins } = testPlugins(locale);
  mount(probe, { global: { plugins: [...plugins] } }).unmount();
  return named;
}

describe('useProgressText: a rule by the name users know', () => {
  it('RR stud 1 is named by its book and section in en, es and it, never by its id or a message key', () => {
    expect(ruleNamed('rr.stud.1', 'en')).toBe("Robert's Rules of Poker, Seven-Card Stud, rule 1");
    expect(ruleNamed('rr.stud.1', 'es')).toBe("Robert's Rules of Poker, Seven-Card Stud, regla 1");
    expect(ruleNamed('rr.stud.1', 'it')).toBe("Robert's Rules of Poker, Seven-Card Stud, regola 1");
    for (const locale of LOCALES) expect(ruleNamed('tda.17', locale)).not.toMatch(/tda\.17|floorRulings/);
  });
});
