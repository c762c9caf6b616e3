import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../rulebook/rules';
import { compileMessage, messageArguments, numberArguments } from './icu';
import { LOCALES } from './locale';
import { MESSAGES } from './messages';

/** The .ts files under dir (tests left out): the code that names message keys. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe("core's catalog: one message syntax (ICU MessageFormat) in every language", () => {
  it('every message parses as ICU in its language', () => {
    const broken: string[] = [];
    for (const [key, entry] of Object.entries(MESSAGES)) {
      for (const locale of LOCALES) {
        try {
          compileMessage(entry[locale], locale);
        } catch (error) {
          broken.push(`${key} ${locale}: ${String(error)}`);
        }
      }
    }
    expect(Object.keys(MESSAGES).length).toBeGreaterThan(2000);
    expect(broken).toEqual([]);
  });

  it('en, es and it take the same arguments per key, counted or shown as chips alike', () => {
    for (const [key, entry] of Object.entries(MESSAGES)) {
      const names = (locale: (typeof LOCALES)[number]) => messageArguments(entry[locale]).sort();
      const numbers = (locale: (typeof LOCALES)[number]) => [...numberArguments(compileMessage(entry[locale], locale))].sort();
      for (const locale of LOCALES) {
        expect(names(locale), `${key} ${locale}`).toEqual(names('en'));
        expect(numbers(locale), `${key} ${locale}`).toEqual(numbers('en'));
      }
    }
  });

  it("a chip amount is a typed argument, grouped the reader's way; a number quoted from a file is not", () => {
    expect(MESSAGES['phh.replay.ante']!.en).toContain('{amount, number, chips}');
    expect(MESSAGES['hand.illegal.badAmount']!.en).toContain('"{amount}"');
  });
});

describe('every message key the code names is in the catalog', () => {
  // Keys are written whole in the source ('hand.illegal.capped'); a key built from parts is checked where it is built.
  const namespaces = [...new Set(Object.keys(MESSAGES).map((key) => key.split('.')[0]!))];
  const candidate = new RegExp(`'((?:${namespaces.join('|')})\\.[A-Za-z0-9.-]*[A-Za-z0-9])'`, 'g');
  const ruleIds = new Set(Object.keys(RULES));
  const keys = Object.keys(MESSAGES);
  // A key's first parts, checked with startsWith or completed in code ('reason.pot.noLow' of 'reason.pot.noLow.main').
  const isPrefix = (text: string) => keys.some((key) => key.startsWith(`${text}.`));
  const roots = ['core', 'cli', 'electron/main'].map((dir) => join(__dirname, '..', '..', dir));

  it('no key is missing or misspelt', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of roots.flatMap(sources)) {
      if (/[\\/]i18n[\\/]messages/.test(file)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(candidate)) {
        const key = match[1]!;
        if (ruleIds.has(key) || isPrefix(key)) continue;
        seen++;
        if (!MESSAGES[key]) missing.push(`${file}: ${key}`);
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
