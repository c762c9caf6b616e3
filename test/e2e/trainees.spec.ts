import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerByMouse, openScenario, scenarioOf } from './runner-kit';
import { answerOf } from '../../core';

const ANA_CODE = 'BI-stud-6-rrc-1.2.5.10-11';
const FIRST_CODE = 'BI-razz-5-tda-1.2.5.10-7';

async function answerRight(page: import('@playwright/test').Page, code: string): Promise<void> {
  await openScenario(page, code);
  await answerByMouse(page, answerOf(scenarioOf(code)));
  await expect(page.getByTestId('verdict')).toBeVisible();
}

test('two trainees on one computer: each answers under their own name, sees only their own answers, and the app asks who is training', async ({
  page,
}, testInfo) => {
  await page.goto('./');
  // One trainee (a new install): the app opens as the first trainee.
  await expect(page.getByTestId('trainee-current')).toHaveText('First trainee');
  await answerRight(page, FIRST_CODE);

  await page.getByTestId('trainee-switch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who is training?' })).toBeVisible();
  await expect(page.getByTestId('trainees-no-passwords')).toContainText('not access control');
  await page.getByTestId('trainee-name').fill('Ana María');
  await page.getByTestId('trainee-add').click();
  await expect(page.getByTestId('trainee-current')).toHaveText('Ana María');
  // A name is unique whatever its case.
  await page.getByTestId('trainee-switch').click();
  await page.getByTestId('trainee-name').fill('ana maría');
  await page.getByTestId('trainee-add').click();
  await expect(page.getByTestId('trainees-problem')).toHaveText('Another trainee is already called Ana María.');
  await page.getByTestId('trainee-name').fill('');
  await page.locator('[data-trainee]').filter({ hasText: 'Ana María' }).getByTestId('trainee-pick').click();

  await answerRight(page, ANA_CODE);
  await page.goto('./#/summary');
  await expect(page.getByTestId('saved-total')).toHaveText('1 right of 1 answered');
  await expect(page.getByTestId('saved-progress')).not.toContainText(FIRST_CODE);

  // A new window with two trainees on the computer: who is training is asked before anything else.
  const other = await page.context().newPage();
  await other.goto('./#/summary');
  await expect(other.getByRole('heading', { level: 1, name: 'Who is training?' })).toBeVisible();
  expect(await axeProblems(other)).toEqual([]);
  await snap(other, testInfo, 'who-is-training');
  await other.locator('[data-trainee="default"]').getByTestId('trainee-pick').click();
  await expect(other).toHaveURL(/#\/summary$/);
  await expect(other.getByTestId('trainee-current')).toHaveText('First trainee');
  await expect(other.getByTestId('saved-total')).toHaveText('1 right of 1 answered');
  await expect(other.getByTestId('saved-missed')).toHaveCount(0);

  // The first trainee renamed: the same records, a new name.
  await other.getByTestId('trainee-switch').click();
  await other.locator('[data-trainee="default"]').getByTestId('trainee-rename').click();
  await other.getByTestId('trainee-rename-input').fill('Luis');
  await other.getByTestId('trainee-rename-save').click();
  await expect(other.locator('[data-trainee="default"]').getByTestId('trainee-pick')).toHaveText('Train as Luis');
  await other.close();
});
