import type { Locale } from '../../core';
import en, { type UiMessages } from './en';
import es from './es';
import it from './it';

/** Every language's UI texts at once, for tests and checks (the app loads one language at a time: loadUiMessages). */
export const UI_MESSAGES: Readonly<Record<Locale, UiMessages>> = { en, es, it };
