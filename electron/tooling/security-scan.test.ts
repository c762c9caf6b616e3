import { describe, expect, it } from 'vitest';
import { badSuppressions } from '../../scripts/electronegativity.mjs';

describe('security scan suppressions', () => {
  it('accepts an eng-disable with a reason on a code line', () => {
    expect(
      badSuppressions(
        'a.ts',
        'const a = 1;\nshell.openExternal(u); // eng-disable OPEN_EXTERNAL_JS_CHECK -- url checked to be https above\n',
      ),
    ).toEqual([]);
  });

  it('refuses an eng-disable without a reason, or with a one-word reason', () => {
    expect(badSuppressions('a.ts', 'x;\nshell.openExternal(u); // eng-disable OPEN_EXTERNAL_JS_CHECK\n')).toEqual([
      'a.ts:2: eng-disable needs "-- <why this is safe>" on the same line',
    ]);
    expect(badSuppressions('a.ts', 'x;\ny; /* eng-disable SANDBOX_JS_CHECK -- fine */\n')).toHaveLength(1);
  });

  it('refuses a file-wide eng-disable on the first line', () => {
    expect(badSuppressions('a.ts', '/* eng-disable SANDBOX_JS_CHECK -- we know what we are doing */\n')).toEqual([
      'a.ts:1: eng-disable on the first line would silence the check for the whole file',
    ]);
  });
});
