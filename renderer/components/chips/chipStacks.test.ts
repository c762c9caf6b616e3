import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_STRUCTURE } from '../../../core';
import { DENOMINATIONS, chipSet, chipStacks } from './chipStacks';

describe("chip stacks in the structure's denominations", () => {
  it('a 1/2/5/10 game plays with every chip from the white 1; a 25/50/100/200 game from the green 25', () => {
    const big = [25000, 100000, 1000000];
    expect(chipSet(DEFAULT_STRUCTURE)).toEqual([1, 5, 25, 100, 500, 1000, 5000, ...big]);
    expect(chipSet({ ante: 25, bringIn: 50, smallBet: 100, bigBet: 200 })).toEqual([25, 100, 500, 1000, 5000, ...big]);
    expect(chipSet({ ante: 0, bringIn: 5, smallBet: 10, bigBet: 20 })).toEqual([5, 25, 100, 500, 1000, 5000, ...big]);
    // A WSOP final table (50,000 ante, 75,000 bring-in, 250,000/500,000): tournament chips from 25,000.
    expect(chipSet({ ante: 50000, bringIn: 75000, smallBet: 250000, bigBet: 500000 })).toEqual(big);
    expect(chipSet({ ante: 3, bringIn: 5, smallBet: 10, bigBet: 20 })).toEqual([...DENOMINATIONS]);
  });

  it('an amount is pushed in as few chips as the set allows, biggest first', () => {
    const set = chipSet(DEFAULT_STRUCTURE);
    expect(chipStacks(463, set)).toEqual([
      { value: 100, count: 4 },
      { value: 25, count: 2 },
      { value: 5, count: 2 },
      { value: 1, count: 3 },
    ]);
    expect(chipStacks(0, set)).toEqual([]);
    // A green-chip game: a split pot's odd amount takes red chips for the rest.
    expect(chipStacks(160, chipSet({ ante: 25, bringIn: 50, smallBet: 100, bigBet: 200 }))).toEqual([
      { value: 100, count: 1 },
      { value: 25, count: 2 },
      { value: 5, count: 2 },
    ]);
  });

  it('the stacks always add up to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000000 }), fc.constantFrom(...DENOMINATIONS), (amount, smallest) => {
        const set = DENOMINATIONS.filter((d) => d >= smallest);
        const stacks = chipStacks(amount, set);
        expect(stacks.reduce((a, s) => a + s.value * s.count, 0)).toBe(amount);
        expect(stacks.map((s) => s.value)).toEqual([...stacks.map((s) => s.value)].sort((a, b) => b - a));
      }),
    );
  });
});
