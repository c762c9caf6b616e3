import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { mount } from '@vue/test-utils';
import { DEFAULT_DEAL_TARGETS } from '../../core';
import { createBrowserPlatform } from '../platform/browser-store';
import { testPlugins } from '../testing/plugins';
import DealTargetsPanel from '../components/deal/DealTargetsPanel.vue';
import { useDealTargets } from './useDealTargets';

describe("the whole-hand mode's target times, kept per trainee", () => {
  it("a changed target is kept in that trainee's settings (only what differs), read back after a restart, and not another trainee's", async () => {
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB });
    const ana = useDealTargets(
      () => api,
      () => 'ana-0001',
    );
    await ana.load();
    expect(ana.targets.value).toEqual(DEFAULT_DEAL_TARGETS);
    await ana.change('deal', 12);
    await ana.change('award', 0);
    expect(ana.targets.value.award).toBe(DEFAULT_DEAL_TARGETS.award);
    expect((await api.loadSettings('ana-0001')).dealTargets).toEqual({ deal: 12 });

    const later = useDealTargets(
      () => createBrowserPlatform({ indexedDB }),
      () => 'ana-0001',
    );
    await later.load();
    expect(later.targets.value).toEqual({ ...DEFAULT_DEAL_TARGETS, deal: 12 });
    const bruno = useDealTargets(
      () => createBrowserPlatform({ indexedDB }),
      () => 'bruno-0002',
    );
    await bruno.load();
    expect(bruno.targets.value).toEqual(DEFAULT_DEAL_TARGETS);

    await later.reset();
    expect((await api.loadSettings('ana-0001')).dealTargets).toEqual({});
  });
});

describe('DealTargetsPanel', () => {
  it('names each kind of step with its target; a whole number in range is sent, anything else is marked and not sent', async () => {
    const { plugins } = testPlugins('it');
    const view = mount(DealTargetsPanel, { props: { targets: DEFAULT_DEAL_TARGETS }, global: { plugins: [...plugins] } });
    expect((view.get('[data-testid="deal-target-deal"]').element as HTMLInputElement).value).toBe(String(DEFAULT_DEAL_TARGETS.deal));
    expect(view.get('label[for="deal-target-run-out"]').text()).toBe('Carte insufficienti');
    const field = view.get('[data-testid="deal-target-collect"]');
    // setValue fires the field's input and change, as typing and leaving the field do.
    await field.setValue('0');
    expect(field.attributes('aria-invalid')).toBe('true');
    expect(view.get(`#${field.attributes('aria-describedby')}`).text()).toBe(
      `Inserisci secondi interi da 1 a 600 (predefinito: ${DEFAULT_DEAL_TARGETS.collect}).`,
    );
    expect(view.emitted('change')).toBeUndefined();
    await field.setValue('20');
    expect(field.attributes('aria-invalid')).toBe('false');
    expect(view.emitted('change')).toEqual([['collect', 20]]);
    await view.get('[data-testid="deal-targets-reset"]').trigger('click');
    expect(view.emitted('reset')).toHaveLength(1);
  });
});
