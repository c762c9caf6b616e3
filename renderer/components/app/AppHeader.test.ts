import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { testPlugins } from '../../testing/plugins';
import AppHeader from './AppHeader.vue';

describe('AppHeader: the current page', () => {
  it.each([
    ['/', 'nav-drills'],
    ['/drill/pot', 'nav-drills'],
    ['/drill/mixed', 'nav-drills'],
    ['/summary', 'nav-summary'],
    ['/floor/rulings', 'nav-rulings'],
  ])('at %s only the %s link is marked as the current page', async (path, current) => {
    const { plugins, router } = testPlugins('en');
    await router.push(path);
    const view = mount(AppHeader, { global: { plugins: [...plugins] } });
    await flushPromises();
    const marked = view.findAll('nav a').filter((a) => a.attributes('aria-current') === 'page');
    expect(marked.map((a) => a.attributes('data-testid'))).toEqual([current]);
  });
});
