/** The command line of `npm run bench`: words that pick sections by title, and `--check`. */
export interface BenchArgs {
  /** Lower-case words; a section runs when its title contains one of them (every section when empty). */
  readonly words: readonly string[];
  /** Exit with status 1 when a goal is not met, so a script or CI step can fail on it. */
  readonly check: boolean;
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const words: string[] = [];
  let check = false;
  for (const arg of argv) {
    if (arg === '--check') check = true;
    else if (arg.startsWith('-'))
      throw new Error(
        `unknown option ${arg}: the options are --check (exit 1 when a goal is not met) and words that pick sections by title`,
      );
    else words.push(arg.toLowerCase());
  }
  return { words, check };
}

/** The process's exit status once every chosen section ran: 1 only under --check with a goal not met. */
export function benchExitCode(args: BenchArgs, allMet: boolean): number {
  return args.check && !allMet ? 1 : 0;
}
