import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import { mount } from '@vue/test-utils';
import { useMediaQuery } from './useMediaQuery';

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the media query as the window changes, and stops listening when the component goes', async () => {
    const listeners = new Set<(e: { matches: boolean }) => void>();
    const list = { matches: true, addEventListener: (_: string, f: (e: { matches: boolean }) => void) => listeners.add(f), removeEventListener: (_: string, f: (e: { matches: boolean }) => void) => listeners.delete(f) };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    let wide: { value: boolean } = { value: false };
    const view = mount(defineComponent(() => {
      wide = useMediaQuery('(min-width: 960px)');
      return () => h('p', String(wide.value));
    }));
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 960px)');
    expect(view.text()).toBe('true');
    for (const f of listeners) f({ matches: false });
    await nextTick();
    expect(view.text()).toBe('false');
    view.unmount();
    expect(listeners.size).toBe(0);
  });
});
