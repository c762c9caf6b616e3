#!/usr/bin/env node
/**
 * `npm run test:security`: static scan of the Electron shell with @doyensec/electronegativity.
 *
 * Scans the main-process and preload sources (electron/, tests excluded: they contain hostile samples on purpose)
 * and fails on any finding. A finding may only be silenced at its line with
 *   // eng-disable CHECK_ID -- why this line is safe
 * and this script refuses any eng-disable without such an explanation, or one placed on a file's first line
 * (which would silence the check for the whole file).
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const SOURCES = ['electron'];
const isScanned = (file) => /\.(ts|js|mjs|cjs|html)$/.test(file) && !/\.(test|spec)\.[cm]?[jt]s$/.test(file);
/** Checks skipped on purpose, with the reason printed on every run. */
const EXCLUDED = {
  AvailableSecurityFixesGlobalCheck:
    "needs the network and depends on the day's Electron releases; Electron upgrades are tracked separately",
};

async function listFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));
}

/** eng-disable comments that lack an explanation or silence a whole file. */
export function badSuppressions(file, text) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    if (!/eng-disable/.test(line)) return;
    const explained = /eng-disable\s+[A-Z_]+(?:[\s,]+[A-Z_]+)*\s+--\s+\S+(?:\s+\S+){2,}/.test(line);
    if (!explained) problems.push(`${file}:${index + 1}: eng-disable needs "-- <why this is safe>" on the same line`);
    if (index === 0) problems.push(`${file}:1: eng-disable on the first line would silence the check for the whole file`);
  });
  return problems;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bring-in-electronegativity-'));
  try {
    const problems = [];
    const suppressions = [];
    for (const source of SOURCES) {
      for (const file of (await listFiles(join(root, source))).filter(isScanned)) {
        const rel = relative(root, file);
        const text = await readFile(file, 'utf8');
        problems.push(...badSuppressions(rel, text));
        text
          .split('\n')
          .forEach(
            (line, i) =>
              line.includes('eng-disable') && suppressions.push(`${rel}:${i + 1}: ${line.slice(line.indexOf('eng-disable')).trim()}`),
          );
        await cp(file, join(work, rel), { recursive: true });
      }
    }
    const run = require('@doyensec/electronegativity');
    const electronVersion = require('electron/package.json').version;
    // The scanner logs progress noise through console.log/warn; keep our report readable.
    const { log, warn } = console;
    console.log = () => undefined;
    console.warn = () => undefined;
    let result;
    try {
      result = await run({
        input: work,
        isRelative: true,
        electronVersionOverride: electronVersion,
        excludeFromScan: Object.keys(EXCLUDED),
      });
    } finally {
      console.log = log;
      console.warn = warn;
    }
    for (const error of result.errors) if (!error.tolerable) problems.push(`could not parse ${error.file}: ${error.message}`);
    for (const issue of result.issues) {
      problems.push(
        `${issue.file.split(sep).join('/')}:${issue.location.line}: ${issue.id} (${issue.severity.name}${issue.manualReview ? ', review needed' : ''}) ${issue.description}`,
      );
    }

    console.log(
      `electronegativity ${require('@doyensec/electronegativity/package.json').version}: ${result.globalChecks} global and ${result.atomicChecks} atomic checks over ${SOURCES.join(', ')}/ (Electron ${electronVersion})`,
    );
    for (const [check, why] of Object.entries(EXCLUDED)) console.log(`  skipped ${check}: ${why}`);
    for (const line of suppressions) console.log(`  explained at the line: ${line}`);
    if (problems.length > 0) {
      console.error(`\n${problems.length} security finding(s):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exitCode = 1;
    } else {
      console.log('No findings.');
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`security scan failed to run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
