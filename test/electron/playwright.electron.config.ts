import { defineConfig } from '@playwright/test';

/**
 * The desktop app's end-to-end test (Playwright `_electron`). It needs the Electron binary; without it the test
 * skips itself and says why. Run alone: `npx playwright test -c test/electron/playwright.electron.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'app.spec.ts',
  outputDir: '../../test-results/electron',
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
});
