import type { Page, TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  DealHand,
  dealCode,
  dealStepHint,
  formatReason,
  lessonTitle,
  parsePhh,
  replayPhh,
  settle,
  VARIANT_IDS,
  type DealSetup,
  type PartResponse,
  type Response,
  type SpecialTarget,
} from '../../core';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { keyPart } from './deal-kit';

/**
 * Dealing a whole hand on the #/deal screen, keyboard only, each answer worked out by core's own DealHand dealing the
 * same code alongside: every step graded right, the hand reaching its report; a hand answered with mistakes; a hand
 * with incidents; the screens of each step kind in Spanish and Italian at 1024x640 and 1280x800.
 */
const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

async function openHand(page: Page, setup: DealSetup, seed: number, mode = ''): Promise<DealHand> {
  await page.goto(`#/deal?code=${dealCode(setup, seed)}${mode ? `&mode=${mode}` : ''}`);
  await expect(page.getByTestId('deal-step')).toBeVisible();
  return new DealHand(setup, seed);
}

/** A wrong answer to the step's first part (another seat, another choice, another amount, the burn forgotten). */
function wrongFirst(right: Response, step: NonNullable<DealHand['step']>): PartResponse {
  const first = right[0]!;
  const part = step.question.parts[0]!;
  switch (first.kind) {
    case 'seat': {
      // Another seat the part lets the trainee pick (a folded seat's number does nothing).
      const seats = part.kind === 'seat' ? part.candidates.filter((p) => p !== first.seat) : [];
      return { kind: 'seat', seat: seats[0] ?? first.seat };
    }
    case 'seat-order': {
      const head = first.order[0];
      const seats: readonly number[] = part.kind === 'seat-order' ? part.candidates : [];
      const specials: readonly SpecialTarget[] = part.kind === 'seat-order' ? part.specials : [];
      if (head !== 'burn' && specials.includes('burn')) return { kind: 'seat-order', order: ['burn'] };
      return { kind: 'seat-order', order: [seats.find((p) => p !== head) ?? 0] };
    }
    case 'choice':
      return { kind: 'choice', letter: first.letter === 'A' ? 'B' : 'A' };
    case 'amount':
      return { kind: 'amount', amount: first.amount + 1 };
  }
}

/**
 * Deals the hand to the end, by the keys: each step checked against core's (its kind), answered right (or wrong at
 * the steps `wrongAt` picks), its verdict read, and Enter on Next. `each` sees every step before it is answered.
 */
async function dealByKeys(
  page: Page,
  hand: DealHand,
  wrongAt: (index: number) => boolean = () => false,
  each?: (kind: string) => Promise<void>,
): Promise<{ steps: number; wrong: number }> {
  let wrong = 0;
  let steps = 0;
  while (!hand.over) {
    const step = hand.step!;
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', step.kind);
    await each?.(step.kind);
    const right = hand.expectedAnswer();
    const miss = wrongAt(step.index) ? wrongFirst(right, step) : null;
    // A seat part with one seat to pick cannot be answered wrong: answered right.
    if (miss && !(miss.kind === 'seat' && right[0]!.kind === 'seat' && miss.seat === right[0]!.seat)) {
      await keyPart(page, miss);
      await expect(page.getByTestId('feedback')).toHaveClass(/drill-verdict--wrong/);
      wrong++;
      hand.answer([miss], 0);
    } else {
      for (const part of right) await keyPart(page, part!);
      await expect(page.getByTestId('feedback'), `step ${step.index} (${step.kind})`).toHaveClass(/drill-verdict--right/);
      hand.answer(right, 0);
    }
    await expect(page.getByTestId('next')).toBeFocused();
    await page.keyboard.press('Enter');
    hand.advance();
    steps++;
  }
  await expect(page.getByTestId('deal-report')).toBeVisible();
  return { steps, wrong };
}

test.describe('dealing a whole hand, keyboard only, in Guided mode', () => {
  for (const variant of VARIANT_IDS) {
    test(`${variant}: every step answered right, to the push and the report`, async ({ page }) => {
      const hand = await openHand(page, { variant, players: 5, rules: 'rr-cash', structure: STRUCTURE, incidents: 'none' }, 1234);
      const { steps } = await dealByKeys(page, hand);
      await expect(page.getByTestId('deal-score')).toHaveText(`${steps} of ${steps} steps right.`);
      await expect(page.getByTestId('deal-mistakes')).toHaveCount(0);
    });
  }

  test('a hand answered with mistakes: each shown at once, the hand going on by the rules, every mistake in the report', async ({
    page,
  }) => {
    const hand = await openHand(page, { variant: 'stud', players: 6, rules: 'tda', structure: STRUCTURE, incidents: 'none' }, 77);
    const { steps, wrong } = await dealByKeys(page, hand, (k) => k % 4 === 1);
    expect(wrong).toBeGreaterThan(0);
    await expect(page.getByTestId('deal-score')).toHaveText(`${steps - wrong} of ${steps} steps right.`);
    await expect(page.getByTestId('deal-mistakes').locator('li')).toHaveCount(wrong);
    expect(await axeProblems(page)).toEqual([]);
  });

  test('a reload in the middle of a hand (View > Reload): the same step, the hand going on, each step counted once, every mistake in the report', async ({
    page,
  }) => {
    const hand = await openHand(page, { variant: 'stud', players: 6, rules: 'tda', structure: STRUCTURE, incidents: 'none' }, 77);
    let seen = 0;
    const { steps, wrong } = await dealByKeys(
      page,
      hand,
      (k) => k % 4 === 1,
      async (kind) => {
        // Twice in the hand, after some steps answered (one wrong among them): reloaded, the same step is on screen.
        if (++seen !== 4 && seen !== 9) return;
        await page.reload();
        await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', kind);
      },
    );
    expect(wrong).toBeGreaterThan(1);
    await expect(page.getByTestId('deal-score')).toHaveText(`${steps - wrong} of ${steps} steps right.`);
    await expect(page.getByTestId('deal-mistakes').locator('li')).toHaveCount(wrong);
    // A reload on the report: the report again.
    await page.reload();
    await expect(page.getByTestId('deal-score')).toHaveText(`${steps - wrong} of ${steps} steps right.`);
    // Each step saved as an answer once, the steps before a reload not again.
    await page.goto('./#/summary');
    await expect(page.getByTestId('saved-total')).toHaveText(`${steps - wrong} right of ${steps} answered`);

    // Reloaded on a step's verdict (its Next not pressed): the verdict again, then Next goes on. The step's clock
    // is not reset by the reload before it: answered at once after it, its time counts from when it was shown.
    const other = await openHand(page, { variant: 'razz', players: 4, rules: 'rr-cash', structure: STRUCTURE, incidents: 'none' }, 5);
    await page.waitForTimeout(3000);
    await page.reload();
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', other.step!.kind);
    for (const part of other.expectedAnswer()) await keyPart(page, part!);
    const seconds = Number(/([\d.]+) s/.exec((await page.getByTestId('time').textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('feedback')).toHaveClass(/drill-verdict--right/);
    await page.reload();
    await expect(page.getByTestId('feedback')).toHaveClass(/drill-verdict--right/);
    other.answer(other.expectedAnswer(), 0);
    other.advance();
    await page.getByTestId('next').click();
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', other.step!.kind);

    // A kept hand that no longer deals as kept (a step's grade changed in the window's storage): said, set aside, never a crash.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('bring-in.deal'))).toContain('"steps":[{');
    const edited = await page.evaluate(() => {
      const kept = JSON.parse(sessionStorage.getItem('bring-in.deal')!) as { steps: { correct: boolean }[] };
      const text = JSON.stringify({ ...kept, steps: kept.steps.map((s) => ({ ...s, correct: !s.correct })) });
      sessionStorage.setItem('bring-in.deal', text);
      return text;
    });
    await page.reload();
    await expect(page.getByTestId('deal-reload-loss')).toContainText('The hand being dealt was not kept');
    await expect(page.getByTestId('deal-reload-loss-line').nth(1)).toHaveText(
      "Its text is set aside in this window's storage (sessionStorage) as bring-in.deal.unreadable.",
    );
    expect(await page.evaluate(() => sessionStorage.getItem('bring-in.deal.unreadable'))).toBe(edited);
    // The address still names the hand: dealt again from its start.
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', 'antes');
    await page.getByTestId('deal-reload-loss-dismiss').click();
    await expect(page.getByTestId('deal-reload-loss')).toHaveCount(0);
  });

  test('a hand with incidents: stopped, ruled on, and dealt on from the corrected table', async ({ page }) => {
    // A seed whose hand has an incident or a player's act to stop (found by core, not hard-coded).
    const setup: DealSetup = { variant: 'stud8', players: 7, rules: 'rr-cash', structure: STRUCTURE, incidents: 'many' };
    let seed = 1;
    for (; seed < 200; seed++) {
      const probe = new DealHand(setup, seed);
      const kinds: string[] = [];
      while (!probe.over) {
        kinds.push(probe.step!.kind);
        probe.answer(probe.expectedAnswer(), 0);
        probe.advance();
      }
      if (kinds.includes('incident') && kinds.includes('ruling')) break;
    }
    const hand = await openHand(page, setup, seed);
    const seen = new Set<string>();
    const { steps } = await dealByKeys(page, hand, undefined, async (kind) => {
      if ((kind === 'incident' || kind === 'ruling') && !seen.has(kind)) {
        seen.add(kind);
        expect(await axeProblems(page)).toEqual([]);
      }
    });
    expect([...seen].sort()).toEqual(['incident', 'ruling']);
    await expect(page.getByTestId('deal-score')).toHaveText(`${steps} of ${steps} steps right.`);
  });
});

test("the setup deals under the house rules and the structure chosen; the hand's code carries both and replays the same hand", async ({
  page,
}) => {
  await page.goto('#/deal');
  await page.getByTestId('deal-variant').selectOption('razz');
  await page.getByTestId('deal-profile').selectOption('tda');
  await page.getByTestId('setup-ante').fill('2');
  await page.getByTestId('setup-bring-in').fill('5');
  await page.getByTestId('setup-small-bet').fill('4');
  // The drill setup's own check, on the field: the bring-in above the small bet, and nothing dealt.
  await expect(page.getByTestId('setup-bring-in-error')).toHaveText('The bring-in cannot be more than the small bet (4).');
  await expect(page.getByTestId('deal-start')).toBeDisabled();
  await page.getByTestId('setup-small-bet').fill('10');
  await page.getByTestId('setup-big-bet').fill('20');
  await page.getByTestId('deal-start').click();
  const code = page.getByTestId('deal-code');
  await expect(code).toHaveText(/^DH-razz-6-tda-2\.5\.10\.20-some-\d+@0$/);
  const handCode = (await code.textContent())!.replace(/@0$/, '');
  // The antes are the structure's: the engine's answer for this code is the amount taken.
  const hand = DealHand.fromCode(handCode);
  expect(hand.rules.id).toBe('tda');
  expect(hand.setup.structure).toEqual({ ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 });
  await page.goto('#/');
  await page.goto(`#/deal?code=${handCode}`);
  await expect(page.getByTestId('deal-code')).toHaveText(`${handCode}@0`);
  await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', hand.step!.kind);
});

test('the report exports the hand as PHH (it replays through core to the same stacks) and opens it on the Replay screen, every stack checked', async ({
  page,
}, testInfo) => {
  const hand = await openHand(page, { variant: 'stud8', players: 4, rules: 'tda', structure: STRUCTURE, incidents: 'some' }, 606);
  await dealByKeys(page, hand);
  const stacks = settle(hand.finalState!).answer.finishingStacks;

  const download = page.waitForEvent('download');
  await page.getByTestId('deal-export-phh').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${hand.code}.phh`);
  const path = testInfo.outputPath('hand.phh');
  await file.saveAs(path);
  const report = replayPhh(parsePhh(await readFile(path, 'utf8')), { rules: hand.rules });
  expect(report.errors).toEqual([]);
  expect(report.finishingStacks).toEqual(stacks);
  await expect(page.getByTestId('deal-export-status')).toHaveText(`Hand history saved: ${hand.code}.phh`);

  await page.getByTestId('deal-open-replay').click();
  await expect(page).toHaveURL(/#\/floor\/replay$/);
  await expect(page.getByTestId('replay-file-name')).toHaveText(`Opened: ${hand.code}.phh`);
  const rows = page.getByTestId('summary-stacks').locator('tbody tr');
  await expect(rows).toHaveCount(stacks.length);
  for (let k = 0; k < stacks.length; k++) await expect(rows.nth(k)).toHaveAttribute('data-same', 'true');
});

test("Guided mode: H shows the step's lesson and its key sentence, with a link to the lesson; kept across a reload; the report counts the hint", async ({
  page,
}) => {
  const hand = await openHand(page, { variant: 'razz', players: 5, rules: 'rr-cash', structure: STRUCTURE, incidents: 'none' }, 1234);
  const hint = dealStepHint(hand.step!, 'razz')!;
  await expect(page.getByTestId('deal-hint-text')).toHaveCount(0);
  // The antes' amount field has the keyboard: H there is the hint, not a letter of the amount.
  await expect(page.getByTestId('amount-input')).toBeFocused();
  await page.keyboard.press('h');
  const shown = page.getByTestId('deal-hint-text');
  await expect(shown).toContainText(`From the lesson "${formatReason(lessonTitle(hint.lesson), 'en')}"`);
  await expect(shown).toContainText(formatReason(hint.text, 'en'));
  await expect(page.getByTestId('deal-hint-lesson')).toHaveAttribute('href', `#/learn/${hint.lesson}?game=razz`);
  expect(await axeProblems(page)).toEqual([]);
  // A reload of the window does not take the hint back: it is on screen again, and the report counts it.
  await page.reload();
  await expect(page.getByTestId('deal-step')).toHaveText(/^Step 1: /);
  await expect(shown).toContainText(formatReason(hint.text, 'en'));
  await dealByKeys(page, hand);
  await expect(page.getByTestId('deal-hinted')).toHaveText('A hint was used on 1 step.');
});

test('a lesson\'s "Deal a hand": dealt at once in Guided mode in the lesson\'s game, its kind of step singled out in the report', async ({
  page,
}) => {
  await page.goto('#/deal?game=razz&mode=guided&focus=first-to-act');
  await expect(page.getByTestId('deal-step')).toHaveText(/^Step 1: Antes$/);
  const code = (await page.getByTestId('deal-code').textContent())!.replace(/@0$/, '');
  const hand = DealHand.fromCode(code);
  expect(hand.setup.variant).toBe('razz');
  await dealByKeys(page, hand);
  const met = hand.results.some((r) => r.kind === 'first-to-act');
  await expect(page.getByTestId('deal-focus')).toHaveText(
    met
      ? "This lesson's steps are marked below: First to act."
      : 'No step of this lesson came up in this hand (First to act): deal another.',
  );
  await expect(page.locator('[data-focus]')).toHaveCount(met ? 1 : 0);
  if (met) await expect(page.locator('[data-focus]')).toHaveAttribute('data-kind', 'first-to-act');
});

test("target times: one changed in the setup's panel is kept for the trainee, and a step's time is said against its target", async ({
  page,
}) => {
  await page.goto('#/deal');
  await page.getByTestId('deal-targets').locator('summary').click();
  const antes = page.getByTestId('deal-target-antes');
  await antes.fill('0');
  await expect(antes).toHaveAttribute('aria-invalid', 'true');
  await antes.fill('45');
  await antes.press('Tab');
  // Kept in the trainee's settings (the save is not waited on by the screen): read back after a reload.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('deal-targets').locator('summary').click();
    await expect(page.getByTestId('deal-target-antes')).toHaveValue('45', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  // A hand with the antes as its first step: answered well within 45 seconds.
  const hand = await openHand(page, { variant: 'stud', players: 3, rules: 'tda', structure: STRUCTURE, incidents: 'none' }, 5);
  await keyPart(page, hand.expectedAnswer()[0]!);
  await expect(page.getByTestId('deal-target')).toHaveText('Target 45.0 s: on time.');
});

/** Tab along the dealer's action bar to `action` and press Enter on it: keyboard only. */
async function chooseByTab(page: Page, action: string): Promise<void> {
  for (let k = 0; k < 14; k++) {
    if ((await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.dealerAction)) === action)
      return page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
  }
  throw new Error(`the action bar has no "${action}" button reachable by Tab`);
}

test("Table ready, keyboard only: nothing named, the dealer's action chosen on the bar, then the step answered; a wrong action graded wrong at once", async ({
  page,
}) => {
  const hand = await openHand(
    page,
    { variant: 'razz', players: 6, rules: 'rr-cash', structure: STRUCTURE, incidents: 'some' },
    2024,
    'table-ready',
  );
  let steps = 0;
  let wrong = 0;
  while (!hand.over) {
    const step = hand.step!;
    // Nothing named: the heading says the step's number only, and no question shows before an action is chosen.
    await expect(page.getByTestId('deal-step')).toHaveText(`Step ${step.index + 1}`);
    await expect(page.getByTestId('question')).toHaveCount(0);
    await expect(page.locator('[data-dealer-action="antes"]')).toBeFocused();
    if (step.index === 2) {
      // The wrong action: graded wrong at once, the right one said.
      const other = step.action === 'collect' ? 'award' : 'collect';
      await chooseByTab(page, other);
      hand.chooseAction(other, 0);
      wrong++;
      await expect(page.getByTestId('feedback')).toHaveClass(/drill-verdict--wrong/);
      await expect(page.getByTestId('deal-right-action')).toBeVisible();
    } else {
      await chooseByTab(page, step.action);
      const right = hand.expectedAnswer();
      if (step.kind !== 'action') for (const part of right) await keyPart(page, part!);
      hand.answer(right, 0);
      await expect(page.getByTestId('feedback'), `step ${step.index} (${step.kind})`).toHaveClass(/drill-verdict--right/);
    }
    await expect(page.getByTestId('next')).toBeFocused();
    await page.keyboard.press('Enter');
    hand.advance();
    steps++;
  }
  await expect(page.getByTestId('deal-score')).toHaveText(`${steps - wrong} of ${steps} steps right.`);
});

/** Each step kind of a hand with incidents, once, in a language and a window size. */
async function shootEachKind(
  page: Page,
  testInfo: TestInfo,
  language: 'Spanish' | 'Italian',
  size: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(size);
  await page.goto('#/');
  await page.getByRole('button', { name: language }).click();
  const hand = await openHand(page, { variant: 'stud8', players: 8, rules: 'rr-cash', structure: STRUCTURE, incidents: 'many' }, 4321);
  const shot = new Set<string>();
  await dealByKeys(
    page,
    hand,
    (k) => k === 3,
    async (kind) => {
      if (shot.has(kind)) return;
      shot.add(kind);
      await snap(page, testInfo, `${language}-${size.width}x${size.height}-${kind}`);
    },
  );
  await snap(page, testInfo, `${language}-${size.width}x${size.height}-report`);
  expect(shot.size).toBeGreaterThan(6);
}

test("an absent player's hand killed as the action reaches it (RR stud 6) is said at the next step, in Spanish and Italian", async ({
  page,
}, testInfo) => {
  const setup: DealSetup = { variant: 'stud', players: 4, rules: 'rr-cash', structure: STRUCTURE, incidents: 'many' };
  // The language button is named in the screen's language: Spanish from English, Italiano from Spanish.
  for (const [button, locale, size] of [
    ['Spanish', 'es', { width: 1024, height: 640 }],
    [null, 'es', { width: 1280, height: 800 }],
    ['Italiano', 'it', { width: 1024, height: 640 }],
    [null, 'it', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('#/');
    if (button) await page.getByRole('button', { name: button }).click();
    // Seat 2 has the bring-in and is away; it shows the high board on 4th street: named first to act, then killed.
    const hand = await openHand(page, setup, 1702147368);
    while (hand.step!.since.length === 0) {
      const step = hand.step!;
      await expect(page.getByTestId('deal-step')).toHaveAttribute('data-kind', step.kind);
      await expect(page.getByTestId('deal-since')).toHaveCount(0);
      if (step.kind === 'first-to-act' && step.street === 4) expect(hand.expectedAnswer()[0]).toEqual({ kind: 'seat', seat: 1 });
      for (const part of hand.expectedAnswer()) await keyPart(page, part);
      await expect(page.getByTestId('next')).toBeFocused();
      await page.keyboard.press('Enter');
      hand.answer(hand.expectedAnswer(), 0);
      hand.advance();
    }
    await expect(page.getByTestId('deal-step')).toHaveAttribute('data-index', String(hand.step!.index));
    await expect(page.getByTestId('deal-since')).toContainText(formatReason(hand.step!.since[0]!, locale));
    await snap(page, testInfo, `${locale}-${size.width}x${size.height}-absent-killed`);
  }
});

test("a hand code that cannot be read says which part is wrong in the screen's language, and again when it changes", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto('#/');
  await page.getByRole('button', { name: 'Spanish' }).click();
  await page.goto('#/deal?code=DH-stud-9-tda-1.2.5.10-none-1');
  const problem = page.getByTestId('deal-code-problem');
  await expect(problem).toHaveText('No se puede leer este código de mano: los jugadores "9" deben ser una cifra de 2 a 8');
  await snap(page, testInfo, 'Spanish-1024x640-bad-code');
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(problem).toHaveText('Questo codice di mano non si può leggere: i giocatori "9" devono essere una cifra da 2 a 8');
  await snap(page, testInfo, 'Italian-1024x640-bad-code');
  await expect(page.getByTestId('deal-step')).toHaveCount(0);
});

/** The setup (its target times open), a hint, and a report with mistakes and a hint, in a language and a window size. */
async function shootSetupHintReport(
  page: Page,
  testInfo: TestInfo,
  language: 'Spanish' | 'Italian',
  size: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(size);
  await page.goto('#/');
  await page.getByRole('button', { name: language }).click();
  await page.goto('#/deal');
  await page.getByTestId('setup-bring-in').fill('20');
  await snap(page, testInfo, `${language}-${size.width}x${size.height}-setup`);
  await page.getByTestId('setup-bring-in').fill('2');
  await page.getByTestId('deal-targets').locator('summary').click();
  await page.getByTestId('deal-targets').scrollIntoViewIfNeeded();
  await snap(page, testInfo, `${language}-${size.width}x${size.height}-setup-targets`);
  expect(await axeProblems(page)).toEqual([]);
  const hand = await openHand(page, { variant: 'stud', players: 6, rules: 'rr-tournament', structure: STRUCTURE, incidents: 'some' }, 31);
  // A step further on, its hint asked for by the button.
  const seen = new Set<string>();
  await dealByKeys(
    page,
    hand,
    (k) => k === 4 || k === 9,
    async (kind) => {
      if (kind !== 'deal' || seen.has(kind)) return;
      seen.add(kind);
      await page.getByTestId('deal-hint-button').click();
      await expect(page.getByTestId('deal-hint-text')).toBeVisible();
      await snap(page, testInfo, `${language}-${size.width}x${size.height}-hint`);
    },
  );
  await expect(page.getByTestId('deal-hinted')).toBeVisible();
  await snap(page, testInfo, `${language}-${size.width}x${size.height}-report`);
  await page.getByTestId('deal-export-phh').scrollIntoViewIfNeeded();
  await snap(page, testInfo, `${language}-${size.width}x${size.height}-report-actions`);
  expect(await axeProblems(page)).toEqual([]);
}

test.describe('the deal screen in Spanish and Italian, at 1024x640 and 1280x800', () => {
  for (const language of ['Spanish', 'Italian'] as const) {
    for (const size of [
      { width: 1024, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      test(`${language} ${size.width}x${size.height}: a screenshot of each step kind`, async ({ page }, testInfo) => {
        await shootEachKind(page, testInfo, language, size);
      });
      test(`${language} ${size.width}x${size.height}: the setup, a hint and the report`, async ({ page }, testInfo) => {
        await shootSetupHintReport(page, testInfo, language, size);
      });
    }
  }
});
