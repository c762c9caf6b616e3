import type { Locale } from '../../core';

/**
 * Each language's core texts as a chunk of its own. The app's build step (vite.core-texts.ts) fills this in; without
 * it (unit tests, the dev server) core's catalogs hold every language and there is nothing to load.
 */
export const CORE_TEXT_CHUNKS: Partial<Record<Locale, () => Promise<{ default: readonly string[] }>>> = {};
