import { parseArgs as nodeParseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command';

/** Flags a command accepts: a boolean switch, or an option taking the next word as its value. */
export type FlagSpec = Readonly<Record<string, 'switch' | 'value'>>;

export interface ParsedArgs {
  readonly switches: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
  readonly positionals: readonly string[];
}

/**
 * Splits `args` into flags and positionals. Accepts `--name value` and `--name=value`;
 * `--` ends the flags. Throws UsageError on an unknown flag or a missing value.
 */
export function parseArgs(args: readonly string[], spec: FlagSpec): ParsedArgs {
  const switches = new Set<string>();
  const values = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = (eq < 0 ? arg : arg.slice(0, eq)).replace(/^--?/, '');
    const kind = spec[name];
    if (!kind || !arg.startsWith('--')) throw new UsageError(`unknown option "${arg}"`);
    if (kind === 'switch') {
      if (eq >= 0) throw new UsageError(`option "--${name}" takes no value`);
      switches.add(name);
      continue;
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined || value === '') throw new UsageError(`option "--${name}" needs a value`);
    values.set(name, value);
  }
  return { switches, values, positionals };
}

/**
 * Options by node:util's parseArgs (`strict`, positionals allowed), its errors worded as this command line words
 * them: `unknown option "--x"`, `option "--x" needs a value`. An empty value counts as missing.
 */
export function parseOptions<T extends OptionsConfig>(args: readonly string[], options: T): { values: ParsedValues<T>; positionals: string[] } {
  let parsed: { values: ParsedValues<T>; positionals: string[] };
  try {
    parsed = nodeParseArgs({ args: [...args], options, allowPositionals: true, strict: true }) as { values: ParsedValues<T>; positionals: string[] };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const name = /'(-[^' ]*)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option "${name}"`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`option "${name}" needs a value`);
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  for (const [name, value] of Object.entries(parsed.values)) if (value === '') throw new UsageError(`option "--${name}" needs a value`);
  return parsed;
}

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type ParsedValues<T extends OptionsConfig> = { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string };
