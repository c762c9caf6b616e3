import { describe, expect, it } from 'vitest';
import { formatChips, formatReason } from './format';

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

  it('a number quoted from a file stays as the file wrote it', () => {
    const reason = { key: 'phh.error.notAmount', params: { field: 'antes', value: 12345 } };
    expect(formatReason(reason, 'en')).toContain('not 12345');
  });
});
