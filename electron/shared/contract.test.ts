import { describe, expect, it } from 'vitest';
import { CHANNELS, CONTRACT, PlatformError, parseRequest, refusedSave, toErrorInfo, unwrap } from './contract';

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
    expect(toErrorInfo(new PlatformError({ code: 'invalid-payload', message: 'm', issues: ['a: b'] }))).toEqual({
      code: 'invalid-payload',
      message: 'm',
      issues: ['a: b'],
    });
  });

  it('a refused save travels with its code and params beside the English issue, and comes back as data', () => {
    const info = toErrorInfo(refusedSave('saveHouseRules', { code: 'name-taken', id: 'custom:room-1', name: 'My room' }));
    expect(info).toEqual({
      code: 'invalid-payload',
      message: 'Invalid payload for saveHouseRules: name: another profile (custom:room-1) is already called "My room"',
      issues: ['name: another profile (custom:room-1) is already called "My room"'],
      reason: { code: 'name-taken', id: 'custom:room-1', name: 'My room' },
    });
    const back = (() => {
      try {
        return unwrap({ ok: false, error: structuredClone(info) });
      } catch (error) {
        return error as PlatformError;
      }
    })();
    expect(back).toMatchObject({ code: 'invalid-payload', reason: { code: 'name-taken', id: 'custom:room-1', name: 'My room' } });
    expect(toErrorInfo(refusedSave('saveHouseRules', { code: 'profile-limit', max: 100 }))).toMatchObject({
      issues: ['profiles: at most 100 profiles'],
      reason: { code: 'profile-limit', max: 100 },
    });
    // A system code the contract does not know, likewise.
    expect(() => unwrap({ ok: false, error: { code: 'storage-unavailable', message: 'm', system: 'EWHATEVER' } as never })).toThrow(
      /Malformed error/,
    );
    // A reason of a shape the contract does not know makes the whole error malformed, not a half-read one.
    expect(() => unwrap({ ok: false, error: { ...info, reason: { code: 'name-taken' } } as never })).toThrow(/Malformed error/);
  });
});
