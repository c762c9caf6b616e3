/** How a command talks to the outside world: injected so commands stay testable and never call process.exit. */
export interface CliIo {
  /** Writes one line to standard output. */
  out(line: string): void;
  /** Writes one line to standard error. */
  err(line: string): void;
  /** Reads a text file (UTF-8, or UTF-16 with its byte-order mark); throws the file system's error, or a NotTextError for bytes that are not UTF-8. */
  readFile(path: string): string;
  /** The files under a folder, every level, sorted; null when the path is not a folder. */
  listFiles(path: string): string[] | null;
  /** Writes a text file (UTF-8), making its folder; throws the file system's error when it cannot. */
  writeFile(path: string, text: string): void;
}

/** Exit codes shared by every command. */
export const EXIT = {
  /** Everything went through cleanly. */
  ok: 0,
  /** The input was read but breaks a rule (a hand with an illegal action, ...). */
  ruleBroken: 1,
  /** An input could not be read or parsed, or the command line itself is wrong. */
  unusable: 2,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** One subcommand of `bring-in` (npm run cli -- NAME ...): each lives in its own file under cli/commands/. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The usage line, e.g. `replay [--profile ID] [--lang en|es|it] [--json] FILE...`. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): ExitCode | Promise<ExitCode>;
}

/** A wrong command line: the command prints the message and its usage line, and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
