import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'] } },
      { test: { name: 'cli', environment: 'node', include: ['cli/**/*.test.ts'], testTimeout: 30000 } },
      { test: { name: 'electron', environment: 'node', include: ['electron/**/*.test.ts'], testTimeout: 60000 } },
      { plugins: [vue()], test: { name: 'renderer', environment: 'happy-dom', include: ['renderer/**/*.test.ts'] } },
    ],
  },
});
