import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';

// A real WSOP stud hand and two spoiled copies of it: see fixtures/README.md.
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const CLEAN = fixture('wsop-2023-43-5-03-14-40.phh');
const BROKEN = fixture('broken-rule.phh');
const UNREADABLE = fixture('unparseable.phh');

const selected = (page: Page) => page.locator('[data-testid="replay-line"][aria-current="step"]');

test('replay a WSOP hand from a file: the header link opens the screen, the account steps the table with the keyboard, the result checks the file', async ({ page }, testInfo) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Replay' }).click();
  await expect(page).toHaveURL(/#\/floor\/replay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Replay a hand' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'House rules' })).toHaveValue('tda');

  await page.getByLabel('Open a hand history').setInputFiles(CLEAN);
  await expect(page.getByTestId('replay-file-name')).toHaveText('Opened: wsop-2023-43-5-03-14-40.phh');
  await expect(page.getByRole('heading', { level: 2, name: 'The hand follows the rules of TDA tournament (WSOP).' })).toBeVisible();
  await expect(page.getByTestId('replay-seats-note')).toContainText("seat N is the file's pN");
  await expect(page.getByTestId('summary-showdown')).toHaveText('Seat 3, Seat 2');
  await expect(page.locator('[data-testid="summary-stacks"] tbody tr')).toHaveCount(4);
  await expect(page.locator('[data-testid="summary-stacks"] tbody tr[data-same="true"]')).toHaveCount(4);
  // At 1280x720 the whole table and its step bar are on screen without scrolling: the text folds away.
  await expect(page.getByTestId('replay-text')).toHaveCount(0);
  for (const id of ['table', 'replay-next']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.y + box.height, id).toBeLessThanOrEqual(720);
  }

  // Keyboard: Tab reaches the selected line; the arrows move along the hand and the table follows.
  await expect(selected(page)).toHaveAttribute('data-index', '0');
  await selected(page).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveAttribute('data-index', '5');
  await expect(selected(page)).toBeFocused();
  await expect(page.locator('[data-testid="table"] [data-seat="1"] [data-card]')).toHaveCount(3);
  await expect(page.getByTestId('replay-current')).toContainText('Seat 2 is dealt [Kd 8h] 7h.');
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-current')).toContainText('finishing stacks');
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'replay-clean');

  // A reload of the window (View > Reload) brings the hand back, from the file, at the line it was on.
  await page.keyboard.press('Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(selected(page)).toHaveAttribute('data-index', '5');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'The hand follows the rules of TDA tournament (WSOP).' })).toBeVisible();
  await expect(page.getByTestId('replay-file-name')).toHaveText('Opened: wsop-2023-43-5-03-14-40.phh');
  await expect(selected(page)).toHaveAttribute('data-index', '5');
  await expect(page.getByTestId('replay-current')).toContainText('Seat 2 is dealt [Kd 8h] 7h.');

  // One language switch: the account, the verdict and the table words follow.
  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repetir una mano' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'La mano sigue las reglas de Torneo TDA (WSOP).' })).toBeVisible();
  await selected(page).focus();
  await page.keyboard.press('Home');
  await expect(selected(page)).toHaveAttribute('data-index', '0');
  await expect(page.getByTestId('replay-current')).toContainText('El asiento 1 pone un ante');
  await snap(page, testInfo, 'replay-clean-es');
});

test('a hand that breaks a rule: the error names the action and the rule in words; a file that cannot be read shows its line and keeps the text', async ({ page }, testInfo) => {
  await page.goto('./#/floor/replay');
  await page.getByLabel('Open a hand history').setInputFiles(BROKEN);
  await expect(page.getByRole('heading', { level: 2, name: 'The hand breaks a rule of TDA tournament (WSOP).' })).toBeVisible();
  const error = page.getByTestId('replay-error');
  await expect(error).toHaveCount(1);
  await expect(error).toContainText('Error · action 5 "p3 pb"');
  await expect(selected(page)).toContainText('action 5');
  await expect(error).toContainText('rr.stud.1');
  await expect(selected(page)).toHaveAttribute('data-kind', 'error');
  await expect(selected(page)).toContainText('Error:');
  await expect(page.getByTestId('why')).toContainText('rr.stud.1');
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'replay-broken');

  await page.getByLabel('Open a hand history').setInputFiles(UNREADABLE);
  const problem = page.getByTestId('replay-unreadable');
  await expect(problem).toBeVisible();
  await expect(page.getByTestId('replay-unreadable-what')).toContainText('line 8, action 8 "p1 zz" (actions[7])');
  await expect(page.getByTestId('replay-unreadable-line')).toContainText("'p1 zz'");
  await expect(page.getByTestId('replay-account')).toHaveCount(0);
  await expect(page.getByLabel("Or paste the hand history (PHH, or an online room's text)")).toHaveValue(readFileSync(UNREADABLE, 'utf8'));
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'replay-unreadable');
});
