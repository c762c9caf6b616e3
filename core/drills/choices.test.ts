import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Reason, ReasonParam } from '../decision';
import { createRng } from '../rng';
import { buildChoices, letterOf, sameText, textKey } from './choices';

const arbParam: fc.Arbitrary<ReasonParam> = fc.oneof(
  fc.constantFrom('a', 'b', '1'),
  fc.integer({ min: 0, max: 3 }),
  fc.integer({ min: 0, max: 2 }).map((card) => ({ card })),
  fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }).map((cards) => ({ cards })),
);
const arbReason: fc.Arbitrary<Reason> = fc.oneof(
  fc.constantFrom('k.a', 'k.b').map((key) => ({ key })),
  fc.record({ key: fc.constantFrom('k.a', 'k.b'), params: fc.dictionary(fc.constantFrom('seat', 'amount', 'n'), arbParam, { maxKeys: 3 }) }),
);
const arbText = fc.array(arbReason, { maxLength: 3 });

describe('choice texts', () => {
  it('sameText agrees with comparing textKey strings (same keys and params in the same order)', () => {
    fc.assert(
      fc.property(arbText, arbText, (a, b) => {
        expect(sameText(a, b)).toBe(textKey(a) === textKey(b));
        expect(sameText(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('params in another order, a missing param or another card are another text', () => {
    expect(sameText([{ key: 'k', params: { a: 1, b: 2 } }], [{ key: 'k', params: { b: 2, a: 1 } }])).toBe(false);
    expect(sameText([{ key: 'k', params: { a: 1 } }], [{ key: 'k' }])).toBe(false);
    expect(sameText([{ key: 'k', params: { c: { cards: [1, 2] } } }], [{ key: 'k', params: { c: { cards: [1, 3] } } }])).toBe(false);
    expect(sameText([{ key: 'k', params: { c: { card: 4 } } }], [{ key: 'k', params: { c: { card: 4 } } }])).toBe(true);
  });

  it('buildChoices keeps the right text and distinct wrong ones, reading a generator only as far as it needs', () => {
    let read = 0;
    function* wrong(): Generator<readonly Reason[]> {
      for (const key of ['right', 'w1', 'w1', 'w2', 'w3', 'w4', 'w5']) {
        read++;
        yield [{ key }];
      }
    }
    const choices = buildChoices([{ key: 'right' }], wrong(), createRng(3));
    expect(choices.map((c) => c.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(choices.map((c) => c.text[0]!.key).sort()).toEqual(['right', 'w1', 'w2', 'w3']);
    expect(read).toBe(6); // one past the last text taken: the loop stops when four are in
    expect(letterOf(choices, [{ key: 'w2' }])).toBe(choices.find((c) => c.text[0]!.key === 'w2')!.letter);
    expect(letterOf(choices, [{ key: 'w5' }])).toBeNull();
  });
});
