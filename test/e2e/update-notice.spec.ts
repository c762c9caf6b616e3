import { test, expect } from './fixtures';
import { asDesktopApp } from './desktop-bridge';
import { snap } from './page-checks';

/**
 * The desktop app's "restart to update" notice, in the built page, under a stand-in for the preload's bridge that
 * lets the test push update statuses as the main process does (test/e2e/desktop-bridge.ts).
 */
const TEXT = {
  es: [
    'Actualización lista',
    'Se ha descargado Bring-In 0.2.0. Reinicia para actualizar ahora, o se instalará cuando salgas.',
    'Reiniciar para actualizar',
  ],
  it: [
    'Aggiornamento pronto',
    'Bring-In 0.2.0 è stato scaricato. Riavvia per aggiornare ora, oppure verrà installato quando esci.',
    'Riavvia per aggiornare',
  ],
} as const;

for (const language of ['es', 'it'] as const) {
  test(`${language}: a downloaded update offers "restart to update" above every screen, and the button asks for the install`, async ({
    page,
  }, testInfo) => {
    await asDesktopApp(page, { language, update: { state: 'ready', version: '0.2.0' } });
    const [title, text, button] = TEXT[language];
    for (const size of [
      { width: 1024, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      for (const route of ['', '#/drill/bring-in?code=BI-stud-8-rrc-1.2.5.10-42']) {
        await page.goto(`./${route}`);
        await page.reload();
        await expect(route ? page.getByTestId('scenario-code') : page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(page.getByTestId('update-notice-text')).toHaveText(text);
        await snap(page, testInfo, `update-${language}-${size.width}-${route ? 'drill' : 'home'}`);
      }
    }
    await page.getByRole('button', { name: button }).click();
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { updateCalls: string[] }).updateCalls))
      .toEqual(['installUpdate']);
  });
}

test('the notice comes when the main process says the download is done; a message that is not an update status is ignored', async ({
  page,
}) => {
  await asDesktopApp(page, { language: 'en', update: { state: 'downloading', version: '0.2.0' } });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
  await page.evaluate(() =>
    (globalThis as unknown as { pushUpdate(p: unknown): void }).pushUpdate({ state: 'ready', version: '<b>9</b>'.repeat(20) }),
  );
  await page.waitForTimeout(200);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
  await page.evaluate(() => (globalThis as unknown as { pushUpdate(p: unknown): void }).pushUpdate({ state: 'ready', version: '0.2.0' }));
  await expect(page.getByTestId('update-notice-text')).toHaveText(
    'Bring-In 0.2.0 has been downloaded. Restart to update now, or it will be installed when you quit.',
  );
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
});
