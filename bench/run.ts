/**
 * `npm run bench`: every registered section, side by side, in one run (about a minute at most).
 * To add a section, write bench/<name>.bench.ts calling registerSection(...) and add one import line here.
 */
import { cpus, loadavg } from 'node:os';
import { benchSink, measureSection, printSection, registeredSections } from './harness';
import './evaluator.bench';
import './hands.bench';
import './drills.bench';
import './bundle.bench';

const started = Date.now();
console.log(`Bring-In benchmarks: node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('Figures are side by side in one run: compare ratios; absolute numbers move with the machine load.');
let allMet = true;
for (const section of registeredSections()) {
  if (section.check) console.log(`\n${section.title}: ${section.check()}`);
  allMet = printSection(section, measureSection(section)) && allMet;
}
console.log(`\n${allMet ? 'All goals met' : 'Some goals not met'} (${((Date.now() - started) / 1000).toFixed(1)} s; checksum ${benchSink() % 1000})`);
