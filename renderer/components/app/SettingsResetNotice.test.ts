import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { DB_NAME, createBrowserPlatform } from '../../platform/browser-store';
import type { PlatformApi, StoreNotice } from '../../platform/api';
import { PLATFORM_API } from '../../composables/usePlatformApi';
import { testPlugins } from '../../testing/plugins';
import { useTraineeStore } from '../../stores/trainee';
import SettingsResetNotice from './SettingsResetNotice.vue';
import type { Locale } from '../../../core';

/** Leaves settings in the browser's storage that this version cannot read (the first trainee's, or another's). */
async function putBadSettings(indexedDB: IDBFactory, key = 'settings'): Promise<void> {
  // Creates the database.
  await createBrowserPlatform({ indexedDB }).loadResults();
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onsuccess = () => {
      const tx = open.result.transaction('settings', 'readwrite');
      tx.objectStore('settings').put({ language: 'klingon' }, key);
      tx.oncomplete = () => (open.result.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
  });
}

const show = async (api: PlatformApi, locale: Locale) => {
  const { plugins } = testPlugins(locale);
  const view = mount(SettingsResetNotice, { global: { plugins: [...plugins], provide: { [PLATFORM_API as symbol]: () => api } } });
  await flushPromises();
  return view;
};

/** The desktop app's answer: the notice its settings store gave. */
const desktop = (notice: StoreNotice) =>
  ({
    appInfo: async () => ({ name: 'Bring-In', version: '0', shell: 'desktop' }),
    takeStoreNotices: async () => ({ notices: [notice] }),
  }) as unknown as PlatformApi;

describe("SettingsResetNotice: settings that could not be read are said once, in the user's language", () => {
  it('in the browser: the unreadable settings are set aside on first reading, and the notice names where, in Spanish; dismissed, it goes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const indexedDB = new IDBFactory();
    await putBadSettings(indexedDB);
    const api = createBrowserPlatform({ indexedDB, now: () => new Date('2026-12-01T09:00:00Z'), warn: () => undefined });
    const view = await show(api, 'es');
    await vi.waitFor(() => expect(view.find('h2').exists()).toBe(true));
    expect(view.get('h2').text()).toBe('Se ha restablecido la configuración');
    expect(view.get('[data-testid="settings-reset-text"]').text()).toBe(
      'No se pudo leer la configuración guardada en el almacenamiento de este navegador (IndexedDB), así que la aplicación se ha iniciado con la configuración predeterminada: idioma, reglas de la casa, estructura de apuestas y último ejercicio. La configuración ilegible se ha guardado en el almacenamiento del navegador como settings/settings.invalid-2026-12-01T09-00-00-000Z.',
    );
    await view.get('[data-testid="settings-reset-dismiss"]').trigger('click');
    expect(view.find('[data-testid="settings-reset"]').exists()).toBe(false);
    // Said once: a second screen (a reload) has nothing to say.
    const again = await show(api, 'es');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.find('[data-testid="settings-reset"]').exists()).toBe(false);
  });

  it('on the desktop: the copy is named by its file name, in Italian; a copy that failed says changes are not saved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept = await show(
      desktop({
        code: 'settings-reset',
        file: 'settings.json',
        keptAs: '/home/ana/.config/Bring-In/settings.json.invalid-2026-12-01T08-00-00-000Z',
        message: 'x',
      }),
      'it',
    );
    expect(kept.get('[data-testid="settings-reset-text"]').text()).toContain('Le impostazioni salvate (settings.json, nella cartella');
    expect(kept.get('[data-testid="settings-reset-text"]').text()).toContain(
      'è stato conservato come settings.json.invalid-2026-12-01T08-00-00-000Z, lì accanto',
    );
    expect(kept.text()).not.toContain('/home/ana');
    const stuck = await show(desktop({ code: 'settings-reset', file: 'settings-ana-k3x9.json', keptAs: null, message: 'x' }), 'en');
    expect(stuck.get('[data-testid="settings-reset-text"]').text()).toContain('The saved settings (settings-ana-k3x9.json, in');
    expect(stuck.get('[data-testid="settings-reset-text"]').text()).toContain('changes to the settings are not saved until it can be');
  });

  it('each trainee is told of their own settings: nothing for the first trainee, the notice once the app switches to the trainee whose settings were set aside', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB, now: () => new Date('2026-12-01T09:00:00Z'), warn: () => undefined, random: () => 0.5 });
    const { saved: ana } = await api.saveTrainee({ name: 'Ana' });
    await putBadSettings(indexedDB, `settings:${ana.id}`);
    const view = await show(api, 'en');
    expect(view.find('[data-testid="settings-reset"]').exists()).toBe(false);
    const trainees = useTraineeStore();
    trainees.use(api);
    await trainees.ready();
    trainees.choose(ana.id);
    await vi.waitFor(() => expect(view.find('[data-testid="settings-reset-text"]').exists()).toBe(true));
    expect(view.get('[data-testid="settings-reset-text"]').text()).toContain(
      `under settings/settings:${ana.id}.invalid-2026-12-01T09-00-00-000Z`,
    );
    // Back to the first trainee: the notice was Ana's, so it goes.
    trainees.choose('default');
    await flushPromises();
    expect(view.find('[data-testid="settings-reset"]').exists()).toBe(false);
  });

  it('nothing to say: nothing shown', async () => {
    const view = await show(createBrowserPlatform({ indexedDB: new IDBFactory() }), 'en');
    expect(view.find('[data-testid="settings-reset"]').exists()).toBe(false);
  });
});
