import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEFAULT_STRUCTURE, DRILL_KINDS, generateScenario, grade } from '../drills';
import { findSituation } from '../drills/situation';
import { RULES, type RuleId } from '../rulebook/rules';
import { INCIDENT_KINDS } from '../rulings';
import { VARIANT_IDS } from '../variants';
import { PROFILE_IDS, PROFILES } from './profiles';
import { FOLLOWED_IN_PART, profileChoiceRules, profileFieldRules, profileFollows, ruleFollowers, ruleProfiles } from './profile-rules';
import { customProfile } from './profiles';
import type { ProfileId } from './types';
import { isTournamentRule } from './citations';

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

describe('ruleFollowers / ruleProfiles: which shipped profiles follow a rule (STUD-RULES.md section 9)', () => {
  it('a disputed rule belongs to the profiles that pick it (seed-000.run-out: online only; tda.rp-10-h: TDA)', () => {
    expect(ruleProfiles('seed-000.run-out')).toEqual(['online']);
    expect(ruleProfiles('tda.rp-10-h')).toEqual(['tda']);
    expect(ruleProfiles('rr.stud.5')).toEqual(['rr-cash', 'online']);
  });

  it("a rule no house-rules value names is everyone's (RR stud 2)", () => {
    expect(ruleFollowers('rr.stud.2')).toEqual({ how: 'all', profiles: PROFILE_IDS });
    expect(ruleProfiles('rr.stud.2')).toBeNull();
  });

  it("a TDA rule no other value names (TDA 35 misdeals, 47 half bet, 66 upcards) is the tournament profiles', as decisions cite it (citedFor): a cash room cites RR", () => {
    for (const id of ['tda.35', 'tda.47', 'tda.66'] as const) {
      expect(ruleFollowers(id)).toEqual({ how: 'choice', profiles: ['rr-tournament', 'tda'] });
      expect(profileFollows(PROFILES['rr-cash'], id)).toBe(false);
      expect(profileFollows(PROFILES.online, id)).toBe(false);
      expect(profileFollows(PROFILES.tda, id)).toBe(true);
      // A custom profile follows it when it is a tournament's.
      expect(profileFollows(customProfile(PROFILES['rr-cash'], { tournament: true }, 'Cash rules, tournament'), id)).toBe(true);
    }
    // A TDA procedure a house-rules field chooses keeps its own owners, whatever the tournament field says.
    expect(ruleProfiles('tda.rp-10-h')).toEqual(['tda']);
    // A value whose rules depend on the tournament field: suit ties cite TDA RP-10-D only in a tournament (the online
    // room breaks ties by suit too, citing SEED-003); a cap kept heads-up cites TDA 48 only in a tournament.
    expect(ruleFollowers('tda.rp-10-d')).toEqual({ how: 'choice', profiles: ['tda'] });
    expect(profileFollows(PROFILES.online, 'tda.rp-10-d')).toBe(false);
    expect(ruleFollowers('tda.48')).toEqual({ how: 'choice', profiles: ['rr-tournament', 'tda'] });
    expect(profileFollows(PROFILES['rr-cash'], 'tda.48')).toBe(false);
  });

  it("TDA RP-10-F abolishes open-pair doubling: RR stud 4 and SEED-001's open-pair example are the doubling profiles' only", () => {
    expect(ruleProfiles('seed-001.open-pair')).toEqual(['rr-cash', 'rr-tournament', 'online']);
    expect(ruleProfiles('rr.stud.4')).toEqual(['rr-cash', 'rr-tournament', 'online']);
    expect(ruleProfiles('tda.rp-10-f')).toEqual(['tda']);
  });

  it("a bet and four raises (house.cap-four-raises) is no shipped profile's, but a profile of the user's can choose it; the cap of three is every shipped one's", () => {
    expect(ruleFollowers('house.cap-four-raises')).toEqual({ how: 'choice', profiles: [] });
    const four = customProfile(PROFILES.tda, { cap: { raises: 4, headsUp: 'capped' } }, 'Four raises');
    expect(profileFollows(four, 'house.cap-four-raises')).toBe(true);
    expect(profileFollows(four, 'rr.betting.cap')).toBe(false);
    expect(ruleFollowers('rr.betting.cap')).toEqual({ how: 'choice', profiles: PROFILE_IDS });
  });

  it("both hole cards exposed: our TDA reading (house.two-exposed-downcards) is TDA's only; RR 5 kills the hand under RR cash", () => {
    expect(ruleProfiles('house.two-exposed-downcards')).toEqual(['tda']);
    expect(profileFollows(PROFILES['rr-cash'], 'house.two-exposed-downcards')).toBe(false);
  });

  it("an absent low card: TDA 30 is the tournament profiles'; RR stud 6 is everyone's in part (the forced bets posted), the cash profiles' for killing the hand later", () => {
    expect(ruleFollowers('tda.30')).toEqual({ how: 'choice', profiles: ['rr-tournament', 'tda'] });
    expect(ruleFollowers('rr.stud.6')).toEqual({ how: 'part', profiles: ['rr-cash', 'online'] });
    expect(profileFieldRules(PROFILES.tda, 'tournament')).toEqual(['tda.30', 'tda.16', 'tda.17', 'house.six-card-hand']);
    expect(profileFieldRules(PROFILES['rr-cash'], 'tournament')).toEqual(['rr.stud.6']);
  });

  it("RR stud 1 (bring-in, high board first) is everyone's in part: only its ties by position are the RR profiles' (TDA RP-10-D breaks them by suit)", () => {
    expect(profileChoiceRules(PROFILES['rr-cash'])).toContain('rr.stud.1');
    expect(profileChoiceRules(PROFILES.tda)).not.toContain('rr.stud.1');
    expect(ruleFollowers('rr.stud.1')).toEqual({ how: 'part', profiles: ['rr-cash', 'rr-tournament'] });
    expect(ruleProfiles('rr.stud.1')).toBeNull();
    expect(profileFollows(PROFILES.tda, 'rr.stud.1')).toBe(true);
  });

  it("RR showdown order is everyone's in part: only a river checked after earlier bets is the first-to-act profiles' (SEED-001: online); TDA 16 and 17 are the tournament profiles'", () => {
    expect(ruleFollowers('rr.showdown.order')).toEqual({ how: 'part', profiles: ['rr-cash', 'rr-tournament', 'tda'] });
    for (const id of ['tda.16', 'tda.17'] as const) expect(ruleProfiles(id)).toEqual(['rr-tournament', 'tda']);
    expect(ruleProfiles('seed-001.showdown-order')).toEqual(['online']);
  });

  it('every rule followed in part is one some house-rules value names', () => {
    for (const id of FOLLOWED_IN_PART) expect(ruleFollowers(id).how, id).toBe('part');
  });

  it('agrees with profileChoiceRules for every disputed rule id, and with profileFollows for every rule a profile chooses', () => {
    for (const id of Object.keys(RULES) as RuleId[]) {
      const { how, profiles } = ruleFollowers(id);
      if (how === 'all') for (const p of PROFILE_IDS) expect(profileFollows(PROFILES[p], id)).toBe(true);
      // A tournament-only rule (TDA 35...) is chosen by the tournament field, not named by any other value.
      else if (how === 'choice' && isTournamentRule(id) && !PROFILE_IDS.some((p) => profileChoiceRules(PROFILES[p]).includes(id)))
        expect(profiles).toEqual(PROFILE_IDS.filter((p) => PROFILES[p].tournament));
      else expect(profiles).toEqual(PROFILE_IDS.filter((p) => profileChoiceRules(PROFILES[p]).includes(id)));
      if (how === 'choice') expect(profiles).toEqual(PROFILE_IDS.filter((p) => profileFollows(PROFILES[p], id)));
    }
  });
});

describe("the lookup's marking matches what the engine cites under each shipped profile", () => {
  /** Every rule the drills and the floor rulings cite under a profile: its graded answers and its incidents' rulings. */
  const cited = new Map<ProfileId, Set<RuleId>>();
  // Hundreds of drills and floor situations per profile: the hook gets the time a core test gets (vitest.config.ts).
  beforeAll(() => {
    for (const p of PROFILE_IDS) {
      const out = new Set<RuleId>();
      for (const variant of VARIANT_IDS) {
        for (const kind of DRILL_KINDS) {
          for (let seed = 1; seed <= 20; seed++) {
            const scenario = generateScenario(kind, { variant, players: 6, rules: p, structure: DEFAULT_STRUCTURE }, seed);
            for (const id of grade(scenario, answerOf(scenario)).rules) out.add(id);
          }
        }
      }
      for (const kind of INCIDENT_KINDS) {
        for (const from of [1, 1000]) {
          const situation = findSituation({ variant: 'stud', players: 8, rules: p, structure: DEFAULT_STRUCTURE }, kind, from, 400);
          for (const id of situation?.ruling.rules ?? []) out.add(id);
        }
      }
      cited.set(p, out);
    }
    // About two seconds of work (1,680 scenarios graded, 152 situations ruled) on an idle machine; a busy one can take
    // many times the default 10 s of wall time a hook gets.
  }, 120_000);

  it.each(PROFILE_IDS)('%s: every rule its drills and rulings cite is one the lookup keeps under it', (p) => {
    const rules = [...cited.get(p)!];
    expect(rules.length).toBeGreaterThan(30);
    expect(rules.filter((id) => !profileFollows(PROFILES[p], id))).toEqual([]);
  });

  it('a rule followed in part is cited under a profile outside the ones choosing its other part (so it is not only theirs)', () => {
    for (const id of FOLLOWED_IN_PART) {
      const others = PROFILE_IDS.filter((p) => !ruleFollowers(id).profiles.includes(p));
      expect(
        others.some((p) => cited.get(p)!.has(id)),
        id,
      ).toBe(true);
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
    // A cash room that keeps the cap heads-up: SEED-001's cap has no heads-up exception; TDA 48 is a tournament's.
    expect(profileFieldRules(mine, 'cap')).toEqual(['house.cap-four-raises', 'seed-001.cap-any-round']);
    expect(profileFieldRules(PROFILES['rr-tournament'], 'cap')).toEqual(['rr.betting.cap', 'tda.48']);
    expect(profileFieldRules(mine, 'tournament')).toEqual(['rr.stud.6']);
  });

  it('every field of every shipped profile names rulebook ids only', () => {
    const fields = Object.keys(PROFILES.tda).filter((f) => f !== 'id' && f !== 'name') as Parameters<typeof profileFieldRules>[1][];
    for (const id of PROFILE_IDS)
      for (const field of fields) for (const rule of profileFieldRules(PROFILES[id], field)) expect(Object.keys(RULES)).toContain(rule);
  });
});
