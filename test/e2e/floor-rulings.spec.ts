import { DEFAULT_STRUCTURE, findSituation, formatReason, ruleText, stepReason } from '../../core';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';

test('look a rule up: the header link opens it, the search filters by id and words, the profile filter narrows it', async ({
  page,
}, testInfo) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Rulings' }).click();
  await expect(page).toHaveURL(/#\/floor\/rulings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Floor rulings' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the rules' });
  await search.fill('rr.stud.15');
  await expect(page.locator('[data-rule]')).toHaveCount(1);
  await expect(page.locator('[data-rule="rr.stud.15"]')).toContainText(ruleText('rr.stud.15', 'en'));
  await search.fill('');
  await page.getByRole('combobox', { name: 'House rules' }).selectOption('tda');
  await expect(page.locator('[data-rule="tda.rp-10-h"]')).toBeVisible();
  await expect(page.locator('[data-rule="rr.stud.15"]')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'rule-lookup');
});

test('see a ruling by keyboard: deal a situation, read the steps and rules, reopen it from its seeded address', async ({
  page,
}, testInfo) => {
  await page.goto('./#/floor/rulings?tab=situation');
  const kind = page.getByLabel('Incident');
  await kind.focus();
  await kind.selectOption('premature-cards');
  await page.getByTestId('situation-profile').selectOption('tda');
  await page.getByTestId('situation-players').selectOption('5');
  await page.getByTestId('situation-deal').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ruling-steps').locator('li').first()).toBeVisible();
  await expect(page).toHaveURL(/kind=premature-cards&profile=tda&variant=stud&players=5&seed=\d+/);
  const seed = Number(await page.getByTestId('situation-seed').textContent());
  const setup = { variant: 'stud' as const, players: 5, rules: 'tda' as const, structure: DEFAULT_STRUCTURE };
  const s = findSituation(setup, 'premature-cards', seed, 1)!;
  expect(s.seed).toBe(seed);
  await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, 'en'));
  await expect(page.getByTestId('ruling-steps').locator('li')).toHaveText(s.ruling.steps.map((st) => formatReason(stepReason(st), 'en')));
  await expect(page.locator('[data-seat]')).toHaveCount(5);
  for (const id of s.ruling.rules) await expect(page.getByTestId('why').locator(`[data-rule="${id}"]`)).toContainText(ruleText(id, 'en'));
  await expect(page.getByTestId('ruling-decided')).toContainText(
    'Decided by the house rules (premature card): TDA RP-5-D (the premature card goes back into the stub',
  );
  await expect(page.getByTestId('ruling-decided')).not.toContainText('prematureCard');
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'ruling');

  // "Another situation" by keyboard deals a new hand; the first address still reopens the first one.
  const first = page.url();
  await page.getByTestId('situation-another').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('situation-seed')).not.toHaveText(String(seed));
  await page.goto('./');
  await page.goto(first);
  await expect(page.getByTestId('situation-seed')).toHaveText(String(seed));
  await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, 'en'));

  // One language switch: the ruling and the screen in Spanish.
  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Decisiones de sala' })).toBeVisible();
  await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, 'es'));
  await expect(page.getByTestId('ruling-steps').locator('li').first()).toHaveText(formatReason(stepReason(s.ruling.steps[0]!), 'es'));
  await snap(page, testInfo, 'ruling-es');
});

test('running out of cards cannot happen with six players: the screen says so', async ({ page }) => {
  await page.goto('./#/floor/rulings?tab=situation');
  await page.getByTestId('situation-kind').selectOption('run-out');
  await page.getByTestId('situation-deal').click();
  await expect(page.getByTestId('situation-problem')).toContainText('needs at least 7');
  await page.getByTestId('situation-players').selectOption('8');
  await expect(page.locator('[data-seat]')).toHaveCount(8);
  await expect(page.getByTestId('ruling-steps')).toBeVisible();
});

test('an exposed hole card: the table marks the exposed cards on that seat only, named so for screen readers', async ({ page }) => {
  const setup = { variant: 'stud' as const, players: 6, rules: 'rr-cash' as const, structure: DEFAULT_STRUCTURE };
  const s = findSituation(setup, 'exposed-hole-card', 3, 200)!;
  const incident = s.incident as { kind: 'exposed-hole-card'; player: number; hole: 0 | 1 | 'both' };
  await page.goto(`./#/floor/rulings?tab=situation&kind=exposed-hole-card&profile=rr-cash&variant=stud&players=6&seed=${s.seed}`);
  await expect(page.getByTestId('situation-seed')).toHaveText(String(s.seed));
  const exposed = page.locator('[data-testid="table"] svg[data-face="exposed"]');
  const dealt = s.state.players[incident.player]!.cards.length;
  const holes = (incident.hole === 'both' ? [0, 1] : [incident.hole]).filter((k) => k < dealt);
  expect(holes.length).toBeGreaterThan(0);
  await expect(exposed).toHaveCount(holes.length);
  await expect(page.locator(`[data-player="${incident.player}"] svg[data-face="exposed"]`)).toHaveCount(holes.length);
  await expect(exposed.first()).toHaveAttribute('aria-label', /, down card exposed$/);
  expect(await axeProblems(page)).toEqual([]);
});

test('a card off the table in Spanish at 1024 px: its tag wraps within the seat instead of reaching past it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  const setup = { variant: 'stud' as const, players: 6, rules: 'rr-cash' as const, structure: DEFAULT_STRUCTURE };
  const s = findSituation(setup, 'card-off-table', 1, 200)!;
  await page.goto('./#/');
  await page.locator('[data-locale="es"]').click();
  await page.goto(`./#/floor/rulings?tab=situation&kind=card-off-table&profile=rr-cash&variant=stud&players=6&seed=${s.seed}`);
  const tag = page.getByTestId('seat-off-table');
  await expect(tag).toHaveCount(1);
  await expect(tag).toContainText('Carta fuera de la mesa');
  const { player } = s.incident as { kind: 'card-off-table'; player: number };
  const seat = await page.locator(`[data-player="${player}"]`).boundingBox();
  const box = await tag.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(seat!.x - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(seat!.x + seat!.width + 1);
  expect(await tag.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
});

test('a wrong bring-in noticed after the next player acted (RR stud 9): the bet and that action stand, the action goes to the player after them, in every shipped profile', async ({
  page,
}, testInfo) => {
  for (const profile of ['rr-cash', 'rr-tournament', 'tda', 'online'] as const) {
    const setup = { variant: 'stud' as const, players: 6, rules: profile, structure: DEFAULT_STRUCTURE };
    // The first seeded hand where the next player had already called when the wrong bring-in was noticed.
    let s = findSituation(setup, 'wrong-bring-in', 1, 400)!;
    const late = (x: typeof s) =>
      x.incident.kind === 'wrong-bring-in' &&
      x.incident.nextActed &&
      x.incident.nextAction === 'call' &&
      x.incident.amount === DEFAULT_STRUCTURE.bringIn;
    while (!late(s)) s = findSituation(setup, 'wrong-bring-in', s.seed + 1, 400)!;
    const incident = s.incident as { kind: 'wrong-bring-in'; player: number };
    const acted = (s.ruling.reason.params!.acted as number) - 1;
    const next = s.ruling.nextToAct!;
    expect(s.ruling.answer).toBe('wrong-bring-in-stands');
    expect(next).not.toBe(acted);
    await page.goto(`./#/floor/rulings?tab=situation&kind=wrong-bring-in&profile=${profile}&variant=stud&players=6&seed=${s.seed}`);
    await expect(page.getByTestId('situation-seed')).toHaveText(String(s.seed));
    await expect(page.getByTestId('situation-incident')).toContainText('the next player has already called');
    await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, 'en'));
    await expect(page.getByTestId('ruling-summary')).toContainText(`The next player, seat ${acted + 1}, has acted`);
    await expect(page.getByTestId('ruling-summary')).toContainText(`play goes on with seat ${next + 1},`);
    // The player after the one who acted, round the table past anyone folded or all-in.
    const n = s.state.players.length;
    const after = [1, 2, 3, 4, 5].map((k) => (acted + k) % n).find((p) => !s.state.players[p]!.folded && s.state.players[p]!.stack > 0);
    expect(next).toBe(after);
    await expect(page.getByTestId('ruling-steps').locator('li')).toHaveText(s.ruling.steps.map((st) => formatReason(stepReason(st), 'en')));
    await expect(page.getByTestId('ruling-steps').locator('li').last()).toHaveText(`Action to seat ${next + 1}.`);
    await expect(page.getByTestId('ruling-next')).toHaveText(`Next to act: seat ${next + 1}`);
    await expect(page.getByTestId('why').locator('[data-rule="rr.stud.9"]')).toContainText(ruleText('rr.stud.9', 'en'));
    // The table: the wrong seat's bring-in and the call lie in front of them; the seat that acted says so.
    // The chips are drawn with their amount beside them; the seat's actions this round say what each did.
    await expect(page.locator(`[data-player="${incident.player}"] [data-testid="seat-bet"]`)).toHaveText('2');
    await expect(page.locator(`[data-player="${incident.player}"] [data-testid="seat-bet"]`)).toHaveAttribute('data-bring-in', '');
    await expect(page.locator(`[data-player="${incident.player}"] [data-testid="seat-actions"]`)).toHaveText('Brought in 2');
    await expect(page.locator(`[data-player="${acted}"] [data-testid="seat-mark"]`)).toHaveText('Already acted');
    await expect(page.locator(`[data-player="${acted}"] [data-testid="seat-bet"]`)).toHaveText('2');
    await expect(page.locator(`[data-player="${acted}"] [data-testid="seat-actions"]`)).toHaveText('Called 2');
  }
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'wrong-bring-in-late');
});
