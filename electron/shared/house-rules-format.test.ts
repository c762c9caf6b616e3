import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, PROFILES, customProfile, profileProblem } from '../../core';
import {
  MAX_CUSTOM_PROFILES,
  customProfileSchema,
  customProfilesSchema,
  readProfilesDocument,
  saveRefusal,
  storedProfileProblem,
} from './house-rules-format';
import { copied, notJson, refusalIssue, saveRefusalSchema, type ProfilesPlace } from './house-rules-problems';

describe('the stored house-rules profile', () => {
  it('every shipped profile, copied under a custom id, is a valid stored profile', () => {
    for (const id of PROFILE_IDS)
      expect(storedProfileProblem(customProfile(PROFILES[id], {}, `From ${id}`, `custom:${id}`)), id).toBeNull();
  });

  it('the contract schema and core profileProblem refuse the same wrong values, field by field', () => {
    const base = customProfile(PROFILES.tda, {}, 'Mine', 'custom:mine');
    const wrong: Record<string, unknown> = {
      boardTie: 'seat',
      openPairDoubling: 'yes',
      cap: { raises: 2, headsUp: 'capped' },
      exposedHoleCard: 'rr-6',
      prematureCard: 'x',
      runOut: 'rr-16',
      commonCardFirst: 'low',
      seventhUp: 'rr-18',
      oddChip: 'dealer',
      showdownRiverChecked: 'random',
      shortStack: 'folds',
      tournament: 1,
    };
    for (const [field, value] of Object.entries(wrong)) {
      const entry = { ...base, [field]: value };
      expect(profileProblem(entry), field).toMatch(new RegExp(`profile\\.${field}`));
      expect(customProfileSchema.safeParse(entry).success, field).toBe(false);
      expect(storedProfileProblem(entry), field).toEqual({ field, what: profileProblem(entry) });
    }
  });

  it('names the first wrong setting as data: a storage limit core does not check too, none for an entry that is no profile', () => {
    const base = customProfile(PROFILES.tda, {}, 'Mine', 'custom:mine');
    expect(storedProfileProblem({ ...base, name: { en: 'x'.repeat(61), es: 'x', it: 'x' } })).toEqual({
      field: 'name',
      what: 'profile.name.en: the name is longer than 60 characters',
    });
    expect(storedProfileProblem({ ...base, id: 'tda' })).toMatchObject({
      field: 'id',
      what: expect.stringMatching(/^profile\.id: expected "custom:"/),
    });
    expect(storedProfileProblem('junk')).toEqual({ field: null, what: 'a profile must be an object' });
    expect(storedProfileProblem({ ...base, extra: 1 })).toMatchObject({ field: null });
  });

  it('a missing document reads as no profiles; a non-document reads as unreadable (entries null)', () => {
    const here: ProfilesPlace = { kind: 'file', path: 'here' };
    expect(readProfilesDocument(undefined, here)).toEqual({ profiles: [], problems: [], entries: [] });
    expect(readProfilesDocument({ format: 'other', profiles: [] }, here)).toMatchObject({
      profiles: [],
      entries: null,
      problems: [{ code: 'not-document', place: here, message: expect.stringMatching(/^here: not a house-rules document/) }],
    });
  });

  it('says each unreadable profile by code, with its place, position, id and name, and its English line; the answer fits the contract', () => {
    const place: ProfilesPlace = { kind: 'browser', store: 'db, settings/key' };
    const mine = customProfile(PROFILES.tda, {}, 'Mine', 'custom:mine');
    const many = Array.from({ length: MAX_CUSTOM_PROFILES }, (_, k) => ({
      ...mine,
      id: `custom:room-${k}`,
      name: { en: `Room ${k}`, es: 'x', it: 'x' },
    }));
    const doc = readProfilesDocument(
      { format: 'bring-in-house-rules', profiles: [mine, { ...mine, id: 'custom:bad', runOut: 'x' }, 'junk', mine, ...many] },
      place,
    );
    const total = MAX_CUSTOM_PROFILES + 4;
    const at = (number: number) => ({ place, number, total });
    expect(doc.problems).toEqual([
      {
        code: 'invalid-profile',
        ...at(2),
        id: 'custom:bad',
        name: 'Mine',
        field: 'runOut',
        message: expect.stringMatching(
          /^the browser's storage \(IndexedDB db, settings\/key\), profile 2 of 104 \(id "custom:bad", "Mine"\): profile\.runOut must be one of/,
        ),
      },
      {
        code: 'invalid-profile',
        ...at(3),
        id: null,
        name: null,
        field: null,
        message:
          "the browser's storage (IndexedDB db, settings/key), profile 3 of 104: a profile must be an object; it is left out and kept as it is",
      },
      {
        code: 'duplicate-id',
        ...at(4),
        id: 'custom:mine',
        name: 'Mine',
        message: expect.stringContaining(': the id "custom:mine" is used by an earlier profile; it is left out'),
      },
      {
        code: 'too-many',
        ...at(total),
        id: `custom:room-${MAX_CUSTOM_PROFILES - 1}`,
        name: `Room ${MAX_CUSTOM_PROFILES - 1}`,
        max: MAX_CUSTOM_PROFILES,
        message: expect.stringContaining(`: more than ${MAX_CUSTOM_PROFILES} profiles;`),
      },
    ]);
    const kept = [
      notJson({ kind: 'file', path: '/a/house-rules.json' }, 'Unexpected end'),
      copied({ kind: 'file', path: '/a/house-rules.json' }, '/a/copy'),
      copied(place, 'settings/copy'),
    ];
    expect(kept.map((p) => p.message)).toEqual([
      '/a/house-rules.json: not valid JSON (Unexpected end); nothing was read from it, and it is kept as it is',
      '/a/house-rules.json could not be read, so it was copied to /a/copy before this save replaced it',
      "the browser's storage (IndexedDB db, settings/key) could not be read, so it was kept as settings/copy before this save replaced it",
    ]);
    expect(customProfilesSchema.safeParse({ profiles: doc.profiles, problems: [...doc.problems, ...kept] }).success).toBe(true);
    expect(customProfilesSchema.safeParse({ profiles: [], problems: ['a line'] }).success).toBe(false);
  });

  it('refuses a save by code: a name another profile has (trimmed, any case), or one profile past the limit', () => {
    const mine = customProfile(PROFILES.tda, {}, 'Mine', 'custom:mine');
    const doc = readProfilesDocument({ format: 'bring-in-house-rules', profiles: [mine] }, { kind: 'file', path: 'here' });
    const taken = saveRefusal(doc, { ...mine, id: 'custom:other', name: { en: ' MINE ', es: 'x', it: 'x' } });
    expect(taken).toEqual({ code: 'name-taken', id: 'custom:mine', name: 'Mine' });
    expect(refusalIssue(taken!)).toBe('name: another profile (custom:mine) is already called "Mine"');
    expect(saveRefusal(doc, { ...mine, name: { en: 'Ours', es: 'x', it: 'x' } })).toBeNull();
    const many = Array.from({ length: MAX_CUSTOM_PROFILES }, (_, k) => ({
      ...mine,
      id: `custom:room-${k}`,
      name: { en: `Room ${k}`, es: 'x', it: 'x' },
    }));
    const full = readProfilesDocument({ format: 'bring-in-house-rules', profiles: many }, { kind: 'file', path: 'here' });
    const limit = saveRefusal(full, mine);
    expect(limit).toEqual({ code: 'profile-limit', max: MAX_CUSTOM_PROFILES });
    expect(refusalIssue(limit!)).toBe(`profiles: at most ${MAX_CUSTOM_PROFILES} profiles`);
    expect(saveRefusal(full, many[0]!)).toBeNull();
    expect(saveRefusalSchema.safeParse(limit).success).toBe(true);
  });
});
