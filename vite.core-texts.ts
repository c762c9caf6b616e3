import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { normalizePath, type Plugin } from 'vite';
import { LOCALES, type Locale } from './core/i18n/locale.ts';

/**
 * The app's build step for core's texts: each language's texts in a chunk of its own, loaded when that language is
 * chosen, while the catalog files keep every key's en, es and it side by side. Each catalog file is run at build time
 * and stands in the app for its data with every `{ en, es, it }` made a textAt(n) (core/i18n/loaded-texts.ts), which
 * reads text n of the language the app loaded; text n of each language goes to `core-texts-<locale>`. Tests, the
 * command line and the desktop menu read the catalog files as they are.
 */

const CATALOG_FOLDERS = ['core/i18n', 'core/rulebook'];
const CATALOG_FILE = /^(messages|rules)-[\w-]+\.ts$/;
/**
 * Catalog files kept whole: messages-eval makes its hand names with code from a few words per language (the code
 * is smaller than what it writes) and exports that code's key maker; rules-hand only gathers other rules files.
 */
const KEPT_WHOLE = new Set(['messages-eval.ts', 'rules-hand.ts']);

/** The module the app imports each language's chunk through (renderer/i18n/coreTextChunks.ts, empty in tests). */
const CHUNKS_MODULE = /[\\/]renderer[\\/]i18n[\\/]coreTextChunks\.ts$/;
const LANGUAGE_CHUNK = 'core-texts-';

export interface SplitCatalogs {
  /** Each catalog file (its absolute path) and the code that stands for it in the app. */
  readonly modules: ReadonlyMap<string, string>;
  /** Each language's texts: text n of a language is what textAt(n) reads in it. */
  readonly tables: Readonly<Record<Locale, readonly string[]>>;
}

const isLocale = (key: string): key is Locale => (LOCALES as readonly string[]).includes(key);

/** Whether value is a text in every language; an object with a language's key and a language missing is an error. */
function isText(value: object, where: string): value is Readonly<Record<Locale, string>> {
  const keys = Object.keys(value);
  if (!keys.some(isLocale)) return false;
  const missing = LOCALES.filter((locale) => typeof (value as Record<string, unknown>)[locale] !== 'string');
  if (missing.length > 0) throw new Error(`${where}: a text has no ${missing.join(', ')} (every text is written in ${LOCALES.join(', ')})`);
  const other = keys.filter((key) => !isLocale(key));
  if (other.length > 0) throw new Error(`${where}: a text in ${LOCALES.join(', ')} has other keys too (${other.join(', ')})`);
  return true;
}

/** The code for a catalog's value: plain data as it is, each text as t(n) of the language tables. */
function standIn(value: unknown, where: string, number: (text: Readonly<Record<Locale, string>>) => number): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
    return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map((item, i) => standIn(item, `${where}[${i}]`, number)).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    if (isText(value, where)) return `t(${number(value)})`;
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${standIn(item, `${where}[${JSON.stringify(key)}]`, number)}`)
      .join(',')}}`;
  }
  throw new Error(
    `${where}: a catalog file holds texts and plain data only, found ${typeof value === 'function' ? `a function (${value.name})` : String(value)}`,
  );
}

/** The catalog files under root (absolute paths, in a fixed order: the texts are numbered in that order). */
export function catalogFiles(root: string): string[] {
  return CATALOG_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => CATALOG_FILE.test(name) && !KEPT_WHOLE.has(name))
      .sort()
      .map((name) => join(root, folder, name)),
  );
}

/** Runs every catalog file under root and splits its texts by language. */
export async function splitCatalogs(root: string): Promise<SplitCatalogs> {
  const numbers = new Map<object, number>();
  const tables = Object.fromEntries(LOCALES.map((locale) => [locale, [] as string[]])) as Record<Locale, string[]>;
  // A text shared by two exports (a catalog spreading another) is numbered once.
  const number = (text: Readonly<Record<Locale, string>>): number => {
    let n = numbers.get(text);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(text, n);
      for (const locale of LOCALES) tables[locale].push(text[locale]);
    }
    return n;
  };
  const loadedTexts = normalizePath(join(root, 'core/i18n/loaded-texts.ts'));
  const modules = new Map<string, string>();
  const files = catalogFiles(root);
  const loaded = await Promise.all(
    files.map((file) => tsImport(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>),
  );
  for (const [i, file] of files.entries()) {
    const exported = loaded[i]!;
    const where = file.slice(root.length + 1);
    const lines = Object.entries(exported).map(([name, value]) => `export const ${name} = ${standIn(value, `${where}: ${name}`, number)};`);
    modules.set(normalizePath(file), [`import { textAt as t } from ${JSON.stringify(loadedTexts)};`, ...lines].join('\n'));
  }
  return { modules, tables };
}

/** Vite plugin for the app's builds (desktop and web); the dev server, like the tests, keeps the catalogs whole. */
export function coreTexts(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url)).replace(/[\\/]$/, '');
  let split: Promise<SplitCatalogs> | undefined;
  const catalogs = (): Promise<SplitCatalogs> => (split ??= splitCatalogs(root));
  return {
    name: 'bring-in:core-texts',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      split = undefined;
    },
    resolveId(id) {
      return id.startsWith(`\0${LANGUAGE_CHUNK}`) || id.startsWith(LANGUAGE_CHUNK) ? `\0${id.replace(/^\0/, '')}` : null;
    },
    async load(id) {
      const path = id.split('?')[0]!;
      if (id.startsWith(`\0${LANGUAGE_CHUNK}`)) {
        const locale = id.slice(LANGUAGE_CHUNK.length + 1);
        if (!isLocale(locale)) throw new Error(`no language "${locale}" for core's texts (known: ${LOCALES.join(', ')})`);
        return `export default ${JSON.stringify((await catalogs()).tables[locale])};`;
      }
      if (CHUNKS_MODULE.test(path)) {
        const loaders = LOCALES.map((locale) => `${locale}: () => import(${JSON.stringify(`${LANGUAGE_CHUNK}${locale}`)})`);
        return `export const CORE_TEXT_CHUNKS = { ${loaders.join(', ')} };`;
      }
      return (await catalogs()).modules.get(path) ?? null;
    },
  };
}
