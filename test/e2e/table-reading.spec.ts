import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { measuredContrast } from './contrast';
import { DEFAULT_STRUCTURE, LOCALES, generateScenario, tableView } from '../../core';
import { openScenario, scenarioOf } from './runner-kit';

/**
 * The table as a trainee reads it: texts on the felt at 4.5:1 or more (measured on screen), chips and the stakes on the
 * felt, each seat's actions this round, the dealer's piles where the question is about them, bigger cards with fewer
 * players, the seats named by what a question rests on, and the language buttons' focus ring drawn whole.
 */

const SHOWDOWN = 'SD-stud-8-rrc-1.2.5.10-2';
const LEGAL = 'LA-stud-8-rrc-1.2.5.10-11';
const DEAL = 'DO-stud-8-rrc-1.2.5.10-348';
const WSOP = fileURLToPath(new URL('./fixtures/wsop-2023-43-5-03-14-40.phh', import.meta.url));

test.describe('contrast of the texts on the table, measured (WCAG 1.4.3: 4.5:1)', () => {
  test.use({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 2 });

  test('the caption, the stakes, "Actions on 7th street", a seat\'s stack and the folded seats\' cards', async ({ page }, testInfo) => {
    await openScenario(page, SHOWDOWN);
    const felt = page.getByTestId('table');
    const caption = await measuredContrast(page, felt.getByTestId('table-caption'));
    const note = await measuredContrast(page, felt.getByTestId('action-street'));
    const stakes = await measuredContrast(page, felt.getByTestId('stakes').locator('span').first());
    const stack = await measuredContrast(page, felt.locator('[data-seat="1"] .table-scenario-seat__stack'));
    expect({ caption, note, stakes, stack }).toEqual({
      caption: expect.any(Number),
      note: expect.any(Number),
      stakes: expect.any(Number),
      stack: expect.any(Number),
    });
    for (const [what, ratio] of Object.entries({ caption, note, stakes, stack })) expect(ratio, what).toBeGreaterThanOrEqual(4.5);
    // Every rank drawn on a folded seat's cards, red and black (seat 7 folded; a showdown shows every hand).
    const folded = felt.locator('.table-scenario-seat--folded');
    await expect(folded).toHaveCount(1);
    const ranks = folded.locator('.playing-card__rank');
    expect(await ranks.count()).toBeGreaterThanOrEqual(3);
    expect(await folded.locator('.playing-card--red .playing-card__rank').count()).toBeGreaterThan(0);
    const cards: Record<string, number> = {};
    for (const rank of await ranks.all()) {
      const card = await rank.evaluate((e) => e.closest('svg')!.getAttribute('aria-label') ?? '');
      cards[card] = await measuredContrast(page, rank);
      expect(cards[card], card).toBeGreaterThanOrEqual(4.5);
    }
    // The figures, kept with the test's output.
    const figures = testInfo.outputPath('contrast.json');
    writeFileSync(figures, JSON.stringify({ caption, note, stakes, stack, folded: cards }, null, 1));
    await testInfo.attach('contrast', { path: figures, contentType: 'application/json' });
  });

  test("the measure finds a low contrast: the caption drawn in a green close to the felt's", async ({ page }) => {
    await openScenario(page, SHOWDOWN);
    await page.getByTestId('table-caption').evaluate((el) => {
      el.style.setProperty('color', 'rgb(60 150 105)', 'important');
      el.style.setProperty('text-shadow', 'none', 'important');
    });
    expect(await measuredContrast(page, page.getByTestId('table-caption'))).toBeLessThan(2);
  });

  test("the piles' words in the deal order, and the replay's caption", async ({ page }) => {
    await openScenario(page, DEAL);
    for (const word of await page.locator('.table-dealer__word').all())
      expect(await measuredContrast(page, word)).toBeGreaterThanOrEqual(4.5);
    await page.goto('./#/floor/replay');
    await page.locator('input[type="file"]').setInputFiles(WSOP);
    expect(await measuredContrast(page, page.getByTestId('replay-moment').getByTestId('table-caption'))).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('what the table shows at 1024x640', () => {
  test.use({ viewport: { width: 1024, height: 640 } });

  test("bets and the pot as chips with the amount beside them, the stakes placard, each seat's actions this round", async ({
    page,
  }, testInfo) => {
    await openScenario(page, LEGAL);
    const s = scenarioOf(LEGAL);
    const { ante, bringIn, smallBet, bigBet } = s.setup.structure;
    await expect(page.getByTestId('stakes')).toBeVisible();
    expect((await page.getByTestId('stakes').locator('span:not(.visually-hidden)').allInnerTexts()).join(' ')).toBe(
      `Ante ${ante} · Bring-in ${bringIn} · Bets ${smallBet}/${bigBet}`,
    );
    const view = tableView(s.state);
    for (const [k, p] of s.state.players.entries()) {
      const seat = page.locator(`[data-player="${k}"]`);
      const bet = p.streetBets[s.state.street - 3]!;
      if (p.folded || bet === 0) {
        await expect(seat.getByTestId('seat-bet')).toHaveCount(0);
      } else {
        await expect(seat.getByTestId('seat-bet')).toHaveText(String(bet));
        await expect(seat.getByTestId('seat-bet').getByTestId('chip-stack')).toBeVisible();
      }
      const kinds = view.seats[k]!.actions.map((a) => a.kind);
      if (p.folded || kinds.length === 0) await expect(seat.getByTestId('seat-actions')).toHaveCount(0);
      else await expect(seat.getByTestId('seat-actions')).toHaveAttribute('data-actions', kinds.join(' '));
    }
    // The raises of the round can be counted off the seats.
    const raises = view.seats.flatMap((seat) => seat.actions).filter((a) => a.kind === 'raise').length;
    const shown = await page
      .getByTestId('seat-actions')
      .evaluateAll((tags) => tags.flatMap((t) => t.getAttribute('data-actions')!.split(' ')).filter((k) => k === 'raise').length);
    expect(shown).toBe(raises);
    await expect(page.getByTestId('pot').getByTestId('chip-stack')).toBeVisible();
    await snap(page, testInfo, 'legal-action-chips-1024x640-en');
  });

  test('the deal order draws the stub, the burns and the muck with the counts core gives', async ({ page }) => {
    await openScenario(page, DEAL);
    const piles = tableView(scenarioOf(DEAL).state).piles;
    const dealer = page.getByTestId('dealer-piles');
    await expect(dealer.locator('[data-pile="stub"] b')).toHaveText(String(piles.stub));
    await expect(dealer.locator('[data-pile="burns"] b')).toHaveText(String(piles.burns));
    await expect(dealer.locator('[data-pile="muck"] b')).toHaveText(String(piles.muck));
    await expect(dealer).toBeVisible();
    // A bring-in question is not about them: the dealer's deck only.
    await openScenario(page, 'BI-stud-8-rrc-1.2.5.10-1');
    await expect(page.getByTestId('dealer-piles')).toHaveCount(0);
  });

  test('a pickable seat is named by its upcards, downcards, stack and actions (en, es, it)', async ({ page }) => {
    // Seat 1 checks, then calls a bet, on 7th street.
    await openScenario(page, 'SD-stud-8-rrc-1.2.5.10-34');
    const first = page.locator('[data-player="0"] button');
    // Three downcards by name (the hands are shown), the chips behind, and what the seat did on 7th street.
    await expect(first).toHaveAttribute(
      'aria-label',
      /^Seat 1, upcards: [^;]+; downcards: [^;,]+, [^;,]+, [^;,]+; 1,120 behind; Checked · Called 10$/,
    );
    for (const [locale, pattern] of [
      ['es', /^Asiento 1, cartas descubiertas: [^;]+; cartas tapadas: [^;,]+, [^;,]+, [^;,]+; stack 1\.?120; Pasó · Igualó 10$/],
      ['it', /^Posto 1, carte scoperte: [^;]+; carte coperte: [^;,]+, [^;,]+, [^;,]+; stack 1\.?120; Ha fatto check · Ha chiamato 10$/],
    ] as const) {
      await page.locator(`[data-locale="${locale}"]`).click();
      await expect(first).toHaveAttribute('aria-label', pattern);
    }
  });
});

/** A first-to-act question on 7th street at a table of `players` (the first seed that has one). */
function seventh(players: number): string {
  for (let seed = 1; seed < 3000; seed++) {
    const s = generateScenario('first-to-act', { variant: 'stud', players, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
    if (s.street === 7) return s.code;
  }
  throw new Error(`no 7th street at ${players} players`);
}

for (const [width, height] of [
  [1024, 640],
  [1280, 800],
] as const) {
  test(`cards are bigger when there is room: at ${width}x${height} heads-up, and on 3rd street, against eight players on 7th`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const card = async (code: string) => {
      await openScenario(page, code);
      return (await page.locator('[data-seat="1"] svg.playing-card').last().boundingBox())!.width;
    };
    const eight = await card(seventh(8));
    expect(await card(seventh(2))).toBeGreaterThan(1.5 * eight);
    expect(await card('BI-stud-8-rrc-1.2.5.10-1')).toBeGreaterThan(1.3 * eight);
  });
}

/** Whether a focused control's outline is drawn whole: inside the window and every ancestor that clips. */
async function ringClipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    const grow = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
    const r = el.getBoundingClientRect();
    const ring = { left: r.left - grow, right: r.right + grow, top: r.top - grow, bottom: r.bottom + grow };
    const out: string[] = [];
    if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0) out.push('no outline');
    const inside = (b: { left: number; right: number; top: number; bottom: number }) =>
      ring.left >= b.left - 0.5 && ring.right <= b.right + 0.5 && ring.top >= b.top - 0.5 && ring.bottom <= b.bottom + 0.5;
    if (!inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) out.push('the ring leaves the window');
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const o = getComputedStyle(a);
      if ([o.overflowX, o.overflowY].some((v) => v !== 'visible') && !inside(a.getBoundingClientRect()))
        out.push(`clipped by ${a.className || a.tagName}`);
    }
    return out;
  });
}

for (const [width, height] of [
  [1024, 640],
  [320, 640],
] as const) {
  test(`at ${width}x${height} the language buttons' focus ring is drawn whole (WCAG 2.4.7)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./#/');
    for (const locale of LOCALES) {
      // Tab until the button has the focus (a keyboard focus: the ring shows).
      for (let k = 0; k < 20 && !(await page.evaluate((l) => document.activeElement?.getAttribute('data-locale') === l, locale)); k++)
        await page.keyboard.press('Tab');
      await expect(page.locator(`[data-locale="${locale}"]`)).toBeFocused();
      expect(await ringClipped(page), locale).toEqual([]);
    }
    expect(await axeProblems(page)).toEqual([]);
  });
}
