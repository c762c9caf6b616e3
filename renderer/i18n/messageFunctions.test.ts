import { describe, expect, it } from 'vitest';
import { captureWarnings } from '../testing/consoleWarnings';
import { createAppI18n, icuMessages } from './index';
import { UI_MESSAGES } from './all';
import type { UiMessages } from './en';

describe("the UI texts as vue-i18n message functions (ICU MessageFormat by core's compiler)", () => {
  it("creating the app's i18n and translating says nothing on the console (no experimental message compiler)", () => {
    const warnings = captureWarnings();
    const { t, te } = createAppI18n('es', UI_MESSAGES).global;
    expect(t('exam.nSteps', { count: 1 })).toBe('1 paso');
    expect(t('exam.nSteps', { count: 3 })).toBe('3 pasos');
    expect(te('exam.nSteps')).toBe(true);
    expect(te('exam.noSuchText')).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('a language added later (the language switch) is message functions too', () => {
    const i18n = createAppI18n('en', { en: UI_MESSAGES.en });
    i18n.global.setLocaleMessage('it', icuMessages(UI_MESSAGES.it, 'it'));
    i18n.global.locale.value = 'it';
    expect(i18n.global.t('exam.nHands', { count: 2 })).toBe(UI_MESSAGES.it.exam.nHands.replace(/^.*other \{# ([^}]*)\}\}$/, '2 $1'));
  });

  it('a value that is not a text is named with its key and language', () => {
    const broken = { ...UI_MESSAGES.en, exam: { ...UI_MESSAGES.en.exam, title: 7 } } as unknown as UiMessages;
    expect(() => icuMessages(broken, 'en')).toThrow('the UI message "exam.title" (en) is not a text');
  });
});
