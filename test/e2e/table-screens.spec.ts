import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { answerOf } from '../../core';
import { answerByKeyboard, openScenario, scenarioOf } from './runner-kit';

/**
 * The screens that draw a table, photographed at the four sizes the app is checked at (a small laptop, a usual one,
 * 200% zoom, a phone) in Spanish and Italian, into test-results/ for a reader to look at; each also keeps to the
 * window's width.
 */

const WSOP = fileURLToPath(new URL('./fixtures/wsop-2023-43-5-03-14-40.phh', import.meta.url));

const SCREENS: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
  ['bring-in-8', (page) => openScenario(page, 'BI-stud-8-rrc-1.2.5.10-1')],
  ['first-to-act-heads-up', (page) => openScenario(page, 'FA-stud-2-rrc-1.2.5.10-1')],
  ['legal-action-8', (page) => openScenario(page, 'LA-stud-8-rrc-1.2.5.10-11')],
  ['deal-order-8', (page) => openScenario(page, 'DO-stud-8-rrc-1.2.5.10-348')],
  [
    'showdown-8-answered',
    async (page) => {
      const code = 'SD-stud-8-rrc-1.2.5.10-2';
      await openScenario(page, code);
      await answerByKeyboard(page, answerOf(scenarioOf(code)));
      await page.getByTestId('verdict').waitFor();
    },
  ],
  [
    'see-a-ruling-8',
    async (page) => {
      await page.goto('./#/floor/rulings?tab=situation&kind=wrong-card-count&profile=rr-cash&variant=stud&players=8&seed=12');
      await expect(page.getByTestId('situation').locator('[data-testid="table"] [data-seat]')).toHaveCount(8);
    },
  ],
  [
    'replay',
    async (page) => {
      await page.goto('./#/floor/replay');
      await page.locator('input[type="file"]').setInputFiles(WSOP);
      await page.getByTestId('replay-moment').waitFor();
      // A line in the middle of the hand: cards on every seat, bets in front of them.
      for (let k = 0; k < 14; k++) await page.getByTestId('replay-next').click();
    },
  ],
];

/** The whole page (a narrow window scrolls down), kept in the test's output and attached to the report as `name`. */
async function snapPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const [width, height] of [
  [1024, 640],
  [1280, 800],
  [640, 400],
  [320, 640],
] as const) {
  for (const locale of ['es-ES', 'it-IT']) {
    test.describe(`${width}x${height} ${locale}`, () => {
      test.use({ viewport: { width, height }, locale });
      test(`the table screens, photographed (${width}x${height}, ${locale})`, async ({ page }, testInfo) => {
        for (const [name, open] of SCREENS) {
          await open(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(width);
          await snapPage(page, testInfo, `${name}-${width}x${height}-${locale}`);
        }
      });
    });
  }
}
