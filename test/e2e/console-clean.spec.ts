import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { answerByMouse, scenarioOf } from './runner-kit';
import { answerOf } from '../../core';

/**
 * Each screen, opened and used a little, logs nothing on the console: no error, no warning (Vue's among them, in
 * builds that print them; vue-i18n's notice of an experimental option). The fixture already fails a test on an
 * error; this one fails on a warning too, and names the screen.
 */
const SCREENS: readonly { name: string; path: string; ready: string }[] = [
  { name: 'home', path: '#/', ready: 'h1' },
  { name: 'drill', path: '#/drill/bring-in?code=BI-razz-5-tda-1.2.5.10-7', ready: '[data-testid="scenario-code"]' },
  { name: 'deal setup', path: '#/deal', ready: '[data-testid="deal-setup"]' },
  { name: 'deal hand', path: '#/deal?code=DH-stud-6-rrc-1.2.5.10-some-42', ready: '[data-testid="deal-step"]' },
  { name: 'learn', path: '#/learn', ready: '[data-testid="learn-page"]' },
  { name: 'lesson', path: '#/learn/burn-deal-order', ready: '[data-testid="lesson-view"]' },
  { name: 'exams', path: '#/exams', ready: '[data-testid="exams"]' },
  { name: 'progress', path: '#/progress/history', ready: '[data-testid="progress"]' },
  { name: 'progress charts', path: '#/progress/charts', ready: '[data-testid="progress"]' },
  { name: 'floor rulings', path: '#/floor/rulings', ready: '[data-testid="tab-lookup"]' },
  { name: 'floor replay', path: '#/floor/replay', ready: 'h1.floor-replay__title' },
  { name: 'house rules', path: '#/floor/house-rules', ready: '[data-testid="house-rules"]' },
  { name: 'glossary', path: '#/glossary', ready: '[data-testid="glossary"]' },
];

/** Every console warning or error from now on, with the screen it came on. */
function listen(page: Page): { screen: string; lines: string[] } {
  const log = { screen: 'start', lines: [] as string[] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error' || message.text().includes('[Vue warn]'))
      log.lines.push(`${log.screen}: ${message.type()}: ${message.text()}`);
  });
  return log;
}

test('every screen opens with a clean console: no error, no warning', async ({ page }) => {
  const log = listen(page);
  for (const screen of SCREENS) {
    log.screen = screen.name;
    await page.goto(`./${screen.path}`);
    await expect(page.locator(screen.ready).first(), screen.name).toBeVisible();
  }
  expect(log.lines).toEqual([]);
});

test('an exam taken, and a drill answered, log nothing on the console', async ({ page }, testInfo) => {
  const log = listen(page);
  log.screen = 'exam compose';
  await page.goto('./#/exams');
  await page.getByTestId('exam-title').fill('Console check');
  for (const kind of ['first-to-act', 'legal-action', 'deal-order', 'pot', 'showdown', 'misprocedure'])
    await page.locator(`[data-kind="${kind}"]`).uncheck();
  await page.getByTestId('exam-questions').fill('1');
  const download = page.waitForEvent('download');
  await page.getByTestId('exam-save').click();
  const path = testInfo.outputPath('console-exam.json');
  await (await download).saveAs(path);
  const exam = JSON.parse(await (await import('node:fs/promises')).readFile(path, 'utf8')) as { questions: string[] };
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-open').click();
  await (await chooser).setFiles(path);
  log.screen = 'exam';
  await page.getByTestId('exam-start').click();
  await answerByMouse(page, answerOf(scenarioOf(exam.questions[0]!)));
  await page.getByTestId('exam-next').click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
  // Headless Chromium may refuse full screen: the app says so on the console, and takes the exam anyway.
  const lines = log.lines.filter((line) => !line.includes('full screen refused'));
  expect(lines).toEqual([]);
});
