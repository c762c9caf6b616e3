import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { answerOf, formatReason, generateScenario, parseScenarioCode, type Choice } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import { handleDrillAnswerKey } from '../../composables/useDrillAnswerKeys';
import { drillTable } from '../../drills/runner/tableModel';
import { useDrillRunner } from '../../drills/runner/useDrillRunner';
import TableScenario from '../table/TableScenario.vue';
import DrillVerdict from './DrillVerdict.vue';
import DrillAmount from './DrillAmount.vue';
import DrillChoices from './DrillChoices.vue';
import DrillSeatOrder from './DrillSeatOrder.vue';
import DrillQuestion from './DrillQuestion.vue';

const global = () => ({ plugins: [...testPlugins('en').plugins] });
const CHOICES: Choice[] = [
  { letter: 'A', text: [{ key: 'drills.option.bringIn', params: { amount: 2 } }] },
  { letter: 'B', text: [{ key: 'drills.option.bringIn', params: { amount: 5 } }] },
];

describe('DrillChoices', () => {
  it('a click picks the letter; before grading nothing is marked right or wrong', async () => {
    const view = mount(DrillChoices, { props: { choices: CHOICES, locked: false, picked: null, expected: null }, global: global() });
    expect(view.findAll('[data-letter]').map((b) => b.attributes('aria-keyshortcuts'))).toEqual(['A', 'B']);
    expect(view.get('[data-letter="B"]').text()).toContain('bring in for 5');
    await view.get('[data-letter="B"]').trigger('click');
    expect(view.emitted('pick')).toEqual([['B']]);
    expect(view.find('[data-testid="choice-right"]').exists()).toBe(false);
  });

  it('graded: the right choice says so in words and the wrong pick too (never colour alone); buttons are locked', () => {
    const view = mount(DrillChoices, { props: { choices: CHOICES, locked: true, picked: 'A', expected: 'B' }, global: global() });
    expect(view.get('[data-letter="B"]').text()).toContain('Right answer');
    expect(view.get('[data-letter="A"]').text()).toContain('Your answer');
    expect(view.find('[data-letter="A"] [data-testid="choice-wrong"]').exists()).toBe(true);
    expect(view.findAll('button[disabled]')).toHaveLength(2);
  });
});

describe('DrillAmount', () => {
  it('Enter (form submit) sends a whole number of chips', async () => {
    const view = mount(DrillAmount, { props: { label: 'Pot', locked: false }, global: global() });
    await view.get('input').setValue(' 218 ');
    await view.get('form').trigger('submit');
    expect(view.emitted('submit')).toEqual([[218]]);
  });

  it('anything else is refused with a message and not sent', async () => {
    const view = mount(DrillAmount, { props: { label: 'Pot', locked: false }, global: global() });
    for (const bad of ['', '12.5', '-3', 'ten']) {
      await view.get('input').setValue(bad);
      await view.get('form').trigger('submit');
    }
    expect(view.emitted('submit')).toBeUndefined();
    expect(view.get('[role="alert"]').text()).toContain('whole number of chips');
    expect(view.get('input').attributes('aria-invalid')).toBe('true');
  });
});

describe('DrillSeatOrder', () => {
  it('shows the taps in order, offers the specials, undo and done', async () => {
    const view = mount(DrillSeatOrder, {
      props: { taps: ['burn', 0, 3], specials: ['burn', 'scramble'], locked: false },
      global: global(),
    });
    expect(view.get('[data-testid="order-taps"]').text()).toContain('Burn → Seat 1 → Seat 4');
    expect(view.findAll('[data-special]').map((b) => b.attributes('data-special'))).toEqual(['burn', 'scramble']);
    await view.get('[data-special="scramble"]').trigger('click');
    await view.get('[data-testid="order-undo"]').trigger('click');
    await view.get('[data-testid="order-done"]').trigger('click');
    expect(view.emitted('special')).toEqual([['scramble']]);
    expect(view.emitted('undo')).toHaveLength(1);
    expect(view.emitted('done')).toHaveLength(1);
  });

  it("names the burn's button only where there is one: 3rd street offers none (SEED-000 burn cards: no burn before the first deal)", () => {
    const third = mount(DrillSeatOrder, { props: { taps: [], specials: [], locked: false }, global: global() });
    expect(third.findAll('[data-special]')).toHaveLength(0);
    expect(third.get('[data-testid="order-hint"]').text()).toBe('Tap each seat (or press its number) in the order the cards go.');
    const fourth = mount(DrillSeatOrder, { props: { taps: [], specials: ['burn'], locked: false }, global: global() });
    expect(fourth.get('[data-testid="order-hint"]').text()).toContain('use the buttons for the burn');
  });

  it('a folded seat is tapped (and keyed) like any other; dealing it a card is graded wrong and the reason says so (SEED-000 deal order)', async () => {
    // DO-stud-6-rrc-1.2.5.10-35836818: 5th street, seat 5 folded. The QA order was B, 1, 2, 3, 4, 5, 6.
    const plugins = testPlugins('en').plugins;
    const runner = useDrillRunner({ seed: () => 1, save: async () => {} });
    expect(runner.load('DO-stud-6-rrc-1.2.5.10-35836818')).toBe(true);
    const scenario = runner.scenario.value!;
    const part = runner.part.value!;
    if (part.kind !== 'seat-order') throw new Error('expected a seat-order part');
    expect(scenario.state.players[4]!.folded).toBe(true);
    const table = mount(TableScenario, {
      props: { table: drillTable(scenario, null), caption: 'Stud', pickable: [...part.candidates] },
      global: { plugins: [...plugins] },
    });
    // The folded seat is a button like the others, and a click on it picks it.
    const seat5 = table.get('[data-player="4"] button');
    expect(seat5.attributes('aria-keyshortcuts')).toBe('5');
    runner.tapSpecial('burn');
    for (const p of [0, 1, 2, 3]) {
      await table.get(`[data-player="${p}"] button`).trigger('click');
      runner.pickSeat(table.emitted('pick')!.at(-1)![0] as number);
    }
    await seat5.trigger('click');
    expect(table.emitted('pick')!.at(-1)).toEqual([4]);
    runner.pickSeat(4);
    // Seat 6 by its number key, as the runner view wires the digits.
    handleDrillAnswerKey(new KeyboardEvent('keydown', { key: '6' }), { onDigit: (d) => runner.pickSeat(d - 1) });
    expect(runner.draft.value).toEqual(['burn', 0, 1, 2, 3, 4, 5]);
    const order = mount(DrillSeatOrder, {
      props: { taps: runner.draft.value, specials: part.specials, locked: false },
      global: { plugins: [...plugins] },
    });
    expect(order.get('[data-testid="order-taps"]').text()).toContain('Burn → Seat 1 → Seat 2 → Seat 3 → Seat 4 → Seat 5 → Seat 6');
    expect(runner.submitOrder()).toBe(true);
    const graded = runner.graded.value!;
    const verdict = mount(DrillVerdict, { props: { graded, elapsedMs: 1000 }, global: { plugins: [...plugins] } });
    expect(verdict.get('[data-testid="verdict"]').text()).toContain('Wrong');
    expect(verdict.get('[data-testid="reason"]').text()).toContain('Seat 5 has folded: it gets no card.');
    expect(graded.rules).toContain('seed-000.deal-order');
  });

  it('with no taps yet, undo and done are disabled', () => {
    const view = mount(DrillSeatOrder, { props: { taps: [], specials: ['burn'], locked: false }, global: global() });
    expect(view.get('[data-testid="order-undo"]').attributes('disabled')).toBeDefined();
    expect(view.get('[data-testid="order-done"]').attributes('disabled')).toBeDefined();
  });
});

describe('DrillQuestion: where the focus goes', () => {
  const scenarioOf = (code: string) => {
    const { kind, setup, seed } = parseScenarioCode(code);
    return generateScenario(kind, setup, seed);
  };

  /** An element's name from its aria-labelledby: the texts of the ids it lists, in order. */
  const labelOf = (el: Element) =>
    el
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();

  it('each part is a group named by its prompt (the first after the question itself); the part to answer takes the focus (tabindex -1, off the Tab order), and a part reached keeps its tabindex so the group that has the focus never loses it (the browser would lay the page out in the middle of the update)', async () => {
    const scenario = scenarioOf('BI-stud-6-rrc-1.2.5.10-297171233');
    const view = mount(DrillQuestion, {
      props: { scenario, answers: [], draft: [], graded: null },
      global: global(),
      attachTo: document.body,
    });
    try {
      const groups = () => view.findAll('[data-part] > [role="group"]');
      // A new question's focus says the question, then its first part (what a screen reader hears after Next).
      expect(groups().map((g) => labelOf(g.element))).toEqual([
        `${formatReason(scenario.question.prompt, 'en')} 1. Which seat must act first?`,
        "2. What are that player's options?",
      ]);
      expect(groups().map((g) => g.attributes('tabindex'))).toEqual(['-1', undefined]);
      view.vm.focusCurrentPart();
      expect(document.activeElement).toBe(groups()[0]!.element);

      await view.setProps({ answers: answerOf(scenario).slice(0, 1) });
      expect(groups().map((g) => g.attributes('tabindex'))).toEqual(['-1', '-1']);
      expect(view.find('.drill-question__part--current').attributes('data-part')).toBe(scenario.question.parts[1]!.id);
      view.vm.focusCurrentPart();
      expect(document.activeElement).toBe(groups()[1]!.element);
    } finally {
      view.unmount();
    }
  });

  it('an amount part: its field takes the focus, named by the question, the part and its own label', () => {
    const scenario = scenarioOf('PT-stud-4-onl-1.2.5.10-3');
    const view = mount(DrillQuestion, {
      props: { scenario, answers: [], draft: [], graded: null },
      global: global(),
      attachTo: document.body,
    });
    try {
      (document.activeElement as HTMLElement | null)?.blur();
      view.vm.focusCurrentPart();
      expect(document.activeElement).toBe(view.get('[data-testid="amount-input"]').element);
      expect(labelOf(document.activeElement!)).toBe(
        `${formatReason(scenario.question.prompt, 'en')} 1. ${formatReason(scenario.question.parts[0]!.prompt, 'en')} Amount in chips (Enter to check)`,
      );
    } finally {
      view.unmount();
    }
  });
});
