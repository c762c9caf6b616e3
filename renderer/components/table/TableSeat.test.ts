import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { parseCard } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import TableSeat from './TableSeat.vue';

const hand = { seat: 4, down: [parseCard('Kc'), parseCard('7h')] as const, door: parseCard('2d') };

function render(props: { bringsIn?: boolean; picked?: boolean; locked?: boolean } = {}, locale: 'en' | 'es' | 'it' = 'en') {
  const { plugins } = testPlugins(locale);
  return mount(TableSeat, {
    props: { hand, bringsIn: false, picked: false, locked: false, ...props },
    global: { plugins: [...plugins] },
  });
}

describe('TableSeat', () => {
  it('is a button named by the seat and its door card', () => {
    const button = render().get('button');
    expect(button.attributes('aria-label')).toBe('Seat 4: door card two of diamonds');
    expect(render({}, 'it').get('button').attributes('aria-label')).toBe('Posto 4: carta scoperta due di quadri');
  });

  it('shows the two downcards marked as down and the door card face up', () => {
    const cards = render().findAll('svg[role="img"]');
    expect(cards.map((c) => c.attributes('data-face'))).toEqual(['down', 'down', 'up']);
    expect(cards.map((c) => c.attributes('aria-label'))).toEqual(['king of clubs, down card', 'seven of hearts, down card', 'two of diamonds']);
  });

  it('clicking the seat picks it', async () => {
    const seat = render();
    await seat.get('button').trigger('click');
    expect(seat.emitted('pick')).toEqual([[4]]);
  });

  it('once the question is answered the seat takes no more picks', async () => {
    const seat = render({ locked: true });
    await seat.get('button').trigger('click');
    expect(seat.emitted('pick')).toBeUndefined();
    expect(seat.get('button').attributes('aria-disabled')).toBe('true');
  });

  it('marks the seat that brings in, and a wrong pick, with text as well as style', () => {
    const right = render({ bringsIn: true, locked: true });
    expect(right.classes()).toContain('table-seat--brings-in');
    expect(right.text()).toContain('Brings in');
    const wrong = render({ picked: true, locked: true });
    expect(wrong.classes()).toContain('table-seat--wrong-pick');
    expect(wrong.text()).toContain('Your pick');
    expect(render().text()).not.toMatch(/Brings in|Your pick/);
  });
});
