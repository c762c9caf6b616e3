import type { Page, TestInfo } from '@playwright/test';
import { test, expect, seedAppStore } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerByKeyboard, openScenario, scenarioOf } from './runner-kit';
import { answerOf, formatReason, generateScenario, lessonExample, LESSON_SEED, solveScenario, type Response } from '../../core';
import { wrongResponse } from '../../renderer/drills/runner/wrongAnswer';
import { compactResponse } from '../../renderer/drills/runner/answerText';

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
] as const;

/** The screen at both window sizes, with no serious or critical axe violations at either. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await axeProblems(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    await snap(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
}

test('first start: the getting-started cards on the home screen, game and house rules chosen, then the Learn page; never again at start, and from the Learn page again', async ({
  page,
}, testInfo) => {
  await page.goto('./');
  const cards = page.getByTestId('onboarding');
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'What Bring-In is' })).toBeVisible();
  await checkScreen(page, testInfo, 'onboarding-what');
  await cards.getByTestId('onboarding-next').click();
  await expect(cards.getByRole('heading', { name: 'Your game and house rules' })).toBeFocused();
  await cards.getByTestId('onboarding-game').selectOption('razz');
  await cards.getByTestId('onboarding-profile').selectOption('tda');
  await checkScreen(page, testInfo, 'onboarding-choose');
  await cards.getByTestId('onboarding-next').click();
  await expect(cards.getByRole('heading', { name: 'Where to begin' })).toBeVisible();
  await cards.getByTestId('onboarding-done').click();

  // The Learn page, in the game chosen; a lesson is dealt under the house rules chosen.
  await expect(page).toHaveURL(/#\/learn$/);
  await expect(page.getByTestId('learn-game')).toHaveValue('razz');
  await expect(page.getByTestId('next-text')).toHaveText('Learn: The bring-in');
  await page.getByTestId('next-open').click();
  await expect(page.getByText('House rules: TDA tournament (WSOP)')).toBeVisible();

  // Done: not shown again at start, also after a reload; the Learn page's link opens the cards again.
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-drill="drill-bring-in"]')).toBeVisible();
  await expect(page.getByTestId('onboarding')).toHaveCount(0);
  await page.goto('./#/learn');
  await page.getByTestId('to-welcome').click();
  await expect(page).toHaveURL(/#\/welcome$/);
  await expect(page.getByTestId('onboarding')).toBeVisible();
});

test('the getting-started cards can be skipped from the first card, and stay skipped', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('onboarding-skip').click();
  await expect(page.getByTestId('onboarding')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-drill="drill-bring-in"]')).toBeVisible();
  await expect(page.getByTestId('onboarding')).toHaveCount(0);
});

test("a lesson stepped through with the keyboard: each step's words and the dealer's call as core deals the example, the rule in full, back and forth", async ({
  page,
}, testInfo) => {
  const example = lessonExample('bring-in', { variant: 'stud', rules: 'rr-cash' }, LESSON_SEED);
  await page.goto('./#/learn/bring-in?game=stud');
  await expect(page.getByTestId('lesson-title')).toHaveText('The bring-in');
  const counter = page.getByTestId('step-counter');
  await expect(counter).toHaveText(`Step 1 of ${example.steps.length}`);
  await checkScreen(page, testInfo, 'lesson-step-1');
  // The keys act with the focus on the page (not in a field): the heading the new screen focused.
  for (let k = 0; k < example.steps.length; k++) {
    const step = example.steps[k]!;
    await expect(counter).toHaveText(`Step ${k + 1} of ${example.steps.length}`);
    await expect(page.getByTestId('step-text')).toContainText(formatReason(step.text[0]!, 'en'));
    if (step.say) await expect(page.getByTestId('dealer-says')).toContainText(formatReason(step.say, 'en'));
    if (step.key) {
      // The key step names the seat with the bring-in card on the table.
      await expect(page.locator(`[data-player="${step.seats[0]}"]`)).toContainText('This player');
      await checkScreen(page, testInfo, 'lesson-key-step');
    }
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByTestId('lesson-rule')).toContainText('The lowest door card brings in');
  await expect(page.getByTestId('why')).toContainText('Seven-Card Stud, rule 1');
  await expect(page.getByTestId('lesson-house-rules')).toContainText('short stack');
  await checkScreen(page, testInfo, 'lesson-rule');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Step ${example.steps.length} of ${example.steps.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`Step ${example.steps.length - 1} of ${example.steps.length}`);

  // Another example: a new seed, back at its first step, the address keeps it.
  await page.getByTestId('another-example').click();
  await expect(page).toHaveURL(/seed=\d+/);
  await expect(counter).toHaveText(/^Step 1 of \d+$/);
});

test("a lesson's three quick questions: graded with the rule behind each answer, then the score and the way on", async ({
  page,
}, testInfo) => {
  await page.goto('./#/learn/first-to-act?game=razz');
  await page.getByTestId('step-next').waitFor();
  for (let k = 0; k < 10 && (await page.getByTestId('start-questions').count()) === 0; k++) await page.keyboard.press('ArrowRight');
  await page.getByTestId('start-questions').click();
  const quiz = page.getByTestId('lesson-quiz');
  const answers: ('right' | 'wrong')[] = ['right', 'wrong', 'right'];
  for (let q = 0; q < 3; q++) {
    await expect(page.getByTestId('quiz-counter')).toHaveText(`Question ${q + 1} of 3`);
    const scenario = scenarioOf((await quiz.getAttribute('data-code'))!);
    // The lesson's questions are its drill's: who acts first in razz, on the lowest board.
    expect(scenario.kind).toBe('first-to-act');
    expect(scenario.setup.variant).toBe('razz');
    const right = answerOf(scenario);
    const given: Response = answers[q] === 'right' ? right : wrongResponse(scenario.question, right);
    await answerByKeyboard(page, given);
    await expect(page.getByTestId('verdict')).toHaveText(answers[q] === 'right' ? 'Right' : 'Wrong');
    await expect(page.getByTestId('why')).toBeVisible();
    if (q === 1) await checkScreen(page, testInfo, 'lesson-question-graded');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('quiz-score')).toHaveText('2 of 3 right');
  await checkScreen(page, testInfo, 'lesson-done');
  // A whole hand with the lesson's steps one click away: Guided, in the lesson's game, its kind of step singled out.
  await expect(page.getByTestId('done-deal')).toHaveAttribute('href', '#/deal?game=razz&mode=guided&focus=first-to-act');

  // The Learn page counts the three answers: who acts first is practised in razz, the next step is to practise it.
  await page.getByTestId('done-back').click();
  await page.getByTestId('learn-game').selectOption('razz');
  const row = page.locator('[data-lesson="first-to-act"]');
  await expect(row).toHaveAttribute('data-state', 'practised');
  await expect(row.getByTestId('lesson-state')).toHaveText(/Practised/);
  await expect(row).toContainText('2 of 3 right');
});

test('the path page after a drill: the answers count for the lessons they practise; mastered from earlier answers; the next step follows', async ({
  page,
}, testInfo) => {
  await page.goto('./');
  // Ten quick right answers on the bring-in, saved before lessons were kept with answers: counted from their codes.
  const setup = { variant: 'stud', players: 6, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } } as const;
  const rows = Array.from({ length: 10 }, (_, k) => {
    const scenario = generateScenario('bring-in', setup, 100 + k);
    return {
      value: {
        id: `seeded-bring-in-${k}`,
        timestamp: new Date(Date.now() - (20 - k) * 60_000).toISOString(),
        drill: 'bring-in',
        scenarioCode: scenario.code,
        answer: compactResponse(answerOf(scenario)),
        correctAnswer: compactResponse(answerOf(scenario)),
        correct: true,
        timeMs: 3000,
        profile: 'rr-cash',
        language: 'en',
        trainee: 'default',
        street: 3,
        rules: [...(solveScenario(scenario)?.rules ?? [])],
      },
    };
  });
  await seedAppStore(page, 'results', rows);
  await page.goto('./#/learn');
  await expect(page.locator('[data-lesson="bring-in"]')).toHaveAttribute('data-state', 'mastered');
  // The bring-in's second part is about completing: the same answers practise it.
  await expect(page.locator('[data-lesson="completing"]')).toHaveAttribute('data-state', 'mastered');
  await expect(page.getByTestId('next-text')).toHaveText('Learn: Who acts first, and the announcement');

  // A drill question answered: the lesson it practises is being learnt.
  await openScenario(page, 'FA-stud-6-rrc-1.2.5.10-7');
  await answerByKeyboard(page, answerOf(scenarioOf('FA-stud-6-rrc-1.2.5.10-7')));
  await expect(page.getByTestId('verdict')).toHaveText('Right');
  await page.getByTestId('nav-learn').click();
  await expect(page).toHaveURL(/#\/learn$/);
  const row = page.locator('[data-lesson="first-to-act"]');
  await expect(row).toHaveAttribute('data-state', 'learning');
  await expect(row).toContainText('1 of 1 right');
  await checkScreen(page, testInfo, 'learn-path');
});

test('a hint on request in a drill: the key sentence of the lesson for the part at hand, and a link to the lesson', async ({ page }) => {
  await openScenario(page, 'BI-razz-5-tda-1.2.5.10-7');
  const button = page.getByTestId('hint-button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('hint-text')).toContainText('In razz the highest door card brings in');
  expect(await axeProblems(page)).toEqual([]);
  // The next part (the bring-in's options) has its own lesson: completing.
  const right = answerOf(scenarioOf('BI-razz-5-tda-1.2.5.10-7'));
  await answerByKeyboard(page, right.slice(0, 1));
  await expect(page.getByTestId('hint-button')).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('hint-button').click();
  await expect(page.getByTestId('hint-text')).toContainText('Facing the bring-in');
  await page.getByTestId('hint-lesson').click();
  await expect(page).toHaveURL(/#\/learn\/completing\?game=razz$/);
  await expect(page.getByTestId('lesson-title')).toHaveText('Completing the bet');
});

for (const lang of [
  {
    locale: 'es-ES',
    title: 'Glosario',
    term: 'bote secundario',
    lesson: 'El bote y los botes secundarios',
    search: 'comun',
    found: 'carta común',
    phrase: 'La última carta es una carta común.',
  },
  {
    locale: 'it-IT',
    title: 'Glossario',
    term: 'piatto laterale',
    lesson: 'Il piatto e i piatti laterali',
    search: 'comune',
    found: 'carta comune',
    phrase: "L'ultima carta è una carta comune.",
  },
] as const) {
  test.describe(`in ${lang.locale}`, () => {
    test.use({ locale: lang.locale });

    test(`the glossary in ${lang.locale}: the reader's language first, every term linked to its lesson, the dealer's calls, a search`, async ({
      page,
    }, testInfo) => {
      await page.goto('./#/glossary');
      await expect(page.getByRole('heading', { level: 1, name: lang.title })).toBeVisible();
      const row = page.locator('[data-term="side-pot"]');
      await expect(row.getByRole('rowheader')).toHaveText(lang.term);
      await expect(page.getByTestId('glossary-phrases')).toContainText(lang.phrase);
      await checkScreen(page, testInfo, `glossary-${lang.locale}`);
      await page.getByTestId('glossary-search').fill(lang.search);
      await expect(page.getByTestId('glossary-terms').getByTestId('glossary-row').first()).toContainText(lang.found);
      await page.getByTestId('glossary-search').fill('');
      await row.getByTestId('glossary-lesson').click();
      await expect(page.getByTestId('lesson-title')).toHaveText(lang.lesson);
      await checkScreen(page, testInfo, `lesson-pots-${lang.locale}`);
    });

    test(`the Learn page and a lesson in ${lang.locale}`, async ({ page }, testInfo) => {
      await page.goto('./#/learn');
      await expect(page.locator('[data-lesson="bring-in"]')).toBeVisible();
      await checkScreen(page, testInfo, `learn-${lang.locale}`);
      await page.goto('./#/learn/run-out?game=stud8');
      await page.getByTestId('step-next').waitFor();
      await page.keyboard.press('ArrowRight');
      await checkScreen(page, testInfo, `lesson-run-out-${lang.locale}`);
      // No card codes on a Spanish or Italian screen: cards are named in words or drawn.
      expect(await page.locator('main').innerText()).not.toMatch(/\b[2-9TJQKA][cdhs]\b/);
    });
  });
}
