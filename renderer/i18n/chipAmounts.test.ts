import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { LOCALES } from '../../core';
import { createAppI18n } from '.';
import { UI_MESSAGES } from './all';
import { testPlugins } from '../testing/plugins';
import TableStakes from '../components/table/TableStakes.vue';

const t = (locale: (typeof LOCALES)[number]) => createAppI18n(locale, UI_MESSAGES).global.t;

describe('chip amounts in the UI: the message takes the number and formats it ({x, number, chips})', () => {
  it('12500 is grouped the way each language writes it: 12,500 (en), 12.500 (es, it)', () => {
    expect(t('en')('runner.table.pot', { chips: 12500 })).toBe('Pot 12,500');
    expect(t('es')('runner.table.pot', { chips: 12500 })).toBe('Bote 12.500');
    expect(t('it')('runner.table.pot', { chips: 12500 })).toBe('Piatto 12.500');
    expect(t('es')('floorReplay.potAfter', { chips: 1250000 })).toBe('bote al final: 1.250.000');
    expect(t('it')('chips', { amount: 1250000 })).toBe('1.250.000');
  });

  it('Spanish and Italian leave four digits alone (5000), as their number format does; English groups them (5,000)', () => {
    expect(t('en')('chips', { amount: 5000 })).toBe('5,000');
    expect(t('es')('chips', { amount: 5000 })).toBe('5000');
    expect(t('it')('chips', { amount: 5000 })).toBe('5000');
  });

  it('an amount given as text (formatted beforehand) is refused with the message and argument named, in every language', () => {
    for (const locale of LOCALES) {
      expect(() => t(locale)('runner.table.stack', { chips: '12,500' })).toThrow(
        'UI message "runner.table.stack": {chips} takes a number, got "12,500"',
      );
    }
  });

  it("the stakes placard writes each amount through the catalog, in the screen's language", () => {
    const stakes = { ante: 2500, bringIn: 5000, smallBet: 12500, bigBet: 25000 };
    const text = (locale: (typeof LOCALES)[number]) =>
      mount(TableStakes, { props: { stakes }, global: { plugins: [...testPlugins(locale).plugins] } }).text();
    expect(text('en')).toContain('Ante 2,500');
    expect(text('en')).toContain('Bets 12,500/25,000');
    expect(text('es')).toContain('Bring-in 5000');
    expect(text('es')).toContain('apuesta pequeña 12.500, apuesta grande 25.000');
    expect(text('it')).toContain('Puntate 12.500/25.000');
  });
});
