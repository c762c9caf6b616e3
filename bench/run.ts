/**
 * `npm run bench`: every registered section, side by side, in one run (about a minute at most).
 * To add a section, write bench/<name>.bench.ts calling registerSection(...) and add one import line here.
 * `npm run bench -- WORDS`: only the sections whose title contains one of the words (case-insensitive), e.g. `hands`.
 * `npm run bench -- --check`: the same, then exit 1 when a goal is not met (for scripts and CI).
 */
import { cpus, loadavg } from 'node:os';
import { benchExitCode, parseBenchArgs, type BenchArgs } from './args';
import { benchSink, measureSection, printSection, registeredSections } from './harness';
import './evaluator.bench';
import './hands.bench';
import './drills.bench';
import './bundle.bench';
import './rooms.bench';
import './ui.bench';
import './progress.bench';
import './deal.bench';
import './store.bench';

const started = Date.now();
console.log(
  `Bring-In benchmarks: node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('Figures are side by side in one run: compare ratios; absolute numbers move with the machine load.');
let args: BenchArgs;
try {
  args = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`npm run bench: ${(error as Error).message}`);
  process.exit(2);
}
const { words } = args;
const chosen = registeredSections().filter((s) => words.length === 0 || words.some((w) => s.title.toLowerCase().includes(w)));
if (chosen.length === 0) {
  console.error(
    `No section title contains ${words.map((w) => JSON.stringify(w)).join(' or ')}; the sections are: ${registeredSections()
      .map((s) => s.title)
      .join('; ')}`,
  );
  process.exit(2);
}
const missed: string[] = [];
for (const section of chosen) {
  if (section.check) console.log(`\n${section.title}: ${await section.check()}`);
  if (!printSection(section, measureSection(section))) missed.push(section.title);
}
const allMet = missed.length === 0;
console.log(
  `\n${allMet ? 'All goals met' : `Some goals not met (${missed.join('; ')})`} (${((Date.now() - started) / 1000).toFixed(1)} s; checksum ${benchSink() % 1000})`,
);
process.exitCode = benchExitCode(args, allMet);
