import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  test: {
    projects: [
      // Property tests are heavy; generous limits keep a busy 2-core machine from failing them on time alone.
      { test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'], testTimeout: 60000 } },
      { test: { name: 'cli', environment: 'node', include: ['cli/**/*.test.ts'], testTimeout: 60000 } },
      { test: { name: 'bench', environment: 'node', include: ['bench/**/*.test.ts'] } },
      { test: { name: 'electron', environment: 'node', include: ['electron/**/*.test.ts'], testTimeout: 60000 } },
      // Tests across layers (the desktop and browser platforms answering alike) live outside the layers they join.
      { test: { name: 'platform', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 60000 } },
      // tokens.css is read by its test (the colours in one place): Vitest blanks other style sheets.
      {
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['renderer/**/*.test.ts'],
          testTimeout: 20000,
          css: { include: [/tokens\.css/] },
        },
      },
    ],
  },
});
