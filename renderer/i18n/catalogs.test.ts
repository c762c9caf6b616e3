import { describe, expect, it } from 'vitest';
import { UI_MESSAGES, preferredLocale } from '.';

/** Every key path of a nested message object, e.g. "feedback.right". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('UI catalogs (en, es, it)', () => {
  const en = keyPaths(UI_MESSAGES.en).sort();

  it.each(['es', 'it'] as const)('%s has exactly the same keys as en', (locale) => {
    expect(keyPaths(UI_MESSAGES[locale]).sort()).toEqual(en);
  });

  it.each(['en', 'es', 'it'] as const)('%s: every text is a non-empty string', (locale) => {
    for (const text of leaves(UI_MESSAGES[locale])) {
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
    }
  });

  it('placeholders match across languages', () => {
    const placeholders = (locale: 'en' | 'es' | 'it', path: string): string[] => {
      const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], UI_MESSAGES[locale]) as string;
      return (text.match(/\{\w+\}/g) ?? []).sort();
    };
    for (const path of en) {
      expect(placeholders('es', path), `es ${path}`).toEqual(placeholders('en', path));
      expect(placeholders('it', path), `it ${path}`).toEqual(placeholders('en', path));
    }
  });

  it('the reader is addressed formally, as everywhere: usted in Spanish, voi in Italian (no tú / tu forms)', () => {
    // Second-person singular forms the catalogs once used; a button may still be an infinitive ("Elegir un archivo…").
    const informal = {
      es: /\b(tu|tus|Tu|Tus|elige|Elige|pulsa|Haz|toca|Toca|cuenta el|Cuenta el|escribe|Escribe|pega el|pégalo|Abre un|busca por|Busca por|lee la|reparte una|elijas|fallas|dejaste|cuéntalo|corrígelo|Practica|encuentra|Encuentra|prueba|Prueba)\b/,
      it: /\b(tu|tuo|tua|tuoi|tue|Il tuo|La tua|scegli|Scegli una|Scegli da|Scegli le|Scegli un incidente|premi|Fai clic|tocca i|Tocca|conta il|Conta il|scrivi|Scrivi|incolla lo|incollalo|correggilo|Cerca per|leggi|distribuisci una mano|sbagli|eri rimasto|Allenati|contalo|trova|Trova|Prova)\b/,
    } as const;
    for (const locale of ['es', 'it'] as const) {
      const found = (leaves(UI_MESSAGES[locale]) as string[]).filter((text) => informal[locale].test(text));
      expect(found, locale).toEqual([]);
    }
  });

  it('the Spanish and Italian catalogs are translated, not copies of English', () => {
    expect(UI_MESSAGES.es.runner.kinds.bringIn.title).not.toBe(UI_MESSAGES.en.runner.kinds.bringIn.title);
    expect(UI_MESSAGES.it.runner.kinds.bringIn.title).not.toBe(UI_MESSAGES.en.runner.kinds.bringIn.title);
  });
});

describe('preferredLocale', () => {
  it('takes the first browser language we speak', () => {
    expect(preferredLocale(['fr-FR', 'it-IT', 'es'])).toBe('it');
    expect(preferredLocale(['es-AR'])).toBe('es');
  });
  it('falls back to English', () => {
    expect(preferredLocale(['de-DE', 'fr'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});
