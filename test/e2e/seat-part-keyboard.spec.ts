import { answerOf, formatReason } from '../../core';
import { test, expect } from './fixtures';
import { axeProblems } from './page-checks';
import { openScenario, scenarioOf } from './runner-kit';

/**
 * A part answered with a seat on the table: the table comes before the question in the page, so the keyboard goes from
 * the part's prompt to the seats that may be picked (in seat order), and back; the number keys still pick.
 * First to act on 7th street, 8 players, seat 4 folded (not a seat to pick); then a choice.
 */
const CODE = 'FA-stud-8-rrc-1.2.5.10-108';

function seatPart() {
  const scenario = scenarioOf(CODE);
  const [part, next] = scenario.question.parts;
  const [seat, choice] = answerOf(scenario);
  if (part?.kind !== 'seat' || seat?.kind !== 'seat' || choice?.kind !== 'choice' || !next)
    throw new Error(`${CODE}: expected a seat part, then a choice`);
  return {
    candidates: [...part.candidates].sort((a, b) => a - b),
    seat: seat.seat,
    letter: choice.letter,
    nextPrompt: formatReason(next.prompt, 'en'),
  };
}

test("Tab from a seat part's prompt goes to the seats to pick, in seat order, Shift+Tab back to the prompt; Enter picks the seat", async ({
  page,
}) => {
  const { candidates, seat, letter, nextPrompt } = seatPart();
  expect(candidates).not.toContain(3); // seat 4 folded: no button, the keyboard skips it
  await openScenario(page, CODE);
  const current = page.locator('[aria-current="step"] > [role="group"]');
  const seatButton = (player: number) => page.locator(`[data-testid="table"] [data-player="${player}"] button`);
  await expect(current).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(seatButton(candidates[0]!)).toBeFocused();
  await expect(seatButton(candidates[0]!)).toHaveAccessibleName(/^Seat 1, upcards: /);
  for (const player of candidates.slice(1)) {
    await page.keyboard.press('Tab');
    await expect(seatButton(player)).toBeFocused();
  }
  for (const player of candidates.slice(0, -1).reverse()) {
    await page.keyboard.press('Shift+Tab');
    await expect(seatButton(player)).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleName(
    new RegExp(`^${formatReason(scenarioOf(CODE).question.prompt, 'en').replace(/[.?()]/g, '\\$&')} 1\\. `),
  );
  expect(await axeProblems(page)).toEqual([]);

  // Tab to the right seat and Enter: the seat is the answer to part 1, part 2 has the focus.
  await page.keyboard.press('Tab');
  for (let k = 0; candidates[k] !== seat; k++) await page.keyboard.press('Tab');
  await expect(seatButton(seat)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAccessibleName(`2. ${nextPrompt}`);
  await expect(current).toBeFocused();
  await expect(page.getByTestId('given')).toHaveText(`Your answer: Seat ${seat + 1}`);
  await page.keyboard.press(letter.toLowerCase());
  await expect(page.getByTestId('verdict')).toContainText('Right');
});

test("a seat button with the focus: its number key and the other seats' still pick (the drill keys are kept)", async ({ page }) => {
  const { candidates, seat, nextPrompt } = seatPart();
  await openScenario(page, CODE);
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-testid="table"] [data-player="${candidates[0]}"] button`)).toBeFocused();
  await page.keyboard.press(String(seat + 1));
  const current = page.locator('[aria-current="step"] > [role="group"]');
  await expect(current).toHaveAccessibleName(`2. ${nextPrompt}`);
  await expect(current).toBeFocused();
  await expect(page.getByTestId('given')).toHaveText(`Your answer: Seat ${seat + 1}`);
});

test('a seat order: Enter or Space on a focused seat taps it (one more card in the order); Enter elsewhere hands the order in', async ({
  page,
}) => {
  const code = 'DO-stud-6-tda-1.2.5.10-42';
  const [right] = answerOf(scenarioOf(code));
  if (right?.kind !== 'seat-order') throw new Error(`${code}: expected a seat order`);
  const [burn, ...seats] = right.order;
  expect(burn).toBe('burn');
  await openScenario(page, code);
  const taps = page.getByTestId('order-taps');
  await page.keyboard.press('b');
  await expect(taps).toContainText('Burn');
  // Each seat of the order, focused and pressed: Enter for the first, Space for the rest.
  for (const [k, player] of seats.entries()) {
    const seatButton = page.locator(`[data-testid="table"] [data-player="${player as number}"] button`);
    await seatButton.focus();
    await page.keyboard.press(k === 0 ? 'Enter' : ' ');
    await expect(taps).toContainText(`Seat ${(player as number) + 1}`);
    await expect(page.getByTestId('verdict')).toHaveCount(0);
  }
  await expect(taps).toContainText(['Burn', ...seats.map((p) => `Seat ${(p as number) + 1}`)].join(' → '));
  // Focus off the buttons (the part's group): Enter hands the order in, and it is right.
  await page.locator('[aria-current="step"] > [role="group"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verdict')).toContainText('Right');
});
