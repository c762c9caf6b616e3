import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { PROGRESS_FILE, ProgressStore } from './progress-store';

const RUNS = 30;
/** Under a loaded machine (the whole suite in parallel) runs get slow: stop after this budget, but never before MIN_RUNS. */
const BUDGET_MS = 15_000;
const MIN_RUNS = 10;
/** A child that has saved nothing after this long is killed anyway (its run then acknowledges nothing). */
const WATCHDOG_MS = 5_000;
const root = fileURLToPath(new URL('../../..', import.meta.url));
let work: string;
let child: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bring-in-crash-'));
  // Bundle the child once so each run starts plain Node quickly (zod stays external and resolves from the repo).
  const outDir = join(root, 'node_modules/.cache/bring-in-crash-test');
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      ssr: fileURLToPath(new URL('./crash-child.ts', import.meta.url)),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'crash-child.mjs' } },
    },
  });
  child = join(outDir, 'crash-child.mjs');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs the child, kills it with SIGKILL after `delayMs` (counted from its first saved result), returns the ids it printed. */
function runAndKill(folder: string, run: number, delayMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, folder, String(run)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    const watchdog = setTimeout(() => proc.kill('SIGKILL'), WATCHDOG_MS);
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      timer ??= setTimeout(() => proc.kill('SIGKILL'), delayMs);
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (_code, signal) => {
      clearTimeout(timer);
      clearTimeout(watchdog);
      if (signal !== 'SIGKILL') reject(new Error(`child ended on its own (${String(signal)}): ${err}`));
      // A line cut by the kill is not a complete id: only whole printed lines count as returned writes.
      else resolve(out.split('\n').slice(0, -1));
    });
  });
}

describe('progress store under SIGKILL', () => {
  it(
    `keeps every result whose append returned, over ${MIN_RUNS} to ${RUNS} kills at random moments, and the file still loads`,
    { timeout: 120_000 },
    async () => {
      const seed = Date.now() % 100000;
      let state = seed;
      const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
      const folder = join(work, 'store');
      const acknowledged: string[] = [];
      let torn = 0;
      let runs = 0;
      const started = Date.now();
      for (let run = 0; run < RUNS && (run < MIN_RUNS || Date.now() - started < BUDGET_MS); run++, runs++) {
        acknowledged.push(...(await runAndKill(folder, run, Math.floor(random() * 60))));
        // SIGKILL cannot split one small write(); a power cut can. Every 8th run leaves a torn tail the next run must survive.
        if (run % 8 === 7) {
          await appendFile(join(folder, PROGRESS_FILE), `{"id":"torn-${run}","drill":"bring-`);
          torn++;
        }
      }
      const loaded = await new ProgressStore({ folder }).load();
      const ids = new Set(loaded.results.map((r) => r.id));
      const missing = acknowledged.filter((id) => !ids.has(id));
      expect(missing, `seed ${seed}: acknowledged but lost`).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(0);
      // Every line of the file is either a loaded result or a skipped (torn) line.
      const lines = (await readFile(join(folder, PROGRESS_FILE), 'utf8')).split('\n').filter((l) => l.trim() !== '');
      expect(loaded.results.length + loaded.skipped).toBe(lines.length);
      expect(loaded.skipped).toBeGreaterThanOrEqual(torn);
      console.info(
        `crash test: ${runs} kills, ${acknowledged.length} acknowledged, ${loaded.results.length} stored, ${loaded.skipped} torn lines`,
      );
    },
  );
});
