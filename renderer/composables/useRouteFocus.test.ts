/* eslint-disable vue/one-component-per-file -- small screens of a test router */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, onMounted, ref } from 'vue';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createMemoryHistory, createRouter, RouterView } from 'vue-router';
import { followRouteFocus, ROUTE_FOCUS_ATTR } from './useRouteFocus';

const Home = defineComponent({ render: () => h('div', [h('h1', 'Drills'), h('a', { href: '#/late', id: 'start' }, 'Start')]) });
/** A screen that reads its data first: its heading comes a little later. */
const Late = defineComponent({
  setup() {
    const ready = ref(false);
    onMounted(() => setTimeout(() => (ready.value = true), 100));
    return () => h('div', ready.value ? [h('h1', 'Setup')] : [h('p', 'Loading...')]);
  },
});
/** A screen with focus management of its own (the drill runner): it focuses its first control. */
const Own = defineComponent({
  setup() {
    const button = ref<HTMLButtonElement | null>(null);
    onMounted(() => void nextTick(() => button.value?.focus()));
    return () => h('div', [h('h1', 'Question'), h('button', { ref: button, id: 'part' }, 'Seat 1')]);
  },
});
const NoHeading = defineComponent({ render: () => h('p', 'Nothing to head') });

let wrapper: VueWrapper | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  wrapper?.unmount();
});

async function app() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: Home },
      { path: '/late', component: Late },
      { path: '/own', component: Own },
      { path: '/none', component: NoHeading },
    ],
  });
  await router.push('/');
  const App = defineComponent({ render: () => h('main', { id: 'main', tabindex: '-1' }, [h(RouterView)]) });
  wrapper = mount(App, { global: { plugins: [router] }, attachTo: document.body });
  stop = followRouteFocus(router, () => document.getElementById('main'), { timeoutMs: 300, everyMs: 10 });
  await flushPromises();
  return router;
}

describe('followRouteFocus', () => {
  it('a new screen: the focus goes to its heading, once the heading is there (not left on the body)', async () => {
    const router = await app();
    document.getElementById('start')!.focus();
    await router.push('/late');
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.activeElement?.textContent).toBe('Setup');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement?.hasAttribute(ROUTE_FOCUS_ATTR)).toBe(true);
    // Back home: the home heading.
    await router.push('/');
    await vi.waitFor(() => expect(document.activeElement?.tagName === 'H1' && document.activeElement.textContent).toBe('Drills'));
  });

  it('a screen that moves the focus itself keeps it there', async () => {
    const router = await app();
    await router.push('/own');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.id).toBe('part');
  });

  it('a screen with no heading: the main region gets the focus', async () => {
    const router = await app();
    await router.push('/none');
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('main'));
  });

  it("a new query on the same screen (the drill runner's next code) moves nothing", async () => {
    const router = await app();
    document.getElementById('start')!.focus();
    await router.push('/?code=x');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement?.id).toBe('start');
  });
});
