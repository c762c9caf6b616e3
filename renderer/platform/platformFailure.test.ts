import { describe, expect, it } from 'vitest';
import { PlatformError } from './api';
import { platformFailure } from './platformFailure';

describe('platformFailure', () => {
  it('takes the system code of a storage error from its data, never from the words of its message', () => {
    const message = 'Cannot write /data/house-rules.json: the disk is read-only (EROFS). Check that this folder exists and is writable.';
    expect(platformFailure(new PlatformError({ code: 'storage-unavailable', message, system: 'EROFS' }))).toEqual({
      code: 'storage-unavailable',
      system: 'EROFS',
      reason: null,
      message,
    });
    // A message that names a code without the data (an older main process, a hand-made error) gives no code.
    expect(platformFailure(new PlatformError({ code: 'storage-unavailable', message })).system).toBeNull();
    // The data is what counts, even when the words say something else (they are English, for "Technical details").
    expect(
      platformFailure(new PlatformError({ code: 'storage-unavailable', message: 'Impossibile scrivere', system: 'ENOSPC' })).system,
    ).toBe('ENOSPC');
  });

  it('keeps the kind of a PlatformError (internal for anything else) and its own words; a system code only for storage errors', () => {
    expect(
      platformFailure(new PlatformError({ code: 'invalid-payload', message: 'Invalid payload: name "A (EROFS)"', system: 'EROFS' })),
    ).toEqual({ code: 'invalid-payload', system: null, reason: null, message: 'Invalid payload: name "A (EROFS)"' });
    expect(platformFailure(new Error('boom (ENOSPC)'))).toEqual({ code: 'internal', system: null, reason: null, message: 'boom (ENOSPC)' });
    expect(platformFailure('plain')).toEqual({ code: 'internal', system: null, reason: null, message: 'plain' });
  });

  it('keeps the reason of a refused save as data, whatever its English words', () => {
    const refused = new PlatformError({
      code: 'invalid-payload',
      message: 'Invalid payload for saveHouseRules: profiles: at most 100 profiles',
      issues: ['profiles: at most 100 profiles'],
      reason: { code: 'profile-limit', max: 100 },
    });
    expect(platformFailure(refused)).toEqual({
      code: 'invalid-payload',
      system: null,
      reason: { code: 'profile-limit', max: 100 },
      message: refused.message,
    });
  });
});
