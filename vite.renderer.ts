import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import type { UserConfig } from 'vite';

/** The renderer's Vite settings, shared by the Electron build and the plain-browser build. */
export const rendererRoot = fileURLToPath(new URL('./renderer', import.meta.url));

export const rendererConfig: UserConfig = {
  root: rendererRoot,
  base: './',
  plugins: [vue()],
};
