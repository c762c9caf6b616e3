import type { Page } from '@playwright/test';
import { answerOf, formatChoice, formatReason } from '../../core';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerByKeyboard, answerByMouse, scenarioOf, seenTable } from './runner-kit';

/**
 * Timed rounds (announced at intervals, a warning, a pause, "time's up" with the round's own score, a half-answered
 * question said), the summary's missed questions in words, the setup form's own messages, "Pick up where you left off"
 * and the Drills link inside a drill. Screenshots at 1024x640 and 1280x800 in Spanish and Italian.
 */
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
] as const;

async function startTimedRound(page: Page, minutes: number): Promise<string> {
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-mode-timed').check();
  await page.getByTestId('setup-minutes').fill(String(minutes));
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('scenario-code')).toBeVisible();
  return (await page.getByTestId('scenario-code').textContent())!.trim();
}

test('a timed round: time left announced at intervals in a timer region, a warning before the end, a pause, then "time\'s up" with the round\'s score, the half-answered question said', async ({
  page,
}) => {
  await page.clock.install();
  const first = await startTimedRound(page, 2);
  const timer = page.getByTestId('run-progress');
  const said = page.getByTestId('time-announce');
  await expect(timer).toHaveRole('timer');
  await expect(timer).toHaveText('Time left 2:00');
  await expect(said).toHaveRole('status');
  await expect(said).toHaveText('');
  await answerByMouse(page, answerOf(scenarioOf(first)));
  await page.getByTestId('next').click();

  await page.clock.runFor(61_000);
  await expect(said).toHaveText('1 minute left');
  // A pause: the question is hidden, the clock stands still however long it lasts.
  await page.getByTestId('run-pause').click();
  await expect(page.getByTestId('paused-resume')).toBeFocused();
  await expect(page.getByTestId('question')).toBeHidden();
  await expect(page.getByTestId('table')).toBeHidden();
  const stopped = (await timer.textContent())!;
  await page.clock.runFor(300_000);
  await expect(timer).toHaveText(stopped);
  await expect(timer).toContainText('Paused');
  expect(await axeProblems(page)).toEqual([]);
  await page.getByTestId('paused-resume').click();
  await expect(page.getByTestId('question')).toBeVisible();

  // Half of the question on the table answered when the time runs out.
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  await answerByKeyboard(page, answerOf(scenarioOf(code)).slice(0, 1));
  await page.clock.runFor(30_000);
  await expect(said).toHaveText('30 seconds left: the round is about to end.');
  await expect(timer).toHaveClass(/drill-run-status__progress--short/);
  await page.clock.runFor(31_000);
  await expect(said).toHaveText("Time's up.");
  const panel = page.getByTestId('time-up');
  await expect(panel.getByRole('heading')).toHaveText("Time's up");
  await expect(page.getByTestId('time-up-score')).toHaveText('This round: 1 right of 1 answered');
  await expect(page.getByTestId('time-up-unfinished')).toContainText('(1 of its 2 parts answered): it does not count.');
  await expect(page.getByTestId('time-up-summary')).toBeFocused();
  // The question takes no more answers.
  await expect(page.locator('[data-letter]:not([disabled])')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/summary$/);
  await expect(page.getByTestId('summary-total')).toContainText('1 right of 1 answered');
});

test('"try again" on a missed question after a timed round opens it in a run of questions, not another timed round', async ({ page }) => {
  await page.clock.install();
  const code = await startTimedRound(page, 1);
  const scenario = scenarioOf(code);
  await answerByMouse(page, wrongResponse(scenario.question, answerOf(scenario)));
  await page.clock.runFor(61_000);
  await page.getByTestId('time-up-summary').click();
  await page.getByTestId('reopen').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(code);
  await expect(page.getByTestId('run-progress')).toHaveText('Question 1 of 10');
  await expect(page.getByTestId('run-pause')).toHaveCount(0);
});

test('the summary lists each missed question with its text, the answer given and the right answer, in words (es, it)', async ({
  page,
}, testInfo) => {
  const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
  const scenario = scenarioOf(code);
  const right = answerOf(scenario);
  const wrong = wrongResponse(scenario.question, right);
  await page.goto(`./#/drill/bring-in?code=${code}`);
  await answerByMouse(page, wrong);
  await page.getByTestId('run-finish').click();
  const choice = scenario.question.parts[1]!;
  if (choice.kind !== 'choice' || right[1]?.kind !== 'choice' || right[0]?.kind !== 'seat' || wrong[0]?.kind !== 'seat')
    throw new Error(`${code}: a seat, then a choice`);
  const words = { es: 'Asiento', it: 'Posto' } as const;
  for (const locale of ['es', 'it'] as const) {
    await page.locator(`[data-locale="${locale}"]`).click();
    const missed = page.getByTestId('summary-missed').getByTestId('missed-question');
    await expect(missed.getByTestId('missed-prompt')).toHaveText(formatReason(scenario.question.prompt, locale));
    const parts = missed.getByTestId('missed-part');
    await expect(parts.nth(0)).toContainText(formatReason(scenario.question.parts[0]!.prompt, locale));
    await expect(parts.nth(0).getByTestId('missed-given')).toHaveText(`${words[locale]} ${wrong[0].seat + 1}`);
    await expect(parts.nth(0).getByTestId('missed-expected')).toHaveText(`${words[locale]} ${right[0].seat + 1}`);
    const letter = right[1].letter;
    await expect(parts.nth(1).getByTestId('missed-given')).toHaveText(
      `${letter}: ${formatChoice(choice.choices.find((c) => c.letter === letter)!, locale)}`,
    );
    expect(await axeProblems(page)).toEqual([]);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snap(page, testInfo, `summary-missed-${locale}-${size.width}x${size.height}`);
    }
  }
});

test('setup form: an invalid field is marked with its own message, and a disabled Start looks disabled', async ({ page }, testInfo) => {
  await page.goto('./#/drill/pot');
  const start = page.getByTestId('setup-start');
  const enabledLook = await start.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByTestId('setup-ante').fill('-1');
  await expect(page.getByTestId('setup-ante')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('setup-ante')).toHaveAccessibleDescription('Enter a whole number of chips, 0 or more.');
  await expect(page.getByTestId('setup-bring-in-error')).toHaveCount(0);
  await expect(start).toBeDisabled();
  await expect(page.getByTestId('setup-problem')).toHaveText('Correct the marked fields to start.');
  const disabledLook = await start.evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    cursor: getComputedStyle(el).cursor,
    outline: getComputedStyle(el).outlineStyle,
  }));
  expect(disabledLook.background).not.toBe(enabledLook);
  expect(disabledLook.cursor).toBe('not-allowed');
  expect(disabledLook.outline).toBe('dashed');
  expect(await axeProblems(page)).toEqual([]);
  for (const locale of ['es', 'it'] as const) {
    await page.locator(`[data-locale="${locale}"]`).click();
    await page.getByTestId('setup-bring-in').fill('20');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snap(page, testInfo, `setup-errors-${locale}-${size.width}x${size.height}`);
    }
  }
  await expect(page.getByTestId('setup-bring-in-error')).toHaveText('Il bring-in non può superare la puntata piccola (5).');
});

test('"Pick up where you left off" only for an unfinished run; the Drills link is the current page inside a drill', async ({
  page,
}, testInfo) => {
  await page.goto('./#/drill/pot');
  await expect(page.getByTestId('nav-drills')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('setup-count').fill('2');
  await page.getByTestId('setup-start').click();
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  await answerByMouse(page, answerOf(scenarioOf(code)));
  await page.getByTestId('nav-drills').click();
  await expect(page.getByRole('heading', { name: 'Pick up where you left off' })).toBeVisible();
  await expect(page.getByTestId('continue-details')).toContainText('Question 2 of 2');
  expect(await axeProblems(page)).toEqual([]);
  for (const locale of ['es', 'it'] as const) {
    await page.locator(`[data-locale="${locale}"]`).click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snap(page, testInfo, `home-unfinished-${locale}-${size.width}x${size.height}`);
    }
  }
  await page.locator('[data-locale="en"]').click();
  await page.getByTestId('continue-button').click();
  await expect(page.getByTestId('run-progress')).toHaveText('Question 2 of 2');
  await expect(page.getByTestId('nav-drills')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('nav-summary')).not.toHaveAttribute('aria-current', 'page');
  const second = (await page.getByTestId('scenario-code').textContent())!.trim();
  await answerByMouse(page, answerOf(scenarioOf(second)));
  await page.getByTestId('next').click();
  await expect(page).toHaveURL(/#\/summary$/);
  await page.getByTestId('nav-drills').click();
  // The run is over: no "pick up", the last setup to start again instead.
  await expect(page.getByRole('heading', { name: 'Pick up where you left off' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your last setup' })).toBeVisible();
  await expect(page.getByTestId('continue-button')).toHaveText(/Start again: Pot count/);
});

test("screens at 1024x640 and 1280x800 in es and it: a verdict, a seat refused, a paused round, time's up", async ({ page }, testInfo) => {
  await page.clock.install();
  for (const locale of ['es', 'it'] as const) {
    const code = await startTimedRound(page, 1);
    await page.locator(`[data-locale="${locale}"]`).click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.locator('[aria-current="step"] > [role="group"]').focus();
      await page.keyboard.press('9');
      await expect(page.getByTestId('key-note')).not.toHaveText('');
      await snap(page, testInfo, `question-key-note-${locale}-${size.width}x${size.height}`);
    }
    await page.getByTestId('run-pause').click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snap(page, testInfo, `paused-${locale}-${size.width}x${size.height}`);
    }
    await page.getByTestId('paused-resume').click();
    await answerByMouse(page, answerOf(scenarioOf(code)));
    expect(await axeProblems(page)).toEqual([]);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snap(page, testInfo, `verdict-${locale}-${size.width}x${size.height}`);
    }
    await page.clock.runFor(61_000);
    await expect(page.getByTestId('time-up')).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await snap(page, testInfo, `time-up-${locale}-${size.width}x${size.height}`);
    }
    expect(await axeProblems(page)).toEqual([]);
    await page.getByTestId('time-up-summary').click();
    await expect(page).toHaveURL(/#\/summary$/);
    await page.locator('[data-locale="en"]').click();
  }
});

test('the run status keeps its room as the counts gain a digit: the table under it keeps its size through a run (en, es, it)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // English, then each language switched to by its button (named in the language on screen).
  for (const language of [null, 'Spanish', 'Italiano']) {
    await page.goto('./#/drill/bring-in');
    if (language) await page.getByRole('button', { name: language }).click();
    await page.getByTestId('setup-count').fill('12');
    await page.getByTestId('setup-start').click();
    const felt = seenTable(page).getByTestId('felt');
    await expect(felt).toBeVisible();
    const first = { status: await page.getByTestId('run-status').boundingBox(), felt: await felt.boundingBox() };
    // Ten answers: the counts go from one digit to two ("Question 10 of 12", "10 right of 10 answered").
    for (let k = 0; k < 10; k++) {
      const code = (await page.getByTestId('scenario-code').textContent())!.trim();
      await answerByMouse(page, answerOf(scenarioOf(code)));
      await expect(page.getByTestId('verdict')).toBeVisible();
      expect(await page.getByTestId('run-status').boundingBox(), `${language}, answer ${k + 1}`).toEqual(first.status);
      expect(await felt.boundingBox(), `${language}, answer ${k + 1}`).toEqual(first.felt);
      await page.getByTestId('next').click();
    }
    await expect(page.getByTestId('run-progress')).toContainText('11');
    expect(await felt.boundingBox(), `${language}, question 11`).toEqual(first.felt);
    await page.getByTestId('run-finish').click();
    await expect(page).toHaveURL(/#\/summary$/);
  }
});
