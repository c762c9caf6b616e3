import type { Page } from '@playwright/test';
import type { PartResponse, SpecialTarget } from '../../core';

const SPECIAL_KEY: Readonly<Record<SpecialTarget, string>> = { burn: 'b', scramble: 's', common: 'c' };

/** One part of a dealt hand's step by the keys: a seat's number, a choice's letter, an amount typed, a deal tapped card by card. */
export async function keyPart(page: Page, part: PartResponse): Promise<void> {
  switch (part.kind) {
    case 'seat':
      return page.keyboard.press(String(part.seat + 1));
    case 'seat-order':
      for (const t of part.order) await page.keyboard.press(typeof t === 'number' ? String(t + 1) : SPECIAL_KEY[t]);
      return;
    case 'choice':
      return page.keyboard.press(part.letter.toLowerCase());
    case 'amount':
      await page.getByTestId('amount-input').waitFor();
      await page.keyboard.type(String(part.amount));
      return page.keyboard.press('Enter');
  }
}
