// Command line for floor staff and scripts: `npm run --silent cli -- COMMAND ...` (see cli/commands/).
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { COMMANDS } from './commands';
import type { CliIo } from './command';
import { readTextFile } from './read-file';
import { runCli } from './run';

const io: CliIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  readFile: readTextFile,
  listFiles: (path) => (statSync(path, { throwIfNoEntry: false })?.isDirectory() ? filesUnder(path) : null),
  writeFile: (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  },
};

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

process.exitCode = await runCli(process.argv.slice(2), COMMANDS, io);
