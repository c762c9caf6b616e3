// Command line for floor staff and scripts: `npm run --silent cli -- COMMAND ...` (see cli/commands/).
import { readFileSync } from 'node:fs';
import { COMMANDS } from './commands';
import type { CliIo } from './command';
import { runCli } from './run';

const io: CliIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  readFile: (path) => readFileSync(path, 'utf8'),
};

process.exitCode = await runCli(process.argv.slice(2), COMMANDS, io);
