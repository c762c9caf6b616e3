import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { PROFILES } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import { PLATFORM_API } from '../../composables/usePlatformApi';
import { createBrowserPlatform } from '../../platform/browser-store';
import type { PlatformApi } from '../../platform/api';
import { useLearnStore } from '../../stores/learn';
import { useTraineeStore } from '../../stores/trainee';
import { useHouseRulesStore } from '../../stores/houseRules';
import LearnOnboarding from './LearnOnboarding.vue';

let wrapper: VueWrapper | undefined;
afterEach(() => wrapper?.unmount());

async function mountOn(api: PlatformApi) {
  const { plugins, router } = testPlugins('en');
  useTraineeStore().use(api);
  useLearnStore().use(api);
  await router.push('/');
  await useLearnStore().ready();
  wrapper = mount(LearnOnboarding, { global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api } }, attachTo: document.body });
  await flushPromises();
  await vi.waitFor(() => expect(useHouseRulesStore().all.length).toBeGreaterThan(0));
  return { view: wrapper, router };
}

const card = (view: VueWrapper) => view.get('[data-testid="onboarding"]').attributes('data-card');

describe('LearnOnboarding (the first-start cards)', () => {
  it('three cards; the game and house rules chosen on the second are kept; done opens the Learn page and the cards are done for good', async () => {
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB });
    const { view, router } = await mountOn(api);
    expect(useLearnStore().onboarded).toBe(false);
    expect(card(view)).toBe('what');
    expect(view.find('[data-testid="onboarding-back"]').exists()).toBe(false);
    await view.get('[data-testid="onboarding-next"]').trigger('click');
    expect(card(view)).toBe('choose');
    await view.get('[data-testid="onboarding-game"]').setValue('stud8');
    await view.get('[data-testid="onboarding-profile"]').setValue('tda');
    await flushPromises();
    await view.get('[data-testid="onboarding-next"]').trigger('click');
    expect(card(view)).toBe('begin');
    expect(view.find('[data-testid="onboarding-next"]').exists()).toBe(false);
    await view.get('[data-testid="onboarding-done"]').trigger('click');
    // The Learn page is loaded lazily: wait for the navigation to land.
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/learn'), { timeout: 15_000 });
    expect(useLearnStore().onboarded).toBe(true);
    expect(await createBrowserPlatform({ indexedDB }).loadSettings()).toMatchObject({
      onboarded: true,
      learnGame: 'stud8',
      profile: PROFILES.tda.id,
    });
  });

  it('Skip on the first card ends the cards where the trainee is, and they are not shown again after a restart', async () => {
    const indexedDB = new IDBFactory();
    const { view, router } = await mountOn(createBrowserPlatform({ indexedDB }));
    await view.get('[data-testid="onboarding-skip"]').trigger('click');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/');
    view.unmount();
    wrapper = undefined;
    const again = createBrowserPlatform({ indexedDB });
    await mountOn(again);
    expect(useLearnStore().onboarded).toBe(true);
  });
});
