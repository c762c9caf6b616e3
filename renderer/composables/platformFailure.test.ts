import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform/api';
import { platformFailure, systemCode } from './platformFailure';

describe('platformFailure', () => {
  it('reads the errno code a storage error names, only the ones the screens can say', () => {
    expect(systemCode('Cannot write /data/house-rules.json: the disk is full (ENOSPC). Check that this folder exists and is writable.')).toBe('ENOSPC');
    expect(systemCode('Cannot use the folder /data: permission denied (EACCES).')).toBe('EACCES');
    expect(systemCode('Cannot write x: something odd (EWHATEVER).')).toBeNull();
    expect(systemCode("The browser's storage (IndexedDB) is not available: QuotaExceededError: full")).toBeNull();
  });

  it('keeps the kind of a PlatformError (internal for anything else) and its own words', () => {
    const message = 'Cannot write /data/house-rules.json: the disk is read-only (EROFS). Check that this folder exists and is writable.';
    expect(platformFailure(new PlatformError({ code: 'storage-unavailable', message }))).toEqual({ code: 'storage-unavailable', system: 'EROFS', reason: null, message });
    expect(platformFailure(new PlatformError({ code: 'invalid-payload', message: 'Invalid payload: name "A (EROFS)"' }))).toEqual({ code: 'invalid-payload', system: null, reason: null, message: 'Invalid payload: name "A (EROFS)"' });
    expect(platformFailure(new Error('boom (ENOSPC)'))).toEqual({ code: 'internal', system: null, reason: null, message: 'boom (ENOSPC)' });
    expect(platformFailure('plain')).toEqual({ code: 'internal', system: null, reason: null, message: 'plain' });
  });

  it('keeps the reason of a refused save as data, whatever its English words', () => {
    const refused = new PlatformError({ code: 'invalid-payload', message: 'Invalid payload for saveHouseRules: profiles: at most 100 profiles', issues: ['profiles: at most 100 profiles'], reason: { code: 'profile-limit', max: 100 } });
    expect(platformFailure(refused)).toEqual({ code: 'invalid-payload', system: null, reason: { code: 'profile-limit', max: 100 }, message: refused.message });
  });
});
