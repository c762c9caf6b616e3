import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { testPlugins } from '../../testing/plugins';
import { DEFAULT_RUN } from '../../stores/drillRun';
import DrillSetupForm from './DrillSetupForm.vue';

const mountForm = (locale: 'en' | 'it' = 'en') => mount(DrillSetupForm, { props: { selector: 'showdown', initial: DEFAULT_RUN }, global: { plugins: [...testPlugins(locale).plugins] } });

describe('DrillSetupForm', () => {
  it('Start sends the chosen game, table, profile, structure and length', async () => {
    const view = mountForm();
    await view.get('[data-testid="setup-variant"]').setValue('stud8');
    await view.get('[data-testid="setup-players"]').setValue('8');
    await view.get('[data-testid="setup-profile"]').setValue('tda');
    await view.get('[data-testid="setup-ante"]').setValue('5');
    await view.get('[data-testid="setup-bring-in"]').setValue('10');
    await view.get('[data-testid="setup-small-bet"]').setValue('25');
    await view.get('[data-testid="setup-big-bet"]').setValue('50');
    await view.get('[data-testid="setup-mode-timed"]').setValue(true);
    await view.get('[data-testid="setup-minutes"]').setValue('3');
    await view.get('form').trigger('submit');
    expect(view.emitted('start')).toEqual([
      [{ selector: 'showdown', variant: 'stud8', players: 8, profile: 'tda', structure: { ante: 5, bringIn: 10, smallBet: 25, bigBet: 50 }, length: { mode: 'timed', minutes: 3 } }],
    ]);
  });

  it('a bring-in above the small bet is explained and Start stays off', async () => {
    const view = mountForm();
    await view.get('[data-testid="setup-bring-in"]').setValue('20');
    expect(view.get('[data-testid="setup-problem"]').text()).toContain('bring-in may not exceed the small bet');
    expect(view.get('[data-testid="setup-start"]').attributes('disabled')).toBeDefined();
    await view.get('form').trigger('submit');
    expect(view.emitted('start')).toBeUndefined();
  });

  it('profile names are localised (Italian)', () => {
    const view = mountForm('it');
    expect(view.get('[data-testid="setup-profile"]').text()).toContain('Regole di Robert, cash game');
    expect(view.get('h1').text()).toBe('Showdown');
    expect(view.text()).toContain('Regole della casa');
  });
});
