import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { answerOf, formatCard, formatReason, lessonExample, lessonQuestions, LESSON_SEED, type LessonId, type Locale } from '../../core';
import { testPlugins } from '../testing/plugins';
import { answerByClicks } from '../testing/answerThroughUi';
import { wrongResponse } from '../drills/runner/wrongAnswer';
import { RESULT_SINK } from '../drills/resultSink';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { createBrowserPlatform } from '../platform/browser-store';
import type { NewResult, PlatformApi } from '../platform/api';
import { DEFAULT_RUN, useDrillRunStore } from '../stores/drillRun';
import { PRACTICE_QUESTIONS } from '../progress/usePractice';
import { useLearnStore } from '../stores/learn';
import { useTraineeStore } from '../stores/trainee';
import LessonView from './LessonView.vue';

let wrapper: VueWrapper | undefined;
let saved: NewResult[] = [];
afterEach(() => wrapper?.unmount());
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

async function open(path: string, locale: Locale = 'en') {
  const api: PlatformApi = createBrowserPlatform({ indexedDB: new IDBFactory() });
  const { plugins, router } = testPlugins(locale);
  useTraineeStore().use(api);
  useLearnStore().use(api);
  await router.push(path);
  saved = [];
  const sink = async (result: NewResult) => void saved.push(result);
  wrapper = mount(LessonView, {
    global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api, [RESULT_SINK]: sink } },
    attachTo: document.body,
  });
  // The settings come through a few turns of IndexedDB.
  await vi.waitFor(() =>
    expect(wrapper!.find('[data-testid="lesson-step"]').exists() || wrapper!.find('[data-testid="not-for-game"]').exists()).toBe(true),
  );
  return { view: wrapper, router, api };
}

async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }));
  await flushPromises();
}

describe('LessonView', () => {
  it("the example is core's own for the lesson seed, stepped with the arrow keys to the rule; the lesson is then kept as seen", async () => {
    const { view } = await open('/learn/bring-in?game=razz');
    const example = lessonExample('bring-in', { variant: 'razz', rules: DEFAULT_RUN.profile }, LESSON_SEED);
    expect(example.steps.length).toBeGreaterThan(1);
    for (const [k, step] of example.steps.entries()) {
      expect(view.get('[data-testid="step-counter"]').text()).toBe(`Step ${k + 1} of ${example.steps.length}`);
      const words = view.get('[data-testid="step-text"]').text();
      for (const sentence of step.text) expect(words).toContain(formatReason(sentence, 'en'));
      expect(view.find('[data-testid="dealer-says"]').exists()).toBe(step.say !== null);
      if (step.say) expect(view.get('[data-testid="dealer-says"]').text()).toContain(formatReason(step.say, 'en'));
      await key('ArrowRight');
    }
    expect(view.get('[data-testid="lesson-view"]').attributes('data-phase')).toBe('rule');
    expect([...useLearnStore().seen]).toEqual(['bring-in']);
    // Back from the rule: the example's last step again, then one more step back.
    await key('ArrowLeft');
    expect(view.get('[data-testid="lesson-step"]').attributes('data-step')).toBe(String(example.steps.length - 1));
    await key('ArrowLeft');
    expect(view.get('[data-testid="lesson-step"]').attributes('data-step')).toBe(String(example.steps.length - 2));
  });

  it('the Previous button is off on the first step and the left arrow stays there', async () => {
    const { view } = await open('/learn/pots?game=stud');
    expect(view.get('[data-testid="step-previous"]').attributes('disabled')).toBeDefined();
    await key('ArrowLeft');
    expect(view.get('[data-testid="lesson-step"]').attributes('data-step')).toBe('0');
    await view.get('[data-testid="step-next"]').trigger('click');
    expect(view.get('[data-testid="lesson-step"]').attributes('data-step')).toBe('1');
  });

  it("another seed in the address deals another example, and the words are in the trainee's language", async () => {
    const seed = 777;
    const { view } = await open(`/learn/open-pair?game=stud&seed=${seed}`, 'es');
    const example = lessonExample('open-pair', { variant: 'stud', rules: DEFAULT_RUN.profile }, seed);
    for (const sentence of example.steps[0]!.text)
      expect(view.get('[data-testid="step-text"]').text()).toContain(formatReason(sentence, 'es'));
    expect(view.text()).toContain(`Ejemplo ${seed}`);
  });

  it('a lesson not taught in the chosen game says so instead of dealing', async () => {
    const { view } = await open('/learn/open-pair?game=razz');
    expect(view.get('[data-testid="not-for-game"]').text()).toContain('seven card stud only');
    expect(view.find('[data-testid="lesson-step"]').exists()).toBe(false);
  });

  it("the three questions are core's for the lesson, graded like a drill (kept with the lesson), then the score and the way on", async () => {
    const { view, router } = await open('/learn/bring-in?game=stud');
    await view.get('[data-testid="step-next"]').trigger('click');
    while (view.find('[data-testid="step-next"]').exists()) await view.get('[data-testid="step-next"]').trigger('click');
    await view.get('[data-testid="start-questions"]').trigger('click');
    await flushPromises();
    const setup = { variant: 'stud' as const, players: DEFAULT_RUN.players, rules: DEFAULT_RUN.profile, structure: DEFAULT_RUN.structure };
    const questions = lessonQuestions('bring-in', setup, LESSON_SEED);
    expect(questions).toHaveLength(3);
    for (const [k, question] of questions.entries()) {
      expect(view.get('[data-testid="lesson-quiz"]').attributes('data-code')).toBe(question.code);
      expect(view.get('[data-testid="quiz-counter"]').text()).toBe(`Question ${k + 1} of 3`);
      await answerByClicks(view, k === 1 ? wrongResponse(question.question, answerOf(question)) : answerOf(question));
      expect(view.get('[data-testid="verdict"]').text()).toContain(k === 1 ? 'Wrong' : 'Right');
      await view.get('[data-testid="quiz-next"]').trigger('click');
      await flushPromises();
    }
    expect(saved.map((r) => [r.scenarioCode, r.correct])).toEqual(questions.map((q, k) => [q.code, k !== 1]));
    for (const result of saved) expect(result.lessons).toContain('bring-in');
    expect(view.get('[data-testid="lesson-view"]').attributes('data-phase')).toBe('done');
    expect(view.get('[data-testid="quiz-score"]').text()).toBe('2 of 3 right');
    expect(view.get('[data-testid="done-next"]').attributes('href')).toContain('/learn/completing?game=stud');
    // One click to the skill's drill: a practice run of the lesson's questions, in the game learnt.
    await view.get('[data-testid="done-practise"]').trigger('click');
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/drill/bring-in'), { timeout: 15_000 });
    expect(useDrillRunStore().config).toMatchObject({
      selector: 'bring-in',
      variant: 'stud',
      length: { mode: 'questions', count: PRACTICE_QUESTIONS },
      focus: { lesson: 'bring-in', kinds: ['bring-in'] },
    });
  });
  describe('the table as the dealer sees it (the rule of the drill that practises the lesson)', () => {
    /** Each seat's cards as drawn: the face and, when it is drawn, the card. */
    const drawn = (view: VueWrapper, players: number) =>
      Array.from({ length: players }, (_, k) =>
        view.findAll(`[data-player="${k}"] svg[role="img"]`).map((c) => [c.attributes('data-face'), c.attributes('data-card')]),
      );
    const example = (id: LessonId) => lessonExample(id, { variant: 'stud', rules: DEFAULT_RUN.profile }, LESSON_SEED);

    it('the bring-in: every downcard is a back marked down at every step, every upcard is named', async () => {
      const { view } = await open('/learn/bring-in?game=stud');
      for (const step of example('bring-in').steps) {
        expect(drawn(view, step.state.players.length)).toEqual(
          step.state.players.map((p) => p.cards.map((c) => (c.up ? ['up', formatCard(c.card!)] : ['down', undefined]))),
        );
        await key('ArrowRight');
      }
    });

    it('reading hands at the showdown: every hole card is face up, as the hands are read', async () => {
      const { view } = await open('/learn/reading-hands?game=stud');
      const step = example('reading-hands').steps[0]!;
      expect(drawn(view, step.state.players.length)).toEqual(
        step.state.players.map((p) => p.cards.map((c) => [c.up ? 'up' : 'down', formatCard(c.card!)])),
      );
    });

    it('pots: the downcards are backs while the hand is bet, and a hand is face up once it is shown at the showdown', async () => {
      const { view } = await open('/learn/pots?game=stud');
      const steps = example('pots').steps;
      const someShown = steps.findIndex(
        (s) => s.state.players.some((p) => Array.isArray(p.shown)) && s.state.players.some((p) => p.shown === null),
      );
      expect(someShown).toBeGreaterThan(0);
      for (let k = 0; k < someShown; k++) await key('ArrowRight');
      const players = steps[someShown]!.state.players;
      drawn(view, players.length).forEach((cards, k) => {
        const shown = Array.isArray(players[k]!.shown);
        expect(cards).toEqual(players[k]!.cards.map((c) => [c.up ? 'up' : 'down', c.up || shown ? formatCard(c.card!) : undefined]));
      });
    });

    it('an exposed hole card: that card is face up marked exposed, the other downcards are backs', async () => {
      const { view } = await open('/learn/exposed-cards?game=stud');
      const step = example('exposed-cards').steps[0]!;
      expect(step.incident?.kind).toBe('exposed-hole-card');
      const faces = drawn(view, step.state.players.length).flat();
      const exposed = faces.filter(([face]) => face === 'exposed');
      expect(exposed.length).toBeGreaterThan(0);
      for (const [, card] of exposed) expect(card).toBeDefined();
      for (const [, card] of faces.filter(([face]) => face === 'down')) expect(card).toBeUndefined();
    });
  });
});
