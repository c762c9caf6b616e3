import type { Locator, Page } from '@playwright/test';
import { answerOf, formatReason, grade } from '../../core';
import { test, expect } from './fixtures';
import { axeProblems } from './page-checks';
import { answerByKeyboard, answerByMouse, openScenario, scenarioOf } from './runner-kit';

/**
 * The drill runner by keyboard and screen reader: the keys belong to the control that has the focus (a verdict on
 * screen never takes another control's Enter), single-key answers act only in the drill, the focus order reaches the
 * header backwards, and the live regions are there before they speak.
 */
// A two-part bring-in question (a seat, then a choice).
const CODE = 'BI-stud-6-rrc-1.2.5.10-297171233';

async function answered(page: Page): Promise<void> {
  await openScenario(page, CODE);
  await answerByMouse(page, answerOf(scenarioOf(CODE)));
  await expect(page.getByTestId('verdict')).toContainText('Right');
}

/** Focus a control and press a key on it: what a keyboard user does. */
async function pressOn(control: Locator, key: string): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press(key);
}

test.describe('a verdict on screen: Enter and Space on any other control activate that control', () => {
  for (const key of ['Enter', ' ']) {
    const name = key === 'Enter' ? 'Enter' : 'Space';
    test(`${name}: Change setup, End and see summary, the language buttons, Next`, async ({ page }) => {
      await answered(page);
      await pressOn(page.getByTestId('run-setup'), key);
      await expect(page.getByTestId('setup-form')).toBeVisible();

      await answered(page);
      await pressOn(page.getByRole('button', { name: 'Spanish' }), key);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // The same question and its verdict, now in Spanish: no question was dealt.
      await expect(page.getByTestId('scenario-code')).toHaveText(CODE);
      await expect(page.getByTestId('verdict')).toContainText('Correcto');
      await pressOn(page.getByRole('button', { name: 'inglés' }), key);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('scenario-code')).toHaveText(CODE);

      await pressOn(page.getByTestId('next'), key);
      await expect(page.getByTestId('scenario-code')).not.toHaveText(CODE);
      // The address takes the new code once the question is painted: until then, opening CODE's address is no change.
      await expect(page).not.toHaveURL(new RegExp(`code=${CODE}`));

      await answered(page);
      await pressOn(page.getByTestId('run-finish'), key);
      await expect(page).toHaveURL(/#\/summary$/);
    });
  }

  test('Enter on each header link opens its screen (never the next question)', async ({ page }) => {
    for (const [testid, path] of [
      ['nav-drills', /#\/$/],
      ['nav-summary', /#\/summary$/],
      ['nav-replay', /#\/floor\/replay$/],
      ['nav-rulings', /#\/floor\/rulings/],
      ['nav-house-rules', /#\/floor\/house-rules$/],
    ] as const) {
      await answered(page);
      await pressOn(page.getByTestId(testid), 'Enter');
      await expect(page, testid).toHaveURL(path);
    }
    // The skip link goes to the main column.
    await answered(page);
    await pressOn(page.getByRole('link', { name: 'Skip to content' }), 'Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page.getByTestId('scenario-code')).toHaveText(CODE);
  });

  test('the address changed to another drill: Enter on Start deals the new drill, under its own title', async ({ page }) => {
    await answered(page);
    await page.goto('./#/drill/pot');
    await expect(page.getByTestId('setup-form')).toBeVisible();
    await pressOn(page.getByTestId('setup-start'), 'Enter');
    await expect(page.getByTestId('scenario-code')).toHaveText(/^PT-/);
    await expect(page.getByTestId('run-status')).toContainText('Pot count');
    const code = (await page.getByTestId('scenario-code').textContent())!.trim();
    await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenarioOf(code).question.prompt, 'en'));
  });
});

test('single-key answers are ignored with the focus outside the drill (a header link, the language switch), and work inside it', async ({
  page,
}) => {
  const [seat, choice] = answerOf(scenarioOf(CODE));
  if (seat?.kind !== 'seat' || choice?.kind !== 'choice') throw new Error(`${CODE}: a seat, then a choice`);
  await openScenario(page, CODE);
  for (const outside of [page.getByTestId('nav-rulings'), page.getByRole('button', { name: 'Italian' })]) {
    await pressOn(outside, String(seat.seat + 1));
    await expect(page.getByTestId('given')).toHaveCount(0);
    await expect(outside).toBeFocused();
  }
  await expect(page).toHaveURL(new RegExp(`code=${CODE}`));
  // Back in the drill (its part has the focus): the same key answers.
  await page.locator('[aria-current="step"] > [role="group"]').focus();
  await page.keyboard.press(String(seat.seat + 1));
  await expect(page.getByTestId('given')).toHaveText(`Your answer: Seat ${seat.seat + 1}`);
  // A letter from the header does nothing either.
  await pressOn(page.getByTestId('nav-summary'), choice.letter.toLowerCase());
  await expect(page.getByTestId('verdict')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`code=${CODE}`));
});

test("a seat's number that cannot be chosen says why (a folded seat, no such seat, a part answered with a letter)", async ({
  page,
}, testInfo) => {
  // First to act on 7th street, 8 players, seat 4 folded.
  const code = 'FA-stud-8-rrc-1.2.5.10-108';
  const scenario = scenarioOf(code);
  expect(scenario.state.players[3]!.folded).toBe(true);
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(`./#/drill/first-to-act?code=${code}`);
  await page.getByRole('button', { name: 'Italian' }).click();
  await page.locator('[aria-current="step"] > [role="group"]').focus();
  const note = page.getByTestId('key-note');
  await expect(note).toHaveRole('status');
  await expect(note).toHaveText('');
  await page.keyboard.press('4');
  await expect(note).toHaveText('Il posto 4 ha passato: è fuori da questa mano.');
  await expect(page.getByTestId('given')).toHaveCount(0);
  await page.keyboard.press('9');
  await expect(note).toHaveText('Non c’è il posto 9: a questo tavolo ci sono 8 giocatori.');
  await testInfo.attach('note', { body: await page.screenshot(), contentType: 'image/png' });
  const [seat] = answerOf(scenario);
  await page.keyboard.press(String((seat as { seat: number }).seat + 1));
  await expect(note).toHaveText('');
  await page.keyboard.press('2');
  await expect(note).toHaveText(/^Questa parte si risponde con una lettera \(A, B/);
  expect(await axeProblems(page)).toEqual([]);
});

test("focus order: Shift+Tab from a seat question reaches the drill's buttons and the header; Change setup leaves the focus on the setup", async ({
  page,
}) => {
  await openScenario(page, CODE);
  const group = page.locator('[aria-current="step"] > [role="group"]');
  await expect(group).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('run-finish')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('run-setup')).toBeFocused();
  // On, backwards, to the header: the language switch, then the links.
  const seen: string[] = [];
  for (let k = 0; k < 12; k++) {
    await page.keyboard.press('Shift+Tab');
    const where = await page.evaluate(() =>
      document.activeElement?.closest('header')
        ? (document.activeElement.getAttribute('data-testid') ?? document.activeElement.textContent?.trim() ?? '')
        : null,
    );
    if (where !== null) seen.push(where);
    if (where === 'nav-drills') break;
  }
  expect(seen).toContain('IT');
  expect(seen.at(-1)).toBe('nav-drills');
  // Forwards again: the seats come after the header and the drill's buttons, then the question.
  await page.getByTestId('run-finish').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-seat-pick]').first()).toBeFocused();

  // "Change setup" on the unanswered question: the focus is on the setup's heading, not lost on the page.
  await pressOn(page.getByTestId('run-setup'), 'Enter');
  await expect(page.getByTestId('setup-form').locator('h1')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('setup-variant')).toBeFocused();
});

test("status messages: the verdict's live region is in the accessibility tree before grading, holds the verdict after, and Next names the new question", async ({
  page,
}) => {
  const scenario = scenarioOf(CODE);
  await openScenario(page, CODE);
  const live = page.getByTestId('verdict-live');
  // Present and empty (not display: none): in the tree, as a status.
  await expect(live).toHaveRole('status');
  await expect(live).toHaveText('');
  await expect(page.getByRole('status').and(live)).toHaveCount(1);
  expect(await live.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
  await answerByKeyboard(page, answerOf(scenario));
  await expect(live).toContainText('Right');
  await expect(live).toContainText(formatReason(grade(scenario, answerOf(scenario)).reason, 'en'));
  await expect(page.getByTestId('next')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('');
  // The new question: the focus is on its first part, named by the question's text and the part's prompt.
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  const next = scenarioOf(code);
  const focused = page.locator(':focus');
  const name = `${formatReason(next.question.prompt, 'en')} 1. ${formatReason(next.question.parts[0]!.prompt, 'en')}`;
  await expect(focused).toHaveAccessibleName(next.question.parts[0]!.kind === 'amount' ? `${name} Amount in chips (Enter to check)` : name);
});
