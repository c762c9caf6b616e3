import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { desktopRendererBuild, rendererConfig } from './vite.renderer.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  main: { build: { outDir: here('out/main'), rollupOptions: { input: { index: here('electron/main/index.ts') } } } },
  // A sandboxed preload cannot be an ES module: build it as CommonJS (index.cjs, which main looks for first).
  preload: {
    build: {
      outDir: here('out/preload'),
      rollupOptions: { input: { index: here('electron/preload/index.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    ...rendererConfig,
    build: desktopRendererBuild(here('out/renderer')),
  },
});
