import type { Page, TestInfo } from '@playwright/test';
import { answerOf, cardLabel, formatReason, grade, ruleEntry, ruleText } from '../../core';
import { test, expect } from './fixtures';
import { answerByKeyboard, openScenario, scenarioOf } from './runner-kit';

/** A screenshot of one language's screen, kept beside the test's final one. */
async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('switching language shows the bring-in drill, seats, verdict, reason and rule texts in Spanish and Italian', async ({
  page,
}, testInfo) => {
  const code = 'BI-stud-6-rrc-1.2.5.10-42';
  const scenario = scenarioOf(code);
  const right = answerOf(scenario);
  const expected = grade(scenario, right);
  const rule = expected.rules[0]!;
  const door = scenario.state.players[0]!.cards[2]!.card!;
  await openScenario(page, code);

  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'es'));
  // The door card, the two hole cards (backs: the dealer does not see them) and the chips behind.
  await expect(page.locator('[data-seat="1"] button')).toHaveAttribute(
    'aria-label',
    new RegExp(`^Asiento 1, cartas descubiertas: ${cardLabel(door, 'es')}; cartas tapadas: 2 boca abajo; stack [\\d.]+$`),
  );
  // The answer keys act in the drill only (not on the language button just pressed): back to the question's part.
  await page.locator('[aria-current="step"] > [role="group"]').focus();
  await answerByKeyboard(page, right);
  await expect(page.getByTestId('verdict')).toContainText('Correcto');
  await expect(page.locator('[data-part="seat"] [data-testid="given"]')).toHaveText(
    `Tu respuesta: Asiento ${(right[0] as { seat: number }).seat + 1}`,
  );
  await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'es'));
  await expect(page.getByTestId('why')).toContainText(ruleText(rule, 'es'));
  await expect(page.getByTestId('run-score')).toHaveText('Correctas: 1 de 1');
  await expect(page.getByTestId('run-status')).toContainText('Bring-in: quién y cuánto');
  await snap(page, testInfo, 'spanish');

  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'it'));
  await expect(page.getByTestId('verdict')).toContainText('Giusto');
  await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'it'));
  await expect(page.getByTestId('why')).toContainText(ruleText(rule, 'it'));
  await expect(page.getByTestId('run-score')).toHaveText('Giuste: 1 su 1');
  await expect(page.getByRole('link', { name: 'Esercizi' })).toBeVisible();
  await snap(page, testInfo, 'italian');

  await page.getByRole('button', { name: 'Inglese' }).click();
  await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'en'));
  await expect(page.getByTestId('run-status')).toContainText('Bring-in: who and how much');
});

test("core's texts come with their language: chosen on the home screen, then in a drill, without a reload", async ({ page }) => {
  // Each language's core texts (verdicts, rules, lessons) are a chunk of their own, fetched when it is chosen.
  const fetched: string[] = [];
  page.on('request', (request) => {
    const locale = /_core-texts-(\w+)-/.exec(request.url())?.[1];
    if (locale) fetched.push(locale);
  });
  const code = 'BI-razz-5-tda-1.2.5.10-7';
  const scenario = scenarioOf(code);
  const right = answerOf(scenario);
  const expected = grade(scenario, right);
  const rule = expected.rules[0]!;
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drills');
  expect(fetched).toEqual(['en']);
  // A mark on the page: a reload would wipe it.
  await page.evaluate(() => document.documentElement.setAttribute('data-loaded-once', ''));

  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ejercicios');
  expect(fetched).toEqual(['en', 'es']);
  await page.evaluate((hash) => (location.hash = hash), `#/drill/bring-in?code=${code}`);
  await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'es'));
  await page.locator('[aria-current="step"] > [role="group"]').focus();
  await answerByKeyboard(page, right);
  await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'es'));
  await expect(page.getByTestId('why')).toContainText(ruleText(rule, 'es'));
  await expect(page.getByTestId('why')).toContainText(ruleEntry(rule).source.ref.es);

  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'it'));
  await expect(page.getByTestId('why')).toContainText(ruleText(rule, 'it'));
  await expect(page.getByTestId('why')).toContainText(ruleEntry(rule).source.ref.it);
  expect(fetched).toEqual(['en', 'es', 'it']);
  // Back to a language already loaded: nothing is fetched again, and the page was never reloaded.
  await page.getByRole('button', { name: 'Spagnolo' }).click();
  await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'es'));
  expect(fetched).toEqual(['en', 'es', 'it']);
  await expect(page.locator('html')).toHaveAttribute('data-loaded-once', '');
});

test('an old "Who brings in?" link explains itself in the chosen language', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.goto('./#/drills/bring-in?code=stud-8-abc');
  await expect(page.getByTestId('legacy-notice')).toContainText(
    'El código de escenario stud-8-abc viene del antiguo ejercicio "¿Quién pone el bring-in?"',
  );
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByTestId('legacy-notice')).toContainText(
    'Il codice scenario stud-8-abc viene dal vecchio esercizio "A chi tocca il bring-in?"',
  );
});

test('the home screen follows the language too, Continue entry included', async ({ page }) => {
  await page.goto('./#/drill/pot');
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(/^PT-/);
  await page.getByRole('link', { name: 'Drills' }).click();
  const bringIn = page.locator('[data-drill="drill-bring-in"]');
  await page.getByRole('button', { name: 'Italian' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esercizi');
  await expect(bringIn.getByRole('heading', { name: 'Bring-in: chi e quanto' })).toBeVisible();
  await expect(page.getByTestId('continue-button')).toHaveText('Continua: Contare il piatto');
  await page.getByRole('button', { name: 'Spagnolo' }).click();
  await expect(bringIn.getByRole('heading', { name: 'Bring-in: quién y cuánto' })).toBeVisible();
  await expect(bringIn.getByRole('link', { name: /^Empezar/ })).toBeVisible();
  await expect(page.getByTestId('continue-button')).toHaveText(/^Continuar: /);
});

test('the chosen language is kept: after a reload the app opens in it again', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ejercicios');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ejercicios');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

for (const { locale, home, english } of [
  { locale: 'es-ES', home: 'Ejercicios', english: 'Inglés' },
  { locale: 'it-IT', home: 'Esercizi', english: 'Inglese' },
]) {
  test(`English chosen in a ${locale} browser is kept after a reload; the first visit follows the browser`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    try {
      await page.goto('./');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
      await page.getByRole('button', { name: english }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drills');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drills');
    } finally {
      await context.close();
    }
  });
}
