import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  answerOf,
  bookName,
  bringInSeat,
  createRng,
  formatReason,
  grade,
  newDeck,
  ruleEntry,
  ruleText,
  shuffled,
  VARIANTS,
  type VariantId,
} from '../../core';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';
import { test, expect, seedOldResults } from './fixtures';
import { answerByKeyboard, answerByMouse, openScenario, scenarioOf, seenTable } from './runner-kit';

/** The bring-in drill (who brings in, and how much) in the drill runner: the one bring-in drill of the app. */
const CODE = 'BI-stud-8-rrc-1.2.5.10-42';
const RAZZ = 'BI-razz-5-tda-1.2.5.10-7';

type SeatPart = { kind: 'seat'; seat: number };

async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The seat the old quick drill graded for its code "variant-players-seed36", rebuilt from core (doors = 3rd round of the deck). */
function oldDrillSeat(variant: VariantId, players: number, seed36: string): number {
  const deck = shuffled(newDeck(), createRng(parseInt(seed36, 36)));
  const doors = Array.from({ length: players }, (_, i) => ({ seat: i + 1, card: deck[2 * players + i]! }));
  return bringInSeat(doors, VARIANTS[variant]).answer.seat;
}

test.describe('Bring-in: who and how much', () => {
  test('a right answer by click: Right, the seat marked on the table, reason, why panel with each rule text and source, time, score 1 / 1', async ({
    page,
  }) => {
    const scenario = scenarioOf(CODE);
    const right = answerOf(scenario);
    const expected = grade(scenario, right);
    const seat = (right[0] as SeatPart).seat;
    await openScenario(page, CODE);
    await expect(page.locator('[data-seat]')).toHaveCount(8);

    await answerByMouse(page, right);

    await expect(page.getByTestId('verdict')).toContainText('Right');
    await expect(page.getByTestId('part-right')).toHaveCount(2);
    await expect(page.locator(`[data-player="${seat}"] [data-testid="seat-answer"]`)).toBeVisible();
    await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'en'));
    for (const id of expected.rules) {
      // The source named as a reader knows it, never our id.
      const { book, ref } = ruleEntry(id).source;
      await expect(page.locator(`[data-testid="why"] [data-rule="${id}"]`)).toContainText(`${bookName(book, 'en')}, ${ref.en}`);
      await expect(page.getByTestId('why')).not.toContainText(id);
      await expect(page.getByTestId('why')).toContainText(ruleText(id, 'en'));
    }
    await expect(page.getByTestId('time')).toHaveText(/Time: \d+\.\d s/);
    await expect(page.getByTestId('run-score')).toHaveText('1 right of 1 answered');
    // The answer was kept (IndexedDB in a browser): no warning that saving failed.
    await expect(page.getByTestId('save-error')).toHaveCount(0);
  });

  test('a wrong seat: Wrong, the pick and the right seat both marked, score 0 / 1, and no second answer', async ({ page }) => {
    const scenario = scenarioOf(RAZZ);
    const right = answerOf(scenario);
    const wrong = wrongResponse(scenario.question, right);
    const [rightSeat, wrongSeat] = [(right[0] as SeatPart).seat, (wrong[0] as SeatPart).seat];
    expect(wrongSeat).not.toBe(rightSeat);
    await openScenario(page, RAZZ);

    await answerByMouse(page, wrong);

    await expect(page.getByTestId('verdict')).toContainText('Wrong');
    await expect(page.locator('[data-part="seat"] [data-testid="part-wrong"]')).toBeVisible();
    const table = seenTable(page);
    await expect(table.locator(`[data-player="${wrongSeat}"]`)).toContainText('Your pick');
    await expect(page.locator('[data-part="seat"] [data-testid="given"]')).toHaveText(`Your answer: Seat ${wrongSeat + 1}`);
    await expect(page.locator('[data-part="seat"] [data-testid="expected"]')).toHaveText(`Seat ${rightSeat + 1}`);
    await expect(table.locator(`[data-player="${rightSeat}"] [data-testid="seat-answer"]`)).toBeVisible();
    await expect(page.getByTestId('reason')).toHaveText(formatReason(grade(scenario, right).reason, 'en'));
    for (const id of grade(scenario, right).rules) await expect(page.getByTestId('why')).toContainText(ruleText(id, 'en'));
    // The question is closed: the seats are no longer buttons and their number keys change nothing.
    await expect(table.locator('[data-seat] button')).toHaveCount(0);
    await page.keyboard.press(String(rightSeat + 1));
    await expect(page.getByTestId('verdict')).toContainText('Wrong');
    await expect(page.getByTestId('run-score')).toHaveText('0 right of 1 answered');
  });

  test('keyboard only: from the setup screen, digits and letters answer, Enter and Space deal the next question', async ({ page }) => {
    await page.goto('./#/drill/bring-in');
    await page.getByTestId('setup-start').focus();
    await page.keyboard.press('Enter');
    let right = 0;
    for (const [round, nextKey] of (['Enter', ' ', 'Enter'] as const).entries()) {
      const code = (await page.getByTestId('scenario-code').textContent())!.trim();
      expect(code).toMatch(/^BI-/);
      const scenario = scenarioOf(code);
      // Right on even rounds, wrong on odd ones, so both paths run by keyboard.
      const ok = round % 2 === 0;
      if (ok) right++;
      await answerByKeyboard(page, ok ? answerOf(scenario) : wrongResponse(scenario.question, answerOf(scenario)));
      await expect(page.getByTestId('verdict')).toContainText(ok ? 'Right' : 'Wrong');
      await expect(page.getByTestId('run-score')).toHaveText(`${right} right of ${round + 1} answered`);
      await page.keyboard.press(nextKey);
      await expect(page.getByTestId('verdict')).toHaveCount(0);
      await expect(page.getByTestId('scenario-code')).not.toHaveText(code);
    }
  });

  test('a scenario code replays the same table after a reload, and the setup deals the chosen game and table size', async ({ page }) => {
    await openScenario(page, RAZZ);
    const cards = () => page.locator('[data-seat] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    const first = await cards();
    // The door cards: the hole cards are backs (the dealer does not see them).
    expect(first).toHaveLength(5);
    await page.reload();
    await page.getByTestId('scenario-code').filter({ hasText: RAZZ }).waitFor();
    expect(await cards()).toEqual(first);

    await page.getByTestId('run-setup').click();
    await page.getByTestId('setup-variant').selectOption('stud8');
    await page.getByTestId('setup-players').selectOption('2');
    await page.getByTestId('setup-start').click();
    await expect(page.locator('[data-seat]')).toHaveCount(2);
    await expect(page.getByTestId('scenario-code')).toHaveText(/^BI-stud8-2-/);
    await expect(page).toHaveURL(/code=BI-stud8-2-/);
  });

  test('the hole cards are backs marked down (the dealer does not see them); the door card is face up', async ({ page }) => {
    await openScenario(page, CODE);
    const seat = page.locator('[data-seat="1"]');
    const names = await seat.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toEqual(['down card', 'down card', expect.stringMatching(/^\w+ of \w+$/)]);
    await expect(seat.locator('.playing-card__down-mark')).toHaveCount(2);
    await expect(seat.locator('.playing-card__down-mark text').first()).toHaveText('down');
    await expect(seat.locator('svg[data-card]')).toHaveCount(1);
  });

  test('layout at 1280x720: all 8 seats, the dealer and the answer panel fit on screen', async ({ page }) => {
    await openScenario(page, CODE);
    await answerByKeyboard(page, answerOf(scenarioOf(CODE)));
    await expect(page.getByTestId('verdict')).toBeVisible();
    const table = seenTable(page);
    const boxes = [
      ...(await table.locator('[data-seat]').all()),
      table.getByText('Dealer', { exact: true }),
      page.getByTestId('verdict'),
      page.getByTestId('next'),
      page.getByTestId('run-score'),
    ];
    for (const locator of boxes) {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThanOrEqual(720);
    }
  });

  test('scales up at 1920x1080: bigger cards, still on screen', async ({ page }) => {
    await openScenario(page, CODE);
    const door = page.locator('[data-seat="1"] [data-card]').last();
    const small = (await door.boundingBox())!.width;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => (await door.boundingBox())!.width).toBeGreaterThan(small * 1.2);
    for (const seat of await page.locator('[data-seat]').all()) {
      const box = (await seat.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1920);
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
    }
  });
});

test.describe('links and saved answers of the old quick "Who brings in?" drill', () => {
  test("#/drills/bring-in opens the bring-in drill's setup screen and says the drill moved", async ({ page }) => {
    await page.goto('./#/drills/bring-in');
    await expect(page).toHaveURL(/#\/drill\/bring-in$/);
    await expect(page.getByTestId('setup-form')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bring-in: who and how much' })).toBeVisible();
    await expect(page.getByTestId('legacy-notice')).toContainText('"Who brings in?" drill is now this drill');
    expect(await axeProblems(page)).toEqual([]);
  });

  test("an old code opens the same deal in the bring-in drill with a notice; the old drill's seat is still right (RR stud 1, SEED-001)", async ({
    page,
  }) => {
    await page.goto('./#/drills/bring-in?code=stud-8-abc');
    const code = 'BI-stud-8-rrc-0.1.5.10-13368';
    await expect(page.getByTestId('scenario-code')).toHaveText(code);
    await expect(page).toHaveURL(new RegExp(`#/drill/bring-in\\?code=${code.replace(/\./g, '\\.')}$`));
    await expect(page.getByTestId('legacy-notice')).toContainText(
      `The scenario code stud-8-abc comes from the former "Who brings in?" drill. It opens here as ${code}`,
    );
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/drills/bring-in-old-code.png' });

    const scenario = scenarioOf(code);
    const right = answerOf(scenario);
    expect((right[0] as SeatPart).seat + 1).toBe(oldDrillSeat('stud', 8, 'abc'));
    await answerByMouse(page, right);
    await expect(page.getByTestId('verdict')).toContainText('Right');
    await page.getByTestId('next').click();
    await expect(page.getByTestId('legacy-notice')).toHaveCount(0);
  });

  test('an old code that cannot be read says so and offers the setup screen', async ({ page }) => {
    await page.goto('./#/drills/bring-in?code=stud-12-abc');
    await expect(page.getByTestId('legacy-notice')).toHaveText(
      'The scenario code stud-12-abc from the former "Who brings in?" drill cannot be read, so it cannot be replayed. Choose a setup to start a new round.',
    );
    await expect(page.getByTestId('setup-form')).toBeVisible();
    await expect(page.getByTestId('problem')).toHaveCount(0);
  });

  test('saved answers of the old drill load into the summary without errors, and a missed one reopens in the bring-in drill', async ({
    page,
  }) => {
    await page.goto('./');
    await seedOldResults(page, [
      {
        scenarioCode: 'razz-5-k3x9a',
        answer: '1',
        correctAnswer: String(oldDrillSeat('razz', 5, 'k3x9a')),
        correct: false,
        timeMs: 4200,
        timestamp: '2026-11-01T09:00:00.000Z',
      },
      { scenarioCode: 'stud-6-42', answer: '2', correctAnswer: '2', correct: true, timeMs: 1800, timestamp: '2026-11-01T09:01:00.000Z' },
    ]);
    await page.getByTestId('nav-summary').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Session summary' })).toBeVisible();
    await expect(page.getByTestId('saved-total')).toHaveText('1 right of 2 answered');
    const row = page.getByTestId('saved-table').locator('[data-drill="bring-in"]');
    await expect(row).toContainText('Bring-in: who and how much');
    await expect(row).toContainText('1 / 2');
    await expect(row.getByTestId('row-median')).toHaveText('3.0 s');
    await expect(page.getByTestId('saved-missed')).toContainText('razz-5-k3x9a');
    expect(await axeProblems(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/drills/summary-saved.png', fullPage: true });

    await page.getByTestId('saved-reopen').click();
    const code = `BI-razz-5-rrc-0.1.5.10-${parseInt('k3x9a', 36)}`;
    await expect(page.getByTestId('scenario-code')).toHaveText(code);
    await expect(page.getByTestId('legacy-notice')).toContainText('razz-5-k3x9a');
    expect((answerOf(scenarioOf(code))[0] as SeatPart).seat + 1).toBe(oldDrillSeat('razz', 5, 'k3x9a'));
  });
});
