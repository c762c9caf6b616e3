import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAmount } from './amounts';
import { decodeHandHistory } from './history';

describe("the rooms' amounts", () => {
  it.each([
    ['$0.04', 4],
    ['$1,500.25', 150025],
    ['1,500', 150000],
    ['5€', 500],
    ['33.90€', 3390],
    ['0.5', 50],
    ['-6.10€', -610],
    ['2500', 250000],
  ])('%s is %i hundredths', (text, value) => expect(readAmount(text)).toBe(value));

  it.each(['$', 'ten', '1.234', '1,50', '$1.2.3'])('%s is no amount', (text) => expect(readAmount(text)).toBeNull());

  it('any amount a room writes (dollars grouped by thousands, cents or none) reads back exactly, with no float rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.boolean(), fc.constantFrom('$', '€', ''), (hundredths, cents, symbol) => {
        const whole = Math.floor(hundredths / 100);
        const part = hundredths % 100;
        const amount = cents ? hundredths : whole * 100;
        const text = `${whole.toLocaleString('en-US')}${cents ? `.${String(part).padStart(2, '0')}` : ''}`;
        const written = symbol === '€' ? `${text}€` : `${symbol}${text}`;
        expect(readAmount(written)).toBe(amount);
      }),
    );
  });
});

describe('the text of a hand-history file', () => {
  const text = 'Full Tilt Poker Game #1: Table Mart - $0.10/$0.20 Ante $0.02 - Limit Razz';
  it('UTF-16 little-endian with its byte-order mark, as Full Tilt Poker wrote it', () => {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(decodeHandHistory(bytes)).toBe(text);
  });
  it('UTF-8 with or without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode(`\ufeff${text}€`);
    expect(decodeHandHistory(utf8)).toBe(`${text}€`);
    expect(decodeHandHistory(new TextEncoder().encode(text))).toBe(text);
  });
});
