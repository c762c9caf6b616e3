import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import type { Plugin, UserConfig } from 'vite';

/** The renderer's Vite settings, shared by the Electron build and the plain-browser build. */
export const rendererRoot = fileURLToPath(new URL('./renderer', import.meta.url));

/**
 * The dev server injects <style> tags for hot reload, so only there style-src also allows inline styles.
 * Built files keep the strict policy written in renderer/index.html.
 */
const devServerCsp: Plugin = {
  name: 'bring-in:dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

export const rendererConfig: UserConfig = {
  root: rendererRoot,
  base: './',
  plugins: [vue(), devServerCsp],
  define: {
    // vue-i18n build flags: Composition API only, no legacy API, no devtools in production.
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
};
