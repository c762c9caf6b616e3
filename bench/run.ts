/**
 * `npm run bench`: every registered section, side by side, in one run (about a minute at most).
 * To add a section, write bench/<name>.bench.ts calling registerSection(...) and add one import line here.
 * `npm run bench -- WORDS`: only the sections whose title contains one of the words (case-insensitive), e.g. `hands`.
 */
import { cpus, loadavg } from 'node:os';
import { benchSink, measureSection, printSection, registeredSections } from './harness';
import './evaluator.bench';
import './hands.bench';
import './drills.bench';
import './bundle.bench';
import './store.bench';

const started = Date.now();
console.log(`Bring-In benchmarks: node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('Figures are side by side in one run: compare ratios; absolute numbers move with the machine load.');
const words = process.argv.slice(2).map((w) => w.toLowerCase());
const chosen = registeredSections().filter((s) => words.length === 0 || words.some((w) => s.title.toLowerCase().includes(w)));
if (chosen.length === 0) {
  console.error(`No section title contains ${words.map((w) => JSON.stringify(w)).join(' or ')}; the sections are: ${registeredSections().map((s) => s.title).join('; ')}`);
  process.exit(2);
}
let allMet = true;
for (const section of chosen) {
  if (section.check) console.log(`\n${section.title}: ${section.check()}`);
  allMet = printSection(section, measureSection(section)) && allMet;
}
console.log(`\n${allMet ? 'All goals met' : 'Some goals not met'} (${((Date.now() - started) / 1000).toFixed(1)} s; checksum ${benchSink() % 1000})`);
