import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { PROFILES } from '../../core';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';

/** A real WSOP stud hand: see fixtures/README.md. */
const CLEAN = fileURLToPath(new URL('./fixtures/wsop-2023-43-5-03-14-40.phh', import.meta.url));

/** Makes a profile of the user's from TDA on the House rules screen; its id. */
async function makeProfile(page: Page, name: string): Promise<string> {
  await page.goto('./#/floor/house-rules');
  await page.getByRole('button', { name: `New from this: ${PROFILES.tda.name.en}` }).click();
  await page.getByTestId('house-rules-name').fill(name);
  await page.getByTestId('house-rules-create').click();
  const details = page.getByTestId('house-rules-details');
  await expect(details.getByRole('heading', { name: `The rules of ${name}` })).toBeVisible();
  return (await details.getAttribute('data-profile'))!;
}

async function deleteProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await expect(page.getByTestId('house-rules-confirm')).toContainText('A drill already running keeps these rules until it ends.');
  await page.getByTestId('house-rules-confirm-yes').click();
  await expect(page.getByTestId('house-rules-status')).toHaveText(`Deleted: ${name}.`);
}

test("a profile in use deleted in another tab: Replay, Home's Continue and the drill setup say which profile is gone and which rules are used", async ({
  page,
  context,
}, testInfo) => {
  const id = await makeProfile(page, 'Club Replay');
  // A drill started under it (Home's Continue will offer it).
  await page.goto('./#/drill/pot');
  await page.getByTestId('setup-profile').selectOption(id);
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(/^PT-/);
  // A hand replayed under it.
  await page.goto('./#/floor/replay');
  await page.getByLabel('Open a hand history').setInputFiles(CLEAN);
  await page.getByTestId('replay-profile').selectOption(id);
  await expect(page.getByTestId('replay-verdict')).toContainText('The hand follows the rules of Club Replay.');
  await expect(page.getByTestId('profile-gone')).toHaveCount(0);

  // Deleted in another tab: this one hears of it at once, replays under TDA and says so.
  const other = await context.newPage();
  await other.goto('./#/floor/house-rules');
  await deleteProfile(other, 'Club Replay');
  const notice = `The house rules "Club Replay" are no longer among your profiles (deleted): ${PROFILES.tda.name.en} is used instead.`;
  await expect(page.getByTestId('profile-gone')).toHaveText(notice);
  await expect(page.getByTestId('replay-verdict')).toContainText(`The hand follows the rules of ${PROFILES.tda.name.en}.`);
  await expect(page.getByTestId('replay-profile').locator(`option[value="${id}"]`)).toHaveCount(0);
  // And after a reload.
  await page.reload();
  await expect(page.getByTestId('profile-gone')).toHaveText(notice);
  await expect(page.getByTestId('replay-verdict')).toContainText(`The hand follows the rules of ${PROFILES.tda.name.en}.`);
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'replay-profile-gone');

  // Home: the run going on is unfinished, and carries on under its own rules (as the delete confirmation says).
  await page.goto('./');
  const cash = PROFILES['rr-cash'].name.en;
  await expect(page.getByRole('heading', { name: 'Pick up where you left off' })).toBeVisible();
  await expect(page.getByTestId('continue-details')).toContainText('Club Replay');
  await expect(page.getByTestId('continue').getByTestId('profile-gone')).toHaveCount(0);

  // The drill already running keeps its rules; its "Change setup" no longer offers the profile, and says so.
  await page.goto('./#/drill/pot');
  await expect(page.getByTestId('scenario-code')).toHaveText(/^PT-/);
  await page.getByRole('button', { name: 'Change setup' }).click();
  await expect(page.getByTestId('setup-form').getByTestId('profile-gone')).toContainText('"Club Replay"');
  await expect(page.getByTestId('setup-profile')).toHaveValue('rr-cash');
  await expect(page.getByTestId('setup-profile').locator(`option[value="${id}"]`)).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'setup-profile-gone');

  // No run going on any more: Home offers the last setup again, with the note and the rules it starts under.
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Your last setup' })).toBeVisible();
  await expect(page.getByTestId('continue').getByTestId('profile-gone')).toHaveText(
    `The house rules "Club Replay" are no longer among your profiles (deleted): ${cash} is used instead.`,
  );
  await expect(page.getByTestId('continue-details')).toContainText(cash);
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'continue-profile-gone');

  // The drill setup in a new tab (no run going on): its settings named the profile.
  await other.goto('./#/drill/pot');
  await expect(other.getByTestId('setup-form').getByTestId('profile-gone')).toHaveText(
    `The house rules "Club Replay" are no longer among your profiles (deleted): ${cash} is used instead.`,
  );
  await expect(other.getByTestId('setup-profile')).toHaveValue('rr-cash');
  await other.close();
});

test('Spanish: the notice on Replay after the profile was deleted on the House rules screen', async ({ page }) => {
  await makeProfile(page, 'Club Replay');
  const id = await page.getByTestId('house-rules-details').getAttribute('data-profile');
  await page.goto('./#/floor/replay');
  await page.getByLabel('Open a hand history').setInputFiles(CLEAN);
  await page.getByTestId('replay-profile').selectOption(id!);
  await page.goto('./#/floor/house-rules');
  await deleteProfile(page, 'Club Replay');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.goto('./#/floor/replay');
  await expect(page.getByTestId('profile-gone')).toHaveText(
    `Las reglas de la casa «Club Replay» ya no están entre tus perfiles (se han eliminado): ahora se usa ${PROFILES.tda.name.es}.`,
  );
});

test('the drill setup in another tab stops offering a profile deleted meanwhile', async ({ page, context }) => {
  const id = await makeProfile(page, 'Club Drill');
  await page.goto('./#/drill/pot');
  await page.getByTestId('setup-profile').selectOption(id);
  const other = await context.newPage();
  await other.goto('./#/floor/house-rules');
  await deleteProfile(other, 'Club Drill');
  await expect(page.getByTestId('setup-profile').locator(`option[value="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('setup-profile')).toHaveValue('rr-cash');
  await expect(page.getByTestId('profile-gone')).toContainText('"Club Drill"');
  await other.close();
});

test("a custom profile's rule citations are links to the Rulings lookup, reached with the keyboard", async ({ page }, testInfo) => {
  await makeProfile(page, 'Casino Keys');
  const premature = page.getByTestId('house-rules-details').getByRole('group', { name: 'premature card' });
  // Named as readers cite the rule, never by our id.
  const link = premature.getByRole('link', { name: 'TDA 2024, Recommended Procedure 5-D' });
  await expect(link).toHaveAttribute('href', /q=tda\.rp-5-d/);
  // From the radio of that value, Tab reaches the link; Enter opens the rule.
  await premature.getByRole('radio', { name: /^TDA RP-5-D/ }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'custom-citations');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/floor\/rulings\?q=tda\.rp-5-d/);
  await expect(page.locator('[data-rule="tda.rp-5-d"]').first()).toBeVisible();
});
