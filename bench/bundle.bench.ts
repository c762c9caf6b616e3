/**
 * The built renderer's JavaScript for the first screen (goal: under 200 KB gzipped), for the desktop app's build and
 * the web build. Each is built into a temporary folder; its index.html names what the first screen loads (the entry
 * script and every chunk it preloads), and the app loads one language's texts before it shows anything, the UI's and
 * core's (the language whose two chunks weigh most is counted). Lazy screens (the drills, the floor screens) are not
 * counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { desktopRendererBuild, rendererConfig } from '../vite.renderer';
import { registerSection } from './harness';

const GOAL_BYTES = 200 * 1024;

export interface FirstScreen {
  /** Asset paths (relative to the build folder) the first screen loads. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  readonly rawBytes: number;
}

/** The scripts index.html loads at once: its module entry and its modulepreload links. */
export function firstScreenScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const m of indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(m[1]!);
  return [...found].map((p) => p.replace(/^\.?\//, ''));
}

/**
 * Each language's text chunks: the UI catalog (renderer/i18n/en.ts is built as assets/en-<hash>.js) and core's texts
 * (a virtual module, built as assets/_core-texts-en-<hash>.js: vite.core-texts.ts).
 */
export function languageChunks(assetNames: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of assetNames) {
    const locale = /^(?:_core-texts-)?(en|es|it)-[\w-]+\.js$/.exec(name)?.[1];
    if (locale) found.set(locale, [...(found.get(locale) ?? []), `assets/${name}`]);
  }
  return found;
}

const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

export function measureFirstScreen(outDir: string): FirstScreen {
  const scripts = firstScreenScripts(readFileSync(join(outDir, 'index.html'), 'utf8'));
  if (scripts.length === 0) throw new Error(`bundle bench: no module script found in ${join(outDir, 'index.html')}`);
  const languages = [...languageChunks(readdirSync(join(outDir, 'assets'))).values()];
  if (languages.length !== 3 || languages.some((chunks) => chunks.length !== 2)) {
    throw new Error(
      `bundle bench: expected a UI catalog and a core texts chunk per language in ${join(outDir, 'assets')}, found ${languages.flat().join(', ') || 'none'}`,
    );
  }
  const weight = (chunks: readonly string[]) => chunks.reduce((sum, chunk) => sum + gzipSize(join(outDir, chunk)), 0);
  const heaviest = languages.reduce((a, b) => (weight(b) > weight(a) ? b : a));
  const files = [...scripts, ...heaviest];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    rawBytes += readFileSync(join(outDir, file)).length;
    gzipBytes += gzipSize(join(outDir, file));
  }
  return { files, gzipBytes, rawBytes };
}

function allScriptsGzip(outDir: string): number {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(join(assets, f)), 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dirs: string[] = [];
const measured = new Map<'desktop' | 'web', FirstScreen>();

function line(name: string, outDir: string, m: FirstScreen): string {
  return [
    `${name}: first screen ${kb(m.gzipBytes)} gzipped (${kb(m.rawBytes)} raw, ${m.files.length} scripts: ${m.files.join(', ')})`,
    `${name}: goal under ${kb(GOAL_BYTES)} gzipped: ratio x${(m.gzipBytes / GOAL_BYTES).toFixed(2)} of the goal, ${m.gzipBytes < GOAL_BYTES ? 'MET' : 'NOT MET'}`,
    `${name}: all scripts (every lazy screen too) ${kb(allScriptsGzip(outDir))} gzipped`,
  ].join('\n  ');
}

registerSection({
  title: 'Renderer bundle (first screen)',
  unit: 'first-screen size measurements (read index.html, gzip its scripts)',
  check: async () => {
    const desktop = mkdtempSync(join(tmpdir(), 'bring-in-bundle-desktop-'));
    const web = mkdtempSync(join(tmpdir(), 'bring-in-bundle-web-'));
    dirs.push(desktop, web);
    // The desktop app's renderer as electron-vite builds it (electron.vite.config.ts uses the same desktopRendererBuild).
    await build({
      ...rendererConfig,
      configFile: false,
      logLevel: 'error',
      build: { ...desktopRendererBuild(desktop), emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', web, '--emptyOutDir', '--logLevel', 'error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    measured.set('desktop', measureFirstScreen(desktop));
    measured.set('web', measureFirstScreen(web));
    return [line('desktop', desktop, measured.get('desktop')!), line('web', web, measured.get('web')!)].join('\n  ');
  },
  setup: () => {
    const dir = dirs[0];
    if (!dir) throw new Error('bundle bench: the build did not run');
    return [{ name: 'measureFirstScreen', peer: false, chunk: 1, run: () => measureFirstScreen(dir).gzipBytes }];
  },
  goals: [
    { text: 'desktop build: first screen under 200 KB gzipped', met: () => (measured.get('desktop')?.gzipBytes ?? Infinity) < GOAL_BYTES },
    {
      text: 'web build: first screen under 200 KB gzipped',
      met: () => {
        const ok = (measured.get('web')?.gzipBytes ?? Infinity) < GOAL_BYTES;
        for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
        return ok;
      },
    },
  ],
});
