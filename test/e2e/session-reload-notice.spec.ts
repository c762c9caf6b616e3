import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { answerOf } from '../../core';
import { test, expect } from './fixtures';
import { axeProblems } from './page-checks';
import { answerByKeyboard, openScenario, scenarioOf } from './runner-kit';

/**
 * This session's answers and the running drill are kept in sessionStorage across a reload. When part of what is
 * kept there cannot be read back, the trainee is told on the home screen, on the summary and on the drill screen
 * (where a reload during a drill lands), in their language, what was left out, what was kept and where the text
 * was set aside; each set-aside copy is kept.
 */
const KEY = 'bring-in.session';
const answer = (n: number, correct: boolean) => ({
  drill: 'pot',
  scenarioCode: `PT-stud-4-onl-1.2.5.10-${n}`,
  correct,
  elapsedMs: 1000 + n,
});

async function reloadWith(page: Page, text: string): Promise<void> {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [KEY, text]);
  await page.reload();
}

const copies = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((k) => k.startsWith('bring-in.session.unreadable'))
      .sort()
      .map((k) => sessionStorage.getItem(k)),
  );

test('answers and the running drill that cannot be read back after a reload are said on home and on the summary; each copy is kept', async ({
  page,
}) => {
  await page.goto('./');
  const brokenRun = { config: { selector: 'poker' }, startedAt: 0, answered: 0, firstResult: 0, ended: false };
  const first = JSON.stringify({
    results: [answer(1, true), { drill: 'pot' }, answer(2, false), 'junk', { ...answer(3, true), elapsedMs: -5 }],
    run: brokenRun,
  });
  await reloadWith(page, first);

  const notice = page.getByTestId('reload-loss');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Not everything came back after the reload' })).toBeVisible();
  await expect(notice).toContainText(
    "3 of this session's answers and the running drill could not be read back after the reload and were left out; the drill starts again from its setup.",
  );
  await expect(notice).toContainText('2 answers of this session are kept.');
  await expect(notice).toContainText(/set aside in this window's storage \(sessionStorage\) as bring-in\.session\.unreadable\.\d{4}-/);
  expect((await new AxeBuilder({ page }).include('[data-testid="reload-loss"]').analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.goto('./#/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Session summary' })).toBeVisible();
  await expect(page.getByTestId('reload-loss')).toContainText('2 answers of this session are kept.');
  await expect(page.getByTestId('summary-total')).toContainText('1 right of 2 answered');

  // What was kept replaced the unreadable text: another reload restores it without a new notice.
  await page.reload();
  await expect(page.getByTestId('summary-total')).toContainText('1 right of 2 answered');
  await expect(page.getByTestId('reload-loss')).toHaveCount(0);

  // A second corruption does not overwrite the first copy.
  await reloadWith(page, '{"results": [');
  await expect(page.getByTestId('reload-loss')).toContainText(
    "This session's answers and the running drill could not be read back after the reload and were left out: the session starts afresh.",
  );
  await expect(page.getByTestId('summary-empty')).toBeVisible();
  expect(await copies(page)).toEqual([first, '{"results": [']);

  await page.getByTestId('reload-loss-dismiss').click();
  await expect(page.getByTestId('reload-loss')).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test("the notice speaks the trainee's language", async ({ page }) => {
    await page.goto('./');
    await reloadWith(page, JSON.stringify({ results: [answer(1, true), null], run: null }));
    const notice = page.getByTestId('reload-loss');
    await expect(notice.getByRole('heading', { name: 'Tras recargar no se recuperó todo' })).toBeVisible();
    await expect(notice).toContainText('Tras recargar no se pudo recuperar 1 de las respuestas de esta sesión y se ha dejado fuera.');
    await expect(notice).toContainText('Se conserva 1 respuesta de esta sesión.');
    await expect(notice.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  });
});

/** Where the notice, the table, its seats, the scenario code and the question are on the drill screen. */
function drillBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element | null) => {
      const r = e!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      view: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      notice: box(document.querySelector('[data-testid="reload-loss"]')),
      table: box(document.querySelector('[data-testid="table"]')),
      seats: Array.from(document.querySelectorAll('[data-testid="table"] [data-seat]'), box),
      code: box(document.querySelector('[data-testid="scenario-code"]')),
      side: box(document.querySelector('.drill-runner__side')),
      title: box(document.querySelector('#drill-question-title')),
    };
  });
}

// The longest texts (Italian, answers and the run left out) on an 8-player showdown, in the smallest window the app
// is made for and a common one.
for (const [width, height] of [
  [1024, 640],
  [1280, 800],
] as const) {
  test.describe(`a reload during a drill, at ${width}x${height} in Italian`, () => {
    test.use({ locale: 'it-IT', viewport: { width, height } });

    test('the drill screen says it above the table: the question, every seat and the scenario code stay in sight', async ({ page }) => {
      const code = 'SD-stud-8-rrc-1.2.5.10-2';
      await openScenario(page, code);
      // The run is kept once its question is on screen.
      await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), KEY)).not.toBeNull();
      const kept = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), KEY))!) as {
        results: unknown[];
        run: { config: { selector: string } };
      };
      await reloadWith(
        page,
        JSON.stringify({
          results: [...kept.results, 'junk', answer(1, true)],
          run: { ...kept.run, config: { ...kept.run.config, selector: 'poker' } },
        }),
      );
      await page.getByTestId('scenario-code').filter({ hasText: code }).waitFor();

      const notice = page.getByTestId('reload-loss');
      await expect(notice.getByRole('heading', { name: 'Dopo il ricaricamento non è tornato tutto' })).toBeVisible();
      await expect(notice).toContainText(
        "Dopo il ricaricamento non è stato possibile rileggere 1 delle risposte di questa sessione né l'esercizio in corso",
      );
      await expect(notice).toContainText('È conservata 1 risposta di questa sessione.');
      const b = await drillBoxes(page);
      expect(b.notice.right, "the notice reaches into the question's column").toBeLessThanOrEqual(b.side.left);
      expect(b.notice.bottom, 'the notice lies over the table').toBeLessThanOrEqual(b.table.top + 0.5);
      expect(b.title.top, "the question's heading is out of its column").toBeGreaterThanOrEqual(b.side.top);
      for (const r of [...b.seats, b.code, b.notice]) {
        expect(r.top).toBeGreaterThanOrEqual(-0.5);
        expect(r.bottom, 'below the window').toBeLessThanOrEqual(b.view.height + 0.5);
        expect(r.right, 'past the window').toBeLessThanOrEqual(b.view.width + 0.5);
      }
      expect(await axeProblems(page)).toEqual([]);

      // Answered with the notice still there: the verdict and Next fit in the side column under the question.
      await answerByKeyboard(page, answerOf(scenarioOf(code)));
      await expect(page.getByTestId('verdict')).toBeVisible();
      const after = await page.evaluate(() => ({
        side: document.querySelector('.drill-runner__side')!.getBoundingClientRect().toJSON() as DOMRect,
        title: document.querySelector('#drill-question-title')!.getBoundingClientRect().top,
        next: document.querySelector('[data-testid="next"]')!.getBoundingClientRect().bottom,
      }));
      expect(after.title, 'the heading is scrolled out of the side column').toBeGreaterThanOrEqual(after.side.top);
      expect(after.next, 'Next is below the side column').toBeLessThanOrEqual(after.side.bottom + 0.5);

      await notice.getByRole('button', { name: 'Chiudi avviso' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByTestId('next')).toBeVisible();
    });
  });
}
