// Command line for floor staff and scripts: `npm run --silent cli -- COMMAND ...` (see cli/commands/).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeHandHistory } from '../core';
import { COMMANDS } from './commands';
import type { CliIo } from './command';
import { runCli } from './run';

const io: CliIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  readFile: (path) => decodeHandHistory(readFileSync(path)),
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
