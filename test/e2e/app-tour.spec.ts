import { test, expect } from './fixtures';
import { answerOneOfEachDrill, expectSavedAnswers, visitEveryScreen } from './app-tour';

// The tour the desktop test (test/electron/app.spec.ts) takes in the real app, here in the web build: the same
// steps, with IndexedDB keeping the answers instead of the desktop app's progress file.
test('every screen opens, one question of each drill is answered and saved, and the answers are still there after a reload', async ({
  page,
}) => {
  await page.goto('./');
  await visitEveryScreen(page);
  const codes = await answerOneOfEachDrill(page);
  expect(codes).toHaveLength(7);
  await expectSavedAnswers(page, codes.length, codes.length);
  await page.reload();
  await expectSavedAnswers(page, codes.length, codes.length);
});
