import { describe, expect, it, vi } from 'vitest';
import type { MessageContext } from 'vue-i18n';
import * as core from '../../core';
import { icuMessageCompiler } from './index';

// The real compiler, watched: how often a text is parsed.
vi.mock('../../core', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core')>();
  return { ...original, compileMessage: vi.fn(original.compileMessage) };
});

const run = (text: string, locale: string, values: Record<string, unknown>) => {
  const format = icuMessageCompiler(text, { locale, key: 'test.key', onError: undefined } as never) as (context: MessageContext<string>) => string;
  return format({ values } as unknown as MessageContext<string>);
};

describe('the UI message compiler', () => {
  it('formats ICU messages: values, plurals by their count, chip amounts in the language', () => {
    expect(run('{count, plural, one {# card} other {# cards}}', 'en', { count: 1 })).toBe('1 card');
    expect(run('{count, plural, one {# card} other {# cards}}', 'en', { count: 3 })).toBe('3 cards');
    expect(run('Bote {chips, number, chips}', 'es', { chips: 1250000 })).toBe('Bote 1.250.000');
  });

  it('parses each text once per language, however often it is asked for (vue-i18n asks at every t())', () => {
    const parse = vi.mocked(core.compileMessage);
    parse.mockClear();
    const text = 'Seat {seat} is to act: {count, plural, one {# bet} other {# bets}}';
    for (let k = 1; k <= 5; k++) expect(run(text, 'en', { seat: k, count: k })).toBe(`Seat ${k} is to act: ${k} ${k === 1 ? 'bet' : 'bets'}`);
    expect(parse).toHaveBeenCalledTimes(1);
    // Another language is its own parse (its plural rules differ); a different text too.
    expect(run(text, 'it', { seat: 2, count: 1 })).toBe('Seat 2 is to act: 1 bet');
    expect(run(`${text}.`, 'en', { seat: 2, count: 2 })).toBe('Seat 2 is to act: 2 bets.');
    expect(parse).toHaveBeenCalledTimes(3);
  });
});
