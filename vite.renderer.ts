import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import type { Plugin, UserConfig } from 'vite';
import { coreTexts } from './vite.core-texts.ts';

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
 * The framework (vue, vue-router, vue-i18n, pinia) in a chunk of its own that keeps its name from one release to the
 * next. Everything else is split by what each screen imports: the first screen loads only what it uses, and a package
 * only a later screen needs (zod for the platform's checks, uPlot for the charts, smol-toml for hand histories) or
 * the engine's drills and rulings come with that screen.
 */
export const rendererOutput = {
  codeSplitting: {
    groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](vue|@vue|vue-router|vue-i18n|@intlify|pinia)[\\/]/ }],
  },
};

/**
 * The rules engine (core/) and the shared IPC contract (electron/shared/) do nothing when imported but define what
 * they export (a lint rule keeps core free of the DOM and of Node): what a screen does not use of them is left out of
 * its chunks, even when it imports them through core's index.
 */
export const rendererTreeshake = {
  moduleSideEffects: [
    { test: /[\\/]core[\\/]/, sideEffects: false },
    { test: /[\\/]electron[\\/]shared[\\/]/, sideEffects: false },
  ],
};

/**
 * The desktop app's renderer build (electron-vite's renderer section; the bundle bench builds the same): minified, as
 * electron-vite does not by default, so the desktop app's first screen loads as few bytes as the web build's.
 */
export function desktopRendererBuild(outDir: string) {
  return {
    outDir,
    minify: true,
    rollupOptions: {
      input: { index: fileURLToPath(new URL('./renderer/index.html', import.meta.url)) },
      output: rendererOutput,
      treeshake: rendererTreeshake,
    },
  };
}

export const rendererConfig: UserConfig = {
  root: rendererRoot,
  base: './',
  plugins: [vue(), devServerCsp, coreTexts()],
  define: {
    // vue-i18n build flags: Composition API only, no legacy API, no devtools in production.
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
};
