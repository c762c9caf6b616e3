import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { testPlugins } from '../testing/plugins';
import { useSessionStore } from '../stores/session';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { createBrowserPlatform } from '../platform/browser-store';
import type { PlatformApi } from '../platform/api';
import DrillSummaryView from './DrillSummaryView.vue';

/** A platform with nothing saved yet (the browser store on a fresh fake IndexedDB). */
const emptyPlatform = () => createBrowserPlatform({ indexedDB: new IDBFactory() });
const on = (api: PlatformApi) => ({ [PLATFORM_API]: () => api });

describe('DrillSummaryView', () => {
  it('shows accuracy and median time per drill, and each missed question links back to its scenario', async () => {
    const { plugins, router } = testPlugins('en');
    const session = useSessionStore();
    session.record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: false, elapsedMs: 3000 });
    session.record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-4', correct: true, elapsedMs: 1000 });
    session.record({ drill: 'showdown', scenarioCode: 'SD-stud8-3-rrc-1.2.5.10-5', correct: true, elapsedMs: 2000 });
    await router.push('/summary');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
    await flushPromises();
    expect(view.get('[data-testid="summary-total"]').text()).toContain('2 right of 3 answered');
    const pot = view.get('[data-drill="pot"]');
    expect(pot.text()).toContain('Pot count');
    expect(pot.text()).toContain('1 / 2');
    expect(pot.get('[data-testid="row-accuracy"]').text()).toBe('50%');
    expect(pot.get('[data-testid="row-median"]').text()).toBe('2.0 s');
    const links = view.findAll('[data-testid="reopen"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.attributes('href')).toContain('/drill/pot?code=PT-stud-4-onl-1.2.5.10-3');
  });

  it('an empty session says so', async () => {
    const { plugins } = testPlugins('es');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
    await flushPromises();
    expect(view.find('[data-testid="summary-empty"]').exists()).toBe(true);
    expect(view.get('h1').text()).toBe('Resumen de la sesión');
    // A fresh IndexedDB opens on timers, not microtasks.
    await vi.waitFor(() => expect(view.get('[data-testid="saved-empty"]').text()).toBe('Todavía no hay respuestas guardadas.'));
  });

  it('saved answers of the old quick "Who brings in?" drill load and count under the bring-in drill; their misses reopen in it', async () => {
    const api = emptyPlatform();
    // As the old drill saved them: drill "bring-in", a three-part code, the seat as the answer, profile "dealer".
    const old = { drill: 'bring-in', answer: '3', correctAnswer: '5', timeMs: 2000, profile: 'dealer', language: 'es' as const };
    await api.saveResult({ ...old, scenarioCode: 'stud-8-abc', correct: false, timestamp: '2026-11-01T10:00:00.000Z' });
    await api.saveResult({ ...old, scenarioCode: 'razz-5-k3x9a', correct: true, answer: '5', timeMs: 1000, timestamp: '2026-11-01T10:01:00.000Z' });
    await api.saveResult({ drill: 'bring-in', scenarioCode: 'BI-stud-6-rrc-1.2.5.10-9', answer: 'seat 2 / A', correctAnswer: 'seat 2 / A', correct: true, timeMs: 3000, profile: 'rr-cash', language: 'en' });
    const { plugins } = testPlugins('en');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
    await vi.waitFor(() => expect(view.find('[data-testid="saved-total"]').exists()).toBe(true));
    expect(view.find('[data-testid="saved-error"]').exists()).toBe(false);
    expect(view.get('[data-testid="saved-total"]').text()).toBe('2 right of 3 answered');
    const row = view.get('[data-testid="saved-table"] [data-drill="bring-in"]');
    expect(row.text()).toContain('Bring-in: who and how much');
    expect(row.text()).toContain('2 / 3');
    expect(row.get('[data-testid="row-median"]').text()).toBe('2.0 s');
    const links = view.findAll('[data-testid="saved-reopen"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.attributes('href')).toContain('/drill/bring-in?code=stud-8-abc');
  });

  it('saved answers that cannot be read are reported, and the session summary still shows', async () => {
    const broken = { loadResults: () => Promise.reject(new Error('progress.jsonl is a folder')) } as unknown as PlatformApi;
    const { plugins } = testPlugins('it');
    useSessionStore().record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: true, elapsedMs: 1000 });
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(broken) } });
    await flushPromises();
    expect(view.get('[data-testid="saved-error"]').text()).toBe('Non è stato possibile leggere le risposte salvate: progress.jsonl is a folder');
    expect(view.get('[data-testid="summary-total"]').text()).toContain('1');
  });
});
