import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import type { Locale } from '../../core';
import { createAppI18n } from '../i18n';
import { UI_MESSAGES } from '../i18n/all';
import { routes } from '../router';

/** Fresh app plugins for a component test: Pinia (active), i18n in the given locale, an in-memory router. */
export function testPlugins(locale: Locale = 'en') {
  const pinia = createPinia();
  setActivePinia(pinia);
  const i18n = createAppI18n(locale, UI_MESSAGES);
  const router = createRouter({ history: createMemoryHistory(), routes });
  return { pinia, i18n, router, plugins: [pinia, i18n, router] as const };
}
