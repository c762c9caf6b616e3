import { answerOf, formatReason } from '../../core';
import { test, expect } from './fixtures';
import { openScenario, scenarioOf } from './runner-kit';

/** The keyboard focus through a two-part question: never back to <body> (Tab would start again at "Skip to content"). */
const CODE = 'BI-stud-6-rrc-1.2.5.10-297171233';

test('focus: part 1 answered goes to part 2 (named by its prompt), the grade to Next, Next to the new question', async ({ page }) => {
  const scenario = scenarioOf(CODE);
  const [seat, choice] = answerOf(scenario);
  if (seat?.kind !== 'seat' || choice?.kind !== 'choice') throw new Error(`${CODE}: expected a seat part, then a choice`);
  const partTwo = formatReason(scenario.question.parts[1]!.prompt, 'en');
  await openScenario(page, CODE);

  // By click: the seat stops being a button, and the focus goes to part 2's group, named by its prompt.
  await page.locator(`[data-player="${seat.seat}"] button`).click();
  const current = page.locator('[aria-current="step"] > [role="group"]');
  await expect(current).toBeFocused();
  await expect(page.getByRole('group', { name: `2. ${partTwo}` })).toBeFocused();
  // Tab goes on to part 2's first choice, not the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.locator('[aria-current="step"] [data-letter]').first()).toBeFocused();

  await page.keyboard.press(choice.letter.toLowerCase());
  await expect(page.getByTestId('verdict')).toContainText('Right');
  await expect(page.getByTestId('next')).toBeFocused();

  // Next (Enter): the new question's part 1 has the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-code')).not.toHaveText(CODE);
  await expect(current).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  // A new question's first part is named by the question itself, then the part's prompt: a screen reader hears the question.
  await expect(current).toHaveAccessibleName(
    `${formatReason(scenarioOf(code).question.prompt, 'en')} 1. ${formatReason(scenarioOf(code).question.parts[0]!.prompt, 'en')}`,
  );

  // By number key: part 1 answered, the focus moves to part 2.
  const next = scenarioOf(code);
  const first = answerOf(next)[0];
  if (next.question.parts.length > 1 && first?.kind === 'seat') {
    await page.keyboard.press(String(first.seat + 1));
    await expect(current).toHaveAccessibleName(`2. ${formatReason(next.question.parts[1]!.prompt, 'en')}`);
    await expect(current).toBeFocused();
  }
});
