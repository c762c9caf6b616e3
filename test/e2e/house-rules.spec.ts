import { DEFAULT_STRUCTURE, PROFILES, customProfile, findSituation, formatReason } from '../../core';
import { test, expect, seedAppStore } from './fixtures';
import { axeProblems, snap } from './page-checks';

test("a card room's own house rules: made from RR cash, one rule changed, used for a ruling that follows it, kept after a reload", async ({
  page,
}, testInfo) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'House rules' }).click();
  await expect(page).toHaveURL(/#\/floor\/house-rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'House rules' })).toBeVisible();
  await expect(page.getByTestId('house-rules-none')).toBeVisible();

  // New from RR cash, named.
  await page.getByRole('button', { name: "New from this: Robert's Rules, cash game" }).click();
  await expect(page.getByTestId('house-rules-name')).toBeFocused();
  await page.getByTestId('house-rules-name').fill('Casino Nord');
  await page.getByTestId('house-rules-create').click();
  const details = page.getByTestId('house-rules-details');
  await expect(details.getByRole('heading', { name: 'The rules of Casino Nord' })).toBeVisible();
  const id = await details.getAttribute('data-profile');
  expect(id).toMatch(/^custom:casino-nord-[a-z0-9]{4}$/);

  // A premature card as TDA rules it (RP-5-D) instead of RR 14.
  const premature = details.getByRole('group', { name: 'premature card' });
  await expect(premature.getByRole('radio', { name: /^Robert's Rules stud 14/ })).toBeChecked();
  await premature.getByRole('radio', { name: /^TDA RP-5-D/ }).check();
  await expect(page.getByTestId('house-rules-status')).toHaveText('Saved: Casino Nord.');
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'house-rules-editor');

  // The floor's "see a ruling" offers it; the ruling follows its premature-card rule.
  await page.getByRole('link', { name: 'Rulings' }).click();
  await page.getByTestId('tab-situation').click();
  await page.getByTestId('situation-kind').selectOption('premature-cards');
  await page.getByTestId('situation-profile').selectOption({ label: 'Casino Nord' });
  await page.getByTestId('situation-players').selectOption('5');
  await page.getByTestId('situation-deal').click();
  await expect(page.getByTestId('ruling-steps').locator('li').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`kind=premature-cards&profile=${id}&variant=stud&players=5&seed=\\d+`));
  const seed = Number(await page.getByTestId('situation-seed').textContent());
  const mine = customProfile(PROFILES['rr-cash'], { prematureCard: 'tda-rp-5-d' }, 'Casino Nord', id!);
  const s = findSituation({ variant: 'stud', players: 5, rules: mine, structure: DEFAULT_STRUCTURE }, 'premature-cards', seed, 1)!;
  const cash = findSituation({ variant: 'stud', players: 5, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, 'premature-cards', seed, 1)!;
  expect(s.ruling.reason).not.toEqual(cash.ruling.reason);
  await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, 'en'));
  await expect(page.getByTestId('ruling-decided')).toContainText('Decided by the house rules (premature card): TDA RP-5-D');
  await expect(page.getByTestId('ruling').getByRole('heading', { level: 2 })).toContainText('Casino Nord');

  // A reload keeps the profile (IndexedDB) and the address reopens the same ruling under it.
  await page.reload();
  await expect(page.getByTestId('situation-seed')).toHaveText(String(seed));
  await expect(page.getByTestId('situation-profile')).toHaveValue(id!);
  await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, 'en'));

  // Under RR cash, "what the other house rules would say" names the user's profile too, with its ruling.
  await page.getByTestId('situation-profile').selectOption('rr-cash');
  await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(cash.ruling.reason, 'en'));
  const theirs = page.getByTestId('ruling-others').locator(`li[data-profile="${id}"]`);
  await expect(theirs.getByRole('heading', { level: 3 })).toHaveText('Casino Nord');
  await expect(theirs.locator('.floor-rulings-result__alt-summary')).toHaveText(formatReason(s.ruling.reason, 'en'));

  // Back in the editor after the reload, by the ruling's own link: still there, the changed rule kept; renamed under the same id.
  await page.getByRole('link', { name: 'Your card room rules otherwise? Set it in your own house rules' }).click();
  await page.getByRole('button', { name: 'Edit: Casino Nord' }).click();
  await expect(
    page
      .getByTestId('house-rules-details')
      .getByRole('group', { name: 'premature card' })
      .getByRole('radio', { name: /^TDA RP-5-D/ }),
  ).toBeChecked();
  await page.getByTestId('house-rules-rename-input').fill('Casino Sud');
  await page.getByTestId('house-rules-rename-save').click();
  await expect(page.getByTestId('house-rules-status')).toHaveText('Saved: Casino Sud.');
  await expect(page.getByTestId('house-rules-details')).toHaveAttribute('data-profile', id!);

  // The drill setup offers it under its new name.
  await page.goto('./#/drill/pot');
  await expect(page.getByTestId('setup-profile').locator(`option[value="${id}"]`)).toHaveText('Casino Sud');
  await snap(page, testInfo, 'drill-setup');
});

test("a stored profile that cannot be read is said in words, in the language chosen, the store's line under Technical details", async ({
  page,
}) => {
  await page.goto('./');
  const mine = customProfile(PROFILES.tda, {}, 'Casino Nord', 'custom:casino-nord-1a2b');
  const broken = {
    ...mine,
    id: 'custom:broken-1a2b',
    name: { en: 'Broken room', es: 'Broken room', it: 'Broken room' },
    oddChip: 'dealer',
  };
  await seedAppStore(page, 'settings', [{ key: 'house-rules', value: { format: 'bring-in-house-rules', profiles: [mine, broken] } }]);
  // A fresh page reads what was put there (a change of the address's hash alone would keep the page).
  await page.goto('./#/floor/house-rules');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit: Casino Nord' })).toBeVisible();
  const problem = page.getByTestId('house-rules-problem');
  await expect(problem.getByTestId('house-rules-problem-text')).toHaveText(
    'This browser\'s storage (IndexedDB), profile 2 of 2 ("Broken room"): the setting "oddChip" is missing or has a value this version does not know, so it cannot be used. It is left out of the list and kept as it is.',
  );
  await problem.getByText('Technical details').click();
  await expect(problem.locator('code')).toContainText(
    'profile 2 of 2 (id "custom:broken-1a2b", "Broken room"): profile.oddChip must be one of',
  );
  await page.locator('[data-locale="it"]').click();
  await expect(problem.getByTestId('house-rules-problem-text')).toHaveText(
    "La memoria di questo browser (IndexedDB), profilo 2 di 2 («Broken room»): l'impostazione «oddChip» manca o ha un valore che questa versione non conosce, quindi non si può usare. È escluso dall'elenco e conservato così com'è.",
  );
  expect(await axeProblems(page)).toEqual([]);
});

test('a field that rests on two rules shows them apart, in the read-only view and in the editor, at 1024x640', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto('./#/floor/house-rules');
  const details = page.getByTestId('house-rules-details');
  const gapsIn = async (field: string) => {
    const links = details.locator(`[data-field="${field}"] .house-rules-fields__rules`).first().locator('[data-rule]');
    await expect(links).toHaveCount(2);
    const [a, b] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    // Same line: a space between them; on two lines, nothing to check.
    return Math.abs(a.y - b.y) < 2 ? b.x - (a.x + a.width) : Infinity;
  };
  // RR cash: the board tie rests on RR stud 1 and SEED-001, the cap on RR betting (cap and heads-up).
  expect(await gapsIn('boardTie')).toBeGreaterThanOrEqual(3);
  expect(await gapsIn('cap')).toBeGreaterThanOrEqual(3);
  // The same in the editor of a profile of one's own.
  await page.getByRole('button', { name: "New from this: Robert's Rules, cash game" }).click();
  await page.getByTestId('house-rules-name').fill('Sala Sur');
  await page.getByTestId('house-rules-create').click();
  await expect(details.getByRole('heading', { name: 'The rules of Sala Sur' })).toBeVisible();
  expect(await gapsIn('boardTie')).toBeGreaterThanOrEqual(3);
});
