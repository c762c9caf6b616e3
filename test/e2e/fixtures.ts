import { test as base, expect, type Page } from '@playwright/test';
import { bringInSeat, parseCard, VARIANTS, type VariantId } from '../../core';

/**
 * Shared fixture: every test fails on console errors or CSP violations in the page,
 * and leaves a screenshot of its final screen in test-results/ (attached to the report too).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      const path = testInfo.outputPath('screen.png');
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach('screen', { path, contentType: 'image/png' });
      expect(errors, 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface TableOnScreen {
  readonly code: string;
  readonly variant: VariantId;
  readonly doors: { seat: number; card: number }[];
}

/** Reads the scenario as the page shows it: its code and each seat's door card (from the SVG's data-card). */
export async function readTable(page: Page): Promise<TableOnScreen> {
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  const variant = code.split('-')[0] as VariantId;
  const seats = page.locator('[data-seat]');
  const doors: { seat: number; card: number }[] = [];
  for (let i = 0; i < (await seats.count()); i++) {
    const seat = seats.nth(i);
    const card = await seat.locator('[data-door]').getAttribute('data-card');
    doors.push({ seat: Number(await seat.getAttribute('data-seat')), card: parseCard(card!) });
  }
  return { code, variant, doors };
}

/** The seat that must bring in, computed in the test with core's bringInSeat from the cards on screen. */
export function expectedSeat(table: TableOnScreen): number {
  return bringInSeat(table.doors, VARIANTS[table.variant]).answer.seat;
}

export async function openDrill(page: Page, code?: string): Promise<void> {
  await page.goto(code ? `./#/drills/bring-in?code=${code}` : './#/drills/bring-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-seat]').first()).toBeVisible();
}
