import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { measuredContrast } from './contrast';
import { answerOf } from '../../core';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';
import { answerByMouse, openScenario, scenarioOf } from './runner-kit';

/**
 * The texts off the table as drawn with the design tokens, measured on screen (WCAG 1.4.3: 4.5:1): the verdicts on
 * their right and wrong backgrounds, the muted and soft texts of the light panels, the room's softer text, a broken
 * file's problems. tokens.test.ts checks the same pairs from the token values; this checks what the page draws.
 */
const BRING_IN = 'BI-stud-8-rrc-1.2.5.10-42';
const BROKEN = fileURLToPath(new URL('./fixtures/broken-rule.phh', import.meta.url));

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });

test("verdicts, panel texts and the room's soft text are 4.5:1 or more, measured", async ({ page }, testInfo) => {
  const scenario = scenarioOf(BRING_IN);
  const figures: Record<string, number> = {};
  const measure = async (what: string, locator: Parameters<typeof measuredContrast>[1]) => {
    figures[what] = await measuredContrast(page, locator);
    expect(figures[what], what).toBeGreaterThanOrEqual(4.5);
  };

  await openScenario(page, BRING_IN);
  await answerByMouse(page, wrongResponse(scenario.question, answerOf(scenario)));
  await expect(page.getByTestId('feedback')).toHaveClass(/drill-verdict--wrong/);
  await measure('wrong verdict', page.getByTestId('verdict'));
  await measure('wrong reason', page.getByTestId('reason'));
  await measure('rule source (muted)', page.getByTestId('why-source').first());
  await measure('panel title (muted)', page.locator('#drill-why-title'));
  await measure('score on the room (soft ink)', page.getByTestId('run-score'));

  await page.keyboard.press('Enter');
  const next = scenarioOf(await page.getByTestId('scenario-code').first().innerText());
  await answerByMouse(page, answerOf(next));
  await expect(page.getByTestId('feedback')).toHaveClass(/drill-verdict--right/);
  await measure('right verdict', page.getByTestId('verdict'));

  await page.goto('./#/floor/replay');
  await page.locator('input[type="file"]').setInputFiles(BROKEN);
  await measure("a broken file's problem", page.locator('[data-testid^="replay-"][class*="floor-replay-errors__"]').first());
  await measure("a street's facts (soft)", page.getByTestId('street-facts').first());

  const file = testInfo.outputPath('contrast.json');
  writeFileSync(file, JSON.stringify(figures, null, 1));
  await testInfo.attach('contrast', { path: file, contentType: 'application/json' });
});

test('the measure finds a muted text drawn too light on the panel', async ({ page }) => {
  const scenario = scenarioOf(BRING_IN);
  await openScenario(page, BRING_IN);
  await answerByMouse(page, answerOf(scenario));
  await page
    .getByTestId('why-source')
    .first()
    .evaluate((el) => el.style.setProperty('color', 'rgb(200 196 185)', 'important'));
  expect(await measuredContrast(page, page.getByTestId('why-source').first())).toBeLessThan(2);
});
