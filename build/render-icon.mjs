#!/usr/bin/env node
/**
 * Renders build/icon.svg to build/icon.png (512x512, transparent corners) with Chromium, so the PNG the installers
 * use always matches the SVG we draw. Run: node build/render-icon.mjs  (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch(executablePath ? { executablePath } : {});
try {
  const page = await browser.newPage({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
  const svg = await readFile(here('icon.svg'), 'utf8');
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: here('icon.png'), omitBackground: true });
  console.log('build/icon.png written (512x512)');
} finally {
  await browser.close();
}
