import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { answerOf, formatReason, generateScenario, grade, parseScenarioCode, ruleText, type Scenario } from '../../core';
import { testPlugins } from '../testing/plugins';
import { answerByClicks } from '../testing/answerThroughUi';
import { RESULT_SINK } from '../drills/resultSink';
import { wrongResponse } from '../drills/runner/wrongAnswer';
import type { NewResult } from '../platform/api';
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

async function open(path: string, code?: string, locale: 'en' | 'es' | 'it' = 'en') {
  const { plugins, router } = testPlugins(locale);
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
  it.each(CODES)('%s: the right answer (from core) by clicks is graded Right, with reason, rules, time and a saved result', async (code) => {
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
    expect(saved).toMatchObject([{ drill: scenario.kind, scenarioCode: code, correct: true, language: 'en', profile: scenario.rules.id }]);
    expect(saved[0]!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it.each(CODES)('%s: a wrong answer is graded Wrong and the right answer is shown', async (code) => {
    const scenario = scenarioOf(code);
    const { view } = await open(`/drill/${scenario.kind}`, code);
    await answerByClicks(view, wrongResponse(scenario.question, answerOf(scenario)));
    expect(view.get('[data-testid="verdict"]').text()).toContain('Wrong');
    expect(view.find('[data-testid="part-wrong"]').exists()).toBe(true);
    const first = scenario.question.parts[0]!;
    if (first.kind === 'choice') expect(view.find('[data-testid="choice-right"]').exists()).toBe(true);
    else if (first.kind === 'amount') expect(view.get('[data-testid="pot-answer"]').text()).toContain(String((answerOf(scenario)[0] as { amount: number }).amount));
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

  it('a bad code says what is wrong and offers the setup screen', async () => {
    const { view } = await open('/drill/pot', 'PT-stud-9-tda-1.2.5.10-1');
    expect(view.get('[data-testid="problem"]').text()).toContain('players "9"');
    expect(view.find('[data-testid="setup-form"]').exists()).toBe(true);
  });
});

function answerOfGrade(scenario: Scenario) {
  return grade(scenario, []);
}
