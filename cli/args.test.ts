import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

const SPEC = { profile: 'value', lang: 'value', json: 'switch', help: 'switch' } as const;

describe('parseArgs (node:util parseArgs underneath)', () => {
  it('reads switches, values in both forms, positionals, and everything after -- as positionals', () => {
    const parsed = parseArgs(['--json', '--profile', 'tda', 'a.phh', '--lang=es', '-', '--', '--help', 'b.phh'], SPEC);
    expect([...parsed.switches]).toEqual(['json']);
    expect(Object.fromEntries(parsed.values)).toEqual({ profile: 'tda', lang: 'es' });
    expect(parsed.positionals).toEqual(['a.phh', '-', '--help', 'b.phh']);
  });

  it.each([
    [['--jsn', 'a.phh'], 'unknown option "--jsn"'],
    [['--jsn=1'], 'unknown option "--jsn=1"'],
    [['-j'], 'unknown option "-j"'],
    [['--json=yes'], 'option "--json" takes no value'],
    [['--profile'], 'option "--profile" needs a value'],
    [['--profile='], 'option "--profile" needs a value'],
    [['--profile', '--json'], 'option "--profile" needs a value'],
  ])('%j: %s', (args, message) => {
    expect(() => parseArgs(args, SPEC)).toThrow(message);
  });
});
