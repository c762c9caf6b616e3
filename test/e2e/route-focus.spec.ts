import { test, expect } from './fixtures';
import { axeProblems } from './page-checks';

test('Enter on a Home "Start" link: the focus goes to the new screen\'s heading, not the page\'s body', async ({ page }) => {
  await page.goto('./');
  const start = page.locator('[data-drill="drill-bring-in"]').getByRole('link', { name: /^Start\W+Bring-in: who and how much$/ });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/drill\/bring-in$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Bring-in: who and how much' });
  await expect(heading).toBeFocused();
  // Tab goes on into the setup form, not back to "Skip to content".
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('setup-variant')).toBeFocused();
  expect(await axeProblems(page)).toEqual([]);
});

test("a header link: the new screen's heading has the focus; Home again too", async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Replay' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Replay a hand' })).toBeFocused();
  await page.getByRole('link', { name: 'Drills' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeFocused();
});

test("the drill runner keeps its own focus: Continue from Home lands on the question's part, not the heading", async ({ page }) => {
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(/^BI-/);
  await page.getByRole('link', { name: 'Drills' }).click();
  await page.getByTestId('continue-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-code')).toHaveText(/^BI-/);
  await expect(page.locator('[aria-current="step"] > [role="group"]')).toBeFocused();
  // Still there a moment later (the screen change did not take it back).
  await page.waitForTimeout(500);
  await expect(page.locator('[aria-current="step"] > [role="group"]')).toBeFocused();
});
