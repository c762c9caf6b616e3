/**
 * The built renderer's JavaScript size for the first screen (goal: under 300 KB gzipped).
 * Builds the web renderer with vite into a temporary folder, then reads its index.html: the entry script
 * and every chunk it preloads are what the home screen loads; lazy routes (the drills) are not counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { registerSection } from './harness';

const GOAL_BYTES = 300 * 1024;

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

export function measureFirstScreen(outDir: string): FirstScreen {
  const files = firstScreenScripts(readFileSync(join(outDir, 'index.html'), 'utf8'));
  if (files.length === 0) throw new Error(`bundle bench: no module script found in ${join(outDir, 'index.html')}`);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}

function allScriptsGzip(outDir: string): number {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let outDir: string | null = null;
let measured: FirstScreen | null = null;

registerSection({
  title: 'Renderer bundle (first screen)',
  unit: 'first-screen size measurements (read index.html, gzip its scripts)',
  check: () => {
    outDir = mkdtempSync(join(tmpdir(), 'bring-in-bundle-'));
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    measured = measureFirstScreen(outDir);
    const ratio = measured.gzipBytes / GOAL_BYTES;
    return [
      `first screen ${kb(measured.gzipBytes)} gzipped (${kb(measured.rawBytes)} raw, ${measured.files.length} scripts: ${measured.files.join(', ')})`,
      `goal under ${kb(GOAL_BYTES)} gzipped: ratio x${ratio.toFixed(2)} of the goal, ${measured.gzipBytes < GOAL_BYTES ? 'MET' : 'NOT MET'}`,
      `all scripts (every lazy drill route too) ${kb(allScriptsGzip(outDir))} gzipped`,
    ].join('\n  ');
  },
  setup: () => {
    const dir = outDir;
    if (!dir) throw new Error('bundle bench: the build did not run');
    return [{ name: 'measureFirstScreen', peer: false, chunk: 1, run: () => measureFirstScreen(dir).gzipBytes }];
  },
  goals: [
    {
      text: 'first screen under 300 KB gzipped',
      met: () => {
        const ok = measured !== null && measured.gzipBytes < GOAL_BYTES;
        if (outDir) rmSync(outDir, { recursive: true, force: true });
        return ok;
      },
    },
  ],
});
