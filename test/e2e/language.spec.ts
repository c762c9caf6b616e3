import type { Page, TestInfo } from '@playwright/test';
import { test, expect, expectedSeat, openDrill, readTable } from './fixtures';

/** A screenshot of one language's screen, kept beside the test's final one. */
async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('switching language shows the drill, feedback, reason and rule texts in Spanish and Italian', async ({ page }, testInfo) => {
  await openDrill(page, 'stud-6-42');
  const seat = expectedSeat(await readTable(page));
  await page.keyboard.press(String(seat));
  await expect(page.getByTestId('verdict')).toContainText('Right');

  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Quién paga la apuesta inicial?');
  await expect(page.getByTestId('verdict')).toContainText('Correcto');
  await expect(page.getByTestId('verdict')).toContainText(`Paga el asiento ${seat}.`);
  await expect(page.getByTestId('reason')).toHaveText(/^Carta descubierta más baja: \S+ de \S+;/);
  await expect(page.getByTestId('why')).toContainText('Si las cartas descubiertas empatan en valor');
  await expect(page.getByTestId('score')).toContainText('Puntuación de la sesión');
  await expect(page.locator(`[data-seat="${seat}"] button`)).toHaveAttribute('aria-label', /^Asiento \d: carta descubierta \S+ de \S+$/);
  await snap(page, testInfo, 'spanish');

  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A chi tocca il bring-in?');
  await expect(page.getByTestId('verdict')).toContainText('Giusto');
  await expect(page.getByTestId('reason')).toHaveText(/^Carta scoperta più bassa: \S+ di \S+;/);
  await expect(page.getByTestId('why')).toContainText('Se le carte scoperte hanno lo stesso valore');
  await expect(page.getByRole('link', { name: 'Esercizi' })).toBeVisible();
  await snap(page, testInfo, 'italian');

  await page.getByRole('button', { name: 'Inglese' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who brings in?');
});

test('the home screen follows the language too', async ({ page }) => {
  await page.goto('./');
  const bringIn = page.locator('[data-drill="bring-in"]');
  await page.getByRole('button', { name: 'Italian' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esercizi');
  await expect(bringIn.getByRole('heading', { name: 'A chi tocca il bring-in?' })).toBeVisible();
  await page.getByRole('button', { name: 'Spagnolo' }).click();
  await expect(bringIn.getByRole('heading', { name: '¿Quién paga la apuesta inicial?' })).toBeVisible();
  await expect(bringIn.getByRole('link', { name: /^Empezar/ })).toBeVisible();
});

test('the chosen language is kept: after a reload the app opens in it again', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ejercicios');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ejercicios');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
