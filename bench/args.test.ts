import { describe, expect, it } from 'vitest';
import { benchExitCode, parseBenchArgs } from './args';

describe('npm run bench arguments', () => {
  it('takes words (case-insensitive) and --check anywhere', () => {
    expect(parseBenchArgs([])).toEqual({ words: [], check: false });
    expect(parseBenchArgs(['Hands', '--check', 'bundle'])).toEqual({ words: ['hands', 'bundle'], check: true });
  });

  it('refuses an option it does not know instead of reading it as a title word', () => {
    expect(() => parseBenchArgs(['--chek'])).toThrow('unknown option --chek: the options are --check');
  });

  it('exits 1 only when --check is given and a goal is not met', () => {
    expect(benchExitCode({ words: [], check: true }, false)).toBe(1);
    expect(benchExitCode({ words: [], check: true }, true)).toBe(0);
    expect(benchExitCode({ words: [], check: false }, false)).toBe(0);
  });
});
