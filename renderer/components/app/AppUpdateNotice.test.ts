import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { testPlugins } from '../../testing/plugins';
import { PLATFORM_API } from '../../composables/usePlatformApi';
import { createBrowserPlatform } from '../../platform/browser-store';
import type { PlatformApi, UpdateStatus } from '../../platform/api';
import AppUpdateNotice from './AppUpdateNotice.vue';
import type { Locale } from '../../../core';

/** A desktop platform whose update service is at `status`; `push` sends a later status as the main process would. */
function desktop(status: UpdateStatus) {
  let listener: ((next: UpdateStatus) => void) | undefined;
  const api = {
    updateStatus: vi.fn(async () => status),
    installUpdate: vi.fn(async () => ({ restarting: true })),
    onUpdateStatus: vi.fn((l: (next: UpdateStatus) => void) => ((listener = l), vi.fn())),
  };
  return { api: api as unknown as PlatformApi, calls: api, push: (next: UpdateStatus) => listener!(next) };
}

const mountOn = (api: PlatformApi, locale: Locale = 'en') =>
  mount(AppUpdateNotice, { global: { plugins: [...testPlugins(locale).plugins], provide: { [PLATFORM_API]: () => api } } });

describe('AppUpdateNotice', () => {
  it('the browser build never shows it (no update there)', async () => {
    const view = mountOn(createBrowserPlatform({ indexedDB: new IDBFactory() }));
    await flushPromises();
    expect(view.find('[data-testid="update-notice"]').exists()).toBe(false);
  });

  it('nothing while the update is looked for or downloading', async () => {
    const view = mountOn(desktop({ state: 'downloading', version: '0.2.0', percent: 40 }).api);
    await flushPromises();
    expect(view.find('[data-testid="update-notice"]').exists()).toBe(false);
  });

  it.each([
    ['en', 'Bring-In 0.2.0 has been downloaded. Restart to update now, or it will be installed when you quit.', 'Restart to update'],
    ['es', 'Se ha descargado Bring-In 0.2.0. Reinicia para actualizar ahora, o se instalará cuando salgas.', 'Reiniciar para actualizar'],
    ['it', 'Bring-In 0.2.0 è stato scaricato. Riavvia per aggiornare ora, oppure verrà installato quando esci.', 'Riavvia per aggiornare'],
  ] as const)(
    '%s: a downloaded update offers "restart to update", which asks the main process to install it',
    async (locale, text, button) => {
      const { api, calls } = desktop({ state: 'ready', version: '0.2.0' });
      const view = mountOn(api, locale);
      await flushPromises();
      expect(view.get('[data-testid="update-notice-text"]').text()).toBe(text);
      const restart = view.get('[data-testid="update-restart"]');
      expect(restart.text()).toBe(button);
      await restart.trigger('click');
      await flushPromises();
      expect(calls.installUpdate).toHaveBeenCalledTimes(1);
      expect(view.get('[data-testid="update-restart"]').attributes('disabled')).toBeDefined();
    },
  );

  it('appears when the main process says the download is done, and Later hides it', async () => {
    const { api, push, calls } = desktop({ state: 'downloading', version: '0.3.1' });
    const view = mountOn(api);
    await flushPromises();
    push({ state: 'ready', version: '0.3.1' });
    await flushPromises();
    expect(view.get('[data-testid="update-notice-text"]').text()).toContain('Bring-In 0.3.1');
    await view.get('[data-testid="update-later"]').trigger('click');
    expect(view.find('[data-testid="update-notice"]').exists()).toBe(false);
    expect(calls.installUpdate).not.toHaveBeenCalled();
  });

  it('stops listening when it goes away', async () => {
    const { api, calls } = desktop({ state: 'up-to-date' });
    const view = mountOn(api);
    await flushPromises();
    const stop = calls.onUpdateStatus.mock.results[0]!.value as ReturnType<typeof vi.fn>;
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
