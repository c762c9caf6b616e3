import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { seedAppStore } from './fixtures';
import { answerOf, generateScenario, solveScenario } from '../../core';
import { compactResponse } from '../../renderer/drills/runner/answerText';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';

/** The progress, exam and class screens in Spanish and Italian, at the two window sizes trainees use; each checked with axe. */
const setup = { variant: 'razz', players: 5, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } } as const;
const DAY = 86_400_000;

function rows() {
  return (['bring-in', 'first-to-act', 'pot', 'showdown'] as const).flatMap((kind, j) =>
    [0, 1, 2].map((k) => {
      const scenario = generateScenario(kind, setup, 20 + k);
      const right = answerOf(scenario);
      const correct = (j + k) % 3 !== 0;
      const at = new Date(Date.now() - (2 - k) * DAY);
      at.setHours(9, j * 5 + k, 0, 0);
      return {
        value: {
          id: `screen-${kind}-${k}-00`,
          timestamp: at.toISOString(),
          drill: kind,
          scenarioCode: scenario.code,
          answer: compactResponse(correct ? right : wrongResponse(scenario.question, right)),
          correctAnswer: compactResponse(right),
          correct,
          timeMs: 2500 + 900 * k,
          profile: 'rr-cash',
          language: 'es',
          trainee: 'default',
          street: scenario.street,
          rules: [...(solveScenario(scenario)?.rules ?? [])],
        },
      };
    }),
  );
}

for (const locale of ['es', 'it'] as const) {
  for (const size of [
    { width: 1024, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    test(`progress, exams and class screens in ${locale} at ${size.width}x${size.height}`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await page.goto('./');
      await seedAppStore(page, 'results', rows());
      await page.locator(`[data-locale="${locale}"]`).click();
      const tag = `${locale}-${size.width}x${size.height}`;
      // The header keeps every link and the trainee on one line.
      const header = page.locator('.app-header');
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      for (const tab of ['history', 'skills', 'review', 'charts'] as const) {
        await page.goto(`./#/progress/${tab}`);
        await expect(page.getByTestId(`progress-${tab}`)).toBeVisible();
        if (tab === 'charts') await expect(page.getByTestId('chart-activity').locator('canvas')).toBeVisible();
        expect(await axeProblems(page), tab).toEqual([]);
        await snap(page, testInfo, `${tag}-progress-${tab}`);
      }
      await page.goto('./#/exams');
      await expect(page.getByTestId('exam-compose')).toBeVisible();
      expect(await axeProblems(page)).toEqual([]);
      await snap(page, testInfo, `${tag}-exams`);
      await page.goto('./#/class');
      await page.getByTestId('class-local').click();
      await expect(page.getByTestId('class-row')).toHaveCount(1);
      expect(await axeProblems(page)).toEqual([]);
      await snap(page, testInfo, `${tag}-class`);
      await page.goto('./#/trainees');
      expect(await axeProblems(page)).toEqual([]);
      await snap(page, testInfo, `${tag}-trainees`);
    });
  }
}
