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
const SHOW_ORDER = fixture('show-order.phh');

const selected = (page: Page) => page.locator('[data-testid="replay-line"][aria-current="step"]');

test('replay a WSOP hand from a file: the header link opens the screen, the account steps the table with the keyboard, the result checks the file', async ({
  page,
}, testInfo) => {
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
  await expect(page.getByTestId('replay-current')).toContainText(
    'Seat 2 is dealt face down: king of diamonds, eight of hearts; face up: seven of hearts.',
  );
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
  await expect(page.getByTestId('replay-current')).toContainText(
    'Seat 2 is dealt face down: king of diamonds, eight of hearts; face up: seven of hearts.',
  );

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

test('a hand that departs from the rules: each deviation beside its step, the error the replay stops at; a file that cannot be read shows its line and keeps the text', async ({
  page,
}, testInfo) => {
  await page.goto('./#/floor/replay');
  await page.getByLabel('Open a hand history').setInputFiles(BROKEN);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'The hand cannot go on as written under TDA tournament (WSOP): the replay stops at the error.',
    }),
  ).toBeVisible();
  const deviation = page.getByTestId('replay-deviation').first();
  await expect(deviation).toContainText('Deviation · action 5 "p3 pb"');
  await expect(deviation).toContainText("Rules: Robert's Rules of Poker, Seven-Card Stud, rule 1");
  await expect(deviation).not.toContainText('rr.stud');
  const error = page.getByTestId('replay-error');
  await expect(error).toHaveCount(1);
  await expect(error).toContainText('Error · action 10:');
  await expect(error).not.toContainText('Kc');
  await expect(selected(page)).toContainText('action 10');
  await expect(selected(page)).toHaveAttribute('data-kind', 'error');
  await expect(selected(page)).toContainText('Error:');
  await page.getByTestId('replay-deviation-show').first().click();
  await expect(selected(page)).toHaveAttribute('data-kind', 'deviation');
  await expect(selected(page)).toContainText('Deviation:');
  await expect(page.getByTestId('why')).toContainText("Robert's Rules of Poker, Seven-Card Stud, rule 1");
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

// A real room's showdown in its own order: one deviation, listed beside its step, and the replay steps on to the end.
for (const size of [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`a deviation beside its step, stepped past to the end, in Spanish and Italian at ${size.width}x${size.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await page.goto('./#/floor/replay');
    await page.getByLabel('Open a hand history').setInputFiles(SHOW_ORDER);
    await page.getByRole('button', { name: 'Spanish' }).click();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'La mano se aparta una vez de Torneo TDA (WSOP); la reproducción sigue hasta el final como está en el archivo.',
      }),
    ).toBeVisible();
    await expect(page.getByTestId('replay-deviation')).toContainText('Desviación · acción 27');
    await expect(selected(page)).toHaveAttribute('data-kind', 'deviation');
    await expect(selected(page)).toContainText('Desviación:');
    await snap(page, testInfo, `replay-deviation-es-${size.width}`);
    await selected(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(selected(page)).toHaveAttribute('data-kind', 'action');
    await page.keyboard.press('End');
    await expect(selected(page)).toHaveAttribute('data-kind', 'result');
    await page.getByRole('button', { name: 'Italiano' }).click();
    await page.getByTestId('replay-deviation-show').click();
    await expect(page.getByTestId('replay-deviation')).toContainText('Deviazione · azione 27');
    await expect(selected(page)).toContainText('Deviazione:');
    expect(await axeProblems(page)).toEqual([]);
    await snap(page, testInfo, `replay-deviation-it-${size.width}`);
  });
}
