/**
 * The desktop store with large files: a 100 MB import (CSV and JSON) must take seconds, not half a minute, and
 * loading 1,000,000 saved answers must not need a second copy of the file in memory. The end-to-end figures come
 * from bench/store-child.ts, one job per process; the timed contenders are the import reader alone (MB/s).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCsv, toJson } from '../electron/shared/records-format';
import { createImportReader } from '../electron/shared/records-import';
import { registerSection, type Measured } from './harness';
import { benchQuestions, savedAnswers } from './saved-answers';

const IMPORT_GOAL_SECONDS = 10;
/** Peak memory of a load, above the process before it, at most this many times the file's size. */
const LOAD_MEMORY_GOAL = 2;
const READER_GOAL_MB_PER_SECOND = 25;

interface Figure {
  seconds: number;
  mb: number;
  answers: number;
  peakMb: number;
}

const child = fileURLToPath(new URL('./store-child.ts', import.meta.url));
const run = (step: string, folder: string): Figure | null => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, step, folder], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return step === 'prepare' ? null : (JSON.parse(out) as Figure);
};

let figures: { csv: Figure; json: Figure; load: Figure } | null = null;

/** One operation: the next piece of 1 MB of `text` fed to the reader (a stream's piece); at the end of the text, a new reader. */
function pieceReader(text: string, name: string): (start: number, count: number) => number {
  const pieces = Array.from({ length: Math.ceil(text.length / 1e6) }, (_, k) => text.slice(k * 1e6, (k + 1) * 1e6));
  let reader = createImportReader(name);
  let read = 0;
  return (start, count) => {
    for (let op = start; op < start + count; op++) {
      reader.push(pieces[op % pieces.length]!);
      reader.take();
      if (op % pieces.length === pieces.length - 1) {
        read += reader.end().records.length + reader.count();
        reader = createImportReader(name);
      }
    }
    return read;
  };
}

const mbPerSecond = (name: string, results: readonly Measured[]) => results.find((r) => r.name === name)?.opsPerSecond ?? 0;

registerSection({
  title: 'Store: 100 MB import and 1,000,000 saved answers',
  unit: 'MB read by the import reader (pieces of 1 MB)',
  check: () => {
    const folder = mkdtempSync(join(tmpdir(), 'bring-in-store-bench-'));
    try {
      run('prepare', folder);
      figures = { csv: run('csv', folder)!, json: run('json', folder)!, load: run('load', folder)! };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const { csv, json, load } = figures;
    const importLine = (name: string, f: Figure) =>
      `${name}: ${f.mb} MB, ${f.answers.toLocaleString('en')} answers in ${f.seconds.toFixed(1)} s (goal under ${IMPORT_GOAL_SECONDS} s: x${(f.seconds / IMPORT_GOAL_SECONDS).toFixed(2)}), peak memory +${f.peakMb} MB`;
    return [
      importLine('import CSV', csv),
      importLine('import JSON', json),
      `load: ${load.answers.toLocaleString('en')} answers (${load.mb} MB) in ${load.seconds.toFixed(1)} s, peak memory +${load.peakMb} MB = x${(load.peakMb / load.mb).toFixed(2)} the file (goal at most x${LOAD_MEMORY_GOAL})`,
    ].join('\n  ');
  },
  setup: () => {
    const results = savedAnswers(40_000, 1, benchQuestions());
    return [
      { name: 'CSV reader', peer: false, chunk: 1, run: pieceReader(toCsv(results), 'x.csv') },
      { name: 'JSON reader', peer: false, chunk: 1, run: pieceReader(toJson(results, new Date(0)), 'x.json') },
    ];
  },
  goals: [
    {
      text: `import of 100 MB (CSV and JSON) under ${IMPORT_GOAL_SECONDS} s each`,
      met: () => figures !== null && figures.csv.seconds < IMPORT_GOAL_SECONDS && figures.json.seconds < IMPORT_GOAL_SECONDS,
    },
    {
      text: `loading 1,000,000 answers takes at most x${LOAD_MEMORY_GOAL} the file's size in memory`,
      met: () => figures !== null && figures.load.peakMb <= LOAD_MEMORY_GOAL * figures.load.mb,
    },
    {
      text: (results) =>
        `the import reader reads >= ${READER_GOAL_MB_PER_SECOND} MB/s (CSV ${mbPerSecond('CSV reader', results).toFixed(0)}, JSON ${mbPerSecond('JSON reader', results).toFixed(0)} MB/s)`,
      met: (results) =>
        mbPerSecond('CSV reader', results) >= READER_GOAL_MB_PER_SECOND && mbPerSecond('JSON reader', results) >= READER_GOAL_MB_PER_SECOND,
    },
  ],
});
