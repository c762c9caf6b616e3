import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems } from './page-checks';
import { answerOf, generateScenario, type DrillKind, type StreetNumber } from '../../core';
import { answerByKeyboard, openScenario, scenarioOf, SEEN_TABLE } from './runner-kit';

/**
 * A full table (8 players, up to seven cards a seat) in the smallest window the app is made for (1024x640) and in a
 * bigger one: every seat and every card on screen, no seat over another or over the question, and every card's index
 * (rank and suit) big enough to read and covered by nothing.
 */

/** 8-player scenarios of every drill kind, most at 7th street (seven cards a seat); one with cards dealt to an empty seat. */
const FULL_TABLES = {
  'bring-in': 'BI-stud-8-rrc-1.2.5.10-1',
  'first-to-act': 'FA-stud-8-rrc-1.2.5.10-108',
  'legal-action': 'LA-stud-8-rrc-1.2.5.10-11',
  'deal-order': 'DO-stud-8-rrc-1.2.5.10-348',
  pot: 'PT-stud-8-rrc-1.2.5.10-30',
  showdown: 'SD-stud-8-rrc-1.2.5.10-2',
  // All-ins, a common card in the middle, and a last aggressor from 5th street (a long tag on a top seat).
  'showdown with a common card': 'SD-stud-8-rrc-1.2.5.10-596',
  misprocedure: 'MP-stud-8-rrc-1.2.5.10-12',
  'empty seat': 'MP-stud-8-rrc-1.2.5.10-11',
} as const;

/** An 8-player scenario of `kind` on `street` (the first seed that has one), as a code. */
function onStreet(kind: DrillKind, street: StreetNumber, variant: 'stud' | 'razz' | 'stud8' = 'stud'): string {
  for (let seed = 1; seed < 3000; seed++) {
    const s = generateScenario(
      kind,
      { variant, players: 8, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
      seed,
    );
    if (s.street === street) return s.code;
  }
  throw new Error(`no ${kind} scenario on street ${street}`);
}

/** Every street with 8 players: the bring-in on 3rd, who acts first on 4th to 7th, and the showdown (hands shown). */
const EVERY_STREET = {
  '3rd street': onStreet('bring-in', 3),
  '4th street': onStreet('first-to-act', 4),
  '5th street': onStreet('first-to-act', 5),
  '6th street': onStreet('first-to-act', 6),
  '7th street': onStreet('first-to-act', 7),
  '7th street, razz': onStreet('first-to-act', 7, 'razz'),
  'a pot count on 6th street': onStreet('pot', 6),
} as const;

/** The smallest rank and suit of a card's index that can be read at arm's length, in CSS px (glyph boxes). */
const MIN_RANK_PX = 12;
const MIN_SUIT_PX = 7;

/**
 * What is wrong with the table on screen, one line a problem (an empty list when it is readable). A verdict's page also
 * holds the next question's table, laid out unseen under it (aria-hidden): only the table seen is read.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minRank, minSuit, seen }) => {
      const out: string[] = [];
      const vw = document.documentElement.clientWidth;
      const vh = document.documentElement.clientHeight;
      if (document.documentElement.scrollWidth > vw)
        out.push(`horizontal scrollbar: page ${document.documentElement.scrollWidth} px wide in ${vw}`);
      const main = document.querySelector('main')!;
      if (main.scrollWidth > main.clientWidth) out.push(`the main area scrolls sideways (${main.scrollWidth} > ${main.clientWidth})`);
      const cut = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      const inView = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
      const table = document.querySelector(seen);
      if (!table) return [...out, 'no table on screen'];
      const seats = Array.from(table.querySelectorAll<HTMLElement>('[data-seat], [data-empty-seat] > *'));
      const name = (e: Element) => (e.hasAttribute('data-seat') ? `seat ${e.getAttribute('data-seat')}` : 'empty seat');
      const question = document.querySelector('[data-testid="question"]')?.getBoundingClientRect() ?? null;
      seats.forEach((seat, k) => {
        const r = seat.getBoundingClientRect();
        if (!inView(r)) out.push(`${name(seat)} is not all on screen`);
        if (question && cut(r, question)) out.push(`${name(seat)} overlaps the question`);
        for (const other of seats.slice(k + 1))
          if (cut(r, other.getBoundingClientRect())) out.push(`${name(seat)} overlaps ${name(other)}`);
      });
      // The caption, the pot, the common card and the note in the middle: no seat's tags over them (nor under).
      const middle = Array.from(table.querySelectorAll<HTMLElement>('.table-scenario__center > *'));
      for (const seat of seats) {
        for (const m of middle)
          if (cut(seat.getBoundingClientRect(), m.getBoundingClientRect())) out.push(`${name(seat)} overlaps the middle's ${m.className}`);
      }
      for (const tag of Array.from(table.querySelectorAll<HTMLElement>('[data-seat] .table-scenario-seat__tag'))) {
        const seat = tag.closest('[data-seat]')!;
        for (const m of middle) {
          if (cut(tag.getBoundingClientRect(), m.getBoundingClientRect()))
            out.push(`${name(seat)}'s tag "${tag.textContent!.trim()}" overlaps the middle's ${m.className}`);
        }
      }
      /** The element drawn at a point is the card itself (its face), not a card or a tag lying over it. */
      const shows = (card: Element, x: number, y: number) => document.elementFromPoint(x, y)?.closest('svg') === card;
      for (const card of Array.from(table.querySelectorAll<SVGSVGElement>('svg.playing-card'))) {
        const seat = card.closest('[data-seat]');
        const label = `${seat ? name(seat) : 'table'} ${card.getAttribute('aria-label')}`;
        const r = card.getBoundingClientRect();
        if (!inView(r)) {
          out.push(`${label}: not all on screen`);
          continue;
        }
        // A downcard's 'down' band and its word: whole, covered by nothing (the next card leaves it in view).
        const down = card.querySelector('.playing-card__down-mark text');
        if (card.matches('[data-face="down"], [data-face="exposed"]')) {
          if (!down) out.push(`${label}: no 'down' band`);
          else {
            const b = down.getBoundingClientRect();
            const points = [
              [b.left + b.width / 2, b.top + 1],
              [b.left + b.width / 2, b.bottom - 1],
              [b.left + b.width / 2, b.top + b.height / 2],
            ];
            if (points.some(([x, y]) => !shows(card, x!, y!))) out.push(`${label}: its 'down' word is covered`);
          }
        }
        const rank = card.querySelector('.playing-card__rank');
        const suit = card.querySelector('.playing-card__pip');
        if (!rank || !suit) {
          // A back: only that something of it is in view.
          if (!shows(card, r.left + r.width * 0.2, r.top + r.height * 0.5)) out.push(`${label}: covered`);
          continue;
        }
        const rr = rank.getBoundingClientRect();
        const sr = suit.getBoundingClientRect();
        if (rr.height < minRank) out.push(`${label}: rank ${rr.height.toFixed(1)} px high (< ${minRank})`);
        if (sr.height < minSuit) out.push(`${label}: suit ${sr.height.toFixed(1)} px high (< ${minSuit})`);
        // The index (rank, then the small suit under it): its corners and centre are the card's own.
        for (const b of [rr, sr]) {
          const points = [
            [b.left + 1, b.top + b.height / 2],
            [b.right - 1, b.top + b.height / 2],
            [b.left + b.width / 2, b.top + 1],
            [b.left + b.width / 2, b.bottom - 1],
            [b.left + b.width / 2, b.top + b.height / 2],
          ];
          if (points.some(([x, y]) => !shows(card, x!, y!))) {
            out.push(`${label}: its index is covered`);
            break;
          }
        }
      }
      return out;
    },
    { minRank: MIN_RANK_PX, minSuit: MIN_SUIT_PX, seen: SEEN_TABLE },
  );
}

for (const [width, height] of [
  [1024, 640],
  [1280, 800],
] as const) {
  test.describe(`8 players at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const [kind, code] of Object.entries(FULL_TABLES)) {
      test(`${kind} (${code}): every seat and every card's index on screen, nothing over them`, async ({ page }) => {
        expect(scenarioOf(code).setup.players).toBe(8);
        await openScenario(page, code);
        await expect(page.locator('[data-testid="table"] [data-seat]')).toHaveCount(8);
        expect(await layoutProblems(page)).toEqual([]);
      });
    }

    for (const [street, code] of Object.entries(EVERY_STREET)) {
      test(`${street} (${code}): every upcard's index and every downcard's 'down' band on screen, nothing over them`, async ({ page }) => {
        await openScenario(page, code);
        await expect(page.locator('[data-testid="table"] [data-seat]')).toHaveCount(8);
        expect(await layoutProblems(page)).toEqual([]);
        // The downcards the dealer does not see are backs, each marked down.
        const faces = await page
          .locator('[data-testid="table"] [data-seat] svg.playing-card')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-face')));
        expect(faces.filter((f) => f === 'down').length).toBeGreaterThanOrEqual(16);
      });
    }

    // The longest texts: every showdown in Spanish and Italian too.
    for (const locale of ['es-ES', 'it-IT']) {
      test.describe(locale, () => {
        test.use({ locale });
        for (const [kind, code] of Object.entries(FULL_TABLES).filter(([, c]) => c.startsWith('SD-'))) {
          test(`${kind} (${code}) in ${locale}: every seat and every card's index on screen, nothing over them`, async ({ page }) => {
            await openScenario(page, code);
            await expect(page.locator('[data-testid="table"] [data-seat]')).toHaveCount(8);
            expect(await layoutProblems(page)).toEqual([]);
          });
        }
      });
    }

    // Graded: the result badges under the seats (shows first, wins which pots) are the longest, in Spanish and Italian
    // with side pots (a hi-lo split, 6 players) and with a common card in the middle (8 players).
    for (const locale of ['es-ES', 'it-IT']) {
      test.describe(`${locale}, graded`, () => {
        test.use({ locale });
        for (const code of ['SD-stud8-6-rrc-1.2.5.10-3209609485', FULL_TABLES['showdown with a common card']]) {
          test(`showdown ${code} answered: the verdict's seat badges keep off the caption and the pot`, async ({ page }) => {
            await openScenario(page, code);
            await answerByKeyboard(page, answerOf(scenarioOf(code)));
            await expect(page.getByTestId('verdict')).toBeVisible();
            expect(await layoutProblems(page)).toEqual([]);
          });
        }
      });
    }

    test('the floor "see a ruling" table: a seat holding 8 cards at 7th street', async ({ page }) => {
      await page.goto('./#/floor/rulings?tab=situation&kind=wrong-card-count&profile=rr-cash&variant=stud&players=8&seed=12');
      await expect(page.locator('[data-testid="table"] [data-seat]')).toHaveCount(8);
      await expect(page.getByTestId('seat-mark')).toHaveCount(1);
      expect(await layoutProblems(page)).toEqual([]);
    });
  });
}

test('at 1024x640 an 8-player showdown, asked and graded, is axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  const code = FULL_TABLES.showdown;
  await openScenario(page, code);
  expect(await axeProblems(page)).toEqual([]);
  await answerByKeyboard(page, answerOf(scenarioOf(code)));
  await expect(page.getByTestId('verdict')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});
