import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { PROFILES, customProfile, type Locale } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import { PLATFORM_API } from '../../composables/usePlatformApi';
import { createBrowserPlatform } from '../../platform/browser-store';
import type { PlatformApi } from '../../platform/api';
import { useDrillRunStore } from '../../stores/drillRun';
import { useSessionStore } from '../../stores/session';
import { useDrillSettings } from '../../drills/runner/useDrillSettings';
import HomeContinue from './HomeContinue.vue';

let wrapper: VueWrapper | undefined;
afterEach(() => wrapper?.unmount());

async function mountOn(api: PlatformApi, locale: Locale = 'en') {
  const { plugins, router } = testPlugins(locale);
  await router.push('/');
  wrapper = mount(HomeContinue, { global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api } } });
  await flushPromises();
  return { view: wrapper, router };
}

describe('HomeContinue', () => {
  it('nothing started yet: no Continue entry', async () => {
    const { view } = await mountOn(createBrowserPlatform({ indexedDB: new IDBFactory() }));
    expect(view.find('[data-testid="continue"]').exists()).toBe(false);
  });

  it('no run left unfinished: not "Pick up where you left off" but the last setup, started again on its first question', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ lastDrill: 'pot-razz-3-q5', profile: 'tda', structure: '5-10-25-50' });
    const { view, router } = await mountOn(api);
    expect(view.get('h2').text()).toBe('Your last setup');
    expect(view.get('[data-testid="continue-button"]').text()).toBe('Start again: Pot count');
    expect(view.get('[data-testid="continue-details"]').text()).toBe(
      `Razz · 3 players · ${PROFILES.tda.name.en} · Structure 5/10/25/50 · 5 questions`,
    );
    useSessionStore().record({ drill: 'pot', scenarioCode: 'PT-x', correct: true, elapsedMs: 1 });
    await view.get('[data-testid="continue-button"]').trigger('click');
    // The drill view is loaded lazily: wait for the navigation to land.
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/drill/pot'), { timeout: 15_000 });
    const run = useDrillRunStore();
    expect(run.config).toEqual({
      selector: 'pot',
      variant: 'razz',
      players: 3,
      profile: 'tda',
      structure: { ante: 5, bringIn: 10, smallBet: 25, bigBet: 50 },
      length: { mode: 'questions', count: 5 },
    });
    expect(run.firstResult).toBe(1);
  });

  it("the last drill's profile of the user's is gone: Continue says so, names the rules it uses instead, and starts under them", async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const mine = customProfile(PROFILES.tda, {}, 'Club Replay', 'custom:club-replay-k3x9');
    await api.saveHouseRules(mine);
    await useDrillSettings(() => api).remember({
      selector: 'pot',
      variant: 'razz',
      players: 3,
      profile: mine,
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      length: { mode: 'questions', count: 5 },
    });
    const before = (await mountOn(api)).view;
    // Reading the profiles takes a few more turns of IndexedDB.
    await vi.waitFor(() => expect(before.get('[data-testid="continue-details"]').text()).toContain('Club Replay'));
    expect(before.find('[data-testid="profile-gone"]').exists()).toBe(false);
    before.unmount();
    await api.deleteHouseRules(mine.id);
    const { view } = await mountOn(api);
    await vi.waitFor(() => expect(view.get('[data-testid="continue-details"]').text()).toContain(PROFILES['rr-cash'].name.en));
    expect(view.get('[data-testid="profile-gone"]').text()).toBe(
      `The house rules "Club Replay" are no longer among your profiles (deleted): ${PROFILES['rr-cash'].name.en} is used instead.`,
    );
    view.unmount();
    const es = (await mountOn(api, 'es')).view;
    await vi.waitFor(() => expect(es.find('[data-testid="profile-gone"]').exists()).toBe(true));
    expect(es.get('[data-testid="profile-gone"]').text()).toBe(
      `Las reglas de la casa «Club Replay» ya no están entre tus perfiles (se han eliminado): ahora se usa ${PROFILES['rr-cash'].name.es}.`,
    );
    es.unmount();
    const { view: it, router } = await mountOn(api, 'it');
    await vi.waitFor(() => expect(it.find('[data-testid="profile-gone"]').exists()).toBe(true));
    expect(it.get('[data-testid="profile-gone"]').text()).toBe(
      `Le regole della casa «Club Replay» non sono più tra i tuoi profili (eliminate): ora si usa ${PROFILES['rr-cash'].name.it}.`,
    );
    // Continue starts the drill under the rules it names.
    await it.get('[data-testid="continue-button"]').trigger('click');
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/drill/pot'), { timeout: 15_000 });
    expect(useDrillRunStore().config?.profile).toBe('rr-cash');
  });

  it('speaks Spanish and Italian, one minute included', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ lastDrill: 'bring-in-stud8-6-t1' });
    const es = (await mountOn(api, 'es')).view;
    expect(es.get('[data-testid="continue-button"]').text()).toBe('Empezar de nuevo: Bring-in: quién y cuánto');
    expect(es.get('[data-testid="continue-details"]').text()).toContain('6 jugadores');
    expect(es.get('[data-testid="continue-details"]').text()).toContain('Ronda de 1 minuto');
    es.unmount();
    const it = (await mountOn(api, 'it')).view;
    expect(it.get('[data-testid="continue-button"]').text()).toBe('Ricomincia: Bring-in: chi e quanto');
    expect(it.get('h2').text()).toBe('La tua ultima configurazione');
  });

  it('a run of this session left unfinished: "Pick up where you left off", how far it got, and Continue carries it on (no new run)', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ lastDrill: 'bring-in-stud8-6-t1' });
    const { plugins, router } = testPlugins('it');
    const run = useDrillRunStore();
    run.start(
      {
        selector: 'pot',
        variant: 'razz',
        players: 3,
        profile: 'tda',
        structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
        length: { mode: 'questions', count: 5 },
      },
      Date.now(),
      0,
    );
    run.countAnswer();
    await router.push('/');
    wrapper = mount(HomeContinue, { global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api } } });
    await flushPromises();
    expect(wrapper.get('h2').text()).toBe('Riprendi da dove eri rimasto');
    expect(wrapper.get('[data-testid="continue-button"]').text()).toBe('Continua: Contare il piatto');
    expect(wrapper.get('[data-testid="continue-details"]').text()).toContain('Domanda 2 di 5');
    const startedAt = run.startedAt;
    await wrapper.get('[data-testid="continue-button"]').trigger('click');
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/drill/pot'), { timeout: 15_000 });
    expect(run.startedAt).toBe(startedAt);
    expect(run.answered).toBe(1);
    wrapper.unmount();
    // Once it is over (all its questions answered), it is no longer offered as unfinished.
    for (let k = 0; k < 4; k++) run.countAnswer();
    await router.push('/');
    wrapper = mount(HomeContinue, { global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api } } });
    await vi.waitFor(() => expect(wrapper!.get('h2').text()).toBe('La tua ultima configurazione'));
    expect(wrapper.get('[data-testid="continue-button"]').text()).toBe('Ricomincia: Bring-in: chi e quanto');
  });
});
