/**
 * The app's build step for core's texts (vite.core-texts.ts): each catalog file stands in the app for the same data,
 * each text read from the table of the language the app loaded, and each language's table holds that language's
 * texts only. A text without one of the languages stops the build.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePath } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core';
import { catalogFiles, splitCatalogs } from '../../vite.core-texts';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');
const split = await splitCatalogs(root);

const isText = (value: object): value is Record<Locale, string> => Object.keys(value).sort().join() === [...LOCALES].sort().join();

/** A catalog's value with each text in locale only. */
function inLanguage(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (value !== null && typeof value === 'object') {
    if (isText(value)) return value[locale];
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, locale)]));
  }
  return value;
}

/** Every text of a catalog's value, in locale. */
function textsIn(value: unknown, locale: Locale): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item, locale));
  if (value !== null && typeof value === 'object') return isText(value) ? [value[locale]] : Object.values(value).flatMap((item) => textsIn(item, locale));
  return [];
}

/** Runs a stand-in module's code with t(n) giving text n of locale's table; returns its exports. */
function runStandIn(code: string, locale: Locale): Record<string, unknown> {
  const body = code.replace(/^import .*\n/, '').replace(/^export const (\w+) = /gm, 'exported.$1 = ');
  const exported: Record<string, unknown> = {};
  new Function('t', 'exported', body)((n: number) => split.tables[locale][n], exported);
  return exported;
}

const originals = await Promise.all(catalogFiles(root).map(async (file) => ({ file, exported: (await import(file)) as Record<string, unknown> })));

describe('core texts split by language (vite.core-texts.ts)', () => {
  it('covers the catalog files: messages and rules, but the hand names written by code and the file gathering others', () => {
    const names = catalogFiles(root).map((file) => file.slice(root.length + 1).replace(/\\/g, '/'));
    expect(names).toContain('core/i18n/messages-deal.ts');
    expect(names).toContain('core/rulebook/rules-misprocedures.ts');
    expect(names).not.toContain('core/i18n/messages-eval.ts');
    expect(names).not.toContain('core/rulebook/rules-hand.ts');
    expect(names.filter((name) => name.endsWith('.test.ts'))).toEqual([]);
  });

  it.each(LOCALES)('%s: each catalog file stands in the app for the same data, with its texts in that language', (locale) => {
    for (const { file, exported } of originals) {
      const standIn = runStandIn(split.modules.get(normalizePath(file))!, locale);
      expect(Object.keys(standIn), file).toEqual(Object.keys(exported));
      for (const name of Object.keys(exported)) expect(standIn[name], `${file} ${name}`).toEqual(inLanguage(exported[name], locale));
    }
  });

  it.each(LOCALES)("%s: the language's table holds exactly that language's texts", (locale) => {
    const texts = new Set(originals.flatMap(({ exported }) => textsIn(exported, locale)));
    expect(new Set(split.tables[locale])).toEqual(texts);
    // The tables run side by side: text n is the same text in each language.
    expect(split.tables[locale]).toHaveLength(split.tables.en.length);
  });

  it('a text used twice (a catalog spreading another) is in the tables once', () => {
    const texts = originals.flatMap(({ exported }) => textsIn(exported, 'en'));
    expect(split.tables.en.length).toBeLessThan(texts.length);
  });
});

describe('a catalog the build step refuses, saying where', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function catalogRoot(source: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'bring-in-core-texts-'));
    made.push(dir);
    await mkdir(join(dir, 'core/i18n'), { recursive: true });
    await mkdir(join(dir, 'core/rulebook'), { recursive: true });
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(dir, 'core/i18n/messages-sample.ts'), source);
    return dir;
  }

  it('a text without Italian is an error at build, not a text that falls back to English', async () => {
    const dir = await catalogRoot("export const SAMPLE_MESSAGES = { 'sample.ok': { en: 'Yes', es: 'Sí', it: 'Sì' }, 'sample.gap': { en: 'No', es: 'No' } };\n");
    await expect(splitCatalogs(dir)).rejects.toThrow('core/i18n/messages-sample.ts: SAMPLE_MESSAGES["sample.gap"]: a text has no it');
  });

  it('a text with a key that is no language is an error', async () => {
    const dir = await catalogRoot("export const SAMPLE_MESSAGES = { 'sample.odd': { en: 'Yes', es: 'Sí', it: 'Sì', fr: 'Oui' } };\n");
    await expect(splitCatalogs(dir)).rejects.toThrow('SAMPLE_MESSAGES["sample.odd"]: a text in en, es, it has other keys too (fr)');
  });

  it('a function in a catalog file is an error (a catalog holds texts and plain data)', async () => {
    const dir = await catalogRoot("export const SAMPLE_MESSAGES = { 'sample.ok': { en: 'Yes', es: 'Sí', it: 'Sì' } };\nexport function sampleKey(): string { return 'sample.ok'; }\n");
    await expect(splitCatalogs(dir)).rejects.toThrow('core/i18n/messages-sample.ts: sampleKey: a catalog file holds texts and plain data only, found a function (sampleKey)');
  });
});
