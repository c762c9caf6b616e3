import { describe, expect, it } from 'vitest';
import { addLanguageTexts, errorLocale, languageLoaded, textAt } from './loaded-texts';

// The app's side of the build step that serves each language apart (vite.core-texts.ts); this file's module state is
// its own (Vitest runs each test file apart), so the tables added here touch no other test.
describe('core texts loaded one language at a time', () => {
  it('before any table is added every language reads as loaded (the catalogs hold them all: tests, the command line)', () => {
    expect(languageLoaded('en')).toBe(true);
    expect(languageLoaded('it')).toBe(true);
    expect(errorLocale()).toBe('en');
  });

  it('a text reads from its language table; a language not loaded says so instead of falling back', () => {
    const text = textAt(1);
    addLanguageTexts('es', ['Asiento', 'Bote']);
    expect(text.es).toBe('Bote');
    expect(languageLoaded('es')).toBe(true);
    expect(languageLoaded('en')).toBe(false);
    expect(() => text.en).toThrow('core\'s texts in "en" are not loaded');
    // An Error's message is written in the language at hand.
    expect(errorLocale()).toBe('es');
    expect(() => textAt(2).es).toThrow('core\'s texts in "es" have no text 2');
    addLanguageTexts('en', ['Seat', 'Pot']);
    expect(text.en).toBe('Pot');
    expect(errorLocale()).toBe('en');
  });
});
