import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { defineComponent, h } from 'vue';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { testPlugins } from '../testing/plugins';
import { createBrowserPlatform } from '../platform/browser-store';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { useLearnStore } from '../stores/learn';
import { useTraineeStore } from '../stores/trainee';
import HomeView from './HomeView.vue';

// What waits for the first frame runs when the test paints it.
const waiting: (() => void)[] = [];
vi.mock('../composables/afterPaint', () => ({ afterPaint: (task: () => void) => void waiting.push(task) }));
const paint = () => waiting.splice(0).forEach((task) => task());

// The parts that wait for the first frame (the run to continue, the review deck, the first-start cards), as markers:
// whether (and when) the home screen loads them.
const loaded: string[] = [];
const marker = (name: string) => defineComponent({ setup: () => (loaded.push(name), () => h('p', { 'data-part': name })) });
vi.mock('../components/home/HomeContinue.vue', () => ({ __esModule: true, default: marker('continue') }));
vi.mock('../components/home/HomeReviewDeck.vue', () => ({ __esModule: true, default: marker('review') }));
vi.mock('../components/learn/LearnOnboarding.vue', () => ({ __esModule: true, default: marker('onboarding') }));

let wrapper: VueWrapper | undefined;
afterEach(() => wrapper?.unmount());

describe('HomeView', () => {
  it('paints the drills first; the run to continue, the review deck and the first-start cards come once that frame is painted', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const { plugins } = testPlugins('es');
    useTraineeStore().use(api);
    useLearnStore().use(api);
    wrapper = mount(HomeView, { global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api } } });
    await vi.waitFor(() => expect(useLearnStore().loaded).toBe(true));
    await flushPromises();
    expect(wrapper.findAll('a.home-drill-card__start').length).toBeGreaterThan(3);
    expect(wrapper.find('h1').text()).not.toBe('');
    expect(loaded).toEqual([]);
    paint();
    await vi.waitFor(() =>
      expect(wrapper!.findAll('[data-part]').map((p) => p.attributes('data-part'))).toEqual(['onboarding', 'continue', 'review']),
    );
  });
});
