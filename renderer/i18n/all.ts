import type { Locale } from '../../core';
import en, { type UiMessages } from './en';
import es from './es';
import it from './it';

/** Every language's UI texts at once, for tests and checks (the app loads one language at a time: loadUiMessages). */
export const UI_MESSAGES: Readonly<Record<Locale, UiMessages>> = { en, es, it };

/** Every key path of a nested message object ("runner.table.pot"), for the checks of the catalogs and of the keys used. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}
