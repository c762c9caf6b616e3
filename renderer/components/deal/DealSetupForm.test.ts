import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { DEFAULT_STRUCTURE, PROFILES, customProfile, dealCode, parseDealCode, type DealSetup, type HouseRules } from '../../../core';
import type { PlatformApi } from '../../platform/api';
import { testPlugins } from '../../testing/plugins';
import { useHouseRulesStore } from '../../stores/houseRules';
import DealSetupForm from './DealSetupForm.vue';

const INITIAL: DealSetup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE, incidents: 'some' };
const MINE = customProfile(
  PROFILES.tda,
  { runOut: 'online', cap: { raises: 4, headsUp: 'capped' } },
  'Casino Nord',
  'custom:casino-nord-k3x9',
);

/** The form with the user's profiles as the store reads them (each read: the next list, or the last one). */
async function mountForm(reads: (readonly HouseRules[])[] = [[]], locale: 'en' | 'es' = 'en') {
  const { plugins } = testPlugins(locale);
  let k = 0;
  useHouseRulesStore().use({
    loadHouseRules: async () => ({ profiles: reads[Math.min(k++, reads.length - 1)]!, problems: [] }),
  } as unknown as PlatformApi);
  const view = mount(DealSetupForm, { props: { initial: INITIAL, tableReady: false }, global: { plugins: [...plugins] } });
  await flushPromises();
  return view;
}

describe('DealSetupForm', () => {
  it("deals under a card room's own profile and the structure typed, and the hand's code carries both", async () => {
    const view = await mountForm([[MINE]]);
    const options = view.get('[data-testid="deal-profile"]').findAll('option');
    expect(options.map((o) => o.attributes('value'))).toEqual(['rr-cash', 'rr-tournament', 'tda', 'online', 'custom:casino-nord-k3x9']);
    await view.get('[data-testid="deal-variant"]').setValue('razz');
    await view.get('[data-testid="deal-profile"]').setValue('custom:casino-nord-k3x9');
    await view.get('[data-testid="setup-ante"]').setValue('5');
    await view.get('[data-testid="setup-bring-in"]').setValue('10');
    await view.get('[data-testid="setup-small-bet"]').setValue('25');
    await view.get('[data-testid="setup-big-bet"]').setValue('50');
    await view.get('[data-testid="deal-mode"]').setValue('true');
    await view.get('form').trigger('submit');
    await flushPromises();
    const [[setup, tableReady]] = view.emitted('start') as [[DealSetup, boolean]];
    expect(tableReady).toBe(true);
    expect(setup).toMatchObject({
      variant: 'razz',
      players: 6,
      structure: { ante: 5, bringIn: 10, smallBet: 25, bigBet: 50 },
      incidents: 'some',
    });
    expect(setup.rules).toEqual(MINE);
    // The code replays the same table: the profile's rules field by field, the structure as typed.
    const read = parseDealCode(dealCode(setup, 7)).setup;
    expect(read.structure).toEqual(setup.structure);
    expect(typeof read.rules === 'object' && read.rules.runOut).toBe('online');
  });

  it("a bring-in above the small bet is marked on its field (the drill setup's message) and nothing is dealt", async () => {
    const view = await mountForm();
    await view.get('[data-testid="setup-bring-in"]').setValue('20');
    expect(view.get('[data-testid="setup-bring-in-error"]').text()).toBe('The bring-in cannot be more than the small bet (5).');
    expect(view.get('[data-testid="deal-setup-problem"]').text()).toBe('Correct the marked fields to start.');
    expect(view.get('[data-testid="deal-start"]').attributes('disabled')).toBeDefined();
    await view.get('form').trigger('submit');
    await flushPromises();
    expect(view.emitted('start')).toBeUndefined();
  });

  it("a profile of the user's deleted in another window is not dealt under: the notice names it and the default is chosen", async () => {
    const view = await mountForm([[MINE], []], 'es');
    await view.get('[data-testid="deal-profile"]').setValue('custom:casino-nord-k3x9');
    await view.get('form').trigger('submit');
    await flushPromises();
    expect(view.emitted('start')).toBeUndefined();
    expect(view.get('[data-testid="profile-gone"]').text()).toContain('Casino Nord');
    expect((view.get('[data-testid="deal-profile"]').element as HTMLSelectElement).value).toBe('rr-cash');
  });
});
