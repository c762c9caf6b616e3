import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when installed (this machine, .ci/run); otherwise Playwright's own browser.
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    }
  : {};

// E2E_PORT lets several checkouts run their end-to-end tests side by side; each run starts its own server.
const port = Number(process.env.E2E_PORT) || 4173;

/** End-to-end tests of the BUILT renderer (`npm run build:web` first; `npm run test:e2e` does both). */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Generous limits: CI machines and this one are often busy; no test measures speed.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}/`,
    viewport: { width: 1280, height: 720 },
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 }, launchOptions } },
    // The desktop app through Playwright's _electron; it skips itself, saying why, when the Electron binary is absent.
    { name: 'electron', testDir: 'test/electron', testMatch: 'app.spec.ts', timeout: 120_000 },
  ],
  webServer: {
    command: `npx vite preview --config vite.web.config.ts --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    // Never reuse a server found on the port: it may be another checkout's build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
