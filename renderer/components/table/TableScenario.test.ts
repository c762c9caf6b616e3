import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { DEFAULT_STRUCTURE, formatCard, generateScenario, type Player, type SeatTarget } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import { tableModel } from '../../drills/runner/tableModel';
import TableScenario from './TableScenario.vue';

const scenario = generateScenario('deal-order', { variant: 'stud', players: 6, rules: 'tda', structure: DEFAULT_STRUCTURE }, 42);
interface Props {
  table: ReturnType<typeof tableModel>;
  caption: string;
  pickable: Player[];
  focus: Player | null;
  taps: SeatTarget[];
  answerSeats: Player[];
  answerOrder: SeatTarget[];
  wrongSeats: Player[];
  answerAmount: number | null;
}
const base: Props = { table: tableModel(scenario.state), caption: 'Stud', pickable: [], focus: null, taps: [], answerSeats: [], answerOrder: [], wrongSeats: [], answerAmount: null };
const mountTable = (props: Partial<Props> = {}) => mount(TableScenario, { props: { ...base, ...props }, global: { plugins: [...testPlugins('en').plugins] } });

describe('TableScenario', () => {
  it("draws every seat with every card in the dealer's view, downcards marked as such", () => {
    const view = mountTable();
    expect(view.findAll('[data-seat]')).toHaveLength(6);
    scenario.state.players.forEach((p, k) => {
      const cards = view.findAll(`[data-player="${k}"] svg[data-card]`);
      expect(cards.map((c) => c.attributes('data-card'))).toEqual(p.cards.map((c) => formatCard(c.card!)));
      expect(cards.map((c) => c.attributes('data-face'))).toEqual(p.cards.map((c) => (c.up ? 'up' : 'down')));
    });
    expect(view.get('[data-testid="pot"]').text()).toBe(`Pot ${base.table.pot}`);
  });

  it('only the pickable seats are buttons; a click picks that player', async () => {
    const view = mountTable({ pickable: [0, 4] });
    expect(view.findAll('button')).toHaveLength(2);
    await view.get('[data-player="4"] button').trigger('click');
    expect(view.emitted('pick')).toEqual([[4]]);
  });

  it('after grading: the right order is numbered on the seats and the burn at the dealer, a wrong pick is labelled', () => {
    const view = mountTable({ answerSeats: [0, 1], answerOrder: ['burn', 0, 1], wrongSeats: [4] });
    expect(view.get('[data-player="0"] [data-testid="seat-answer"]').text()).toBe('Answer #2');
    expect(view.get('[data-player="1"] [data-testid="seat-answer"]').text()).toBe('Answer #3');
    expect(view.get('[data-testid="dealer"]').text()).toContain('#1 Burn');
    expect(view.get('[data-player="4"]').text()).toContain('Your pick');
  });

  it('a pot answer is drawn on the pot', () => {
    const view = mountTable({ answerAmount: 218 });
    expect(view.get('[data-testid="pot-answer"]').text()).toBe('Answer: 218');
  });
});
