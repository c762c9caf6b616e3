import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerByMouse, scenarioOf } from './runner-kit';
import { keyPart } from './deal-kit';
import { answerOf, DealHand, outlineHand } from '../../core';

/**
 * An exam with a drill question and a whole hand: composed on the form (the hand's game and mode), saved, opened,
 * taken full screen (the hand dealt step by step on the deal screen's parts, nothing said right or wrong until the
 * end), and its result: every step in the score, the result file and the certificate. Then the screens in Spanish and
 * Italian at 1024x640 and 1280x800.
 */
interface ExamText {
  questions: string[];
  hands: { code: string; mode: string }[];
  checksum: string;
}

/** Composes a one-question bring-in exam with one whole hand of stud in Guided mode; its file's path and content. */
async function composeWithHand(page: Page, testInfo: TestInfo, shot?: string): Promise<{ path: string; exam: ExamText }> {
  await page.goto('./#/exams');
  await page.getByTestId('exam-title').fill('Hand check');
  for (const kind of ['first-to-act', 'legal-action', 'deal-order', 'pot', 'showdown', 'misprocedure'])
    await page.locator(`[data-kind="${kind}"]`).uncheck();
  await page.getByTestId('exam-questions').fill('1');
  await page.getByTestId('exam-hand-count').fill('1');
  await page.getByTestId('exam-hand-game').selectOption('stud');
  await page.getByTestId('exam-hand-mode').selectOption('guided');
  if (shot) {
    await page.getByTestId('exam-hands').scrollIntoViewIfNeeded();
    await snap(page, testInfo, `${shot}-composer`);
  }
  const download = page.waitForEvent('download');
  await page.getByTestId('exam-save').click();
  const file = await download;
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { path, exam: JSON.parse(await readFile(path, 'utf8')) };
}

/** Opens the exam file, starts it, answers its question right and goes on to the hand. */
async function startAndAnswerQuestion(page: Page, path: string, exam: ExamText, summary?: string): Promise<void> {
  await page.goto('./#/exams');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-open').click();
  await (await chooser).setFiles(path);
  if (summary) await expect(page.getByTestId('exam-summary')).toHaveText(summary);
  await page.getByTestId('exam-start').click();
  await answerByMouse(page, answerOf(scenarioOf(exam.questions[0]!)));
  await page.getByTestId('exam-next').click();
}

/**
 * Deals the exam's hand by the keys, each answer worked out by core's DealHand dealing the same code alongside; the
 * steps `wrongAt` picks answered with the burn forgotten or another seat. Nothing says right or wrong on the way.
 */
async function dealInExam(
  page: Page,
  code: string,
  wrongAt: (index: number) => boolean,
  shot?: (kind: string) => Promise<void>,
): Promise<{ steps: number; wrong: number }> {
  const hand = DealHand.fromCode(code);
  let wrong = 0;
  while (!hand.over) {
    const step = hand.step!;
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-index', String(step.index));
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', step.kind);
    await shot?.(step.kind);
    const right = hand.expectedAnswer();
    const first = right[0]!;
    const part = step.question.parts[0]!;
    const other = first.kind === 'seat' && part.kind === 'seat' ? part.candidates.find((p) => p !== first.seat) : undefined;
    if (wrongAt(step.index) && first.kind === 'seat' && other !== undefined) {
      await keyPart(page, { kind: 'seat', seat: other });
      hand.answer([{ kind: 'seat', seat: other }], 0);
      wrong++;
    } else {
      for (const p of right) await keyPart(page, p!);
      hand.answer(right, 0);
    }
    await expect(page.getByTestId('exam-recorded')).toBeVisible();
    await expect(page.getByTestId('feedback')).toHaveCount(0);
    await expect(page.getByTestId('why')).toHaveCount(0);
    await expect(page.getByTestId('next')).toBeFocused();
    await page.keyboard.press('Enter');
    hand.advance();
  }
  return { steps: hand.results.length, wrong };
}

test('an exam with a drill question and a whole hand: composed, taken full screen, every step in the score, the result file and the certificate', async ({
  page,
}, testInfo) => {
  const { path, exam } = await composeWithHand(page, testInfo);
  await expect(page.getByTestId('exam-compose-status')).toHaveText(
    'Exam saved as bring-in-exam-hand-check.json: 1 question and 1 whole hand.',
  );
  expect(exam.questions).toHaveLength(1);
  expect(exam.hands).toEqual([{ code: expect.stringMatching(/^DH-stud-6-tda-1\.2\.5\.10-some-\d+$/), mode: 'guided' }]);

  const stepCount = outlineHand(exam.hands[0]!.code).length;
  await startAndAnswerQuestion(page, path, exam, `1 question and 1 whole hand (${stepCount} steps) · pass mark 80% · no time limit`);
  await expect(page.getByTestId('exam-progress')).toHaveText('Whole hand 1 of 1');
  // Full screen: the app's header is gone, and the hand's code is not shown.
  await expect(page.getByTestId('nav-exams')).toHaveCount(0);
  await expect(page.getByTestId('deal-code')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);
  // The first seat step (the bring-in, first to act...) answered with another seat.
  let wrongSeat = -1;
  const outline = DealHand.fromCode(exam.hands[0]!.code);
  while (!outline.over && wrongSeat < 0) {
    const s = outline.step!;
    const part = s.question.parts[0]!;
    if (part.kind === 'seat' && part.candidates.length > 1) wrongSeat = s.index;
    outline.answer(outline.expectedAnswer(), 0);
    outline.advance();
  }
  const { steps, wrong } = await dealInExam(page, exam.hands[0]!.code, (k) => k === wrongSeat);
  expect(wrong).toBe(1);

  await expect(page.getByTestId('exam-result')).toBeVisible();
  const total = 1 + steps;
  const percent = Math.floor(((total - 1) / total) * 1000) / 10;
  await expect(page.getByTestId('exam-score')).toHaveText(`${total - 1} right of ${total} (${percent}%); the pass mark is 80%.`);
  await expect(page.getByTestId('exam-score-parts')).toHaveText(
    `Questions: 1 of 1 right. Whole hands (1): ${steps - 1} of ${steps} steps right.`,
  );
  await expect(page.getByTestId('exam-answer')).toHaveCount(total);
  const missed = page.locator('[data-testid="exam-answer"][data-correct="false"]');
  await expect(missed).toHaveCount(1);
  await expect(missed.getByTestId('exam-answer-step')).toContainText(`Whole hand 1, Step ${wrongSeat + 1}:`);
  await expect(missed.getByTestId('missed-expected').first()).toContainText('Seat');
  await expect(page.getByTestId('certificate-asked')).toHaveText(
    `The exam had 1 question and 1 whole hand (${steps} steps, each counted as a question).`,
  );
  expect(await axeProblems(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByTestId('exam-save-result').click();
  const resultPath = testInfo.outputPath('result.json');
  await (await download).saveAs(resultPath);
  const result = JSON.parse(await readFile(resultPath, 'utf8'));
  expect(result).toMatchObject({
    version: 2,
    exam: { checksum: exam.checksum, questions: 1, hands: 1, steps },
    score: { right: total - 1, total },
  });
  const stepAnswers = result.answers.filter((a: { step?: string }) => a.step !== undefined);
  expect(stepAnswers).toHaveLength(steps);
  expect(stepAnswers.map((a: { code: string }) => a.code)).toEqual(Array.from({ length: steps }, (_, k) => `${exam.hands[0]!.code}@${k}`));
  expect(stepAnswers.every((a: { timeMs: number }) => a.timeMs > 0)).toBe(true);

  // The result file checks out on the exams screen.
  await page.getByTestId('exam-back').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-check-result').click();
  await (await chooser).setFiles(resultPath);
  await expect(page.getByTestId('exam-result-status')).toContainText('a valid result of “Hand check”');
});

test.describe('an exam with a whole hand in Spanish and Italian, at 1024x640 and 1280x800', () => {
  for (const [language, button] of [
    ['Spanish', 'Spanish'],
    ['Italian', 'Italian'],
  ] as const) {
    for (const size of [
      { width: 1024, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      test(`${language} ${size.width}x${size.height}: the composer with hands, a hand inside the exam and the result`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(size);
        await page.goto('./#/');
        await page.getByRole('button', { name: button }).click();
        const name = `${language}-${size.width}x${size.height}`;
        const { path, exam } = await composeWithHand(page, testInfo, name);
        await startAndAnswerQuestion(page, path, exam);
        const shot = new Set<string>();
        await dealInExam(
          page,
          exam.hands[0]!.code,
          (k) => k === 3,
          async (kind) => {
            if (!['antes', 'deal', 'bring-in', 'collect', 'award'].includes(kind) || shot.has(kind)) return;
            shot.add(kind);
            await snap(page, testInfo, `${name}-hand-${kind}`);
          },
        );
        await expect(page.getByTestId('exam-result')).toBeVisible();
        await snap(page, testInfo, `${name}-result`);
        await page
          .getByTestId('exam-answer')
          .filter({ has: page.getByTestId('exam-answer-step') })
          .first()
          .scrollIntoViewIfNeeded();
        await snap(page, testInfo, `${name}-result-steps`);
      });
    }
  }
});
