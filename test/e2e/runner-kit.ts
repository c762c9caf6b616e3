import type { Locator, Page } from '@playwright/test';
import { generateScenario, parseScenarioCode, type PartResponse, type Response, type Scenario } from '../../core';

/** The scenario a code names, rebuilt in the test (Node) with core, to know the right answer independently of the page. */
export function scenarioOf(code: string): Scenario {
  const { kind, setup, seed } = parseScenarioCode(code);
  return generateScenario(kind, setup, seed);
}

/** One seeded scenario per engine drill kind (the three games, 3-8 players, every profile). */
export const DRILL_CODES = {
  'bring-in': 'BI-stud-8-rrc-1.2.5.10-42',
  'first-to-act': 'FA-razz-6-tda-1.2.5.10-7',
  'legal-action': 'LA-stud8-5-rrt-1.2.5.10-11',
  'deal-order': 'DO-stud-6-tda-1.2.5.10-42',
  pot: 'PT-stud-4-onl-1.2.5.10-3',
  showdown: 'SD-stud8-3-rrc-1.2.5.10-5',
  misprocedure: 'MP-stud-6-tda-1.2.5.10-42',
} as const;

/**
 * The table on screen. While a verdict is read the drill lays the next question's table out unseen under it
 * (transparent, aria-hidden): what a test reads of the table on screen is read in this one.
 */
export const SEEN_TABLE = '[data-testid="table"]:not([aria-hidden="true"])';

export function seenTable(page: Page): Locator {
  return page.locator(SEEN_TABLE);
}

export async function openScenario(page: Page, code: string, route = scenarioOf(code).kind): Promise<void> {
  await page.goto(`./#/drill/${route}?code=${code}`);
  await page.getByTestId('scenario-code').filter({ hasText: code }).waitFor();
}

/** Answers with the mouse: seats on the table, special and choice buttons, the amount field. */
export async function answerByMouse(page: Page, response: Response): Promise<void> {
  for (const part of response) await mousePart(page, part);
}

async function mousePart(page: Page, part: PartResponse): Promise<void> {
  switch (part.kind) {
    case 'seat':
      await page.locator(`[data-player="${part.seat}"] button`).click();
      break;
    case 'seat-order':
      for (const t of part.order) {
        if (typeof t === 'number') await page.locator(`[data-player="${t}"] button`).click();
        else await page.locator(`[data-special="${t}"]`).click();
      }
      await page.getByTestId('order-done').click();
      break;
    case 'choice':
      await page.locator(`[data-letter="${part.letter}"]:not([disabled])`).click();
      break;
    case 'amount':
      await page.getByTestId('amount-input').fill(String(part.amount));
      await page.getByTestId('amount-submit').click();
      break;
  }
}

const SPECIAL_KEY = { burn: 'b', scramble: 's', common: 'c' } as const;

/** Answers with the keyboard only: digits for seats, letters for choices and specials, typing and Enter. */
export async function answerByKeyboard(page: Page, response: Response): Promise<void> {
  for (const part of response) {
    switch (part.kind) {
      case 'seat':
        await page.keyboard.press(String(part.seat + 1));
        break;
      case 'seat-order':
        for (const t of part.order) await page.keyboard.press(typeof t === 'number' ? String(t + 1) : SPECIAL_KEY[t]);
        await page.keyboard.press('Enter');
        break;
      case 'choice':
        await page.keyboard.press(part.letter.toLowerCase());
        break;
      case 'amount':
        await page.getByTestId('amount-input').waitFor();
        await page.keyboard.type(String(part.amount));
        await page.keyboard.press('Enter');
        break;
    }
  }
}
