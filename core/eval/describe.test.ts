import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards } from '../cards';
import { LOCALES } from '../i18n/locale';
import { formatReason, templateParams } from '../i18n/format';
import { describeBoard, describeHigh, describeLow } from './describe';
import { bestFiveHigh, bestFiveLow } from './best-five';
import { groupRanks, highShape, lowShape } from './shape';
import { EVAL_MESSAGES } from '../i18n/messages-eval';
import { SHOWDOWN_RULES } from '../rulebook/rules-showdown';
import type { Locale } from '../i18n/locale';

const say = (text: string, locale: Locale = 'en') => formatReason(describeHigh(parseCards(text)), locale);

describe('hand descriptions (seed-003.ranking, rr.stud.12)', () => {
  it('seed-003.ranking: names every category in English, Spanish and Italian', () => {
    expect(say('7s7h2d3c9hJdQs')).toBe('pair of sevens');
    expect(say('AhKd9c7s4d3h2c')).toBe('ace-king high');
    expect(say('KsKhKd4c4d3h2s')).toBe('full house, kings full of fours');
    expect(say('KsKhKd4c4d3h2s', 'es')).toBe('full de reyes y cuatros');
    expect(say('KsKhKd4c4d3h2s', 'it')).toBe('full di re e quattro');
    expect(say('9s9h2d2c3h4s6d')).toBe('two pair, nines and twos');
    expect(say('QsQhQd4c8d')).toBe('three queens');
    expect(say('QsQhQd4c8d', 'es')).toBe('trío de reinas');
    expect(say('As2h3d4c5s9h9d')).toBe('straight, five high');
    expect(say('Ks9s7s5s3s2sAh', 'it')).toBe('colore al re');
    expect(say('Qs9s7s5s3s', 'es')).toBe('color a la reina');
    expect(say('8s8h8d8cKs')).toBe('four eights');
    expect(say('8s8h8d8cKs', 'it')).toBe('poker di otto');
    expect(say('9s8s7s6s5s')).toBe('straight flush, nine high');
    expect(say('AsKsQsJsTs', 'es')).toBe('escalera real');
    expect(say('AsAhKsKhQd', 'it')).toBe('doppia coppia, assi e re');
  });

  it('seed-003.ranking, rr.razz.low, rr.stud.12: every description of any hand, low or board exists in every language (fast-check)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (cards) => {
        for (const locale of LOCALES) {
          expect(formatReason(describeHigh(cards), locale)).not.toMatch(/[{}]/);
          expect(formatReason(describeLow(cards, 'a5'), locale)).not.toMatch(/[{}]/);
          expect(formatReason(describeLow(cards, '8'), locale)).not.toMatch(/[{}]/);
          for (let k = 1; k <= 4; k++) {
            expect(formatReason(describeBoard(cards.slice(0, k), 'high'), locale)).not.toMatch(/[{}]/);
            expect(formatReason(describeBoard(cards.slice(0, k), 'low'), locale)).not.toMatch(/[{}]/);
          }
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('seed-003.ranking, rr.razz.low: the shape read off a value names the ranks of the five cards that play (fast-check)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 7 }), (cards) => {
        const high = highShape(cards);
        const five = bestFiveHigh(cards);
        if (high.kind === 'straight' || high.kind === 'straight-flush')
          expect([...high.ranks].sort()).toEqual(five.map((c) => (c >> 2) + 2).sort());
        else expect(high.ranks).toEqual(groupRanks(five, 'high'));
        for (const kind of ['a5', '8'] as const) {
          const low = lowShape(cards, kind);
          const lowFive = bestFiveLow(cards, kind);
          expect(low?.ranks ?? null).toEqual(lowFive ? groupRanks(lowFive, 'low') : null);
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('seed-003.ranking, rr.ties: every hand, board and pot text has the same placeholders in English, Spanish and Italian; every showdown rule has its text in all three', () => {
    const placeholders = (t: string) => templateParams(t).sort();
    const entries = Object.entries(EVAL_MESSAGES);
    expect(entries.length).toBeGreaterThan(500);
    for (const [key, text] of entries) {
      for (const locale of LOCALES) {
        expect(text[locale].trim().length, `${key} ${locale}`).toBeGreaterThan(2);
        expect(placeholders(text[locale]), `${key} ${locale}`).toEqual(placeholders(text.en));
      }
    }
    for (const [id, rule] of Object.entries(SHOWDOWN_RULES)) {
      for (const locale of LOCALES) expect(rule.source.ref[locale].length, `${id} ${locale}`).toBeGreaterThan(2);
      for (const locale of LOCALES) expect(rule.text[locale].length, `${id} ${locale}`).toBeGreaterThan(40);
    }
  });
});
