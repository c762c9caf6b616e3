import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { snap } from './page-checks';

/**
 * The desktop app's "restart to update" notice, in the built page. A stand-in for the preload's bridge is put on
 * the page before it loads (the desktop app itself runs in test/electron/app.spec.ts, where no update is ever
 * downloaded): it answers the calls the screens make, and lets the test push update statuses as the main process does.
 */
async function asDesktopApp(page: Page, language: 'en' | 'es' | 'it', status: unknown): Promise<void> {
  await page.addInitScript(
    ([language, status]) => {
      const ok = (value: unknown) => Promise.resolve({ ok: true, value });
      const calls: string[] = [];
      let listener: ((payload: unknown) => void) | undefined;
      let settings = { language, languageChosen: true, profile: 'dealer', structure: 'fixed-limit', lastDrill: null };
      Object.assign(globalThis, {
        updateCalls: calls,
        pushUpdate: (payload: unknown) => listener?.(payload),
        bringIn: {
          saveResult: () => Promise.resolve({ ok: false, error: { code: 'internal', message: 'not in this test' } }),
          loadResults: () => ok({ results: [], skipped: 0 }),
          exportResults: () => ok({ saved: false, count: 0 }),
          importResults: () => ok({ imported: false, added: 0, duplicates: 0, rejected: 0 }),
          loadSettings: () => ok(settings),
          saveSettings: (patch: object) => ok((settings = { ...settings, ...patch })),
          loadHouseRules: () => ok({ profiles: [], problems: [] }),
          saveHouseRules: () => ok({ profiles: [], problems: [] }),
          deleteHouseRules: () => ok({ profiles: [], problems: [] }),
          openExternal: () => ok({ opened: false }),
          appInfo: () => ok({ name: 'Bring-In', version: '0.1.0', shell: 'desktop' }),
          updateStatus: () => ok(status),
          installUpdate: () => (calls.push('installUpdate'), ok({ restarting: true })),
          onUpdateStatus: (l: (payload: unknown) => void) => ((listener = l), () => (listener = undefined)),
        },
      });
    },
    [language, status] as const,
  );
}

const TEXT = {
  es: ['Actualización lista', 'Se ha descargado Bring-In 0.2.0. Reinicia para actualizar ahora, o se instalará cuando salgas.', 'Reiniciar para actualizar'],
  it: ['Aggiornamento pronto', 'Bring-In 0.2.0 è stato scaricato. Riavvia per aggiornare ora, oppure verrà installato quando esci.', 'Riavvia per aggiornare'],
} as const;

for (const language of ['es', 'it'] as const) {
  test(`${language}: a downloaded update offers "restart to update" above every screen, and the button asks for the install`, async ({ page }, testInfo) => {
    await asDesktopApp(page, language, { state: 'ready', version: '0.2.0' });
    const [title, text, button] = TEXT[language];
    for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }]) {
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
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { updateCalls: string[] }).updateCalls)).toEqual(['installUpdate']);
  });
}

test('the notice comes when the main process says the download is done; a message that is not an update status is ignored', async ({ page }) => {
  await asDesktopApp(page, 'en', { state: 'downloading', version: '0.2.0' });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
  await page.evaluate(() => (globalThis as unknown as { pushUpdate(p: unknown): void }).pushUpdate({ state: 'ready', version: '<b>9</b>'.repeat(20) }));
  await page.waitForTimeout(200);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
  await page.evaluate(() => (globalThis as unknown as { pushUpdate(p: unknown): void }).pushUpdate({ state: 'ready', version: '0.2.0' }));
  await expect(page.getByTestId('update-notice-text')).toHaveText('Bring-In 0.2.0 has been downloaded. Restart to update now, or it will be installed when you quit.');
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
});
