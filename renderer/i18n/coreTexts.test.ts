import { describe, expect, it, vi } from 'vitest';
import { formatMessage, languageLoaded } from '../../core';

// The chunks the build step makes (vite.core-texts.ts); without it (here) core's catalogs hold every language.
const chunks = vi.hoisted(() => ({ es: vi.fn(), it: vi.fn() }));
vi.mock('./coreTextChunks', () => ({ CORE_TEXT_CHUNKS: chunks }));
const { loadCoreTexts } = await import('./coreTexts');

describe('loadCoreTexts: core texts of a language, loaded when the language is chosen', () => {
  it('a language without a chunk is in core already: nothing to load, and every text reads', async () => {
    await loadCoreTexts('en');
    expect(formatMessage('card.suit.spades', 'it')).toBe('picche');
  });

  it("loads a language's chunk once, even when asked twice at the same time, and core reads it as loaded", async () => {
    chunks.es.mockResolvedValue({ default: ['uno'] });
    await Promise.all([loadCoreTexts('es'), loadCoreTexts('es')]);
    await loadCoreTexts('es');
    expect(chunks.es).toHaveBeenCalledTimes(1);
    expect(languageLoaded('es')).toBe(true);
    expect(languageLoaded('it')).toBe(false);
  });

  it('a chunk that failed to load (the network) is fetched again at the next choice', async () => {
    chunks.it.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: ['uno'] });
    await expect(loadCoreTexts('it')).rejects.toThrow('offline');
    expect(languageLoaded('it')).toBe(false);
    await loadCoreTexts('it');
    expect(chunks.it).toHaveBeenCalledTimes(2);
    expect(languageLoaded('it')).toBe(true);
  });
});
