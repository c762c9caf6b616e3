import { EXIT, UsageError, type CliIo, type Command, type ExitCode } from './command';
import { oneLine, printable } from './printable';

const PROGRAM = 'npm run --silent cli --';

export function usageLines(commands: readonly Command[]): string[] {
  return [`usage: ${PROGRAM} COMMAND [OPTIONS] ...`, ...commands.map((c) => `  ${c.usage.padEnd(44)} ${c.summary}`)];
}

/**
 * Runs the command named by argv[0]; never throws: every failure becomes a message and exit code 2. Every line
 * written goes through `printable`: what a file or the command line holds is never echoed raw to the terminal.
 */
export async function runCli(argv: readonly string[], commands: readonly Command[], raw: CliIo): Promise<ExitCode> {
  const io: CliIo = { ...raw, out: (line) => raw.out(printable(line)), err: (line) => raw.err(printable(line)) };
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const lines = usageLines(commands);
    (name === undefined ? io.err : io.out)(lines.join('\n'));
    return name === undefined ? EXIT.unusable : EXIT.ok;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`unknown command "${oneLine(name)}"`);
    io.err(usageLines(commands).join('\n'));
    return EXIT.unusable;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${command.name}: ${oneLine(error.message)}`);
      io.err(`usage: ${PROGRAM} ${command.usage}`);
      return EXIT.unusable;
    }
    io.err(`${command.name}: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return EXIT.unusable;
  }
}
