import { test, expect, expectedSeat, openDrill, readTable } from './fixtures';

test.describe('Who brings in?', () => {
  test('a right answer by click: Right, seat highlighted, reason, why panel, time and score 1 / 1', async ({ page }) => {
    await openDrill(page, 'stud-8-abc');
    const table = await readTable(page);
    expect(table.code).toBe('stud-8-abc');
    expect(table.doors).toHaveLength(8);
    const seat = expectedSeat(table);

    await page.locator(`[data-seat="${seat}"] button`).click();

    const verdict = page.getByTestId('verdict');
    await expect(verdict).toContainText('Right');
    await expect(verdict).toContainText(`Seat ${seat} brings in.`);
    await expect(page.locator(`[data-seat="${seat}"]`)).toContainText('Brings in');
    await expect(page.getByTestId('reason')).toHaveText(/^Lowest door card: \w+ of \w+; on equal ranks the lower suit brings in, clubs < diamonds < hearts < spades\.$/);
    await expect(page.getByTestId('why')).toContainText('rr.stud.1');
    await expect(page.getByTestId('why')).toContainText('seed-001.suit-order');
    await expect(page.getByTestId('time')).toHaveText(/Time: \d+\.\d s/);
    await expect(page.getByTestId('score-right')).toHaveText('1');
    await expect(page.getByTestId('score-answered')).toHaveText('1');
    // The answer was kept (IndexedDB in a browser): no warning that saving failed.
    await expect(page.getByTestId('save-error')).toHaveCount(0);
  });

  test('a wrong answer: Wrong, the right seat shown, score 0 / 1, and no second answer', async ({ page }) => {
    await openDrill(page, 'razz-5-k3x9a');
    const table = await readTable(page);
    const seat = expectedSeat(table);
    const wrong = seat === 1 ? 2 : 1;

    await page.locator(`[data-seat="${wrong}"] button`).click();

    await expect(page.getByTestId('verdict')).toContainText('Wrong');
    await expect(page.getByTestId('verdict')).toContainText(`You picked seat ${wrong}; seat ${seat} brings in.`);
    await expect(page.locator(`[data-seat="${wrong}"]`)).toContainText('Your pick');
    await expect(page.locator(`[data-seat="${seat}"]`)).toContainText('Brings in');
    await expect(page.getByTestId('reason')).toContainText('Highest door card (aces low)');
    await expect(page.getByTestId('why')).toContainText('rr.razz.bring-in');
    // The question is closed: the seats are disabled and a second key press changes nothing.
    await expect(page.locator(`[data-seat="${seat}"] button`)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press(String(seat));
    await expect(page.getByTestId('verdict')).toContainText('Wrong');
    await expect(page.getByTestId('score-right')).toHaveText('0');
    await expect(page.getByTestId('score-answered')).toHaveText('1');
  });

  test('keyboard only: number keys answer, Enter and Space deal the next scenario', async ({ page }) => {
    await openDrill(page);
    let right = 0;
    for (const [round, nextKey] of (['Enter', ' ', 'Enter'] as const).entries()) {
      const table = await readTable(page);
      const seat = expectedSeat(table);
      // Answer right on even rounds and wrong on odd ones, so both paths run by keyboard.
      const pick = round % 2 === 0 ? seat : table.doors.find((d) => d.seat !== seat)!.seat;
      if (pick === seat) right++;
      await page.keyboard.press(String(pick));
      await expect(page.getByTestId('verdict')).toContainText(pick === seat ? 'Right' : 'Wrong');
      await expect(page.getByTestId('score-answered')).toHaveText(String(round + 1));
      await expect(page.getByTestId('score-right')).toHaveText(String(right));
      await page.keyboard.press(nextKey);
      await expect(page.getByTestId('verdict')).toHaveCount(0);
      await expect(page.getByTestId('scenario-code')).not.toHaveText(table.code);
    }
  });

  test('a scenario code replays the same deal, and the setup deals the chosen game and table size', async ({ page }) => {
    await openDrill(page, 'stud8-4-zz');
    const first = await readTable(page);
    await page.reload();
    await expect(page.locator('[data-seat]')).toHaveCount(4);
    expect(await readTable(page)).toEqual(first);

    await page.getByTestId('setup-variant').selectOption('razz');
    await expect(page.getByTestId('scenario-code')).toHaveText(/^razz-4-/);
    await page.getByTestId('setup-players').selectOption('2');
    await expect(page.locator('[data-seat]')).toHaveCount(2);
    await expect(page.getByTestId('scenario-code')).toHaveText(/^razz-2-/);
    await expect(page).toHaveURL(/code=razz-2-/);
  });

  test('downcards are shown to the dealer but marked as down', async ({ page }) => {
    await openDrill(page, 'stud-3-1');
    const seat = page.locator('[data-seat="1"]');
    const names = await seat.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^\w+ of \w+, down card$/);
    expect(names[1]).toMatch(/^\w+ of \w+, down card$/);
    expect(names[2]).toMatch(/^\w+ of \w+$/);
    await expect(seat.locator('.playing-card__down-mark')).toHaveCount(2);
  });

  test('layout at 1280x720: all 8 seats, the dealer and the answer panel fit on screen', async ({ page }) => {
    await openDrill(page, 'stud-8-abc');
    await page.keyboard.press('4');
    await expect(page.getByTestId('verdict')).toBeVisible();
    const boxes = [
      ...(await page.locator('[data-seat] button').all()),
      page.getByText('Dealer', { exact: true }),
      page.getByTestId('verdict'),
      page.getByTestId('next'),
      page.getByTestId('score'),
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
    await openDrill(page, 'stud-8-abc');
    const small = (await page.locator('[data-seat="1"] [data-door]').boundingBox())!.width;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => (await page.locator('[data-seat="1"] [data-door]').boundingBox())!.width).toBeGreaterThan(small * 1.2);
    for (const seat of await page.locator('[data-seat] button').all()) {
      const box = (await seat.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1920);
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
    }
  });
});
