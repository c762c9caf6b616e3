import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerOf, generateScenario, solveScenario, type DrillKind } from '../../core';
import { seedAppStore } from './fixtures';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';
import { compactResponse } from '../../renderer/drills/runner/answerText';

const setup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } } as const;
const DAY = 86_400_000;

/** A saved answer to a real scenario, right or wrong, given `daysAgo` days ago at `minute`. */
function answer(kind: DrillKind, seed: number, correct: boolean, daysAgo: number, minute: number, k: number) {
  const scenario = generateScenario(kind, setup, seed);
  const right = answerOf(scenario);
  const given = correct ? right : wrongResponse(scenario.question, right);
  const at = new Date(Date.now() - daysAgo * DAY);
  at.setHours(10, minute, 0, 0);
  return {
    value: {
      id: `seeded-answer-${k}`,
      timestamp: at.toISOString(),
      drill: kind,
      scenarioCode: scenario.code,
      answer: compactResponse(given),
      correctAnswer: compactResponse(right),
      correct,
      timeMs: 3000 + k * 100,
      profile: 'rr-cash',
      language: 'en',
      trainee: 'default',
      street: scenario.street,
      rules: [...(solveScenario(scenario)?.rules ?? [])],
    },
  };
}

const MISSED = { kind: 'first-to-act' as const, seed: 4 };

async function seed(page: Page) {
  await page.goto('./');
  const rows = [
    // Two days ago: a session of bring-in answers, all right.
    ...[1, 2, 3, 4].map((s, k) => answer('bring-in', s, true, 2, k, k)),
    // Yesterday: a miss (due today) and a right answer.
    answer(MISSED.kind, MISSED.seed, false, 1, 0, 10),
    answer('pot', 9, true, 1, 5, 11),
  ];
  await seedAppStore(page, 'results', rows);
  return rows;
}

test('progress: every session openable, skills weakest first with "practise this", and the review deck on the home screen', async ({
  page,
}, testInfo) => {
  await seed(page);
  await page.goto('./#/progress');
  await expect(page).toHaveURL(/#\/progress\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress: First trainee' })).toBeVisible();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('2');
  await expect(rows.nth(1)).toContainText('Bring-in: who and how much');
  expect(await axeProblems(page)).toEqual([]);

  // The newest session opened: the miss with its question, the answer given and the right one.
  await rows.first().getByTestId('history-open').click();
  const missed = page.locator('[data-testid="session-answer"][data-correct="false"]');
  await expect(missed).toHaveCount(1);
  const scenario = generateScenario(MISSED.kind, setup, MISSED.seed);
  const right = answerOf(scenario);
  await expect(missed.getByTestId('missed-prompt')).not.toBeEmpty();
  const seatPart = missed.getByTestId('missed-part').first();
  await expect(seatPart.getByTestId('missed-expected')).toHaveText(`Seat ${(right[0] as { seat: number }).seat + 1}`);
  await expect(seatPart.getByTestId('missed-given')).not.toHaveText(await seatPart.getByTestId('missed-expected').innerText());
  expect(await axeProblems(page)).toEqual([]);

  // Skills: the missed skill is the weakest; "Practise this" deals a question of exactly that skill.
  await page.getByTestId('progress-tab-skills').click();
  const first = page.getByTestId('skill-row').first();
  await expect(first).toHaveAttribute('data-skill', `drill:first-to-act:stud:${scenario.street}`);
  await expect(page.getByTestId('rules-table')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'skills');
  await first.getByTestId('practise').click();
  await expect(page).toHaveURL(/#\/drill\/first-to-act\?code=FA-stud-/);
  await expect(page.getByRole('heading', { level: 1 }).or(page.locator('caption, figcaption')).first()).toBeVisible();
  await expect(page.getByText(/^Practice · /)).toBeVisible();
  const code = new URL(page.url().replace('#/', '')).searchParams.get('code')!;
  expect(generateScenario('first-to-act', setup, Number(code.split('-').pop())).street).toBe(scenario.street);

  // The review deck: on the home screen, and its question reopens in the review run.
  await page.goto('./');
  await expect(page.getByTestId('home-review-text')).toContainText('1 missed question is due today.');
  await snap(page, testInfo, 'home-review');
  await page.getByTestId('home-review-start').click();
  await expect(page.getByTestId('scenario-code')).toHaveText(scenario.code);
  await expect(page.getByText(/^Review · /)).toBeVisible();
});

test('the review tab lists the due question in words and the mixed drill mixes it in', async ({ page }) => {
  await seed(page);
  await page.goto('./#/progress/review');
  const item = page.getByTestId('review-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('missed-prompt')).not.toBeEmpty();
  await expect(item.getByTestId('missed-part').first().getByTestId('missed-expected')).toContainText('Seat');
  expect(await axeProblems(page)).toEqual([]);

  await page.goto('./#/drill/mixed');
  await page.getByTestId('setup-start').click();
  const code = generateScenario(MISSED.kind, setup, MISSED.seed).code;
  await expect(page.getByTestId('scenario-code')).toHaveText(code);
});

test('charts: answers per day and the accuracy and median time of a skill, each chart lazily drawn with its numbers in a table beside it', async ({
  page,
}, testInfo) => {
  await seed(page);
  await page.goto('./#/progress/charts');
  await expect(page.getByTestId('chart-activity').locator('canvas')).toBeVisible();
  const activity = page.getByTestId('chart-activity-table').locator('tbody tr');
  await expect(activity).toHaveCount(2);
  // Newest day first: yesterday's 2 answers, then the 4 of the day before.
  await expect(activity.first().locator('td')).toHaveText('2');
  await expect(activity.nth(1).locator('td')).toHaveText('4');
  await expect(page.getByTestId('chart-activity')).toHaveAttribute('role', 'img');
  await page.getByTestId('chart-skill').selectOption({ label: 'Bring-in: who and how much · Seven Card Stud · 3rd street' });
  const trend = page.getByTestId('chart-trend-table').locator('tbody tr');
  await expect(trend).toHaveCount(1);
  await expect(trend.first().locator('td').nth(1)).toHaveText('100%');
  await expect(page.getByTestId('chart-accuracy').locator('canvas')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'charts');
});
