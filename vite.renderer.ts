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

/**
 * The renderer's chunks by what changes together: the framework packages (vue, vue-router, vue-i18n, pinia, zod),
 * the rules engine, and its texts in every language (the rule books and reasons in en/es/it). Left to itself the
 * bundler puts all three into one chunk of about 740 kB (Vite warns past 500 kB); apart, each is under 300 kB, and
 * the framework chunk keeps its name from one release to the next while the engine changes.
 */
export const rendererOutput = {
  codeSplitting: {
    groups: [
      { name: 'framework', test: /[\\/]node_modules[\\/]/ },
      { name: 'core-texts', test: /[\\/]core[\\/](i18n|rulebook)[\\/]/ },
      { name: 'core', test: /[\\/]core[\\/]/ },
    ],
  },
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
