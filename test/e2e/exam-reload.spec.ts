import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { answerByMouse, scenarioOf } from './runner-kit';
import { keyPart } from './deal-kit';
import { answerOf, DealHand } from '../../core';

/**
 * A reload of the window (View > Reload) in the middle of an exam: the same question or step of a whole hand comes
 * back, with the answers given so far, and the time limit still counts from the real start.
 */
interface ExamText {
  questions: string[];
  hands: { code: string; mode: string }[];
}

/** Composes a 3-question bring-in exam with one whole hand of stud (Guided) and a 30-minute limit; opens it. */
async function composeAndOpen(page: Page, testInfo: TestInfo): Promise<ExamText> {
  await page.goto('./#/exams');
  await page.getByTestId('exam-title').fill('Reload check');
  for (const kind of ['first-to-act', 'legal-action', 'deal-order', 'pot', 'showdown', 'misprocedure'])
    await page.locator(`[data-kind="${kind}"]`).uncheck();
  await page.getByTestId('exam-questions').fill('3');
  await page.getByTestId('exam-minutes').fill('30');
  await page.getByTestId('exam-hand-count').fill('1');
  await page.getByTestId('exam-hand-mode').selectOption('guided');
  const download = page.waitForEvent('download');
  await page.getByTestId('exam-save').click();
  const path = testInfo.outputPath('reload-exam.json');
  await (await download).saveAs(path);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('exam-open').click();
  await (await chooser).setFiles(path);
  return JSON.parse(await readFile(path, 'utf8')) as ExamText;
}

/** The exam as kept in the window's storage (written once a change is on screen), or null. */
const keptExam = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('bring-in.exam') ?? 'null') as
        | ({ exam: Record<string, unknown>; startedAt: number; answers: unknown[] } & Record<string, unknown>)
        | null,
  );
/** The exam's start as kept (ms since 1970). */
const keptStart = async (page: Page) => (await keptExam(page))?.startedAt ?? null;
/** How many answers are kept. */
const keptAnswers = async (page: Page) => (await keptExam(page))?.answers.length ?? 0;

/** Reloads the window with the kept exam replaced by what `edit` makes of it (a text as it is, else as JSON). */
async function reloadWithKept(page: Page, edit: (kept: NonNullable<Awaited<ReturnType<typeof keptExam>>>) => unknown): Promise<void> {
  const replaced = edit((await keptExam(page))!);
  await page.evaluate(
    (text) => sessionStorage.setItem('bring-in.exam', text),
    typeof replaced === 'string' ? replaced : JSON.stringify(replaced),
  );
  await page.reload();
}

async function answerQuestion(page: Page, exam: ExamText, k: number): Promise<void> {
  await expect(page.getByTestId('exam-progress')).toHaveText(`Question ${k + 1} of ${exam.questions.length}`);
  await answerByMouse(page, answerOf(scenarioOf(exam.questions[k]!)));
  await expect(page.getByTestId('exam-recorded')).toBeVisible();
  await page.getByTestId('exam-next').click();
}

/** The exam composed and opened, started, its first question answered and kept. */
async function startedWithOneAnswer(page: Page, testInfo: TestInfo): Promise<void> {
  const exam = await composeAndOpen(page, testInfo);
  await page.getByTestId('exam-start').click();
  await answerQuestion(page, exam, 0);
  await expect.poll(() => keptAnswers(page)).toBe(1);
}

test('an exam survives a reload: two answers, reload, the third question, a reload in the whole hand, the same step, the score counts every answer once', async ({
  page,
}, testInfo) => {
  const exam = await composeAndOpen(page, testInfo);
  await page.getByTestId('exam-start').click();
  await answerQuestion(page, exam, 0);
  await answerQuestion(page, exam, 1);
  const start = await keptStart(page);
  expect(start).not.toBeNull();

  // 3 s on the third question, then a reload.
  await expect(page.getByTestId('exam-progress')).toHaveText(`Question 3 of ${exam.questions.length}`);
  await page.waitForTimeout(3000);
  await page.reload();
  await expect(page.getByTestId('exam-take-screen')).toBeVisible();
  // The third question, not the first: the two answers are kept, and the clock is the one started before the reload.
  await answerQuestion(page, exam, 2);
  expect(await keptStart(page)).toBe(start);
  // Its time counts from when it was first shown: the reload did not reset it.
  const third = (await keptExam(page))!.answers[2] as { timeMs: number };
  expect(third.timeMs).toBeGreaterThanOrEqual(3000);

  // The whole hand, dealt alongside by core; a reload at its fourth step brings that step back.
  const hand = DealHand.fromCode(exam.hands[0]!.code);
  let reloaded = false;
  while (!hand.over) {
    const step = hand.step!;
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-index', String(step.index));
    if (step.index === 3 && !reloaded) {
      reloaded = true;
      // 3 s on the step, then a reload: the step's time counts from when it was first shown (checked below).
      await page.waitForTimeout(3000);
      await page.reload();
      await expect(page.getByTestId('exam-progress')).toHaveText('Whole hand 1 of 1');
      continue;
    }
    const right = hand.expectedAnswer();
    for (const part of right) await keyPart(page, part!);
    hand.answer(right, 0);
    await expect(page.getByTestId('exam-recorded')).toBeVisible();
    await page.keyboard.press('Enter');
    hand.advance();
  }
  expect(reloaded).toBe(true);
  const stepAfterReload = (await keptExam(page))?.answers[exam.questions.length + 3] as { timeMs: number } | undefined;
  const total = exam.questions.length + hand.results.length;
  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(page.getByTestId('exam-score')).toHaveText(`${total} right of ${total} (100%); the pass mark is 80%.`);
  await expect(page.getByTestId('exam-answer')).toHaveCount(total);
  expect(stepAfterReload?.timeMs).toBeGreaterThanOrEqual(3000);
});

test('a reload gives no extra time: an exam 29 minutes into its 30 has under a minute left after the reload', async ({
  page,
}, testInfo) => {
  await startedWithOneAnswer(page, testInfo);
  // As if the exam had started 29 minutes ago.
  await reloadWithKept(page, (kept) => ({ ...kept, startedAt: Date.now() - 29 * 60_000 }));
  await expect(page.getByTestId('exam-progress')).toHaveText('Question 2 of 3');
  await expect(page.getByTestId('exam-time-left')).toHaveText(/^Time left: \d+\.\d s$/);
});

test('a kept exam that cannot be read is dropped with a notice on the exams screen, never a crash', async ({ page }, testInfo) => {
  await startedWithOneAnswer(page, testInfo);
  await reloadWithKept(page, () => '{"exam": {"format": "bring-in-exam"');
  await expect(page.getByTestId('exams')).toBeVisible();
  await expect(page.getByTestId('reload-loss')).toContainText('The exam in progress was not kept');
  await expect(page.getByTestId('reload-loss-line').first()).toHaveText(
    'After the reload the exam in progress could not be read back, so it was dropped. Open the exam file again to take it from the start.',
  );
  await page.getByTestId('reload-loss-dismiss').click();
  await expect(page.getByTestId('reload-loss')).toHaveCount(0);
});

test("an exam edited in the window's storage is not taken up again: its checksum is checked on reload as on opening", async ({
  page,
}, testInfo) => {
  await startedWithOneAnswer(page, testInfo);
  // Every field still valid, but a pass mark the instructor did not set.
  await reloadWithKept(page, (kept) => ({ ...kept, exam: { ...kept.exam, passPercent: 1 } }));
  await expect(page.getByTestId('exams')).toBeVisible();
  await expect(page.getByTestId('reload-loss')).toContainText('The exam in progress was not kept');
  await expect(page.getByTestId('reload-loss-line').first()).toHaveText(
    'After the reload the exam in progress no longer matched its checksum: it was changed in the window after its file was opened, so it was dropped. Open the exam file again to take it from the start.',
  );
  await expect(page.getByTestId('reload-loss-line').nth(1)).toHaveText(
    "The changed text is set aside in this window's storage (sessionStorage) as bring-in.exam.unreadable.",
  );
  await expect(page.getByTestId('exam-progress')).toHaveCount(0);
});

test.describe('in Spanish', () => {
  // The app starts in the browser's language: only Spanish texts are loaded when the kept exam is restored.
  test.use({ locale: 'es-ES' });

  test('an exam taken in Spanish survives a reload: the second question, the clock still running, no error', async ({ page }, testInfo) => {
    const exam = await composeAndOpen(page, testInfo);
    await page.getByTestId('exam-start').click();
    await expect(page.getByTestId('exam-progress')).toHaveText(`Pregunta 1 de ${exam.questions.length}`);
    await answerByMouse(page, answerOf(scenarioOf(exam.questions[0]!)));
    await expect(page.getByTestId('exam-recorded')).toBeVisible();
    await page.getByTestId('exam-next').click();
    await page.reload();
    await expect(page.getByTestId('exam-progress')).toHaveText(`Pregunta 2 de ${exam.questions.length}`);
    await expect(page.getByTestId('exam-time-left')).toHaveText(/^Tiempo restante: 29 min \d+ s$/);
  });
});
