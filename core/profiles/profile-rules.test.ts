import { describe, expect, it } from 'vitest';
import { RULES, type RuleId } from '../rulebook/rules';
import { PROFILE_IDS, PROFILES } from './profiles';
import { FOLLOWED_BY_ALL, profileChoiceRules, profileFieldRules, ruleProfiles } from './profile-rules';
import { customProfile } from './profiles';

describe('profileChoiceRules: the rules behind a profile where the books disagree (STUD-RULES.md section 9)', () => {
  it('every profile names only rulebook ids', () => {
    for (const id of PROFILE_IDS) for (const rule of profileChoiceRules(PROFILES[id])) expect(Object.keys(RULES)).toContain(rule);
  });

  it('TDA picks TDA RP-10-A, RP-5-D, RP-10-B and RP-10-H; RR cash picks RR stud 5, 14, 15, 17', () => {
    const tda = profileChoiceRules(PROFILES.tda);
    expect(tda).toEqual(expect.arrayContaining(['tda.rp-10-a', 'tda.rp-5-d', 'tda.rp-10-b', 'tda.rp-10-h', 'tda.rp-10-d']));
    expect(tda).not.toContain('rr.stud.5');
    const cash = profileChoiceRules(PROFILES['rr-cash']);
    expect(cash).toEqual(expect.arrayContaining(['rr.stud.5', 'rr.stud.14', 'rr.stud.15', 'rr.stud.17', 'rr.stud.4']));
    expect(cash).not.toContain('tda.rp-10-a');
  });

  it('RR tournament calls a misdeal for an exposed hole card (rr.stud.5-tournament), RR cash does not', () => {
    expect(profileChoiceRules(PROFILES['rr-tournament'])).toContain('rr.stud.5-tournament');
    expect(profileChoiceRules(PROFILES['rr-cash'])).not.toContain('rr.stud.5-tournament');
  });
});

describe('ruleProfiles: which shipped profiles choose a rule', () => {
  it('a disputed rule belongs to the profiles that pick it (seed-000.run-out: online only; tda.rp-10-h: TDA)', () => {
    expect(ruleProfiles('seed-000.run-out')).toEqual(['online']);
    expect(ruleProfiles('tda.rp-10-h')).toEqual(['tda']);
    expect(ruleProfiles('rr.stud.5')).toEqual(['rr-cash', 'online']);
  });

  it('a rule no profile chooses between is everyone\'s (null): rr.stud.1 bring-in, tda.35 misdeal', () => {
    expect(ruleProfiles('rr.stud.2')).toBeNull();
    expect(ruleProfiles('tda.35')).toBeNull();
  });

  it('the cap of three raises (rr.betting.cap) is every shipped profile\'s choice: null, like a rule nobody disputes', () => {
    for (const p of PROFILE_IDS) expect(profileChoiceRules(PROFILES[p])).toContain('rr.betting.cap');
    expect(ruleProfiles('rr.betting.cap')).toBeNull();
  });

  it('RR stud rule 1 (bring-in, high board first) is everyone\'s although only RR breaks board ties by position with it', () => {
    expect(profileChoiceRules(PROFILES['rr-cash'])).toContain('rr.stud.1');
    expect(profileChoiceRules(PROFILES.tda)).not.toContain('rr.stud.1');
    expect(ruleProfiles('rr.stud.1')).toBeNull();
  });

  it('agrees with profileChoiceRules for every other rule id (null: chosen by no profile or by all)', () => {
    for (const id of Object.keys(RULES) as RuleId[]) {
      if (FOLLOWED_BY_ALL.has(id)) continue;
      const owners = ruleProfiles(id);
      const choosing = PROFILE_IDS.filter((p) => profileChoiceRules(PROFILES[p]).includes(id));
      if (owners === null) expect([0, PROFILE_IDS.length]).toContain(choosing.length);
      else expect(owners).toEqual(choosing);
    }
  });
});

describe('profileFieldRules: the rules behind one field of a profile', () => {
  it('names the misprocedure choice of each profile, and profileRules for the other fields', () => {
    expect(profileFieldRules(PROFILES['rr-cash'], 'exposedHoleCard')).toEqual(['rr.stud.5']);
    expect(profileFieldRules(PROFILES['rr-tournament'], 'exposedHoleCard')).toEqual(['rr.stud.5-tournament']);
    expect(profileFieldRules(PROFILES.tda, 'prematureCard')).toEqual(['tda.rp-5-d']);
    expect(profileFieldRules(PROFILES.tda, 'seventhUp')).toEqual(['tda.rp-10-b']);
    expect(profileFieldRules(PROFILES.tda, 'boardTie')).toEqual(['tda.rp-10-d', 'seed-003.board-tie-suit']);
    const mine = customProfile(PROFILES['rr-cash'], { cap: { raises: 4, headsUp: 'capped' } }, 'Mine');
    expect(profileFieldRules(mine, 'cap')).toEqual(['house.cap-four-raises', 'tda.48']);
    expect(profileFieldRules(mine, 'tournament')).toEqual(['house.profile']);
  });

  it('every field of every shipped profile names rulebook ids only', () => {
    const fields = Object.keys(PROFILES.tda).filter((f) => f !== 'id' && f !== 'name') as Parameters<typeof profileFieldRules>[1][];
    for (const id of PROFILE_IDS) for (const field of fields) for (const rule of profileFieldRules(PROFILES[id], field)) expect(Object.keys(RULES)).toContain(rule);
  });
});
