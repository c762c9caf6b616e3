/**
 * A tour of the whole app that the web end-to-end test and the desktop (_electron) test both take: every screen
 * opens, and one question of each drill is answered right and saved. Screens are opened through the address's
 * hash, as the app's own links do, so the same steps run in a browser tab and in the desktop window (app://).
 */
import { expect, type Page } from '@playwright/test';
import { answerOf } from '../../core';
import { DRILL_CODES, answerByMouse, scenarioOf } from './runner-kit';

/** The app's screens with their heading in English; each drill's setup screen is visited too. */
export const SCREENS: readonly { readonly route: string; readonly heading: string | RegExp }[] = [
  { route: '/', heading: 'Drills' },
  { route: '/learn', heading: 'Learn to deal' },
  { route: '/learn/bring-in', heading: 'The bring-in' },
  { route: '/glossary', heading: 'Glossary' },
  { route: '/welcome', heading: 'Getting started' },
  { route: '/summary', heading: 'Session summary' },
  { route: '/floor/rulings', heading: 'Floor rulings' },
  { route: '/floor/replay', heading: 'Replay a hand' },
  { route: '/floor/house-rules', heading: 'House rules' },
  ...[...Object.keys(DRILL_CODES), 'mixed'].map((kind) => ({ route: `/drill/${kind}`, heading: /\S/ })),
];

/** Opens a screen by its route, as a link inside the app does (the page is not reloaded). */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => void (location.hash = hash), `#${route}`);
}

/** Opens every screen and checks that its heading shows; a drill's screen is its setup form. */
export async function visitEveryScreen(page: Page): Promise<void> {
  for (const screen of SCREENS) {
    await openRoute(page, screen.route);
    if (screen.route.startsWith('/drill/')) await expect(page.getByTestId('setup-form'), screen.route).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.route).toBeVisible();
  }
}

/** Answers one seeded question of each drill, right (the answer computed with core), and checks it was saved. */
export async function answerOneOfEachDrill(page: Page): Promise<string[]> {
  const codes = Object.values(DRILL_CODES);
  for (const code of codes) {
    const scenario = scenarioOf(code);
    await openRoute(page, `/drill/${scenario.kind}?code=${code}`);
    await expect(page.getByTestId('scenario-code')).toHaveText(code);
    await answerByMouse(page, answerOf(scenario));
    await expect(page.getByTestId('verdict'), code).toContainText('Right');
    await expect(page.getByTestId('save-error'), code).toHaveCount(0);
  }
  return codes;
}

/** The summary screen counts the saved answers (every drill, every session). */
export async function expectSavedAnswers(page: Page, right: number, answered: number): Promise<void> {
  await openRoute(page, '/summary');
  await expect(page.getByTestId('saved-total')).toHaveText(`${right} right of ${answered} answered`);
}
