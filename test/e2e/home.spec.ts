import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

const axeProblems = async (page: import('@playwright/test').Page) => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
};

test('home lists the working drills, one of them about the bring-in, and starts it on its setup screen', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  // Every listed card has a title and a start link: dealing a whole hand first, then the seven engine drills and the mixed drill.
  const drills = page.locator('[data-drill]');
  await expect(drills).toHaveCount(9);
  await expect(drills.first()).toHaveAttribute('data-drill', 'deal');
  for (const drill of await drills.all()) {
    await expect(drill.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(drill.getByRole('link', { name: /^Start\W+\S/ })).toBeVisible();
  }
  // One bring-in drill only (the old quick "Who brings in?" drill is part of it now).
  await expect(drills.filter({ has: page.getByRole('heading', { level: 2, name: /bring/i }) })).toHaveCount(1);
  await expect(page.getByText('Who brings in?')).toHaveCount(0);
  const bringIn = page.locator('[data-drill="drill-bring-in"]');
  await expect(bringIn.getByRole('heading', { name: 'Bring-in: who and how much' })).toBeVisible();
  await bringIn.getByRole('link', { name: /^Start\W+Bring-in: who and how much$/ }).click();
  await expect(page).toHaveURL(/#\/drill\/bring-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bring-in: who and how much' })).toBeVisible();
  await expect(page.getByTestId('setup-form')).toBeVisible();
  // Nothing was started yet: no Continue entry.
  await page.goto('./');
  await expect(page.getByTestId('continue')).toHaveCount(0);
});

test('Continue: the home screen reopens the last drill with its last setup, also after a reload', async ({ page }) => {
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-variant').selectOption('razz');
  await page.getByTestId('setup-players').selectOption('3');
  await page.getByTestId('setup-profile').selectOption('tda');
  await page.getByTestId('setup-count').fill('4');
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(/^BI-razz-3-tda-/);

  await page.getByRole('link', { name: 'Drills' }).click();
  await page.reload();
  const entry = page.getByTestId('continue');
  await expect(entry.getByTestId('continue-button')).toHaveText('Continue: Bring-in: who and how much');
  await expect(entry.getByTestId('continue-details')).toContainText('Razz · 3 players');
  await expect(entry.getByTestId('continue-details')).toContainText('4 questions');
  expect(await axeProblems(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/drills/home-continue.png' });

  await entry.getByTestId('continue-button').click();
  await expect(page).toHaveURL(/#\/drill\/bring-in\?code=BI-razz-3-tda-1\.2\.5\.10-\d+$/);
  await expect(page.getByTestId('run-progress')).toHaveText('Question 1 of 4');
  await expect(page.locator('[data-seat]')).toHaveCount(3);
});

test('the strict Content-Security-Policy is in the built page', async ({ page }) => {
  await page.goto('./');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
});

test('accessibility: no serious or critical axe violations on home and on the bring-in drill (before and after answering)', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.locator('[data-drill="drill-bring-in"]')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await page.goto('./#/drill/bring-in?code=BI-stud-8-rrc-1.2.5.10-42');
  await expect(page.locator('[data-seat]')).toHaveCount(8);
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press('1');
  await page.keyboard.press('a');
  await expect(page.getByTestId('verdict')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});
