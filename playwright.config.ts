import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './scripts/e2e-port.mjs';

// Debian's Chromium when installed (this machine, .ci/run); otherwise Playwright's own browser.
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    }
  : {};

// Each run starts its own server: on E2E_PORT (a port already taken stops the run at once), or on a free port.
const port = await e2ePort();

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
