import { describe, expect, it } from 'vitest';
import { formatChips, formatMessage, formatReason, templateParams } from './format';
import { compileMessage, isPlainMessage, messageArguments, messageFormatter, numberArguments } from './icu';
import { LOCALES } from './locale';
import { MESSAGES } from './messages';

// Chip amounts in reasons are grouped the reader's way, as the table shows them; other numbers are not.
describe('chip amounts in engine texts', () => {
  it('group thousands per language (Spanish leaves four digits alone)', () => {
    expect(formatChips(1_250_000, 'en')).toBe('1,250,000');
    expect(formatChips(1_250_000, 'es')).toBe('1.250.000');
    expect(formatChips(1_250_000, 'it')).toBe('1.250.000');
    expect(formatChips(5000, 'en')).toBe('5,000');
    expect(formatChips(5000, 'es')).toBe('5000');
    expect(formatChips(5000, 'it')).toBe('5000');
    expect(formatChips(950, 'en')).toBe('950');
  });

  it('a reason groups its chip parameters and leaves seats and counts as they are', () => {
    const reason = { key: 'drills.showdown.side', params: { n: 2, amount: 1_250_000 } };
    expect(formatReason(reason, 'en')).toBe('Side pot 2 (1,250,000) goes to:');
    expect(formatReason(reason, 'es')).toBe('El bote secundario 2 (1.250.000) es para:');
    expect(formatReason(reason, 'it')).toBe('Il piatto laterale 2 (1.250.000) va a:');
  });

  it("a reason quoting other reasons words each in the reader's language, joined as asked (sentences by default)", () => {
    const side = { key: 'drills.showdown.side', params: { n: 1, amount: 1_250_000 } };
    const pot = { key: 'drills.showdown.pot', params: { amount: 40 } };
    const why = { key: 'drills.showdown.why', params: { first: { reasons: [pot] }, pots: { reasons: [side, pot], join: '; ' } } };
    expect(formatReason(why, 'en')).toBe('The pot (40) goes to: Side pot 1 (1,250,000) goes to:; The pot (40) goes to:');
    expect(formatReason({ key: 'drills.showdown.why', params: { first: { reasons: [pot] }, pots: { reasons: [side] } } }, 'es')).toBe(
      'El bote (40) es para: El bote secundario 1 (1.250.000) es para:',
    );
  });

  it('a number quoted from a file stays as the file wrote it', () => {
    const reason = { key: 'phh.error.notAmount', params: { field: 'antes', value: 12345 } };
    expect(formatReason(reason, 'en')).toContain('not 12345');
  });
});

// Counts are worded for one and for more in each language's grammar, never "card(s)" or "carta/e".
describe('counts in engine texts', () => {
  it('{count, plural, one {...} other {...}}: the form for exactly one, else the other with # as the number', () => {
    const deal = (count: number) => String(compileMessage('Deal {count, plural, one {one card} other {# cards}}.', 'en').format({ count }));
    expect(deal(1)).toBe('Deal one card.');
    expect(deal(3)).toBe('Deal 3 cards.');
    expect(deal(0)).toBe('Deal 0 cards.');
    expect(
      templateParams('{seat} gets {count, plural, one {#} other {{total, number, chips}}} of {count, plural, one {x} other {y}}'),
    ).toEqual(['seat', 'count', 'total']);
  });

  it('a message missing an argument, or given a text where it counts or shows chips, says which, never prints half a sentence', () => {
    expect(() => formatMessage('reason.pots.built', 'en', { count: 2 })).toThrow(/total/);
    expect(() => formatMessage('reason.pots.built', 'en', { count: 'two', total: 90 })).toThrow(
      'message "reason.pots.built": {count} takes a number, got "two"',
    );
  });

  it('engine texts agree in number in en, es and it (RR 14 premature cards, RR 15 running out, pots)', () => {
    const premature = (count: number) => ({ key: 'ruling.summary.premature-tda', params: { count } });
    expect(formatReason(premature(1), 'en')).toMatch(/^The premature card goes back into the stub,/);
    expect(formatReason(premature(2), 'en')).toMatch(/^The 2 premature cards go back into the stub,/);
    expect(formatReason(premature(1), 'es')).toMatch(/^La carta adelantada vuelve al resto del mazo,/);
    expect(formatReason(premature(3), 'it')).toMatch(/^Le 3 carte anticipate tornano nel resto del mazzo,/);
    const aside = { key: 'ruling.step.take-back', params: { count: 1 } };
    expect(formatReason(aside, 'es')).toBe('Retira la carta repartida antes de tiempo: fuera de juego, apartada.');
    expect(formatReason(aside, 'it')).toBe('Ritira la carta data in anticipo: fuori gioco, messa da parte.');
    expect(formatReason({ key: 'reason.pots.built', params: { count: 1, total: 90 } }, 'en')).toBe(
      'One pot in the middle, 90 chips in all.',
    );
    expect(formatReason({ key: 'reason.pots.built', params: { count: 2, total: 1500 } }, 'it')).toBe(
      '2 piatti al centro, 1500 fiches in tutto.',
    );
  });

  it('no engine text leaves the number to the reader ("card(s)", "bote(s)", "carta/e")', () => {
    for (const [key, entry] of Object.entries(MESSAGES))
      for (const locale of LOCALES) expect(entry[locale], `${key} ${locale}`).not.toMatch(/\w\((s|es)\)|\w\/[aei]\b/);
    const stub = (count: number) => ({ key: 'incident.error.stubHolds', params: { count } });
    expect(formatReason(stub(1), 'en')).toBe('the stub holds only one card');
    expect(formatReason(stub(2), 'en')).toBe('the stub holds only 2 cards');
    expect(formatReason(stub(1), 'es')).toBe('el resto del mazo solo tiene una carta');
    expect(formatReason(stub(2), 'it')).toBe('il resto del mazzo ha solo 2 carte');
  });
});

// Plain texts (words and {name} arguments) are filled in without intl-messageformat (whose first formatter costs the
// first screen its locale set-up); what they print must not change.
describe('plain messages', () => {
  it("print exactly what intl-messageformat prints, for every message of core's catalog in every language", () => {
    let plain = 0;
    for (const [key, entry] of Object.entries(MESSAGES)) {
      for (const locale of LOCALES) {
        const text = entry[locale];
        const icu = compileMessage(text, locale);
        const counted = numberArguments(icu);
        const values = Object.fromEntries(messageArguments(text).map((name, i) => [name, counted.has(name) ? i + 2 : `«${name}»`]));
        const formatter = messageFormatter(text, locale);
        expect(formatter.format(values), `${key} ${locale}`).toBe(String(icu.format(values)));
        expect([...formatter.numbers], `${key} ${locale}`).toEqual([...counted]);
        if (isPlainMessage(text)) plain++;
      }
    }
    // Most texts are plain: the fast path is the common one.
    expect(plain).toBeGreaterThan((Object.keys(MESSAGES).length * LOCALES.length) / 2);
  });

  it('keep apostrophes as written, unless they quote ICU syntax; a missing argument throws, as intl-messageformat does', () => {
    const both = (text: string, values: Record<string, string | number> = {}) => [
      messageFormatter(text, 'en').format(values),
      String(compileMessage(text, 'en').format(values)),
    ];
    expect(isPlainMessage("the dealer's { seat } button")).toBe(true);
    expect(isPlainMessage("a '{brace}'")).toBe(false);
    expect(both("the dealer's { seat } button", { seat: 'Seat 3' })).toEqual(["the dealer's Seat 3 button", "the dealer's Seat 3 button"]);
    expect(both("a '{brace}' and '' one")).toEqual(["a {brace} and ' one", "a {brace} and ' one"]);
    expect(both('{a}{b} < 5 # {a}', { a: 0, b: '' })).toEqual(['0 < 5 # 0', '0 < 5 # 0']);
    expect(() => messageFormatter('Seat {seat}', 'en').format({})).toThrow('The intl string context variable "seat" was not provided');
    expect(() => compileMessage('Seat {seat}', 'en').format({})).toThrow('The intl string context variable "seat" was not provided');
    // vue-i18n may call a message with no values at all: the same error, not a TypeError.
    expect(() => messageFormatter('Seat {seat}', 'en').format(undefined as never)).toThrow(
      'The intl string context variable "seat" was not provided',
    );
    expect(() => compileMessage('Seat {seat}', 'en').format(undefined)).toThrow('The intl string context variable "seat" was not provided');
  });
});
