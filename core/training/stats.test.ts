import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { median } from './stats';

/** The median by its definition: sort, take the middle (or the mean of the two middle values). */
function sortedMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe('median', () => {
  it('is the middle of the sorted values (the mean of the two middle ones for an even count), for any times, repeated ones too', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 600_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
          { minLength: 1, maxLength: 300 },
        ),
        (drawn) => {
          // -0 reads as 0 (toBe tells them apart, and which of two equal middles lands in the middle is not defined).
          const values = drawn.map((v) => v + 0);
          expect(median(values)).toBe(sortedMedian(values));
          expect(median(Float64Array.from(values))).toBe(sortedMedian(values));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves its input as it was; none is NaN', () => {
    const times = [5, 1, 4, 2, 3, 3];
    expect(median(times)).toBe(3);
    expect(times).toEqual([5, 1, 4, 2, 3, 3]);
    expect(median([])).toBeNaN();
  });
});
