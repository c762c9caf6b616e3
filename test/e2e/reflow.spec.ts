import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerOf } from '../../core';
import { answerByKeyboard, openScenario, scenarioOf } from './runner-kit';

/**
 * Reflow (WCAG 1.4.10) and resize (1.4.4): a 1280x800 window at 200% zoom is 640x400 CSS px, a phone 320x640. Every
 * screen works there without sideways scrolling (the document as wide as the window), the table's seats keep apart from
 * each other, the middle of the table and every button, and axe finds nothing serious.
 */

const WSOP = fileURLToPath(new URL('./fixtures/wsop-2023-43-5-03-14-40.phh', import.meta.url));

/** The screens, each opened as a trainee or a floor person would get there. */
const SCREENS: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await page.goto('./#/');
    await page.locator('main h1').first().waitFor();
  },
  'drill setup': async (page) => {
    await page.goto('./#/drill/bring-in');
    await page.getByTestId('setup-start').waitFor();
  },
  'bring-in question, 8 players': (page) => openScenario(page, 'BI-stud-8-rrc-1.2.5.10-1'),
  'legal action, 8 players': (page) => openScenario(page, 'LA-stud-8-rrc-1.2.5.10-11'),
  'deal order, 8 players': (page) => openScenario(page, 'DO-stud-8-rrc-1.2.5.10-348'),
  'showdown answered, 8 players': async (page) => {
    const code = 'SD-stud-8-rrc-1.2.5.10-2';
    await openScenario(page, code);
    await answerByKeyboard(page, answerOf(scenarioOf(code)));
    await page.getByTestId('verdict').waitFor();
  },
  'session summary': async (page) => {
    await answerOne(page);
    await page.getByTestId('run-finish').click();
    await expect(page).toHaveURL(/#\/summary/);
  },
  replay: async (page) => {
    await page.goto('./#/floor/replay');
    await page.locator('input[type="file"]').setInputFiles(WSOP);
    await page.getByTestId('replay-moment').waitFor();
  },
  'rule lookup': async (page) => {
    await page.goto('./#/floor/rulings');
    await page.locator('main h1').first().waitFor();
  },
  'see a ruling, 8 players': async (page) => {
    await page.goto('./#/floor/rulings?tab=situation&kind=wrong-card-count&profile=rr-cash&variant=stud&players=8&seed=12');
    await expect(page.getByTestId('situation').locator('[data-testid="table"] [data-seat]')).toHaveCount(8);
  },
  'house rules': async (page) => {
    await page.goto('./#/floor/house-rules');
    await page.locator('main h1').first().waitFor();
  },
  // The course screens, with one answer saved so they have a session, a skill and a day to show.
  'progress, a session': async (page) => {
    await answerOne(page);
    await page.goto('./#/progress/history');
    await page.getByTestId('progress-history').waitFor();
  },
  'progress, skills': async (page) => {
    await answerOne(page);
    await page.goto('./#/progress/skills');
    await page.getByTestId('progress-skills').waitFor();
  },
  'progress, charts': async (page) => {
    await answerOne(page);
    await page.goto('./#/progress/charts');
    await page.getByTestId('chart-activity').locator('canvas').waitFor();
  },
  'exam setup': async (page) => {
    await page.goto('./#/exams');
    await page.getByTestId('exam-compose').waitFor();
  },
  // A trainee with an answer saved: the class view lists this computer's trainees who have answered.
  'class view': async (page) => {
    await answerOne(page);
    await page.goto('./#/class');
    await page.getByTestId('class-local').click();
    await page.getByTestId('class-row').first().waitFor();
  },
  trainees: async (page) => {
    await page.goto('./#/trainees');
    await page.getByTestId('trainees').waitFor();
  },
  // The day-one path: the skills, a lesson with its table, the glossary.
  learn: async (page) => {
    await page.goto('./#/learn');
    await page.getByTestId('learn-page').waitFor();
  },
  'a lesson, its first step': async (page) => {
    await page.goto('./#/learn/bring-in?game=stud');
    await page.getByTestId('lesson-title').waitFor();
  },
  glossary: async (page) => {
    await page.goto('./#/glossary');
    await page.locator('main h1').first().waitFor();
  },
};

/** One drill question answered (it is saved: the progress screens have something to show). */
async function answerOne(page: Page): Promise<void> {
  const code = 'FA-stud-6-rrc-1.2.5.10-7';
  await openScenario(page, code);
  await answerByKeyboard(page, answerOf(scenarioOf(code)));
  await page.getByTestId('verdict').waitFor();
}

/** What breaks the reflow: the page wider than the window, seats over each other, the table's middle or a button. */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    const cut = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const table = document.querySelector('[data-testid="table"]');
    const seats = Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="table"] [data-seat], [data-testid="table"] [data-empty-seat] > *'),
    );
    const name = (e: Element) => (e.hasAttribute('data-seat') ? `seat ${e.getAttribute('data-seat')}` : 'the empty seat');
    const middle = Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="table"] .table-scenario__center > *, [data-testid="dealer"]'),
    );
    const buttons = Array.from(document.querySelectorAll<HTMLElement>('button')).filter(
      (b) => !table?.contains(b) && b.getClientRects().length > 0,
    );
    seats.forEach((seat, k) => {
      const r = seat.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) out.push(`${name(seat)} is not drawn (${r.width}x${r.height})`);
      if (r.left < -0.5 || r.right > root.clientWidth + 0.5) out.push(`${name(seat)} leaves the window sideways`);
      for (const other of seats.slice(k + 1)) if (cut(r, other.getBoundingClientRect())) out.push(`${name(seat)} overlaps ${name(other)}`);
      for (const m of middle)
        if (cut(r, m.getBoundingClientRect())) out.push(`${name(seat)} overlaps ${m.getAttribute('data-testid') ?? m.className}`);
      for (const b of buttons)
        if (cut(r, b.getBoundingClientRect())) out.push(`${name(seat)} overlaps the button "${b.textContent!.trim()}"`);
    });
    if (table && table.getBoundingClientRect().width === 0) out.push('the table is 0 px wide');
    // The table keeps to its place: no panel, side column or form beside or below it lies under it.
    if (table) {
      const box = table.getBoundingClientRect();
      for (const other of Array.from(document.querySelectorAll<HTMLElement>('.panel, aside, form'))) {
        if (!other.contains(table) && other.getClientRects().length > 0 && cut(box, other.getBoundingClientRect()))
          out.push(`the table overlaps ${other.className || other.tagName}`);
      }
    }
    return out;
  });
}

const SIZES = [
  { width: 640, height: 400, label: '640x400 (1280x800 at 200%)' },
  { width: 320, height: 640, label: '320x640' },
] as const;

/** Screens that reflow by their own breakpoints (tables as cards, one column): checked in Spanish and in Italian. */
const BOTH_LANGUAGES: ReadonlySet<string> = new Set([
  'progress, a session',
  'progress, skills',
  'progress, charts',
  'exam setup',
  'class view',
  'a lesson, its first step',
  'glossary',
]);

for (const size of SIZES) {
  test.describe(`at ${size.label}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    Object.entries(SCREENS).forEach(([screen, open], k) => {
      // Spanish and Italian by turns (the longest words), or both.
      const locales = BOTH_LANGUAGES.has(screen) ? ['es-ES', 'it-IT'] : [k % 2 === 0 ? 'es-ES' : 'it-IT'];
      for (const locale of locales)
        test.describe(locale, () => {
          test.use({ locale });
          test(`${screen}: no sideways scrolling, the seats apart, axe-clean`, async ({ page }, testInfo) => {
            await open(page);
            expect(await reflowProblems(page)).toEqual([]);
            expect(await axeProblems(page)).toEqual([]);
            await snap(page, testInfo, `${screen.replace(/[^a-z0-9]+/gi, '-')}-${size.width}x${size.height}-${locale}`);
          });
        });
    });
  });
}

// The lesson and the glossary at the window sizes trainees use, where the table and the terms keep their wide layout
// (the progress, exam and class screens: progress-screens.spec.ts).
for (const size of [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]) {
  for (const locale of ['es-ES', 'it-IT']) {
    test.describe(`at ${size.width}x${size.height}, ${locale}`, () => {
      test.use({ viewport: size, locale });
      for (const screen of ['a lesson, its first step', 'glossary']) {
        test(`${screen}: no sideways scrolling, the seats apart, axe-clean`, async ({ page }, testInfo) => {
          await SCREENS[screen]!(page);
          expect(await reflowProblems(page)).toEqual([]);
          expect(await axeProblems(page)).toEqual([]);
          await snap(page, testInfo, `${screen.replace(/[^a-z0-9]+/gi, '-')}-${size.width}x${size.height}-${locale}`);
        });
      }
    });
  }
}

test.describe('the header at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, locale: 'it-IT' });

  test('wraps its links under the brand, and the language switch is whole in the window', async ({ page }) => {
    await page.goto('./#/');
    const header = page.locator('header');
    const links = page.locator('header nav a');
    // Every link of the header's menu (Learn included).
    await expect(links).toHaveCount(8);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    // More than one line: the last link sits below the brand.
    const brand = (await page.locator('header a').first().boundingBox())!;
    const last = (await links.last().boundingBox())!;
    expect(last.y).toBeGreaterThan(brand.y + brand.height - 1);
    for (const button of await page.locator('[data-locale]').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    expect((await header.boundingBox())!.width).toBeLessThanOrEqual(320);
  });
});
