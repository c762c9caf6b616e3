import type { Page } from '@playwright/test';
import { answerOf } from '../../core';
import { test, expect } from './fixtures';
import { answerByMouse, openScenario, scenarioOf } from './runner-kit';

/** Answer times of a question left open for long: readable, and kept even past the store's 24 h limit. */
const CODE = 'PT-stud-4-onl-1.2.5.10-3';
const DAY = 24 * 60 * 60 * 1000;

/** The answer times kept in the browser's progress store (IndexedDB "bring-in", store "results"). */
async function keptTimes(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('bring-in', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<{ timeMs: number }[]>((resolve, reject) => {
      const req = db.transaction('results').objectStore('results').getAll();
      req.onsuccess = () => resolve(req.result as { timeMs: number }[]);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return rows.map((r) => r.timeMs);
  });
}

test.describe('Answer times', () => {
  test('an hour and a half on one question reads "1 h 30 min" in the verdict and in the summary', async ({ page }) => {
    await page.clock.install();
    await openScenario(page, CODE);
    await page.clock.fastForward('01:30:23');
    await answerByMouse(page, answerOf(scenarioOf(CODE)));
    await expect(page.getByTestId('time')).toHaveText('Time: 1 h 30 min');
    await expect(page.getByTestId('save-error')).toHaveCount(0);
    await expect.poll(() => keptTimes(page)).toHaveLength(1);
    expect((await keptTimes(page))[0]).toBeGreaterThanOrEqual(5_423_000);
    await page.getByTestId('run-finish').click();
    await expect(page.locator('[data-testid="row-median"]').first()).toHaveText('1 h 30 min');
  });

  test('a question left open for more than a day is graded, shown as "24 h or more", and kept with 24 h (no save error)', async ({
    page,
  }) => {
    await page.clock.install();
    await openScenario(page, CODE);
    await page.clock.fastForward('30:00:00');
    await answerByMouse(page, answerOf(scenarioOf(CODE)));
    await expect(page.getByTestId('verdict')).toContainText('Right');
    await expect(page.getByTestId('time')).toHaveText('Time: 24 h or more');
    await expect.poll(() => keptTimes(page)).toEqual([DAY]);
    await expect(page.getByTestId('save-error')).toHaveCount(0);
  });
});
