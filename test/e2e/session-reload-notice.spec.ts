import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * This session's answers and the running drill are kept in sessionStorage across a reload. When part of what is
 * kept there cannot be read back, the trainee is told on the home screen and on the summary, in their language,
 * what was left out, what was kept and where the text was set aside; each set-aside copy is kept.
 */
const KEY = 'bring-in.session';
const answer = (n: number, correct: boolean) => ({ drill: 'pot', scenarioCode: `PT-stud-4-onl-1.2.5.10-${n}`, correct, elapsedMs: 1000 + n });

async function reloadWith(page: Page, text: string): Promise<void> {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [KEY, text]);
  await page.reload();
}

const copies = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('bring-in.session.unreadable')).sort().map((k) => sessionStorage.getItem(k)));

test('answers and the running drill that cannot be read back after a reload are said on home and on the summary; each copy is kept', async ({ page }) => {
  await page.goto('./');
  const brokenRun = { config: { selector: 'poker' }, startedAt: 0, answered: 0, firstResult: 0, ended: false };
  const first = JSON.stringify({ results: [answer(1, true), { drill: 'pot' }, answer(2, false), 'junk', { ...answer(3, true), elapsedMs: -5 }], run: brokenRun });
  await reloadWith(page, first);

  const notice = page.getByTestId('reload-loss');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Not everything came back after the reload' })).toBeVisible();
  await expect(notice).toContainText("3 of this session's answers and the running drill could not be read back after the reload and were left out; the drill starts again from its setup.");
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
  await expect(page.getByTestId('reload-loss')).toContainText("This session's answers and the running drill could not be read back after the reload and were left out: the session starts afresh.");
  await expect(page.getByTestId('summary-empty')).toBeVisible();
  expect(await copies(page)).toEqual([first, '{"results": [']);

  await page.getByTestId('reload-loss-dismiss').click();
  await expect(page.getByTestId('reload-loss')).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the notice speaks the trainee\'s language', async ({ page }) => {
    await page.goto('./');
    await reloadWith(page, JSON.stringify({ results: [answer(1, true), null], run: null }));
    const notice = page.getByTestId('reload-loss');
    await expect(notice.getByRole('heading', { name: 'Tras recargar no se recuperó todo' })).toBeVisible();
    await expect(notice).toContainText('Tras recargar no se pudo recuperar 1 de las respuestas de esta sesión y se ha dejado fuera.');
    await expect(notice).toContainText('Se conserva 1 respuesta de esta sesión.');
    await expect(notice.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  });
});
