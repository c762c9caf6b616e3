/**
 * Measures the desktop store end to end, one job per process so each memory figure is the job's own: a 100 MB
 * CSV or JSON import into an empty store, or loading a progress file of 1,000,000 answers. `prepare` writes the
 * files first. Prints one JSON object; bench/store.bench.ts runs it and compares the figures with their goals.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GradedResult } from '../electron/shared/contract';
import { toCsv, toJson } from '../electron/shared/records-format';
import { PROGRESS_FILE, ProgressStore } from '../electron/main/store/progress-store';
import { importResults } from '../electron/main/transfer';
import { benchQuestions, benchTrainee, savedAnswer } from './saved-answers';

const IMPORT_BYTES = 100 * 1000 * 1000;
const LOAD_ANSWERS = 1_000_000;

const questions = benchQuestions();
/** Every answer is one trainee's, the one who imports them. */
const TRAINEE = benchTrainee(0);
const answer = (n: number) => savedAnswer(n, questions);

/** Answers until the export reaches `bytes`. */
function answersFor(bytes: number, format: 'csv' | 'json'): GradedResult[] {
  const sample = format === 'csv' ? toCsv([answer(0)]).split('\r\n')[1]!.length + 2 : JSON.stringify(answer(0), null, 2).length + 6;
  return Array.from({ length: Math.ceil(bytes / sample) }, (_, n) => answer(n));
}

const mb = (bytes: number) => Math.round(bytes / 1e6);

/** An export of `format` just under the import limit. */
async function writeExport(file: string, format: 'csv' | 'json'): Promise<void> {
  let results = answersFor(IMPORT_BYTES, format);
  const exported = () => (format === 'csv' ? toCsv(results) : toJson(results, new Date(), { id: TRAINEE }));
  let text = exported();
  while (Buffer.byteLength(text) > IMPORT_BYTES) {
    results = results.slice(0, Math.floor((results.length * IMPORT_BYTES) / Buffer.byteLength(text)) - 1);
    text = exported();
  }
  await writeFile(file, text);
}

/** A progress file of `count` answers, written as a stream. */
async function writeProgress(folder: string, count: number): Promise<void> {
  await mkdir(folder, { recursive: true });
  const out = createWriteStream(join(folder, PROGRESS_FILE));
  for (let n = 0; n < count; n++) {
    if (!out.write(`${JSON.stringify(answer(n))}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

/** Seconds taken and the peak memory above the process's memory before the job (the OS's own peak figure). */
async function measure<T>(job: () => Promise<T>): Promise<{ value: T; seconds: number; peakMb: number }> {
  const base = process.memoryUsage().rss;
  const started = performance.now();
  const value = await job();
  const seconds = (performance.now() - started) / 1000;
  return { value, seconds, peakMb: mb(process.resourceUsage().maxRSS * 1024 - base) };
}

const [step, folder] = process.argv.slice(2) as [string, string];
if (step === 'prepare') {
  await writeExport(join(folder, 'export.csv'), 'csv');
  await writeExport(join(folder, 'export.json'), 'json');
  await writeProgress(join(folder, 'load'), LOAD_ANSWERS);
} else if (step === 'csv' || step === 'json') {
  const file = join(folder, `export.${step}`);
  const store = new ProgressStore({ folder: join(folder, `store-${step}`) });
  const { value, seconds, peakMb } = await measure(() =>
    importResults({ store, chooseSavePath: async () => undefined, chooseOpenPath: async () => file }, { trainee: TRAINEE }),
  );
  console.log(JSON.stringify({ seconds, mb: mb((await stat(file)).size), answers: value.added, peakMb }));
} else if (step === 'load') {
  const { value, seconds, peakMb } = await measure(() => new ProgressStore({ folder: join(folder, 'load') }).load());
  console.log(
    JSON.stringify({ seconds, mb: mb((await stat(join(folder, 'load', PROGRESS_FILE))).size), answers: value.results.length, peakMb }),
  );
} else {
  console.error('usage: store-child prepare|csv|json|load FOLDER');
  process.exit(2);
}
