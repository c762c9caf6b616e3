import { addLanguageTexts, type Locale } from '../../core';
import { CORE_TEXT_CHUNKS } from './coreTextChunks';

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads core's texts in locale (verdicts, rule texts, lesson texts...) where the build serves each language apart:
 * before the first screen shows a language and before a switch to another one. Each language is loaded once.
 */
export function loadCoreTexts(locale: Locale): Promise<void> {
  const chunk = CORE_TEXT_CHUNKS[locale];
  if (!chunk) return Promise.resolve();
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = chunk().then(({ default: table }) => addLanguageTexts(locale, table));
    // A failed load (the network) is tried again at the next switch.
    loaded.catch(() => loading.delete(locale));
    loading.set(locale, loaded);
  }
  return loaded;
}
