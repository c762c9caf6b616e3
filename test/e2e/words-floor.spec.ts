import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { BOOK_NAMES, DEFAULT_STRUCTURE, findSituation, formatReason, stepReason, ruleText, type Locale } from '../../core';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';

// The stud words and the floor screens as a Spanish or Italian floor person reads them (see fixtures/README.md).
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const CLEAN = fixture('wsop-2023-43-5-03-14-40.phh');
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const LANGS = ['es', 'it'] as const;
/** A card code as a PHH file writes it ("As", "Td", "[Ac 8d]"): never on a Spanish or Italian screen. */
const CARD_CODE = /\b[2-9TJQKA][cdhs]\b/;

async function inLanguage(page: Page, locale: Locale): Promise<void> {
  await page.goto('./');
  await page.getByRole('button', { name: { en: 'English', es: 'Spanish', it: 'Italian' }[locale] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The page scrolls sideways (wider than the window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

async function snapSizes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await scrollsSideways(page), `${name} ${size.width}x${size.height}`).toBe(false);
    await snap(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
}

for (const locale of LANGS) {
  test(`${locale}: a ruling at 1024x640 without sideways scroll, printed alone on one page with its steps and rules`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(SIZES[0]);
    await inLanguage(page, locale);
    const s = findSituation({ variant: 'stud', players: 8, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, 'exposed-hole-card', 1)!;
    await page.goto(`./#/floor/rulings?kind=exposed-hole-card&profile=rr-cash&variant=stud&players=8&seed=${s.seed}`);
    await expect(page.getByTestId('ruling-summary')).toHaveText(formatReason(s.ruling.reason, locale));
    await expect(page.getByTestId('ruling-others').locator('[data-profile]').first()).toBeAttached();
    expect(await scrollsSideways(page)).toBe(false);
    // The Why panel names each source as a reader knows it, never by an internal id.
    const why = page.getByTestId('why');
    for (const id of s.ruling.rules) await expect(why.locator(`[data-rule="${id}"]`)).toContainText(ruleText(id, locale));
    await expect(why).toContainText(BOOK_NAMES.RR[locale]);
    await expect(why).not.toContainText(/\bSEED-\d{3}\b|\(RR,/);
    expect(await axeProblems(page)).toEqual([]);
    await snapSizes(page, testInfo, `ruling-${locale}`);

    // Printing: the printout alone, one page, with the steps and the rules.
    await page.setViewportSize(SIZES[0]);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('ruling-print');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('situation')).toBeHidden();
    for (const step of s.ruling.steps) await expect(sheet).toContainText(formatReason(stepReason(step), locale));
    for (const id of s.ruling.rules) await expect(sheet).toContainText(ruleText(id, locale));
    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(1);
    await snap(page, testInfo, `ruling-print-${locale}`);
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
  });

  test(`${locale}: the rule search finds what a floor person types ("string raise", "exposed card", "cap")`, async ({ page }, testInfo) => {
    await page.setViewportSize(SIZES[0]);
    await inLanguage(page, locale);
    await page.goto('./#/floor/rulings');
    const search = page.getByTestId('rule-search');
    for (const [query, id] of [
      ['string raise', 'rr.betting.string-raise'],
      ['exposed card', 'rr.stud.5'],
      ['cap', 'rr.betting.cap'],
      [{ es: 'tope', it: 'limite dei rilanci' }[locale], 'rr.betting.cap'],
      [{ es: 'carta expuesta', it: 'carta esposta' }[locale], 'tda.rp-10-a'],
    ] as const) {
      await search.fill(query);
      await expect(page.locator(`[data-rule="${id}"]`), query).toBeVisible();
    }
    await search.fill('cap');
    // An example quoted from a source says its amounts are the source's own stakes.
    await expect(page.locator('[data-rule="seed-001.cap-example"] [data-testid="rule-own-stakes"]')).toContainText(
      BOOK_NAMES['SEED-001'][locale],
    );
    expect(await axeProblems(page)).toEqual([]);
    await snapSizes(page, testInfo, `rule-search-${locale}`);
  });

  test(`${locale}: the replay names the players, the winning hand, cards in words; the felt is cleared after the award`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(SIZES[1]);
    await inLanguage(page, locale);
    await page.goto('./#/floor/replay');
    await page.getByTestId('replay-file').setInputFiles(CLEAN);
    await expect(page.getByTestId('replay-names').locator('li')).toHaveText(
      {
        es: ['Asiento 1: James Obst', 'Asiento 2: Talal Shakerchi', 'Asiento 3: Brian Rast', 'Asiento 4: Matthew Ashton'],
        it: ['Posto 1: James Obst', 'Posto 2: Talal Shakerchi', 'Posto 3: Brian Rast', 'Posto 4: Matthew Ashton'],
      }[locale],
    );
    await expect(page.getByTestId('summary-awards')).toHaveText(
      { es: 'El asiento 2 gana 4.200.000 con pareja de reyes (bote 1).', it: 'Il posto 2 vince 4.200.000 con coppia di re (piatto 1).' }[
        locale
      ],
    );
    // Every line of the account in words: no card code ("As" reads as a Spanish word).
    const account = (await page.locator('[data-testid="replay-line"]').allTextContents()).join('\n');
    expect(account).not.toMatch(CARD_CODE);
    expect(account).toContain(
      {
        es: 'boca abajo: rey de diamantes, ocho de corazones; boca arriba: siete de corazones',
        it: 'coperte: re di quadri, otto di cuori; scoperta: sette di cuori',
      }[locale],
    );
    // The award line: the bets of 7th street are in the pot being pushed, none left in front of the seats.
    const award = page.locator('[data-testid="replay-line"]', { hasText: { es: 'gana 4.200.000', it: 'vince 4.200.000' }[locale] });
    await award.click();
    await expect(page.getByTestId('table')).not.toContainText(
      { es: /Igualó|Apostó|Apuesta 500/, it: /Ha chiamato|Ha puntato|Puntata 500/ }[locale],
    );
    expect(await axeProblems(page)).toEqual([]);
    await snapSizes(page, testInfo, `replay-award-${locale}`);

    // Text pasted over the file's: the label no longer names the file.
    await expect(page.getByTestId('replay-file-name')).toContainText('wsop-2023-43-5-03-14-40.phh');
    await page.getByTestId('replay-show-text').click();
    await page.getByTestId('replay-text').fill(readFileSync(CLEAN, 'utf8').replace("'James Obst'", "'J. Obst'"));
    await page.getByTestId('replay-go').click();
    await expect(page.getByTestId('replay-file-name')).toHaveText(
      { es: 'Repetido desde el texto pegado', it: 'Rivisto dal testo incollato' }[locale],
    );
    await expect(page.getByTestId('replay-names').locator('li').first()).toContainText('J. Obst');
  });
}
