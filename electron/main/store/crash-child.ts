/**
 * Child process of the crash test: appends results to the store in `argv[2]` as fast as it can and prints each
 * id only after its append has returned. The test kills it with SIGKILL at random moments.
 */
import { ProgressStore } from './progress-store';

const [folder, run] = process.argv.slice(2);
if (!folder || !run) {
  console.error('usage: crash-child <folder> <run>');
  process.exit(2);
}
const store = new ProgressStore({ folder });
for (let n = 0; ; n++) {
  const id = `crash-${run}-${n}`.padEnd(8, '0');
  await store.append({
    id,
    drill: 'bring-in',
    scenarioCode: `crash-test-${run}-${n}-${'x'.repeat(n % 50)}`,
    answer: String(n % 8),
    correctAnswer: '1',
    correct: n % 3 === 0,
    timeMs: n,
    profile: 'dealer',
    language: 'it',
  });
  process.stdout.write(`${id}\n`);
}
