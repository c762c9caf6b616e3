import { describe, expect, it, vi } from 'vitest';
import type { MessageContext } from 'vue-i18n';
import * as core from '../../core';
import { icuMessages } from './index';
import type { UiMessages } from './en';

// The real compiler, watched: how often a text is parsed.
vi.mock('../../core', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core')>();
  return { ...original, messageFormatter: vi.fn(original.messageFormatter) };
});

type MessageFunction = (context: MessageContext<string>) => string;
const catalog = (text: string) => ({ test: { key: text } }) as unknown as UiMessages;
const messageOf = (messages: UiMessages) => (messages as unknown as { test: { key: MessageFunction } }).test.key;
const run = (format: MessageFunction, values: Record<string, unknown>) => format({ values } as unknown as MessageContext<string>);

describe("the UI message functions (ICU by core's compiler)", () => {
  it('format ICU messages: values, plurals by their count, chip amounts in the language', () => {
    expect(run(messageOf(icuMessages(catalog('{count, plural, one {# card} other {# cards}}'), 'en')), { count: 1 })).toBe('1 card');
    expect(run(messageOf(icuMessages(catalog('{count, plural, one {# card} other {# cards}}'), 'en')), { count: 3 })).toBe('3 cards');
    expect(run(messageOf(icuMessages(catalog('Bote {chips, number, chips}'), 'es')), { chips: 1250000 })).toBe('Bote 1.250.000');
  });

  it('parse each text once per language, however often it is shown (vue-i18n calls the function at every t())', () => {
    const parse = vi.mocked(core.messageFormatter);
    parse.mockClear();
    const text = 'Seat {seat} is to act: {count, plural, one {# bet} other {# bets}}';
    const en = messageOf(icuMessages(catalog(text), 'en'));
    expect(parse).toHaveBeenCalledTimes(0); // compiled the first time it is shown, not when the language loads
    for (let k = 1; k <= 5; k++) expect(run(en, { seat: k, count: k })).toBe(`Seat ${k} is to act: ${k} ${k === 1 ? 'bet' : 'bets'}`);
    expect(parse).toHaveBeenCalledTimes(1);
    // Another language is its own parse (its plural rules differ).
    expect(run(messageOf(icuMessages(catalog(text), 'it')), { seat: 2, count: 1 })).toBe('Seat 2 is to act: 1 bet');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('refuse a text given for a number argument, naming the key (an amount formatted twice reads wrong)', () => {
    const format = messageOf(icuMessages(catalog('Pot {chips, number, chips}'), 'en'));
    expect(() => run(format, { chips: '1,250' })).toThrow('UI message "test.key": {chips} takes a number, got "1,250"');
  });
});
