import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { formatReason, generateScenario, lessonHint, lessonTitle, type Scenario, type Locale } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import DrillHint from './DrillHint.vue';

const setup = {
  variant: 'stud' as const,
  players: 6,
  rules: 'rr-cash' as const,
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
};

function mountHint(scenario: Scenario, part: number, locale: Locale = 'en') {
  return mount(DrillHint, { props: { scenario, part }, global: { plugins: [...testPlugins(locale).plugins] } });
}

describe('DrillHint (a hint on request in a drill)', () => {
  it("closed until asked; then the key sentence of the part's lesson (core's lessonHint) and a link to that lesson in the game", async () => {
    const scenario = generateScenario('bring-in', setup, 42);
    const hint = lessonHint(scenario, 0)!;
    expect(hint.lesson).toBe('bring-in');
    const view = mountHint(scenario, 0);
    expect(view.get('[data-testid="hint-button"]').attributes('aria-expanded')).toBe('false');
    // Hidden by v-show (display: none): the sentence is not read before it is asked for.
    expect(view.get('[data-testid="hint-text"]').attributes('style')).toContain('display: none');
    await view.get('[data-testid="hint-button"]').trigger('click');
    expect(view.get('[data-testid="hint-text"]').attributes('style') ?? '').not.toContain('display: none');
    expect(view.get('[data-testid="hint-button"]').attributes('aria-expanded')).toBe('true');
    expect(view.get('[data-testid="hint-text"]').text()).toContain(formatReason(hint.text, 'en'));
    expect(view.get('[data-testid="hint-text"]').text()).toContain(formatReason(lessonTitle('bring-in'), 'en'));
    expect(view.get('[data-testid="hint-lesson"]').attributes('href')).toContain('/learn/bring-in?game=stud');
  });

  it("the next part of a question closes the hint, and its hint is that part's lesson (completing after the bring-in)", async () => {
    const scenario = generateScenario('bring-in', setup, 42);
    expect(scenario.question.parts.length).toBeGreaterThan(1);
    const view = mountHint(scenario, 0, 'it');
    await view.get('[data-testid="hint-button"]').trigger('click');
    await view.setProps({ part: 1 });
    await flushPromises();
    expect(view.get('[data-testid="hint-button"]').attributes('aria-expanded')).toBe('false');
    expect(view.get('[data-testid="hint-text"]').text()).toContain(formatReason(lessonHint(scenario, 1)!.text, 'it'));
    expect(view.get('[data-testid="hint-lesson"]').attributes('href')).toContain('/learn/completing');
  });
});
