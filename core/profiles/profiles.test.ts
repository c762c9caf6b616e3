import { describe, expect, it } from 'vitest';
import { isRuleId } from '../rulebook/rules';
import { PROFILE_IDS, PROFILES, customProfile, isProfileId, profileProblem, profileRules, sameHouseRules } from './profiles';
import type { HouseRules } from './types';

const FIELDS = [
  'boardTie',
  'openPairDoubling',
  'cap',
  'exposedHoleCard',
  'prematureCard',
  'runOut',
  'commonCardFirst',
  'seventhUp',
  'oddChip',
  'showdownRiverChecked',
  'shortStack',
  'tournament',
] as const;

describe('house-rules profiles (STUD-RULES.md section 9)', () => {
  it('ships rr-cash, rr-tournament, tda and online, each valid plain data with a name in every language', () => {
    expect(PROFILE_IDS).toEqual(['rr-cash', 'rr-tournament', 'tda', 'online']);
    for (const id of PROFILE_IDS) {
      const p = PROFILES[id];
      expect(p.id).toBe(id);
      expect(profileProblem(p)).toBeNull();
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
      for (const field of FIELDS) for (const rule of profileRules(p, field)) expect(isRuleId(rule), `${id}.${field}: ${rule}`).toBe(true);
    }
  });

  it('RR cash: ties by position, open pair on, cap 1+3 uncapped heads-up, RR 5/14/15/17, odd chip RR', () => {
    expect(PROFILES['rr-cash']).toMatchObject({
      boardTie: 'position',
      openPairDoubling: true,
      cap: { raises: 3, headsUp: 'uncapped' },
      exposedHoleCard: 'rr-5',
      prematureCard: 'rr-14',
      runOut: 'rr-15',
      seventhUp: 'rr-17',
      oddChip: 'rr',
      shortStack: 'plays-all-in',
      tournament: false,
    });
  });
  it('RR tournament: as cash, but the cap stays heads-up and an exposed initial downcard is a misdeal', () => {
    expect(PROFILES['rr-tournament']).toMatchObject({
      ...PROFILES['rr-cash'],
      id: 'rr-tournament',
      name: PROFILES['rr-tournament'].name,
      cap: { raises: 3, headsUp: 'capped' },
      exposedHoleCard: 'misdeal',
      tournament: true,
    });
  });
  it('TDA: ties by suit, no open-pair doubling, RP-10-A, RP-5-D, RP-10-B, RP-10-H, odd chip TDA 20', () => {
    expect(PROFILES.tda).toMatchObject({
      boardTie: 'suit',
      openPairDoubling: false,
      exposedHoleCard: 'tda-rp-10-a',
      prematureCard: 'tda-rp-5-d',
      seventhUp: 'tda-rp-10-b',
      runOut: 'tda-rp-10-h',
      commonCardFirst: 'keep-sixth-street',
      oddChip: 'tda',
    });
  });
  it('online (SEED-000/001/003): suit ties (SEED-003), run-out SEED-000, river checked: last aggressor (SEED-001)', () => {
    expect(PROFILES.online).toMatchObject({ boardTie: 'suit', runOut: 'online', showdownRiverChecked: 'last-aggressor' });
  });
  it('a stack short of the ante and the bring-in: plays all-in under RR and TDA (RR stud 8, TDA RP-10-E), sits out online (SEED-003 cash games)', () => {
    expect(PROFILE_IDS.map((id) => PROFILES[id].shortStack)).toEqual(['plays-all-in', 'plays-all-in', 'plays-all-in', 'sits-out']);
    expect(profileRules(PROFILES.online, 'shortStack')).toEqual(['seed-003.cash-cover']);
    expect(profileRules(PROFILES.tda, 'shortStack')).toEqual(['rr.stud.8', 'tda.rp-10-e', 'seed-003.short-bring-in']);
    // RR cash deals a short stack in too, but its tournament rules are not cited (core/profiles citedFor).
    expect(profileRules(PROFILES['rr-cash'], 'shortStack')).toEqual(['rr.stud.8']);
    expect(profileProblem({ ...PROFILES.online, shortStack: 'folds' } as unknown as HouseRules)).toMatch(
      /profile\.shortStack must be one of "plays-all-in", "sits-out"/,
    );
  });

  it('customProfile copies a base with fields changed, under a new id and name', () => {
    const mine = customProfile(PROFILES.tda, { openPairDoubling: true, cap: { raises: 4, headsUp: 'capped' } }, 'Casino Sanremo');
    expect(mine).toMatchObject({
      id: 'custom:casino-sanremo',
      name: { en: 'Casino Sanremo', es: 'Casino Sanremo', it: 'Casino Sanremo' },
      openPairDoubling: true,
      cap: { raises: 4, headsUp: 'capped' },
      boardTie: 'suit',
    });
    expect(PROFILES.tda.openPairDoubling).toBe(false); // the base is untouched
    expect(profileProblem(mine)).toBeNull();
    expect(isProfileId('tda')).toBe(true);
    expect(isProfileId('custom:casino-sanremo')).toBe(false);
  });

  it('profileProblem says what is wrong with a bad profile', () => {
    expect(profileProblem(null)).toMatch(/object/);
    expect(profileProblem({ ...PROFILES.tda, boardTie: 'dealer' } as unknown as HouseRules)).toMatch(/boardTie/);
    expect(profileProblem({ ...PROFILES.tda, cap: { raises: 7, headsUp: 'capped' } } as unknown as HouseRules)).toMatch(/cap/);
    expect(profileProblem({ ...PROFILES.tda, name: { en: 'x' } } as unknown as HouseRules)).toMatch(/name/);
  });

  it('sameHouseRules: two profiles rule alike when every field but the id and the name agrees (STUD-RULES.md section 9)', () => {
    const copy = customProfile(PROFILES.tda, {}, 'Our room', 'custom:our-room-a1b2');
    expect(sameHouseRules(copy, PROFILES.tda)).toBe(true);
    expect(sameHouseRules(PROFILES['rr-cash'], PROFILES['rr-tournament'])).toBe(false);
    // Each field on its own tells two profiles apart, the cap's two parts too.
    for (const field of FIELDS) {
      if (field === 'cap') continue;
      const other = customProfile(
        PROFILES.tda,
        {
          [field]:
            field === 'openPairDoubling' || field === 'tournament'
              ? !PROFILES.tda[field]
              : PROFILES.online[field] === PROFILES.tda[field]
                ? PROFILES['rr-cash'][field]
                : PROFILES.online[field],
        },
        'Other',
      );
      expect(other[field], field).not.toEqual(PROFILES.tda[field]);
      expect(sameHouseRules(other, PROFILES.tda), field).toBe(false);
    }
    expect(sameHouseRules(customProfile(PROFILES.tda, { cap: { raises: 4, headsUp: 'capped' } }, 'Four'), PROFILES.tda)).toBe(false);
    expect(sameHouseRules(customProfile(PROFILES.tda, { cap: { raises: 3, headsUp: 'uncapped' } }, 'Cash cap'), PROFILES.tda)).toBe(false);
  });
});
