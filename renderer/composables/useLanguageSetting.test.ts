import { describe, expect, it, vi } from 'vitest';
import { defineComponent, nextTick } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { useI18n } from 'vue-i18n';
import { DEFAULT_SETTINGS, type PlatformApi, type Settings } from '../platform/api';
import { testPlugins } from '../testing/plugins';
import { startupLocale, useLanguageSetting } from './useLanguageSetting';
import type { Locale } from '../../core';

/** A platform API that only knows settings (the rest is never called here). */
function fakeApi(stored: Settings) {
  const saveSettings = vi.fn(async (patch: Partial<Settings>) => ({ ...stored, ...patch }));
  const api = { loadSettings: async () => stored, saveSettings } as unknown as PlatformApi;
  return { api, saveSettings };
}

function mountWith(api: PlatformApi, browserLocale: Locale = 'en') {
  const { plugins } = testPlugins(browserLocale);
  const Probe = defineComponent({
    setup() {
      useLanguageSetting(() => api);
      return { i18n: useI18n() };
    },
    template: '<p>{{ i18n.locale.value }}</p>',
  });
  return mount(Probe, { global: { plugins: [...plugins] } });
}

describe('startupLocale', () => {
  it('a language the user chose wins over the browser', () => {
    expect(startupLocale({ language: 'it', languageChosen: true }, 'es')).toBe('it');
  });
  it('English chosen on purpose wins over a Spanish or Italian browser', () => {
    expect(startupLocale({ language: 'en', languageChosen: true }, 'es')).toBe('en');
    expect(startupLocale({ language: 'en', languageChosen: true }, 'it')).toBe('en');
  });
  it('never chosen (the store default) leaves the browser language', () => {
    expect(startupLocale(DEFAULT_SETTINGS, 'es')).toBe('es');
    expect(startupLocale({ language: 'en', languageChosen: false }, 'it')).toBe('it');
  });
  it('settings saved before the choice was marked: Spanish or Italian was a choice', () => {
    expect(startupLocale({ language: 'it' }, 'es')).toBe('it');
  });
});

describe('useLanguageSetting', () => {
  it('restores the stored language, then saves each new choice', async () => {
    const { api, saveSettings } = fakeApi({ ...DEFAULT_SETTINGS, language: 'it' });
    const probe = mountWith(api);
    await flushPromises();
    expect(probe.text()).toBe('it');
    expect(saveSettings).not.toHaveBeenCalled();
    (probe.vm as unknown as { i18n: { locale: { value: string } } }).i18n.locale.value = 'es';
    await nextTick();
    expect(saveSettings).toHaveBeenCalledWith({ language: 'es', languageChosen: true, trainee: 'default' });
  });

  it('English chosen in a Spanish browser is saved as a choice and comes back after a reload', async () => {
    const stored: Settings = { ...DEFAULT_SETTINGS };
    const saveSettings = vi.fn(async (patch: Partial<Settings>) => Object.assign(stored, patch));
    const api = { loadSettings: async () => ({ ...stored }), saveSettings } as unknown as PlatformApi;
    const first = mountWith(api, 'es');
    await flushPromises();
    expect(first.text()).toBe('es');
    (first.vm as unknown as { i18n: { locale: { value: string } } }).i18n.locale.value = 'en';
    await nextTick();
    expect(saveSettings).toHaveBeenCalledWith({ language: 'en', languageChosen: true, trainee: 'default' });
    first.unmount();
    const reloaded = mountWith(api, 'es');
    await flushPromises();
    expect(reloaded.text()).toBe('en');
  });

  it('a choice made while the settings are still loading wins and is kept', async () => {
    let release: (s: Settings) => void = () => {};
    const saveSettings = vi.fn(async (patch: Partial<Settings>) => ({ ...DEFAULT_SETTINGS, ...patch }));
    const api = { loadSettings: () => new Promise<Settings>((resolve) => (release = resolve)), saveSettings } as unknown as PlatformApi;
    const probe = mountWith(api);
    (probe.vm as unknown as { i18n: { locale: { value: string } } }).i18n.locale.value = 'es';
    await nextTick();
    release({ ...DEFAULT_SETTINGS, language: 'it' });
    await flushPromises();
    expect(probe.text()).toBe('es');
    expect(saveSettings).toHaveBeenCalledWith({ language: 'es', languageChosen: true, trainee: 'default' });
  });

  it('unreadable settings leave the language as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = { loadSettings: async () => Promise.reject(new Error('locked')) } as unknown as PlatformApi;
    const probe = mountWith(api, 'es');
    await flushPromises();
    expect(probe.text()).toBe('es');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
