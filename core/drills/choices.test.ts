import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Reason, ReasonParam } from '../decision';
import { createRng } from '../rng';
import { formatReason, templateParams } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import { compileMessage, numberArguments } from '../i18n/icu';
import { parseScenarioCode } from './code';
import { generateScenario } from './generate';
import { buildChoices, letterOf, sameText } from './choices';

// Values that read differently whenever they differ (no '1' beside 1, no one-card list beside one card).
const arbParam: fc.Arbitrary<ReasonParam> = fc.oneof(
  fc.constantFrom('a', 'b'),
  fc.integer({ min: 0, max: 3 }),
  fc.integer({ min: 0, max: 2 }).map((card) => ({ card })),
  fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 3 }).map((cards) => ({ cards })),
);

describe('choice texts', () => {
  // Real message keys with the params their texts show: two reasons are the same choice exactly when they read the same.
  const keys = Object.keys(MESSAGES).filter((k) => k.startsWith('ruling.summary.') || k.startsWith('drills.option.'));
  const shown = (key: string) => [...new Set(LOCALES.flatMap((l) => templateParams(MESSAGES[key]![l])))];
  // A count or a chip amount is a number; other params take any kind of value.
  const counted = (key: string) => numberArguments(compileMessage(MESSAGES[key]!.en, 'en'));
  const arbShownReason = (key: string): fc.Arbitrary<Reason> =>
    fc
      .record({
        values: fc.tuple(...shown(key).map((n) => (counted(key).has(n) ? fc.integer({ min: 0, max: 3 }) : arbParam))),
        hidden: fc.option(arbParam),
        flip: fc.boolean(),
        bare: fc.boolean(),
      })
      .map(({ values, hidden, flip, bare }) => {
        const names = shown(key);
        const entries: [string, ReasonParam][] = names.map((n, k) => [n, values[k]!]);
        if (hidden !== null) entries.push(['notShown', hidden]);
        if (flip) entries.reverse();
        return entries.length === 0 && bare ? { key } : { key, params: Object.fromEntries(entries) };
      });
  const reads = (r: Reason) => LOCALES.map((l) => formatReason(r, l)).join('\n');

  it('sameText is true exactly when the two texts read the same in en, es and it (params a text does not show, and their order, do not count)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys).chain((key) => fc.tuple(arbShownReason(key), arbShownReason(key))),
        ([a, b]) => {
          expect(sameText([a], [b])).toBe(reads(a) === reads(b));
          expect(sameText([a], [structuredClone(a)])).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a misdeal with empty params is the same choice as a bare misdeal; a seat the text does not show changes nothing; one it shows does', () => {
    expect(sameText([{ key: 'ruling.summary.misdeal' }], [{ key: 'ruling.summary.misdeal', params: {} }])).toBe(true);
    const enough = (first: number, stub = 13): Reason => ({ key: 'ruling.summary.run-out-enough', params: { stub, owed: 5, first } });
    expect(sameText([enough(5)], [enough(6)])).toBe(true);
    expect(sameText([enough(5)], [enough(5, 12)])).toBe(false);
    const common = (first: number): Reason => ({ key: 'ruling.summary.run-out-common', params: { stub: 2, owed: 6, first } });
    expect(sameText([common(1)], [common(2)])).toBe(false);
    expect(sameText([{ key: 'ruling.summary.misdeal' }], [{ key: 'ruling.summary.too-late' }])).toBe(false);
  });

  it('keys core has no text for compare every param, in any order', () => {
    expect(sameText([{ key: 'k', params: { a: 1, b: 2 } }], [{ key: 'k', params: { b: 2, a: 1 } }])).toBe(true);
    expect(sameText([{ key: 'k', params: { a: 1 } }], [{ key: 'k' }])).toBe(false);
    expect(sameText([{ key: 'k', params: { c: { cards: [1, 2] } } }], [{ key: 'k', params: { c: { cards: [1, 3] } } }])).toBe(false);
    expect(sameText([{ key: 'k', params: { c: { card: 4 } } }], [{ key: 'k', params: { c: { card: 4 } } }])).toBe(true);
  });

  it('misprocedure questions never offer two choices that read the same (seeds the review found: a bare and an empty-params misdeal, a hidden seat)', () => {
    const codes = ['MP-stud-6-rrc-1.2.5.10-3468888328', 'MP-razz-7-rrc-1.2.5.10-148'];
    for (let seed = 1; seed <= 150; seed++) codes.push(`MP-${['stud', 'razz', 'stud8'][seed % 3]}-${2 + (seed % 7)}-rrc-1.2.5.10-${seed}`);
    for (const code of codes) {
      const { kind, setup, seed } = parseScenarioCode(code);
      const question = generateScenario(kind, setup, seed).question;
      for (const part of question.parts) {
        if (part.kind !== 'choice') continue;
        const texts = part.choices.map((c) => c.text.map((r) => formatReason(r, 'en')).join(' '));
        expect(new Set(texts).size, `${code}: ${texts.join(' / ')}`).toBe(texts.length);
      }
    }
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
