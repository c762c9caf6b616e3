import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import {
  answerOf,
  bringInSeat,
  createRng,
  customProfile,
  formatReason,
  generateScenario,
  grade,
  newDeck,
  parseScenarioCode,
  PROFILES,
  ruleText,
  scenarioCode,
  shuffled,
  VARIANTS,
  type Scenario,
  type Locale,
} from '../../core';
import { testPlugins } from '../testing/plugins';
import { answerByClicks } from '../testing/answerThroughUi';
import { RESULT_SINK } from '../drills/resultSink';
import { wrongResponse } from '../drills/runner/wrongAnswer';
import { PlatformError, type NewResult } from '../platform/api';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { createBrowserPlatform } from '../platform/browser-store';
import { DEFAULT_RUN, useDrillRunStore } from '../stores/drillRun';
import { useSessionStore, type ReloadLoss } from '../stores/session';
import DrillRunnerView from './DrillRunnerView.vue';

let wrapper: VueWrapper | undefined;
let saved: NewResult[] = [];
afterEach(() => wrapper?.unmount());
// happy-dom has no IndexedDB: the stored drill settings cannot be read (the view says so on the console and keeps defaults).
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

function scenarioOf(code: string): Scenario {
  const { kind, setup, seed } = parseScenarioCode(code);
  return generateScenario(kind, setup, seed);
}

async function open(path: string, code?: string, locale: Locale = 'en', before?: () => void) {
  const { plugins, router } = testPlugins(locale);
  before?.();
  await router.push({ path, query: code ? { code } : {} });
  saved = [];
  const sink = async (result: NewResult) => saved.push(result);
  wrapper = mount(DrillRunnerView, { global: { plugins: [...plugins], provide: { [RESULT_SINK]: sink } }, attachTo: document.body });
  await flushPromises();
  return { view: wrapper, router };
}

/** One seeded scenario of every engine drill kind (7 kinds, the three games, 2-8 players, every profile). */
const CODES = [
  'BI-stud-8-rrc-1.2.5.10-42',
  'FA-razz-6-tda-1.2.5.10-7',
  'LA-stud8-5-rrt-1.2.5.10-11',
  'DO-stud-6-tda-1.2.5.10-42',
  'PT-stud-4-onl-1.2.5.10-3',
  'SD-stud8-3-rrc-1.2.5.10-5',
  'MP-stud-6-tda-1.2.5.10-42',
];

describe('DrillRunnerView', () => {
  it.each(CODES)(
    '%s: the right answer (from core) by clicks is graded Right, with reason, rules, time and a saved result',
    async (code) => {
      const scenario = scenarioOf(code);
      const { view } = await open(`/drill/${scenario.kind}`, code);
      expect(view.get('[data-testid="scenario-code"]').text()).toBe(code);
      expect(view.findAll('[data-seat]')).toHaveLength(scenario.setup.players);
      expect(view.get('[data-testid="prompt"]').text()).toBe(formatReason(scenario.question.prompt, 'en'));

      await answerByClicks(view, answerOf(scenario));

      expect(view.get('[data-testid="verdict"]').text()).toContain('Right');
      expect(view.get('[data-testid="reason"]').text()).toBe(formatReason(answerOfGrade(scenario).reason, 'en'));
      const why = view.get('[data-testid="why"]').text();
      for (const id of answerOfGrade(scenario).rules) expect(why).toContain(ruleText(id, 'en'));
      expect(view.get('[data-testid="time"]').text()).toMatch(/Time: \d+\.\d s/);
      expect(view.get('[data-testid="run-score"]').text()).toBe('1 right of 1 answered');
      expect(saved).toMatchObject([
        { drill: scenario.kind, scenarioCode: code, correct: true, language: 'en', profile: scenario.rules.id },
      ]);
      expect(saved[0]!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    },
  );

  it.each(CODES)('%s: a wrong answer is graded Wrong and the right answer is shown', async (code) => {
    const scenario = scenarioOf(code);
    const { view } = await open(`/drill/${scenario.kind}`, code);
    await answerByClicks(view, wrongResponse(scenario.question, answerOf(scenario)));
    expect(view.get('[data-testid="verdict"]').text()).toContain('Wrong');
    expect(view.find('[data-testid="part-wrong"]').exists()).toBe(true);
    const first = scenario.question.parts[0]!;
    if (first.kind === 'choice') expect(view.find('[data-testid="choice-right"]').exists()).toBe(true);
    else if (first.kind === 'amount')
      expect(view.get('[data-testid="pot-answer"]').text()).toContain(String((answerOf(scenario)[0] as { amount: number }).amount));
    else expect(view.findAll('[data-testid="seat-answer"]').length).toBeGreaterThan(0);
    expect(view.get('[data-testid="run-score"]').text()).toBe('0 right of 1 answered');
    expect(saved).toMatchObject([{ correct: false }]);
  });

  it('keyboard: digits pick seats, letters pick choices, Enter deals the next question', async () => {
    const code = 'BI-stud-6-tda-1.2.5.10-42';
    const scenario = scenarioOf(code);
    const { view } = await open('/drill/bring-in', code);
    const [seat, choice] = answerOf(scenario) as [{ kind: 'seat'; seat: number }, { kind: 'choice'; letter: string }];
    const press = async (key: string) => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true }));
      await flushPromises();
    };
    await press(String(seat.seat + 1));
    await press(choice.letter.toLowerCase());
    expect(view.get('[data-testid="verdict"]').text()).toContain('Right');
    // Answered by keys (the focus on the page itself): the focus goes to Next.
    expect(document.activeElement).toBe(view.get('[data-testid="next"]').element);
    await press('Enter');
    expect(view.find('[data-testid="verdict"]').exists()).toBe(false);
    expect(view.get('[data-testid="scenario-code"]').text()).not.toBe(code);
  });

  it('without a code the setup screen comes first; Start deals a question of that drill with the chosen table', async () => {
    const { view } = await open('/drill/pot');
    await view.get('[data-testid="setup-variant"]').setValue('razz');
    await view.get('[data-testid="setup-players"]').setValue('3');
    await view.get('[data-testid="setup-form"]').trigger('submit');
    await flushPromises();
    expect(view.get('[data-testid="scenario-code"]').text()).toMatch(/^PT-razz-3-rrc-1\.2\.5\.10-\d+$/);
    expect(view.get('[data-testid="run-progress"]').text()).toBe('Question 1 of 10');
  });

  it('speaks Spanish: prompt, verdict and rule texts from core in es', async () => {
    const code = 'MP-stud-6-tda-1.2.5.10-42';
    const scenario = scenarioOf(code);
    const { view } = await open('/drill/misprocedure', code, 'es');
    expect(view.get('[data-testid="prompt"]').text()).toBe(formatReason(scenario.question.prompt, 'es'));
    await answerByClicks(view, answerOf(scenario));
    expect(view.get('[data-testid="verdict"]').text()).toContain('Correcto');
    expect(view.get('[data-testid="why"]').text()).toContain(ruleText(answerOfGrade(scenario).rules[0]!, 'es'));
  });

  it.each([
    ['en', 'Enter'],
    ['es', 'Intro'],
    ['it', 'Invio'],
  ] as const)(
    '%s: the Enter key hints beside Done (seat order) and Next name the key as the amount field does (%s)',
    async (locale, key) => {
      const code = 'DO-stud-6-tda-1.2.5.10-42';
      const { view } = await open('/drill/deal-order', code, locale);
      expect(view.get('[data-testid="order-done"] kbd').text()).toBe(key);
      await answerByClicks(view, answerOf(scenarioOf(code)));
      expect(view.get('[data-testid="next"] kbd').text()).toBe(key);
    },
  );
  it('a razz misprocedure about the bring-in player names the high card (razz brings in with the highest door card, STUD-RULES §3)', async () => {
    let code = '';
    for (let seed = 1; seed < 400 && code === ''; seed++) {
      const s = generateScenario(
        'misprocedure',
        { variant: 'razz', players: 6, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
        seed,
      );
      if (s.incident?.kind === 'bring-in-absent' || s.incident?.kind === 'bring-in-all-in') code = s.code;
    }
    expect(code).not.toBe('');
    const { view } = await open('/drill/misprocedure', code);
    expect(view.get('[data-testid="prompt"]').text()).toMatch(
      /^The player with the high card is (away from the table|all-in for the ante)\.$/,
    );
    await answerByClicks(view, answerOf(scenarioOf(code)));
    expect(view.get('[data-testid="question"]').text()).not.toMatch(/low card/i);
  });

  it("a pot count with side pots: the felt gives every pot's answer, main first, and marks no seat as the answer (SEED-001 side pots)", async () => {
    const code = 'PT-stud-6-rrc-1.2.5.10-3294051605';
    const scenario = scenarioOf(code);
    const amounts = answerOf(scenario).flatMap((r) => (r.kind === 'amount' ? [r.amount] : []));
    expect(amounts.length).toBeGreaterThan(1);
    const { view } = await open('/drill/pot', code);
    await answerByClicks(view, answerOf(scenario));
    expect(view.get('[data-testid="pot-answer"]').text()).toBe(`Answer: ${amounts.map((a) => a.toLocaleString('en')).join(' + ')}`);
    expect(view.findAll('[data-testid="seat-answer"]')).toHaveLength(0);
  });

  it('the verdict and the Next button are scrolled into view once the answer is graded', async () => {
    const code = 'SD-stud8-3-rrc-1.2.5.10-5';
    const scrolled: Element[] = [];
    const had = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    try {
      const { view } = await open('/drill/showdown', code);
      expect(scrolled).toHaveLength(0);
      await answerByClicks(view, answerOf(scenarioOf(code)));
      await flushPromises();
      expect(scrolled.some((el) => el.contains(view.get('[data-testid="next"]').element))).toBe(true);
    } finally {
      if (had) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', had);
      else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('a timed round ends at 0:00: "time\'s up" with the round\'s own score, the open question closed and said to be left out, then the summary', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { view, router } = await open('/drill/pot');
      await view.get('[data-testid="setup-mode-timed"]').setValue(true);
      await view.get('[data-testid="setup-minutes"]').setValue('1');
      vi.advanceTimersByTime(900); // the view's clock ticked before the round started
      await view.get('[data-testid="setup-form"]').trigger('submit');
      await flushPromises();
      expect(view.get('[data-testid="run-progress"]').text()).toBe('Time left 1:00');
      expect(view.get('[data-testid="run-progress"]').attributes('role')).toBe('timer');
      // The announcements' live region is there from the start, and silent.
      expect(view.get('[data-testid="time-announce"]').text()).toBe('');
      await answerByClicks(view, answerOf(scenarioOf(view.get('[data-testid="scenario-code"]').text())));
      await view.get('[data-testid="next"]').trigger('click');
      vi.advanceTimersByTime(30_000);
      await flushPromises();
      expect(view.get('[data-testid="run-progress"]').text()).toBe('Time left 0:31');
      expect(view.get('[data-testid="time-announce"]').text()).toBe('');
      vi.advanceTimersByTime(1_000);
      await flushPromises();
      expect(view.get('[data-testid="time-announce"]').text()).toBe('30 seconds left: the round is about to end.');
      expect(view.get('[data-testid="run-progress"]').classes()).toContain('drill-run-status__progress--short');
      vi.advanceTimersByTime(30_000);
      await flushPromises();
      expect(view.get('[data-testid="time-announce"]').text()).toBe("Time's up.");
      // Still on the drill: the round's score, and the question left open is closed (no field to answer) and said.
      expect(router.currentRoute.value.path).toBe('/drill/pot');
      expect(view.get('[data-testid="time-up"] h2').text()).toBe("Time's up");
      expect(view.get('[data-testid="time-up-score"]').text()).toBe('This round: 1 right of 1 answered');
      expect(view.get('[data-testid="time-up-unfinished"]').text()).toContain(
        'The question on the table was not answered in time: it does not count.',
      );
      expect(view.find('[data-testid="amount-input"]').exists()).toBe(false);
      expect(view.find('[data-testid="run-pause"]').exists()).toBe(false);
      expect(document.activeElement).toBe(view.get('[data-testid="time-up-summary"]').element);
      // Its "try again" opens the question outside any timed round.
      const retry = view.get('[data-testid="time-up-retry"]').attributes('href');
      expect(retry).toContain('code=PT-');
      await view.get('[data-testid="time-up-summary"]').trigger('click');
      for (let k = 0; k < 250 && router.currentRoute.value.path !== '/summary'; k++) await new Promise((done) => setTimeout(done, 20));
      expect(router.currentRoute.value.path).toBe('/summary');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a timed round ends with a question half answered: it is closed with its answered part shown, and said ("1 of its 2 parts")', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
      const { view } = await open('/drill/bring-in', code);
      useDrillRunStore().start({ ...useDrillRunStore().config!, length: { mode: 'timed', minutes: 1 } }, Date.now(), 0);
      await answerByClicks(view, answerOf(scenarioOf(code)).slice(0, 1));
      vi.advanceTimersByTime(61_000);
      await flushPromises();
      expect(view.get('[data-testid="time-up-unfinished"]').text()).toContain('(1 of its 2 parts answered): it does not count.');
      expect(view.find('[data-testid="given"]').exists()).toBe(true);
      expect(view.find('[data-letter]:not([disabled])').exists()).toBe(false);
      // Nothing was graded or counted.
      expect(useSessionStore().results).toEqual([]);
      expect(view.get('[data-testid="time-up-score"]').text()).toBe('This round: 0 right of 0 answered');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a timed round can be paused: the clock stops, the question is hidden and takes no keys, and its answer time leaves the pause out', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval', 'performance'] });
    try {
      const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
      const { view } = await open('/drill/bring-in', code);
      const run = useDrillRunStore();
      run.start({ ...run.config!, length: { mode: 'timed', minutes: 5 } }, Date.now(), 0);
      await flushPromises();
      vi.advanceTimersByTime(10_000);
      await flushPromises();
      expect(view.get('[data-testid="run-progress"]').text()).toBe('Time left 4:50');
      await view.get('[data-testid="run-pause"]').trigger('click');
      await flushPromises();
      expect(view.get('[data-testid="paused"]').isVisible()).toBe(true);
      expect(document.activeElement).toBe(view.get('[data-testid="paused-resume"]').element);
      expect(view.get('.drill-runner__question').isVisible()).toBe(false);
      expect(view.get('[data-testid="table"]').isVisible()).toBe(false);
      vi.advanceTimersByTime(120_000);
      await flushPromises();
      expect(view.get('[data-testid="run-progress"]').text()).toBe('Time left 4:50 · Paused');
      // A seat key on pause answers nothing.
      const [seat, choice] = answerOf(scenarioOf(code));
      if (seat?.kind !== 'seat' || choice?.kind !== 'choice') throw new Error(`${code}: a seat, then a choice`);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: String(seat.seat + 1), bubbles: true, cancelable: true }));
      await flushPromises();
      await view.get('[data-testid="paused-resume"]').trigger('click');
      await flushPromises();
      expect(view.find('[data-testid="paused"]').exists()).toBe(false);
      expect(view.find('[data-testid="given"]').exists()).toBe(false);
      vi.advanceTimersByTime(5_000);
      await flushPromises();
      expect(view.get('[data-testid="run-progress"]').text()).toBe('Time left 4:45');
      await answerByClicks(view, [seat, choice]);
      // 10 s before the pause and 5 s after it: the 2 minutes of pause are not the trainee's.
      expect(view.get('[data-testid="time"]').text()).toBe('Time: 15.0 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('"End and see summary" ends the run: the summary opens, and back at the drill its setup shows instead of another question', async () => {
    const { plugins, router } = testPlugins('en');
    const mountHere = async () => {
      wrapper = mount(DrillRunnerView, {
        global: { plugins: [...plugins], provide: { [RESULT_SINK]: async () => {} } },
        attachTo: document.body,
      });
      await flushPromises();
      return wrapper;
    };
    await router.push('/drill/pot');
    let view = await mountHere();
    await view.get('[data-testid="setup-form"]').trigger('submit');
    await flushPromises();
    expect(view.get('[data-testid="run-progress"]').text()).toBe('Question 1 of 10');
    await view.get('[data-testid="run-finish"]').trigger('click');
    for (let k = 0; k < 250 && router.currentRoute.value.path !== '/summary'; k++) await new Promise((done) => setTimeout(done, 20));
    expect(router.currentRoute.value.path).toBe('/summary');
    view.unmount();
    // Back on the drill's page in the same app: the run is over, so the setup shows (no question 2 of 10).
    await router.push('/drill/pot');
    view = await mountHere();
    expect(view.find('[data-testid="setup-form"]').exists()).toBe(true);
    expect(view.find('[data-testid="run-progress"]').exists()).toBe(false);
  });

  it('a bad code says what is wrong and offers the setup screen', async () => {
    const { view } = await open('/drill/pot', 'PT-stud-9-tda-1.2.5.10-1');
    expect(view.get('[data-testid="problem"]').text()).toContain('players "9"');
    expect(view.find('[data-testid="setup-form"]').exists()).toBe(true);
  });
});

describe('DrillRunnerView: a code opened during a run', () => {
  it('joins the run going on, and once the run is over starts a new one with its setup (a run never counts past its end)', async () => {
    const first = 'BI-stud-6-tda-1.2.5.10-11';
    const { view, router } = await open('/drill/bring-in', first);
    const run = useDrillRunStore();
    // A run of two questions, begun with this one.
    run.start({ ...run.config!, length: { mode: 'questions', count: 2 } }, Date.now(), 0);
    await answerByClicks(view, answerOf(scenarioOf(first)));
    expect(view.get('[data-testid="run-progress"]').text()).toBe('Question 1 of 2');
    // A second code joins it: question 2 of 2.
    const second = 'BI-stud-6-tda-1.2.5.10-12';
    await router.push({ path: '/drill/bring-in', query: { code: second } });
    await flushPromises();
    expect(view.get('[data-testid="scenario-code"]').text()).toBe(second);
    expect(view.get('[data-testid="run-progress"]').text()).toBe('Question 2 of 2');
    await answerByClicks(view, answerOf(scenarioOf(second)));
    expect(run.isOver(Date.now())).toBe(true);
    // The run is over: a third code starts a new run of the same length, with the code's setup.
    const third = 'BI-razz-4-rrc-1.2.5.10-13';
    await router.push({ path: '/drill/bring-in', query: { code: third } });
    await flushPromises();
    expect(view.get('[data-testid="scenario-code"]').text()).toBe(third);
    expect(view.get('[data-testid="run-progress"]').text()).toBe('Question 1 of 2');
    expect(view.get('[data-testid="run-score"]').text()).toBe('0 right of 0 answered');
    expect(run.config).toMatchObject({ variant: 'razz', players: 4, profile: 'rr-cash', length: { mode: 'questions', count: 2 } });
    expect(run.firstResult).toBe(2);
  });
});

describe('DrillRunnerView: the address follows the question on screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("takes the next question's code once that question is painted, and never a code no longer on screen", async () => {
    const first = 'BI-stud-6-tda-1.2.5.10-11';
    const { view, router } = await open('/drill/bring-in', first);
    // Frames are painted when the test says so, one at a time (and no time passes meanwhile: the tasks that wait for a
    // frame would run after AFTER_PAINT_LIMIT_MS without one).
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const paint = async () => {
      frames.shift()?.(0);
      vi.advanceTimersByTime(0);
      await flushPromises();
    };
    const codeOnScreen = () => view.get('[data-testid="scenario-code"]').text();
    await answerByClicks(view, answerOf(scenarioOf(first)));
    await view.get('[data-testid="next"]').trigger('click');
    await flushPromises();
    const second = codeOnScreen();
    expect(second).not.toBe(first);
    // The question is on screen; the address waits for it to be painted.
    expect(router.currentRoute.value.query.code).toBe(first);
    await paint();
    await vi.waitFor(() => expect(router.currentRoute.value.query.code).toBe(second));
    // Two questions before a frame: the address takes the one on screen, and the one before is not dealt again.
    await answerByClicks(view, answerOf(scenarioOf(second)));
    await view.get('[data-testid="next"]').trigger('click');
    const third = codeOnScreen();
    await answerByClicks(view, answerOf(scenarioOf(third)));
    await view.get('[data-testid="next"]').trigger('click');
    const fourth = codeOnScreen();
    expect(router.currentRoute.value.query.code).toBe(second);
    // The frames asked for meanwhile (the address's, and the next question's prepared while a verdict was read):
    // painted one by one, the address never takes the third question, no longer on screen, and ends on the fourth.
    expect(frames.length).toBeGreaterThanOrEqual(2);
    while (frames.length > 0) {
      await paint();
      expect(codeOnScreen()).toBe(fourth);
      expect(router.currentRoute.value.query.code).not.toBe(third);
    }
    await vi.waitFor(() => expect(router.currentRoute.value.query.code).toBe(fourth));
    expect(codeOnScreen()).toBe(fourth);
    expect(new Set([first, second, third, fourth]).size).toBe(4);
  });
});

describe('DrillRunnerView: the next question laid out while the verdict is read', () => {
  it('draws the next table unseen (transparent, hidden from screen readers, out of the Tab order), and Next shows that same table', async () => {
    const code = 'BI-stud-6-tda-1.2.5.10-42';
    const { view } = await open('/drill/bring-in', code);
    const tables = () => view.findAll('[data-testid="table"]');
    expect(tables()).toHaveLength(1);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    // Once the verdict is painted (afterPaint), the next question of the run is built and drawn in the other slot.
    await vi.waitFor(() => expect(tables()).toHaveLength(2), { timeout: 2000 });
    const [seen, unseen] = tables();
    expect(seen!.attributes('aria-hidden')).toBeUndefined();
    expect(seen!.classes()).not.toContain('drill-runner__table--unseen');
    expect(unseen!.attributes('aria-hidden')).toBe('true');
    expect(unseen!.classes()).toContain('drill-runner__table--unseen');
    // The next question asks for a seat first: its seats are buttons already, out of the Tab order while unseen.
    const unseenPicks = unseen!.findAll('[data-seat-pick]');
    expect(unseenPicks.length).toBeGreaterThan(1);
    for (const pick of unseenPicks) expect(pick.attributes('tabindex')).toBe('-1');
    // The verdict's table is the one graded (its answer marked), still on screen.
    expect(seen!.find('.table-scenario-seat--answer').exists()).toBe(true);
    const prepared = unseen!.element;
    await view.get('[data-testid="next"]').trigger('click');
    await flushPromises();
    // Next shows the table drawn for it (the same element, not drawn again), and the one left behind is gone.
    expect(tables()).toHaveLength(1);
    const shown = tables()[0]!;
    expect(shown.element).toBe(prepared);
    expect(shown.attributes('aria-hidden')).toBeUndefined();
    expect(shown.classes()).not.toContain('drill-runner__table--unseen');
    for (const pick of shown.findAll('[data-seat-pick]')) expect(pick.attributes('tabindex')).toBeUndefined();
    // It is the question on screen's table: its seats are the ones the question asks about.
    const next = scenarioOf(view.get('[data-testid="scenario-code"]').text());
    expect(next.code).not.toBe(code);
    const asked = next.question.parts[0]!;
    expect(asked.kind).toBe('seat');
    expect(shown.findAll('[data-seat-pick]').map((b) => Number(b.element.closest('[data-player]')!.getAttribute('data-player')))).toEqual(
      asked.kind === 'seat' ? [...asked.candidates] : [],
    );
  });

  it('prepares nothing once the run is over (Next goes to the summary)', async () => {
    const code = 'BI-stud-6-tda-1.2.5.10-42';
    const { view, router } = await open('/drill/bring-in', code);
    const run = useDrillRunStore();
    run.start({ ...DEFAULT_RUN, selector: 'bring-in', length: { mode: 'questions', count: 1 } }, Date.now(), 0);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    await new Promise((done) => setTimeout(done, 300));
    expect(view.findAll('[data-testid="table"]')).toHaveLength(1);
    await view.get('[data-testid="next"]').trigger('click');
    for (let k = 0; k < 250 && router.currentRoute.value.path !== '/summary'; k++) await new Promise((done) => setTimeout(done, 20));
    expect(router.currentRoute.value.path).toBe('/summary');
  });
});

describe('DrillRunnerView: a code with a custom profile', () => {
  it("opens under the user's profile that has the same rules: its name on the table, its slug on the result, the same code", async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const room = customProfile(PROFILES.tda, { openPairDoubling: true }, 'Casino Nord', 'custom:casino-nord-x1y2');
    await api.saveHouseRules(room);
    const code = scenarioCode(
      'first-to-act',
      { variant: 'stud', players: 5, rules: room, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
      7,
    );
    expect(code).toMatch(/^FA-stud-5-h\d+-/);
    const { plugins, router } = testPlugins('en');
    await router.push({ path: '/drill/first-to-act', query: { code } });
    saved = [];
    const sink = async (result: NewResult) => void saved.push(result);
    wrapper = mount(DrillRunnerView, {
      global: { plugins: [...plugins], provide: { [RESULT_SINK]: sink, [PLATFORM_API]: () => api } },
      attachTo: document.body,
    });
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="scenario-code"]').exists()).toBe(true));
    expect(wrapper.get('[data-testid="scenario-code"]').text()).toBe(code);
    expect(wrapper.text()).toContain('Casino Nord');
    expect(wrapper.text()).not.toContain('Custom house rules');
    const scenario = scenarioOf(code);
    await answerByClicks(wrapper, answerOf(scenario));
    expect(saved).toMatchObject([{ scenarioCode: code, profile: 'custom-casino-nord-x1y2' }]);
  });

  it('keeps the code\'s own "Custom house rules" when no profile has those rules', async () => {
    const rules = customProfile(PROFILES.tda, { openPairDoubling: true }, 'Gone', 'custom:gone-a1b2');
    const code = scenarioCode(
      'first-to-act',
      { variant: 'stud', players: 5, rules, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
      7,
    );
    const { view } = await open('/drill/first-to-act', code);
    await vi.waitFor(() => expect(view.find('[data-testid="scenario-code"]').exists()).toBe(true));
    expect(view.text()).toContain('Custom house rules');
  });
});

describe('DrillRunnerView: the setup is kept between sessions', () => {
  it("the setup screen offers the last run's setup, and a run that starts is remembered whole (the home screen continues it)", async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ lastDrill: 'pot-razz-3-q5', profile: 'tda' });
    const { plugins, router } = testPlugins('en');
    await router.push('/drill/bring-in');
    wrapper = mount(DrillRunnerView, {
      global: { plugins: [...plugins], provide: { [RESULT_SINK]: async () => {}, [PLATFORM_API]: () => api } },
      attachTo: document.body,
    });
    // The settings and the user's house rules are read from (fake) IndexedDB first.
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="setup-form"]').exists()).toBe(true));
    const value = (testid: string) => (wrapper!.get(`[data-testid="${testid}"]`).element as HTMLInputElement).value;
    expect([value('setup-variant'), value('setup-players'), value('setup-profile'), value('setup-count')]).toEqual([
      'razz',
      '3',
      'tda',
      '5',
    ]);
    await wrapper.get('[data-testid="setup-players"]').setValue('4');
    await wrapper.get('[data-testid="setup-form"]').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid="scenario-code"]').text()).toMatch(/^BI-razz-4-tda-1\.2\.5\.10-\d+$/);
    await vi.waitFor(async () => expect((await api.loadSettings()).lastDrill).toBe('bring-in-razz-4-q5'));
  });
});

describe('DrillRunnerView: links of the old quick "Who brings in?" drill', () => {
  it("#/drills/bring-in opens the bring-in drill's setup screen and says the drill moved", async () => {
    const { view, router } = await open('/drills/bring-in');
    expect(router.currentRoute.value.path).toBe('/drill/bring-in');
    expect(view.get('[data-testid="setup-form"] h1').text()).toBe('Bring-in: who and how much');
    expect(view.get('[data-testid="legacy-notice"]').text()).toContain('"Who brings in?" drill is now this drill');
  });

  it("an old code replays the same cards in the bring-in drill, says so, and the old drill's seat is still the answer (RR stud 1)", async () => {
    const { view, router } = await open('/drills/bring-in', 'stud-8-abc');
    await flushPromises();
    const code = 'BI-stud-8-rrc-0.1.5.10-13368';
    expect(router.currentRoute.value.fullPath).toBe(`/drill/bring-in?code=${code}`);
    expect(view.get('[data-testid="scenario-code"]').text()).toBe(code);
    const notice = view.get('[data-testid="legacy-notice"]').text();
    expect(notice).toContain('stud-8-abc');
    expect(notice).toContain(code);
    // The old drill dealt from shuffled(newDeck(), createRng(seed)): downs, downs, then doors, seat 1 first.
    const deck = shuffled(newDeck(), createRng(parseInt('abc', 36)));
    const oldSeat = bringInSeat(
      Array.from({ length: 8 }, (_, i) => ({ seat: i + 1, card: deck[16 + i]! })),
      VARIANTS.stud,
    ).answer.seat;
    const scenario = scenarioOf(code);
    expect(answerOf(scenario)[0]).toEqual({ kind: 'seat', seat: oldSeat - 1 });
    await answerByClicks(view, answerOf(scenario));
    expect(view.get('[data-testid="verdict"]').text()).toContain('Right');
    expect(saved).toMatchObject([{ drill: 'bring-in', scenarioCode: code, correct: true }]);
    // The next question is a new one: the notice was about the old code only.
    await view.get('[data-testid="next"]').trigger('click');
    await flushPromises();
    expect(view.find('[data-testid="legacy-notice"]').exists()).toBe(false);
  });

  it("an old code that cannot be read is reported in the reader's language, with the setup screen (no silent failure)", async () => {
    const { view, router } = await open('/drill/bring-in', 'stud-9-abc', 'it');
    await flushPromises();
    expect(router.currentRoute.value.query.code).toBeUndefined();
    expect(view.get('[data-testid="legacy-notice"]').text()).toBe(
      'Il codice scenario stud-9-abc del vecchio esercizio "A chi tocca il bring-in?" non si può leggere, quindi non si può ripetere. Scegli una configurazione per iniziare un nuovo giro.',
    );
    expect(view.find('[data-testid="setup-form"]').exists()).toBe(true);
    expect(view.find('[data-testid="problem"]').exists()).toBe(false);
  });

  it("a missed old-drill question reopened from another drill's address still lands in the bring-in drill (Spanish notice)", async () => {
    const { view, router } = await open('/drill/mixed', 'razz-5-k3x9a', 'es');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/drill/bring-in');
    expect(view.get('[data-testid="scenario-code"]').text()).toBe(`BI-razz-5-rrc-0.1.5.10-${parseInt('k3x9a', 36)}`);
    expect(view.get('[data-testid="legacy-notice"]').text()).toContain('El código de escenario razz-5-k3x9a viene del antiguo ejercicio');
  });
});

describe('DrillRunnerView: a reload during a drill that could not read everything back', () => {
  const loss: ReloadLoss = {
    all: false,
    answersLeftOut: 2,
    answersKept: 1,
    runLeftOut: false,
    setAsideAs: 'bring-in.session.unreadable.2026-05-01T10:00:00.000Z',
  };
  const lossy = () => void (useSessionStore().reloadLoss = loss);
  const lines = (view: VueWrapper) => view.findAll('[data-testid="reload-loss-line"]').map((p) => p.text());

  it('with a question on screen: the notice is above the table, beside the question (not above it), until dismissed', async () => {
    const code = 'SD-stud-8-rrc-1.2.5.10-2';
    const { view } = await open('/drill/showdown', code, 'it', lossy);
    const notice = view.get('[data-testid="reload-loss"]');
    expect(notice.classes()).toContain('reload-notice--compact');
    expect(lines(view)).toEqual([
      'Dopo il ricaricamento non è stato possibile rileggere 2 delle risposte di questa sessione, che sono state escluse.',
      'È conservata 1 risposta di questa sessione.',
      'Il testo che non si è potuto leggere è messo da parte nella memoria di questa finestra (sessionStorage) come bring-in.session.unreadable.2026-05-01T10:00:00.000Z.',
    ]);
    // In the table's column, after the run's status and before the table: the question keeps the whole side column.
    const stage = view.get('.drill-runner__stage').element;
    expect(notice.element.parentElement).toBe(stage);
    const order = Array.from(stage.children).map((e) => e.getAttribute('data-testid'));
    expect(order.indexOf('run-status')).toBeLessThan(order.indexOf('reload-loss'));
    expect(order.indexOf('reload-loss')).toBeLessThan(order.indexOf('tables'));
    expect(view.get('.drill-runner__side').find('[data-testid="reload-loss"]').exists()).toBe(false);
    expect(view.classes()).not.toContain('drill-runner--notice');
    expect(view.findAll('[data-testid="reload-loss"]')).toHaveLength(1);

    await notice.get('[data-testid="reload-loss-dismiss"]').trigger('click');
    expect(view.find('[data-testid="reload-loss"]').exists()).toBe(false);
    expect(useSessionStore().reloadLoss).toBeNull();
    expect(view.get('[data-testid="scenario-code"]').text()).toBe(code);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    expect(view.get('[data-testid="verdict"]').text()).toContain('Giusto');
  });

  it("on the setup screen (the run was left out): above the form, beside an old link's notice; a run started keeps it above the table", async () => {
    const { view } = await open(
      '/drills/bring-in',
      undefined,
      'en',
      () => void (useSessionStore().reloadLoss = { ...loss, answersLeftOut: 0, runLeftOut: true }),
    );
    expect(view.classes()).toContain('drill-runner--notice');
    const notices = view.get('.drill-runner__notices');
    expect(notices.findAll(':scope > *').map((e) => e.attributes('data-testid'))).toEqual(['legacy-notice', 'reload-loss']);
    expect(lines(view)[0]).toBe(
      'The running drill could not be read back after the reload and was left out: it starts again from its setup.',
    );
    expect(view.find('[data-testid="setup-form"]').exists()).toBe(true);

    await view.get('[data-testid="setup-form"]').trigger('submit');
    await flushPromises();
    expect(view.find('.drill-runner__notices').exists()).toBe(false);
    expect(view.get('.drill-runner__stage').find('[data-testid="reload-loss"]').exists()).toBe(true);
    expect(view.findAll('[data-testid="reload-loss"]')).toHaveLength(1);
  });
});

function answerOfGrade(scenario: Scenario) {
  return grade(scenario, []);
}

describe('DrillRunnerView: the keyboard focus through a question (never back to the top of the page)', () => {
  /** The part the focus is on: it is the current part's group, named by that part's prompt (what a screen reader says). */
  function focusedPart(): string {
    const active = document.activeElement as HTMLElement | null;
    expect(active).not.toBe(document.body);
    expect(active?.getAttribute('role')).toBe('group');
    expect(active?.closest('[data-part]')?.getAttribute('aria-current')).toBe('step');
    const ids = active!.getAttribute('aria-labelledby')!.split(' ');
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  /** A part's name: its prompt, after the question's headline for the first part (a new question is heard whole). */
  const partPrompt = (scenario: Scenario, k: number) =>
    `${k === 0 ? `${formatReason(scenario.question.prompt, 'en')} ` : ''}${k + 1}. ${formatReason(scenario.question.parts[k]!.prompt, 'en')}`;
  const press = async (key: string) => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true }));
    await flushPromises();
  };

  it('by clicks: a seat answered moves the focus to part 2, the grade to Next, and Next to part 1 of the new question', async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const scenario = scenarioOf(code);
    const { view } = await open('/drill/bring-in', code);
    const [seat, choice] = answerOf(scenario);
    // The clicked seat stops being a button (the part is answered): the focus would fall to <body>.
    const seatButton = view.get(`[data-player="${(seat as { seat: number }).seat}"] button`);
    (seatButton.element as HTMLElement).focus();
    await answerByClicks(view, [seat!]);
    expect(focusedPart()).toBe(partPrompt(scenario, 1));
    expect(focusedPart()).toBe("2. What are that player's options?");
    // Tab goes on from the group to its choices.
    expect(document.activeElement!.querySelector('[data-letter]:not([disabled])')).not.toBeNull();

    (view.get(`[data-letter="${(choice as { letter: string }).letter}"]:not([disabled])`).element as HTMLElement).focus();
    await answerByClicks(view, [choice!]);
    expect(document.activeElement).toBe(view.get('[data-testid="next"]').element);

    await view.get('[data-testid="next"]').trigger('click');
    await flushPromises();
    const nextCode = view.get('[data-testid="scenario-code"]').text();
    expect(nextCode).not.toBe(code);
    expect(focusedPart()).toBe(partPrompt(scenarioOf(nextCode), 0));
  });

  it('by keys: each part answered moves the focus to the next part (three parts), then Next, and Enter to the new question', async () => {
    const code = 'SD-stud-6-rrc-1.2.5.10-69792532';
    const scenario = scenarioOf(code);
    expect(scenario.question.parts.map((p) => p.kind)).toEqual(['seat', 'choice', 'choice']);
    await open('/drill/showdown', code);
    // The question opened with the focus nowhere: it starts at part 1.
    expect(focusedPart()).toBe(partPrompt(scenario, 0));
    const [seat, pot, side] = answerOf(scenario);
    if (seat?.kind !== 'seat' || pot?.kind !== 'choice' || side?.kind !== 'choice') throw new Error(`${code}: a seat, then two choices`);
    await press(String(seat.seat + 1));
    expect(focusedPart()).toBe(partPrompt(scenario, 1));
    await press(pot.letter.toLowerCase());
    expect(focusedPart()).toBe(partPrompt(scenario, 2));
    await press(side.letter.toLowerCase());
    expect(document.activeElement).toBe(wrapper!.get('[data-testid="next"]').element);
    await press('Enter');
    const nextCode = wrapper!.get('[data-testid="scenario-code"]').text();
    expect(nextCode).not.toBe(code);
    expect(focusedPart()).toBe(partPrompt(scenarioOf(nextCode), 0));
  });

  it('an amount part after another: its field takes the focus, where the digits are typed (side pots)', async () => {
    const code = 'PT-stud-6-rrc-1.2.5.10-3294051605';
    const [main] = answerOf(scenarioOf(code));
    const { view } = await open('/drill/pot', code);
    expect(document.activeElement).toBe(view.get('[data-testid="amount-input"]').element);
    await answerByClicks(view, [main!]);
    const field = view.get('[data-testid="amount-input"]').element;
    expect(field.closest('[data-part]')?.getAttribute('aria-current')).toBe('step');
    expect(document.activeElement).toBe(field);
  });

  it('a field being typed in elsewhere keeps the focus when a part is answered', async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const { view } = await open('/drill/bring-in', code);
    const field = document.createElement('input');
    document.body.append(field);
    try {
      field.focus();
      await answerByClicks(view, answerOf(scenarioOf(code)).slice(0, 1));
      expect(view.find('[data-part].drill-question__part--current [data-letter]').exists()).toBe(true);
      expect(document.activeElement).toBe(field);
    } finally {
      field.remove();
    }
  });
});

describe('DrillRunnerView: answer times and saves that fail', () => {
  const HOUR = 60 * 60 * 1000;

  /** The view with the real browser store (its contract validates each save) and a clock the test moves. */
  async function openWithStore(
    code: string,
    locale: Locale,
    sink?: (platform: ReturnType<typeof createBrowserPlatform>) => (r: NewResult) => Promise<unknown>,
  ) {
    let clock = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const platform = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const { plugins, router } = testPlugins(locale);
    await router.push({ path: `/drill/${scenarioOf(code).kind}`, query: { code } });
    const save = sink ? sink(platform) : (r: NewResult) => platform.saveResult(r);
    wrapper = mount(DrillRunnerView, { global: { plugins: [...plugins], provide: { [RESULT_SINK]: save } }, attachTo: document.body });
    await flushPromises();
    return { view: wrapper, platform, wait: (ms: number) => (clock += ms) };
  }
  afterEach(() => vi.restoreAllMocks());

  it('a long answer reads in hours and minutes (the QA case, 5423.1 s: "1 h 30 min"), in Italian too', async () => {
    const code = 'BI-stud-6-tda-1.2.5.10-42';
    const { view, platform, wait } = await openWithStore(code, 'it');
    wait(5_423_100);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    expect(view.get('[data-testid="time"]').text()).toBe('Tempo: 1 h 30 min');
    await vi.waitFor(async () => expect((await platform.loadResults()).results.map((r) => r.timeMs)).toEqual([5_423_100]));
  });

  it('a question left open more than 24 h is graded, shown as "24 h or more" and kept with 24 h; no save error', async () => {
    const code = 'PT-stud-4-onl-1.2.5.10-3';
    const { view, platform, wait } = await openWithStore(code, 'en');
    wait(30 * HOUR);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    expect(view.get('[data-testid="verdict"]').text()).toContain('Right');
    expect(view.get('[data-testid="time"]').text()).toBe('Time: 24 h or more');
    expect(view.get('[data-testid="run-score"]').text()).toBe('1 right of 1 answered');
    await vi.waitFor(async () =>
      expect((await platform.loadResults()).results).toMatchObject([{ scenarioCode: code, correct: true, timeMs: 24 * HOUR }]),
    );
    await flushPromises();
    expect(view.find('[data-testid="save-error"]').exists()).toBe(false);
  });

  it.each([
    ['en', 'This answer counts for the session but was not saved: its record was refused as incomplete or out of range'],
    ['es', 'Esta respuesta cuenta para la sesión, pero no se guardó: sus datos fueron rechazados'],
    ['it', 'Questa risposta vale per la sessione, ma non è stata salvata: i suoi dati sono stati rifiutati'],
  ] as const)(
    '%s: a save the contract refuses says so in plain words, never the raw validation text (that goes to the console)',
    async (locale, text) => {
      const warn = vi.mocked(console.warn);
      const code = 'PT-stud-4-onl-1.2.5.10-3';
      // The contract still refuses more than 24 h: a sink that skips the clamp gets the raw "Too big" error.
      const { view, wait } = await openWithStore(code, locale, (platform) => (r) => platform.saveResult({ ...r, timeMs: 25 * HOUR }));
      wait(1500);
      await answerByClicks(view, answerOf(scenarioOf(code)));
      await vi.waitFor(() => expect(view.find('[data-testid="save-error"]').exists()).toBe(true));
      const banner = view.get('[data-testid="save-error"]').text();
      expect(banner).toContain(text);
      expect(banner).not.toMatch(/Invalid payload|timeMs|Too big|saveResult/);
      expect(warn).toHaveBeenCalledWith(
        'Bring-In: the answer was not saved:',
        expect.objectContaining({ message: 'Invalid payload for saveResult: timeMs: Too big: expected number to be <=86400000' }),
      );
    },
  );

  it('storage that is not available is named as such; the next answer kept clears the banner', async () => {
    let broken = true;
    const code = 'PT-stud-4-onl-1.2.5.10-3';
    const { view } = await openWithStore(
      code,
      'en',
      (platform) => (r) =>
        broken
          ? Promise.reject(
              new PlatformError({ code: 'storage-unavailable', message: "The browser's storage (IndexedDB) is not available: x" }),
            )
          : platform.saveResult(r),
    );
    await answerByClicks(view, answerOf(scenarioOf(code)));
    await vi.waitFor(() => expect(view.find('[data-testid="save-error"]').exists()).toBe(true));
    expect(view.get('[data-testid="save-error"]').text()).toBe(
      'This answer counts for the session but was not saved: the storage for answers (on this computer or in this browser) is not available.',
    );
    broken = false;
    await view.get('[data-testid="next"]').trigger('click');
    await flushPromises();
    await answerByClicks(view, answerOf(scenarioOf(view.get('[data-testid="scenario-code"]').text())));
    await vi.waitFor(() => expect(view.find('[data-testid="save-error"]').exists()).toBe(false));
  });
});

describe('DrillRunnerView: keys belong to the drill only, and to no control of their own', () => {
  /** A key pressed with the focus on `target` (the event starts there and bubbles to the window, as a real key does). */
  const pressOn = async (target: Element, key: string) => {
    const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true });
    target.dispatchEvent(event);
    await flushPromises();
    return event;
  };

  it('single-key answers act from the drill (or the page with nothing focused), never from a header control outside it', async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const [seat] = answerOf(scenarioOf(code));
    if (seat?.kind !== 'seat') throw new Error(`${code}: a seat first`);
    const { view } = await open('/drill/bring-in', code);
    const header = document.createElement('a');
    header.href = '#/floor/rulings';
    document.body.prepend(header);
    try {
      header.focus();
      const ignored = await pressOn(header, String(seat.seat + 1));
      expect(ignored.defaultPrevented).toBe(false);
      expect(view.find('[data-testid="given"]').exists()).toBe(false);
      // From the body (a click on the felt's empty space): the drill's.
      await pressOn(document.body, String(seat.seat + 1));
      expect(view.get('[data-testid="given"]').text()).toBe(`Your answer: Seat ${seat.seat + 1}`);
    } finally {
      header.remove();
    }
  });

  it("with a verdict shown, Enter on another control is that control's (no question dealt); away from any control it deals the next", async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const { view } = await open('/drill/bring-in', code);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    for (const testid of ['run-setup', 'run-finish']) {
      const button = view.get(`[data-testid="${testid}"]`).element;
      const event = await pressOn(button, 'Enter');
      expect(event.defaultPrevented, testid).toBe(false);
      expect(view.get('[data-testid="scenario-code"]').text(), testid).toBe(code);
      await pressOn(button, ' ');
      expect(view.get('[data-testid="scenario-code"]').text(), testid).toBe(code);
    }
    await pressOn(view.get('[data-testid="verdict-live"]').element, 'Enter');
    expect(view.get('[data-testid="scenario-code"]').text()).not.toBe(code);
  });

  it('the address changed to another drill, Enter on Start deals the new drill (nothing of the last one answers it)', async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const { view, router } = await open('/drill/bring-in', code);
    await answerByClicks(view, answerOf(scenarioOf(code)));
    await router.push('/drill/pot');
    await flushPromises();
    const start = view.get('[data-testid="setup-start"]');
    (start.element as HTMLElement).focus();
    const event = await pressOn(start.element, 'Enter');
    expect(event.defaultPrevented).toBe(false);
    // The browser's own Enter on the button submits the form.
    await view.get('[data-testid="setup-form"]').trigger('submit');
    await flushPromises();
    expect(view.get('[data-testid="scenario-code"]').text()).toMatch(/^PT-/);
    expect(view.get('[data-testid="prompt"]').text()).toBe(
      formatReason(scenarioOf(view.get('[data-testid="scenario-code"]').text()).question.prompt, 'en'),
    );
  });

  it("a seat number that cannot be chosen says why, in the reader's language; a seat that can clears it", async () => {
    // A first-to-act question with a folded seat.
    let code = '';
    for (let seed = 1; seed < 300 && code === ''; seed++) {
      const s = generateScenario(
        'first-to-act',
        { variant: 'stud', players: 6, rules: 'rr-cash', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
        seed,
      );
      if (s.state.players.some((p) => p.folded)) code = s.code;
    }
    const scenario = scenarioOf(code);
    const folded = scenario.state.players.findIndex((p) => p.folded);
    const { view } = await open('/drill/first-to-act', code, 'es');
    const note = () => view.get('[data-testid="key-note"]');
    expect(note().attributes('role')).toBe('status');
    expect(note().text()).toBe('');
    await pressOn(document.body, '8');
    expect(note().text()).toBe('No hay asiento 8: en esta mesa hay 6 jugadores.');
    await pressOn(document.body, String(folded + 1));
    expect(note().text()).toBe(`El asiento ${folded + 1} se ha retirado: está fuera de esta mano.`);
    expect(view.find('[data-testid="given"]').exists()).toBe(false);
    const [seat] = answerOf(scenario);
    if (seat?.kind !== 'seat') throw new Error(`${code}: a seat first`);
    await pressOn(document.body, String(seat.seat + 1));
    expect(note().text()).toBe('');
    // The next part asks for a letter: a number says so.
    await pressOn(document.body, '2');
    expect(note().text()).toMatch(/^Esta parte se responde con una letra \(A, B(, [C-F])*\), no con un número de asiento\.$/);
  });

  it("the verdict's live region is there (empty) before the answer, and holds right or wrong and the reason after it", async () => {
    const code = 'SD-stud8-3-rrc-1.2.5.10-5';
    const scenario = scenarioOf(code);
    const { view } = await open('/drill/showdown', code);
    const live = () => view.get('[data-testid="verdict-live"]');
    expect(live().attributes('role')).toBe('status');
    expect(live().text()).toBe('');
    await answerByClicks(view, answerOf(scenario));
    expect(live().text()).toContain('Right');
    expect(live().text()).toContain(formatReason(grade(scenario, []).reason, 'en'));
    // Next is beside it, not inside (a live region reads its text, it is no place for a control).
    expect(live().find('[data-testid="next"]').exists()).toBe(false);
  });

  it('"Change setup" on an unanswered question puts the focus on the setup\'s heading, not the page', async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const { view } = await open('/drill/bring-in', code);
    (view.get('[data-testid="run-setup"]').element as HTMLElement).focus();
    await view.get('[data-testid="run-setup"]').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(view.get('[data-testid="setup-form"] h1').element);
  });

  it('a missed question tried again after a timed round starts a run of questions, never another timed round', async () => {
    const { view, router } = await open('/drill/pot');
    const run = useDrillRunStore();
    run.start({ ...DEFAULT_RUN, selector: 'pot', length: { mode: 'timed', minutes: 2 } }, Date.now() - 3 * 60_000, 0);
    expect(run.isOver(Date.now())).toBe(true);
    await router.push({ path: '/drill/pot', query: { code: 'PT-stud-4-onl-1.2.5.10-3' } });
    await flushPromises();
    expect(view.get('[data-testid="scenario-code"]').text()).toBe('PT-stud-4-onl-1.2.5.10-3');
    expect(run.config?.length).toEqual(DEFAULT_RUN.length);
    expect(view.get('[data-testid="run-progress"]').text()).toBe('Question 1 of 10');
  });
});
