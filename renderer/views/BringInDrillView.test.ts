import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { bringInSeat, VARIANTS } from '../../core';
import { testPlugins } from '../testing/plugins';
import { dealThirdStreet, doorCards, parseScenarioCode } from '../drills/bring-in/scenario';
import { RESULT_SINK } from '../drills/resultSink';
import type { NewResult } from '../platform/api';
import BringInDrillView from './BringInDrillView.vue';

let wrapper: VueWrapper | undefined;
let saved: NewResult[] = [];
afterEach(() => wrapper?.unmount());

async function open(code: string) {
  const { plugins, router } = testPlugins('en');
  await router.push({ path: '/drills/bring-in', query: { code } });
  saved = [];
  const sink = async (result: NewResult) => saved.push(result);
  wrapper = mount(BringInDrillView, { global: { plugins: [...plugins], provide: { [RESULT_SINK]: sink } }, attachTo: document.body });
  await flushPromises();
  return { view: wrapper, router };
}

function expectedSeat(code: string): number {
  const key = parseScenarioCode(code);
  return bringInSeat(doorCards(dealThirdStreet(key.variant, key.players, key.seed)), VARIANTS[key.variant]).answer.seat;
}

const pressKey = async (key: string) => {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true }));
  await flushPromises();
};

describe('BringInDrillView', () => {
  it('replays the scenario named in the address and shows its code', async () => {
    const { view } = await open('razz-6-1z');
    expect(view.get('[data-testid="scenario-code"]').text()).toBe('razz-6-1z');
    expect(view.findAll('.table-seat')).toHaveLength(6);
  });

  it('clicking the right seat: "Right", the seat highlighted, reason, why panel and score 1 / 1', async () => {
    const code = 'stud-7-abc';
    const seat = expectedSeat(code);
    const { view } = await open(code);
    await view.get(`[data-seat="${seat}"] button`).trigger('click');
    expect(view.get('[data-testid="verdict"]').text()).toContain('Right');
    expect(view.get(`[data-seat="${seat}"]`).classes()).toContain('table-seat--brings-in');
    expect(view.get('[data-testid="reason"]').text()).toMatch(/^Lowest door card: /);
    expect(view.get('[data-testid="why"]').text()).toContain('rr.stud.1');
    expect(view.get('[data-testid="time"]').text()).toMatch(/Time: \d+\.\d s/);
    expect(view.get('[data-testid="score-right"]').text()).toBe('1');
    expect(view.get('[data-testid="score-answered"]').text()).toBe('1');
    expect(saved).toMatchObject([{ drill: 'bring-in', scenarioCode: code, answer: String(seat), correct: true, language: 'en' }]);
  });

  it('a wrong seat by number key: "Wrong", names the right seat, score 0 / 1; Enter deals the next scenario', async () => {
    const code = 'razz-5-k3x9a';
    const seat = expectedSeat(code);
    const wrong = seat === 1 ? 2 : 1;
    const { view, router } = await open(code);
    await pressKey(String(wrong));
    expect(view.get('[data-testid="verdict"]').text().replace(/\s+/g, ' ')).toContain(`Wrong You picked seat ${wrong}; seat ${seat} brings in.`);
    expect(view.get(`[data-seat="${wrong}"]`).classes()).toContain('table-seat--wrong-pick');
    expect(view.get('[data-testid="score-right"]').text()).toBe('0');
    expect(view.get('[data-testid="score-answered"]').text()).toBe('1');
    await pressKey('Enter');
    expect(view.find('[data-testid="verdict"]').exists()).toBe(false);
    const next = view.get('[data-testid="scenario-code"]').text();
    expect(next).not.toBe(code);
    expect(next).toMatch(/^razz-5-/);
    expect(router.currentRoute.value.query.code).toBe(next);
  });

  it('a bad code in the address is reported and a fresh deal is shown instead', async () => {
    const { view } = await open('poker-12-x');
    expect(view.get('[role="alert"]').text()).toContain('"poker-12-x" could not be read');
    expect(view.get('[data-testid="scenario-code"]').text()).toMatch(/^stud-6-/);
  });
});
