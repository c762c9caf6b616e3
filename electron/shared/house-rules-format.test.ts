import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, PROFILES, customProfile, profileProblem } from '../../core/profiles/profiles';
import { customProfileSchema, readProfilesDocument, storedProfileProblem } from './house-rules-format';

describe('the stored house-rules profile', () => {
  it('every shipped profile, copied under a custom id, is a valid stored profile', () => {
    for (const id of PROFILE_IDS) expect(storedProfileProblem(customProfile(PROFILES[id], {}, `From ${id}`, `custom:${id}`)), id).toBeNull();
  });

  it('the contract schema and core profileProblem refuse the same wrong values, field by field', () => {
    const base = customProfile(PROFILES.tda, {}, 'Mine', 'custom:mine');
    const wrong: Record<string, unknown> = {
      boardTie: 'seat', openPairDoubling: 'yes', cap: { raises: 2, headsUp: 'capped' }, exposedHoleCard: 'rr-6', prematureCard: 'x',
      runOut: 'rr-16', commonCardFirst: 'low', seventhUp: 'rr-18', oddChip: 'dealer', showdownRiverChecked: 'random', shortStack: 'folds', tournament: 1,
    };
    for (const [field, value] of Object.entries(wrong)) {
      const entry = { ...base, [field]: value };
      expect(profileProblem(entry), field).toMatch(new RegExp(`profile\\.${field}`));
      expect(customProfileSchema.safeParse(entry).success, field).toBe(false);
      expect(storedProfileProblem(entry), field).toBe(profileProblem(entry));
    }
  });

  it('a missing document reads as no profiles; a non-document reads as unreadable (entries null)', () => {
    expect(readProfilesDocument(undefined, 'here')).toEqual({ profiles: [], problems: [], entries: [] });
    expect(readProfilesDocument({ format: 'other', profiles: [] }, 'here')).toMatchObject({ profiles: [], entries: null, problems: [expect.stringMatching(/^here: not a house-rules document/)] });
  });
});
