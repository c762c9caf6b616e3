import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerByMouse, scenarioOf } from './runner-kit';
import { answerOf } from '../../core';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';

/** Composes a 4-question bring-in exam through the form and returns the saved file's path and content. */
async function composeExam(
  page: Page,
  testInfo: import('@playwright/test').TestInfo,
): Promise<{ path: string; exam: { questions: string[]; checksum: string } }> {
  await page.goto('./#/exams');
  await page.getByTestId('exam-title').fill('Bring-in check');
  for (const kind of ['first-to-act', 'legal-action', 'deal-order', 'pot', 'showdown', 'misprocedure'])
    await page.locator(`[data-kind="${kind}"]`).uncheck();
  await page.locator('[data-variant="razz"]').check();
  await page.getByTestId('exam-questions').fill('4');
  await page.getByTestId('exam-pass').fill('75');
  const download = page.waitForEvent('download');
  await page.getByTestId('exam-save').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bring-in-exam-bring-in-check.json');
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  await expect(page.getByTestId('exam-compose-status')).toHaveText('Exam saved as bring-in-exam-bring-in-check.json: 4 questions.');
  return { path, exam: JSON.parse(await readFile(path, 'utf8')) };
}

async function openExam(page: Page, path: string): Promise<void> {
  await page.goto('./#/exams');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-open').click();
  await (await chooser).setFiles(path);
}

/** Takes the opened exam, answering right the questions whose index is in `right`. */
async function take(page: Page, questions: readonly string[], right: (k: number) => boolean): Promise<void> {
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-take-screen')).toBeVisible();
  // Full screen: the app's header is gone.
  await expect(page.getByTestId('nav-exams')).toHaveCount(0);
  for (const [k, code] of questions.entries()) {
    await expect(page.getByTestId('exam-progress')).toHaveText(`Question ${k + 1} of ${questions.length}`);
    const scenario = scenarioOf(code);
    const answer = answerOf(scenario);
    await answerByMouse(page, right(k) ? answer : wrongResponse(scenario.question, answer));
    // No verdict and no reasons until the end.
    await expect(page.getByTestId('exam-recorded')).toHaveText('Answer recorded.');
    await expect(page.getByTestId('verdict')).toHaveCount(0);
    await expect(page.getByTestId('why')).toHaveCount(0);
    await page.getByTestId('exam-next').click();
  }
}

test('an exam composed, saved, taken and passed (with its result file and certificate printed to PDF), then failed by another trainee', async ({
  page,
}, testInfo) => {
  const { path, exam } = await composeExam(page, testInfo);
  expect(exam.questions).toHaveLength(4);
  expect(exam.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);

  await openExam(page, path);
  await expect(page.getByTestId('exam-summary')).toHaveText('4 questions · pass mark 75% · no time limit');
  expect(await axeProblems(page)).toEqual([]);
  await take(page, exam.questions, (k) => k !== 2);
  await expect(page.getByTestId('exam-verdict')).toHaveText('Passed');
  await expect(page.getByTestId('exam-score')).toHaveText('3 right of 4 (75%); the pass mark is 75%.');
  await expect(page.locator('[data-testid="exam-answer"][data-correct="false"]')).toHaveCount(1);
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'exam-passed');

  // The result file: answers, times, score, pass, the exam's checksum, the app version, its own checksum.
  const download = page.waitForEvent('download');
  await page.getByTestId('exam-save-result').click();
  const resultPath = testInfo.outputPath('result.json');
  await (await download).saveAs(resultPath);
  const result = JSON.parse(await readFile(resultPath, 'utf8'));
  expect(result).toMatchObject({
    format: 'bring-in-exam-result',
    passed: true,
    score: { right: 3, total: 4, percent: 75 },
    exam: { checksum: exam.checksum },
    appVersion: expect.any(String),
    checksum: expect.stringMatching(/^sha256:/),
  });
  expect(result.answers.map((a: { code: string }) => a.code)).toEqual(exam.questions);
  expect(result.answers.every((a: { timeMs: number }) => a.timeMs > 0)).toBe(true);

  // The certificate: the browser's print dialog (stubbed here), and the page printed to PDF with the print stylesheet.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByTestId('exam-print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('exam-certificate')).toBeVisible();
  await expect(page.getByTestId('exam-score')).toBeHidden();
  const pdf = await page.pdf({ path: testInfo.outputPath('certificate.pdf'), format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await snap(page, testInfo, 'certificate-print');
  await page.emulateMedia({ media: 'screen' });

  // The result file checks out; the same file edited by hand does not.
  await page.getByTestId('exam-back').click();
  let chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-check-result').click();
  await (await chooser).setFiles(resultPath);
  await expect(page.getByTestId('exam-result-status')).toContainText('a valid result of “Bring-in check”');
  const edited = testInfo.outputPath('result-edited.json');
  await writeFile(edited, JSON.stringify({ ...result, passed: false }));
  chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-check-result').click();
  await (await chooser).setFiles(edited);
  await expect(page.getByTestId('exam-file-problem')).toHaveText(
    'result-edited.json was changed after it was written: its checksum does not match its content. Ask for the original file.',
  );

  // Another trainee takes the same file: the same questions, and a fail.
  await page.goto('./#/trainees');
  await page.getByTestId('trainee-name').fill('Marta');
  await page.getByTestId('trainee-add').click();
  await expect(page).not.toHaveURL(/#\/trainees/);
  await openExam(page, path);
  await take(page, exam.questions, (k) => k === 0);
  await expect(page.getByTestId('exam-verdict')).toHaveText('Not passed');
  await expect(page.getByTestId('certificate-result')).toContainText('not passed, with 25% right answers');
});

test('a corrupt or hand-edited exam file is refused, naming the file and what is wrong', async ({ page }, testInfo) => {
  const { path, exam } = await composeExam(page, testInfo);
  const cases: [string, string, string][] = [
    [
      'cut.json',
      (await readFile(path, 'utf8')).slice(0, 50),
      'cut.json is not an exam or result file: it is not valid JSON (damaged, or not a Bring-In file).',
    ],
    [
      'easy.json',
      JSON.stringify({ ...exam, passPercent: 10 }),
      'easy.json was changed after it was written: its checksum does not match its content. Ask for the original file.',
    ],
    [
      'future.json',
      JSON.stringify({ ...exam, version: 9 }),
      'future.json was written by a newer version of Bring-In (format 9). Update the app to open it.',
    ],
    ['progress.json', JSON.stringify({ format: 'bring-in-progress', version: 2, results: [] }), 'progress.json is not an exam file.'],
  ];
  for (const [name, text, message] of cases) {
    const file = testInfo.outputPath(name);
    await writeFile(file, text);
    await openExam(page, file);
    await expect(page.getByTestId('exam-file-problem')).toHaveText(message);
    await expect(page.getByTestId('exam-opened')).toHaveCount(0);
  }
});
