import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { DEFAULT_STRUCTURE } from '../../../core';
import ChipStack from './ChipStack.vue';
import { chipSet } from './chipStacks';

describe('ChipStack', () => {
  const set = chipSet(DEFAULT_STRUCTURE);

  it("draws one stack per denomination, biggest first, each in its denomination's colour class, hidden from screen readers", () => {
    const view = mount(ChipStack, { props: { amount: 463, set } });
    const svg = view.get('svg');
    expect(svg.attributes('aria-hidden')).toBe('true');
    expect(svg.attributes('data-chips')).toBe('100x4 25x2 5x2 1x3');
    const stacks = view.findAll('svg > g');
    expect(stacks.map((g) => g.classes()[0])).toEqual([
      'chip-stack__chip--100',
      'chip-stack__chip--25',
      'chip-stack__chip--5',
      'chip-stack__chip--1',
    ]);
    // A chip is drawn for each chip in a stack (its side), and the top one shows its face.
    expect(stacks[0]!.findAll('.chip-stack__side')).toHaveLength(4);
    expect(stacks[0]!.findAll('.chip-stack__face')).toHaveLength(1);
  });

  it('a tall stack is drawn six chips high; nothing is drawn for no chips', () => {
    const view = mount(ChipStack, { props: { amount: 9, set } });
    expect(view.get('svg').attributes('data-chips')).toBe('5x1 1x4');
    const tall = mount(ChipStack, { props: { amount: 1200, set: [100, 500, 1000, 5000] as const } });
    expect(tall.get('svg').attributes('data-chips')).toBe('1000x1 100x2');
    const many = mount(ChipStack, { props: { amount: 900, set: [100] as const } });
    expect(many.findAll('.chip-stack__side')).toHaveLength(6);
    expect(
      mount(ChipStack, { props: { amount: 0, set } })
        .find('svg')
        .exists(),
    ).toBe(false);
  });
});
