import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';

// Real online rooms' hand histories: see test/hand-histories/README.md.
const history = (name: string) => fileURLToPath(new URL(`../hand-histories/${name}`, import.meta.url));
const RAZZ = history('pokerstars/razz-cash-9-hands.txt');
const BOVADA = history('bovada/stud-tournament-40-hands.txt');

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
] as const;

async function open(page: Page, file: string, language: 'Spanish' | 'Italian'): Promise<void> {
  await page.goto('./#/floor/replay');
  await page.getByRole('button', { name: language }).click();
  await page.getByTestId('replay-file').setInputFiles(file);
}

test("an online room's file of nine hands in English: listed, the first replayed under the online profile, another picked", async ({
  page,
}) => {
  await page.goto('./#/floor/replay');
  await page.getByLabel('Open a hand history').setInputFiles(RAZZ);
  await expect(page.getByRole('heading', { level: 2, name: '9 hands in this file' })).toBeVisible();
  await expect(page.getByTestId('replay-profile')).toHaveValue('online');
  await expect(page.getByRole('heading', { level: 2, name: 'The hand follows the rules of Online room (published rules).' })).toBeVisible();
  await expect(page.getByTestId('room-hand')).toHaveText('#35874566077, hand 1 of the file, line 1');
  await page.getByTestId('replay-hand').selectOption({ index: 5 });
  await expect(page.getByTestId('room-hand')).toHaveText('#35874721245, hand 6 of the file, line 312');
  // PokerStars shows the hands in its own order: a deviation, and the replay goes on to the end, its money checked.
  await expect(page.getByTestId('replay-deviation')).toContainText('must show first');
  await expect(page.getByTestId('replay-error')).toHaveCount(0);
  await expect(page.getByTestId('room-money')).toContainText("match the room's summary");
  await page.getByTestId('replay-hand-next').click();
  await expect(page.getByTestId('room-hand')).toHaveText('#35874756552, hand 7 of the file, line 379');
  expect(await axeProblems(page)).toEqual([]);
});

for (const language of ['Spanish', 'Italian'] as const) {
  for (const size of SIZES) {
    test(`a room's file in ${language} at ${size.width}x${size.height}: the list of hands, the table and the room's summary fit and read`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await open(page, BOVADA, language);
      const hands = page.getByTestId('replay-hands');
      await expect(hands).toBeVisible();
      await expect(page.getByTestId('replay-hand').locator('option')).toHaveCount(40);
      // Hand 32: a side pot, shown down in Bovada's own order: one deviation, and the replay goes on to the pots.
      await page.getByTestId('replay-hand').selectOption({ index: 31 });
      await expect(page.getByTestId('room-hand')).toContainText('#2633131343');
      await expect(page.getByTestId('replay-deviation')).toHaveCount(1);
      await expect(page.getByTestId('replay-error')).toHaveCount(0);
      // The list of hands and the step bar are side by side with the table, never past the screen's width.
      for (const id of ['replay-hands', 'table', 'replay-next']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.x + box.width, id).toBeLessThanOrEqual(size.width);
      }
      const tag = language === 'Spanish' ? 'es' : 'it';
      await snap(page, testInfo, `replay-rooms-${tag}-${size.width}x${size.height}-hand`);
      // A clean hand: the room's summary matches, rake given back.
      await page.getByTestId('replay-hand').selectOption({ index: 0 });
      await expect(page.getByTestId('room-money')).toContainText(
        tag === 'es' ? 'coinciden con el resumen de la sala' : 'coincidono con il riepilogo della sala',
      );
      await page.getByTestId('replay-room').scrollIntoViewIfNeeded();
      await snap(page, testInfo, `replay-rooms-${tag}-${size.width}x${size.height}-summary`);
      expect(await axeProblems(page)).toEqual([]);
    });
  }
}

for (const [language, size] of [
  ['Spanish', SIZES[0]],
  ['Italian', SIZES[1]],
] as const) {
  test(`a hand of a room's file cut short, in ${language} at ${size.width}x${size.height}: its heading names the hand, the other hands still replay`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await page.goto('./#/floor/replay');
    await page.getByRole('button', { name: language }).click();
    // The fifth hand loses its last lines and its summary: the file goes on with the sixth.
    const lines = readFileSync(RAZZ, 'utf8').split('\n');
    const cut = [...lines.slice(0, 275), ...lines.slice(309)].join('\n');
    await page.getByTestId('replay-file').setInputFiles({ name: 'razz-cut.txt', mimeType: 'text/plain', buffer: Buffer.from(cut) });
    await page.getByTestId('replay-hand').selectOption({ index: 4 });
    const tag = language === 'Spanish' ? 'es' : 'it';
    const heading = tag === 'es' ? 'La mano 5 del archivo no se puede leer' : 'La mano 5 del file non si può leggere';
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByTestId('replay-unreadable-line')).toHaveText('HIWAII2: bets $0.04');
    await snap(page, testInfo, `replay-rooms-${tag}-${size.width}x${size.height}-cut-hand`);
    await page.getByTestId('replay-hand-next').click();
    await expect(page.getByTestId('room-hand')).toContainText('#35874721245');
    expect(await axeProblems(page)).toEqual([]);
  });
}
