import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../rng';
import { mixedWeights, pickMixedKind } from './mixed';
import { DRILL_KINDS, type DrillKind, type DrillResult } from './types';

const results = (kind: DrillKind, right: number, wrong: number): DrillResult[] => [
  ...Array.from({ length: right }, () => ({ kind, correct: true })),
  ...Array.from({ length: wrong }, () => ({ kind, correct: false })),
];

describe('mixed drill: weighted toward the weakest kinds in this session', () => {
  it('with no history every kind is equally likely', () => {
    const w = mixedWeights([]);
    expect(new Set(w).size).toBe(1);
  });

  it('a kind often missed weighs more than one always right, which still keeps a chance', () => {
    const history = [...results('pot', 0, 6), ...results('bring-in', 6, 0)];
    const w = mixedWeights(history);
    const pot = w[DRILL_KINDS.indexOf('pot')]!;
    const bringIn = w[DRILL_KINDS.indexOf('bring-in')]!;
    const unseen = w[DRILL_KINDS.indexOf('showdown')]!;
    expect(pot).toBeGreaterThan(unseen);
    expect(unseen).toBeGreaterThan(bringIn);
    expect(bringIn).toBeGreaterThan(0);
  });

  it('over many picks the missed kind comes up most often', () => {
    const rng = createRng(42);
    const history = [...results('pot', 1, 9), ...DRILL_KINDS.filter((k) => k !== 'pot').flatMap((k) => results(k, 10, 0))];
    const counts = new Map<DrillKind, number>();
    for (let i = 0; i < 5000; i++) {
      const k = pickMixedKind(history, rng);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const pot = counts.get('pot')!;
    for (const k of DRILL_KINDS) if (k !== 'pot') expect(pot).toBeGreaterThan(2 * (counts.get(k) ?? 0));
    for (const k of DRILL_KINDS) expect(counts.get(k) ?? 0).toBeGreaterThan(0);
  });

  it('property: deterministic for a seed, and always one of the kinds offered', () => {
    const arbHistory = fc.array(fc.record({ kind: fc.constantFrom(...DRILL_KINDS), correct: fc.boolean() }), { maxLength: 40 });
    fc.assert(
      fc.property(
        arbHistory,
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.subarray([...DRILL_KINDS], { minLength: 1 }),
        (history, seed, kinds) => {
          const a = pickMixedKind(history, createRng(seed), kinds);
          expect(a).toBe(pickMixedKind(history, createRng(seed), kinds));
          expect(kinds).toContain(a);
        },
      ),
    );
  });

  it('no kinds to pick from is a clear error', () => {
    expect(() => pickMixedKind([], createRng(1), [])).toThrow('no drill kinds');
  });
});
