import { describe, expect, it } from 'vitest';
import { CHANNELS, CONTRACT, PlatformError, parseRequest, toErrorInfo, unwrap } from './contract';

describe('IPC contract', () => {
  it('has a schema pair for every channel and unique channel names', () => {
    expect(Object.keys(CONTRACT).sort()).toEqual(Object.keys(CHANNELS).sort());
    expect(new Set(Object.values(CHANNELS)).size).toBe(Object.keys(CHANNELS).length);
  });

  it('parseRequest names each problem with its path', () => {
    try {
      parseRequest('saveResult', { drill: 'bring-in', correct: 'no' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PlatformError);
      const e = error as PlatformError;
      expect(e.code).toBe('invalid-payload');
      expect(e.issues).toEqual(expect.arrayContaining([expect.stringMatching(/^correct: /), expect.stringMatching(/^scenarioCode: /)]));
    }
  });

  it('unwrap returns values and rethrows errors as PlatformError; toErrorInfo hides stacks', () => {
    expect(unwrap({ ok: true, value: 3 })).toBe(3);
    expect(() => unwrap({ ok: false, error: { code: 'forbidden-url', message: 'no' } })).toThrow(PlatformError);
    expect(() => unwrap({ ok: false, error: { code: 'weird', message: 1 } as never })).toThrow(/Malformed error/);
    expect(toErrorInfo(new Error('boom'))).toEqual({ code: 'internal', message: 'boom' });
    expect(toErrorInfo(new PlatformError({ code: 'invalid-payload', message: 'm', issues: ['a: b'] }))).toEqual({ code: 'invalid-payload', message: 'm', issues: ['a: b'] });
  });
});
