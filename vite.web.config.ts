import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rendererConfig, rendererOutput, rendererTreeshake } from './vite.renderer.ts';

// The same renderer, built for a plain browser (tests and `npm run start:web`); the API falls back to IndexedDB.
export default defineConfig({
  ...rendererConfig,
  build: {
    outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: rendererOutput, treeshake: rendererTreeshake },
  },
});
