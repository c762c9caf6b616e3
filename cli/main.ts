// Command line for floor staff and scripts: `npm run --silent cli -- COMMAND ...` (see cli/commands/).
import { COMMANDS } from './commands';
import type { CliIo } from './command';
import { readTextFile } from './read-file';
import { runCli } from './run';

const io: CliIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  readFile: readTextFile,
};

process.exitCode = await runCli(process.argv.slice(2), COMMANDS, io);
