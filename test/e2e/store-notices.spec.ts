import type { Page } from '@playwright/test';
import { test, expect, openBlankPage, seedAppStore } from './fixtures';
import { asDesktopApp } from './desktop-bridge';
import { axeProblems, snap } from './page-checks';

/**
 * What the stores had to do, told in the user's language: stored settings that could not be read are set aside once
 * and said above every screen until dismissed; saved answers whose lines could not be copied aside (a full disk) are
 * counted without hiding the others; a scenario code that cannot be read is said in the screen's language.
 */
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
];

const RESET = {
  es: {
    title: 'Se ha restablecido la configuración',
    text: /^No se pudo leer la configuración guardada en el almacenamiento de este navegador \(IndexedDB\), así que la aplicación se ha iniciado con la configuración predeterminada: idioma, reglas de la casa, estructura de apuestas y último ejercicio\. La configuración ilegible se ha guardado en el almacenamiento del navegador como settings\/settings\.invalid-\d{4}-/,
    dismiss: 'Cerrar aviso',
  },
  it: {
    title: 'Le impostazioni sono state ripristinate',
    text: /^Le impostazioni salvate nella memoria di questo browser \(IndexedDB\) non si sono potute leggere, quindi l'app è partita con le impostazioni predefinite: lingua, regole della casa, struttura delle puntate e ultimo esercizio\. Le impostazioni illeggibili sono state conservate nella memoria del browser come settings\/settings\.invalid-\d{4}-/,
    dismiss: 'Chiudi avviso',
  },
} as const;

for (const language of ['es', 'it'] as const) {
  test.describe(`${language}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'it-IT' });

    test('settings that cannot be read: set aside once, said above the screen until dismissed, not said again', async ({
      page,
    }, testInfo) => {
      const { title, text, dismiss } = RESET[language];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await openBlankPage(page);
        await seedAppStore(page, 'settings', [{ key: 'settings', value: { language: 'klingon', profile: 'tda' } }]);
        await page.goto('./');
        const notice = page.getByTestId('settings-reset');
        await expect(notice.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(page.getByTestId('settings-reset-text')).toHaveText(text);
        expect(await axeProblems(page)).toEqual([]);
        await snap(page, testInfo, `settings-reset-${language}-${size.width}`);
        await notice.getByRole('button', { name: dismiss }).click();
        await expect(notice).toHaveCount(0);
        // Set aside once: the next start has nothing to say, and the screen is in the browser's language.
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('settings-reset')).toHaveCount(0);
      }
    });

    test("a scenario code that cannot be read is said in the screen's language", async ({ page }, testInfo) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto('./#/drill/first-to-act?code=FA-stud-6-tda-1.20.5.10-1');
        const problem = page.getByTestId('problem');
        await expect(problem).toContainText(
          language === 'es'
            ? 'el bring-in (20) no puede superar la apuesta pequeña (5)'
            : 'il bring-in (20) non può superare la puntata piccola (5)',
        );
        await expect(problem).not.toContainText('bad scenario code');
        await snap(page, testInfo, `bad-code-${language}-${size.width}`);
      }
    });

    test('saved answers whose unreadable lines could not be copied aside (desktop, full disk): counted, the others shown', async ({
      page,
    }, testInfo) => {
      await asDesktopWithTornLines(page, language);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto('./#/summary');
        await expect(page.getByTestId('saved-skipped')).toContainText(
          language === 'es' ? 'así que siguen en el archivo de progreso tal cual' : 'quindi restano nel file dei progressi così come sono',
        );
        await expect(page.getByTestId('saved-total')).toBeVisible();
        await snap(page, testInfo, `skipped-not-copied-${language}-${size.width}`);
      }
    });
  });
}

/** The desktop app (a stand-in bridge) whose progress store could not copy two torn lines aside. */
async function asDesktopWithTornLines(page: Page, language: 'es' | 'it'): Promise<void> {
  const answer = (n: number, correct: boolean) => ({
    id: `saved-answer-${n}`,
    timestamp: '2026-12-01T08:00:00.000Z',
    drill: 'first-to-act',
    scenarioCode: `FA-stud-6-tda-1.2.5.10-${n}`,
    answer: '3',
    correctAnswer: '3',
    correct,
    timeMs: 2000 + n * 100,
    profile: 'tda',
    language,
  });
  await asDesktopApp(page, {
    language,
    results: { results: [answer(1, true), answer(2, false), answer(3, true)], skipped: 2, skippedNotCopied: true },
  });
}
