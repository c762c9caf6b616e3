import AxeBuilder from '@axe-core/playwright';
import { answerOf, formatReason, grade, ruleText, type DrillKind } from '../../core';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';
import { test, expect } from './fixtures';
import { answerByKeyboard, answerByMouse, DRILL_CODES, openScenario, scenarioOf, seenTable } from './runner-kit';

const KINDS = Object.keys(DRILL_CODES) as DrillKind[];

for (const kind of KINDS) {
  test.describe(`drill ${kind}`, () => {
    const code = DRILL_CODES[kind];

    test('the right answer (computed with core from the same code) is graded Right, with reason, rules and score', async ({ page }) => {
      const scenario = scenarioOf(code);
      const expected = grade(scenario, []);
      await openScenario(page, code);
      await expect(page.locator('[data-seat]')).toHaveCount(scenario.setup.players);
      await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'en'));
      await page.screenshot({ path: `test-results/drills/${kind}-question.png` });

      await answerByMouse(page, answerOf(scenario));

      await expect(page.getByTestId('verdict')).toContainText('Right');
      await expect(page.getByTestId('reason')).toHaveText(formatReason(expected.reason, 'en'));
      await expect(page.getByTestId('reason')).not.toHaveText(/\bp\d/); // seats, as the table labels them, never PHH names
      for (const id of expected.rules) await expect(page.getByTestId('why')).toContainText(ruleText(id, 'en'));
      await expect(page.getByTestId('time')).toHaveText(/Time: \d+\.\d s/);
      await expect(page.getByTestId('run-score')).toHaveText('1 right of 1 answered');
      await expect(page.getByTestId('save-error')).toHaveCount(0);
      await page.screenshot({ path: `test-results/drills/${kind}-right.png` });
    });

    test('a wrong answer is graded Wrong, the right answer is drawn, and the score stays 0', async ({ page }) => {
      const scenario = scenarioOf(code);
      await openScenario(page, code);
      await answerByMouse(page, wrongResponse(scenario.question, answerOf(scenario)));
      await expect(page.getByTestId('verdict')).toContainText('Wrong');
      await expect(page.getByTestId('part-wrong').first()).toBeVisible();
      const first = scenario.question.parts[0]!;
      if (first.kind === 'choice') await expect(page.getByTestId('choice-right')).toBeVisible();
      else if (first.kind === 'amount') await expect(page.getByTestId('pot-answer')).toBeVisible();
      else await expect(page.getByTestId('seat-answer').first()).toBeVisible();
      await expect(page.getByTestId('run-score')).toHaveText('0 right of 1 answered');
      await page.screenshot({ path: `test-results/drills/${kind}-wrong.png` });
    });

    test('accessibility: no serious or critical axe violations, before and after answering', async ({ page }) => {
      const scan = async () => {
        const result = await new AxeBuilder({ page }).analyze();
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      };
      await openScenario(page, code);
      expect(await scan()).toEqual([]);
      await answerByMouse(page, answerOf(scenarioOf(code)));
      await expect(page.getByTestId('verdict')).toBeVisible();
      expect(await scan()).toEqual([]);
    });
  });
}

test('mixed drill: setup screen, accessibility, and questions of several kinds', async ({ page }) => {
  await page.goto('./#/drill/mixed');
  await expect(page.getByTestId('setup-form')).toBeVisible();
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('setup-start').click();
  const kinds = new Set<string>();
  for (let q = 0; q < 6; q++) {
    const code = (await page.getByTestId('scenario-code').textContent())!.trim();
    kinds.add(code.split('-')[0]!);
    await answerByMouse(page, wrongResponse(scenarioOf(code).question, answerOf(scenarioOf(code))));
    await expect(page.getByTestId('verdict')).toContainText('Wrong');
    await page.getByTestId('next').click();
  }
  expect(kinds.size).toBeGreaterThan(1);
  await page.screenshot({ path: 'test-results/drills/mixed.png' });
});

test('keyboard only: a short session from setup to summary, then a missed question reopened', async ({ page }) => {
  await page.goto('./#/drill/bring-in');
  await expect(page.getByTestId('setup-form')).toBeVisible();
  // Tab to the question count, type 3, Enter submits the setup form.
  await page.getByTestId('setup-count').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  const codes: string[] = [];
  for (let q = 0; q < 3; q++) {
    await expect(page.getByTestId('run-progress')).toHaveText(`Question ${q + 1} of 3`);
    const code = (await page.getByTestId('scenario-code').textContent())!.trim();
    codes.push(code);
    const scenario = scenarioOf(code);
    const right = answerOf(scenario);
    await answerByKeyboard(page, q === 1 ? wrongResponse(scenario.question, right) : right);
    await expect(page.getByTestId('verdict')).toContainText(q === 1 ? 'Wrong' : 'Right');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Session summary' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toContainText('2 right of 3 answered');
  await expect(page.getByTestId('summary-table').locator('[data-drill="bring-in"]')).toContainText('2 / 3');
  await expect(page.getByTestId('summary-missed')).toContainText(codes[1]!);
  await page.screenshot({ path: 'test-results/drills/summary.png' });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('reopen').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scenario-code')).toHaveText(codes[1]!);
  // Back to the summary, "Another round" opens the setup screen again.
  await page.goBack();
  await page.getByTestId('summary-again').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('setup-form')).toBeVisible();
});

test('language switch: the question, verdict and rule texts follow the language', async ({ page }) => {
  const code = DRILL_CODES.misprocedure;
  const scenario = scenarioOf(code);
  await openScenario(page, code);
  await answerByMouse(page, answerOf(scenario));
  const rule = grade(scenario, []).rules[0]!;
  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'es'));
  await expect(page.getByTestId('verdict')).toContainText('Correcto');
  await expect(page.getByTestId('why')).toContainText(ruleText(rule, 'es'));
  await page.screenshot({ path: 'test-results/drills/misprocedure-es.png' });
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByTestId('prompt')).toHaveText(formatReason(scenario.question.prompt, 'it'));
  await expect(page.getByTestId('why')).toContainText(ruleText(rule, 'it'));
});

test('a reload in the middle of a timed round (View > Reload): the clock runs on, the question on screen keeps its time, the session keeps its answers', async ({
  page,
}) => {
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-mode-timed').check();
  await page.getByTestId('setup-minutes').fill('3');
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('run-progress')).toHaveText(/Time left [23]:\d\d/);
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  await answerByMouse(page, answerOf(scenarioOf(code)));
  await expect(page.getByTestId('run-score')).toHaveText('1 right of 1 answered');

  await page.reload();
  // The same round: still timed (not a new 10-question run), the answer still counted, and the question answered
  // before the reload does not come round again: the next one is dealt.
  await expect(page.getByTestId('run-progress')).toHaveText(/Time left [12]:\d\d/);
  await expect(page.getByTestId('scenario-code')).not.toHaveText(code);
  await expect(page.getByTestId('run-score')).toHaveText('1 right of 1 answered');
  // A reload on a question not answered yet: the same question, its time counted from when it was first shown.
  const next = (await page.getByTestId('scenario-code').textContent())!.trim();
  await page.waitForTimeout(3000);
  await page.reload();
  await expect(page.getByTestId('scenario-code')).toHaveText(next);
  await answerByMouse(page, answerOf(scenarioOf(next)));
  const seconds = Number(/([\d.]+) s/.exec((await page.getByTestId('time').textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('run-score')).toHaveText('2 right of 2 answered');
  await page.getByTestId('run-finish').click();
  await expect(page.getByTestId('summary-total')).toContainText('2 right of 2 answered');
});

test("a reload during a timed round's pause: the run comes back on pause, and the question's time leaves the pause out", async ({
  page,
}) => {
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-mode-timed').check();
  await page.getByTestId('setup-start').click();
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  // 2 s on the question, then 5 s on pause, then a reload: still on pause, the same question behind it.
  await page.waitForTimeout(2000);
  await page.getByTestId('run-pause').click();
  await expect(page.getByTestId('paused-resume')).toBeFocused();
  await page.waitForTimeout(5000);
  await page.reload();
  await expect(page.getByTestId('paused-resume')).toBeVisible();
  await page.getByTestId('paused-resume').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(code);
  await answerByMouse(page, answerOf(scenarioOf(code)));
  const seconds = Number(/([\d.]+) s/.exec((await page.getByTestId('time').textContent()) ?? '')?.[1]);
  // The 2 s before the pause kept across the reload, the pause left out.
  expect(seconds).toBeGreaterThanOrEqual(2);
  expect(seconds).toBeLessThan(4);
});

test("a reload once a run is over (time's up, or the last question answered) goes on to its summary, never a new run with the question on screen", async ({
  page,
}) => {
  // A timed round: time's up with a question on the table.
  await page.clock.install();
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-mode-timed').check();
  await page.getByTestId('setup-minutes').fill('1');
  await page.getByTestId('setup-start').click();
  const code = (await page.getByTestId('scenario-code').textContent())!.trim();
  await answerByMouse(page, answerOf(scenarioOf(code)));
  await page.getByTestId('next').click();
  await page.clock.runFor(61_000);
  await expect(page.getByTestId('time-up')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Session summary' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toContainText('1 right of 1 answered');

  // A run of 3 questions: reloaded on the last one's verdict, that answer is not asked again.
  await page.goto('./#/drill/bring-in');
  await page.getByTestId('setup-mode-questions').check();
  await page.getByTestId('setup-count').fill('3');
  await page.getByTestId('setup-start').click();
  for (let k = 0; k < 3; k++) {
    if (k > 0) await page.getByTestId('next').click();
    await expect(page.getByTestId('run-progress')).toHaveText(`Question ${k + 1} of 3`);
    await answerByMouse(page, answerOf(scenarioOf((await page.getByTestId('scenario-code').textContent())!.trim())));
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Session summary' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toContainText('4 right of 4 answered');
});

test('while the verdict is read the next question is laid out unseen under it; Enter shows that table, which takes the clicks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const code = DRILL_CODES['bring-in'];
  await openScenario(page, code);
  const tables = page.locator('[data-testid="table"]');
  await expect(tables).toHaveCount(1);
  await answerByKeyboard(page, answerOf(scenarioOf(code)));
  await expect(page.getByTestId('verdict')).toBeVisible();
  // Once the verdict is painted: the next table, transparent, hidden from screen readers, under the one seen.
  await expect(tables).toHaveCount(2);
  const unseen = page.locator('[data-testid="table"][aria-hidden="true"]');
  await expect(unseen).toHaveCSS('opacity', '0');
  // A click on a seat of the table seen reaches that table, not the one under it.
  const box = (await seenTable(page).locator('[data-seat]').first().boundingBox())!;
  const seatCentre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await page.evaluate(({ x, y }) => {
    const table = document.elementFromPoint(x, y)?.closest('[data-testid="table"]');
    return table ? (table.hasAttribute('aria-hidden') ? 'the unseen table' : 'the table seen') : 'no table';
  }, seatCentre);
  expect(hit).toBe('the table seen');
  await unseen.evaluate((el) => el.setAttribute('data-prepared', ''));
  await page.keyboard.press('Enter');
  // The question shown is the table drawn while the verdict was read (the same element), the old one gone.
  await expect(tables).toHaveCount(1);
  await expect(seenTable(page)).toHaveAttribute('data-prepared', '');
  await expect(seenTable(page)).toHaveCSS('opacity', '1');
  const next = (await page.getByTestId('scenario-code').textContent())!.trim();
  expect(next).not.toBe(code);
  // Its seats answer the new question by mouse.
  await answerByMouse(page, answerOf(scenarioOf(next)));
  await expect(page.getByTestId('verdict')).toContainText('Right');
});
