import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

test('home lists the working drills and starts Who brings in?', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  // Every listed drill has a title and a start link; Who brings in? is one of them.
  const drills = page.locator('[data-drill]');
  await expect(drills.first()).toBeVisible();
  for (const drill of await drills.all()) {
    await expect(drill.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(drill.getByRole('link', { name: /^Start\W+\S/ })).toBeVisible();
  }
  const bringIn = page.locator('[data-drill="bring-in"]');
  await expect(bringIn.getByRole('heading', { name: 'Who brings in?' })).toBeVisible();
  await bringIn.getByRole('link', { name: /^Start\W+Who brings in\?$/ }).click();
  await expect(page).toHaveURL(/#\/drills\/bring-in\?code=stud-6-[0-9a-z]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Who brings in?' })).toBeVisible();
});

test('the strict Content-Security-Policy is in the built page', async ({ page }) => {
  await page.goto('./');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
});

test('accessibility: no serious or critical axe violations on home and on the drill (before and after answering)', async ({ page }) => {
  const scan = async () => {
    const result = await new AxeBuilder({ page }).analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  };
  await page.goto('./');
  await expect(page.locator('[data-drill="bring-in"]')).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.goto('./#/drills/bring-in?code=stud-8-abc');
  await expect(page.locator('[data-seat]')).toHaveCount(8);
  expect(await scan()).toEqual([]);
  await page.keyboard.press('1');
  await expect(page.getByTestId('verdict')).toBeVisible();
  expect(await scan()).toEqual([]);
});
