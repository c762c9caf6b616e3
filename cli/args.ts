import { parseArgs as parseWithNode, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command';

/** Flags a command accepts: a boolean switch, or an option taking the next word as its value. */
export type FlagSpec = Readonly<Record<string, 'switch' | 'value'>>;

export interface ParsedArgs {
  readonly switches: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
  readonly positionals: readonly string[];
}

/**
 * Splits `args` into flags and positionals with Node's own parser (`node:util` parseArgs): `--name value`,
 * `--name=value`, and `--` ending the flags. Its tokens are then checked here, so each mistake is a UsageError
 * worded for floor staff: an unknown option, a switch given a value, an option without its value.
 */
export function parseArgs(args: readonly string[], spec: FlagSpec): ParsedArgs {
  const options = Object.fromEntries(
    Object.entries(spec).map(([name, kind]) => [name, { type: kind === 'switch' ? ('boolean' as const) : ('string' as const) }]),
  );
  const { tokens } = parseWithNode({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const switches = new Set<string>();
  const values = new Map<string, string>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const kind = spec[token.name];
    // Short flags (-j) and unknown names are refused alike: every option has one long name.
    if (!kind || !token.rawName.startsWith('--')) throw new UsageError(`unknown option "${args[token.index]}"`);
    if (kind === 'switch') {
      if (token.inlineValue) throw new UsageError(`option "--${token.name}" takes no value`);
      switches.add(token.name);
      continue;
    }
    // Node takes the next word even when it is another option (`--profile --json`): that is a missing value too.
    const value = token.value;
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--')))
      throw new UsageError(`option "--${token.name}" needs a value`);
    values.set(token.name, value);
  }
  return { switches, values, positionals };
}

/**
 * Options by node:util's parseArgs (`strict`, positionals allowed), its errors worded as this command line words
 * them: `unknown option "--x"`, `option "--x" needs a value`. An empty value counts as missing.
 */
export function parseOptions<T extends OptionsConfig>(
  args: readonly string[],
  options: T,
): { values: ParsedValues<T>; positionals: string[] } {
  let parsed: { values: ParsedValues<T>; positionals: string[] };
  try {
    parsed = parseWithNode({ args: [...args], options, allowPositionals: true, strict: true }) as {
      values: ParsedValues<T>;
      positionals: string[];
    };
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
