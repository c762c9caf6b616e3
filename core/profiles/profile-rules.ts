import type { RuleId } from '../rulebook/rules';
import { CAP_CHOICES, HOUSE_RULE_CHOICES } from './choices';
import { isTournamentRule } from './citations';
import { PROFILE_IDS, PROFILES, profileRules } from './profiles';
import type { HouseRules, ProfileId } from './types';

/** Fields whose value picks between rule books; profileRules answers the rest, these are the misprocedure choices. */
const MISPROCEDURE_CHOICES = {
  // Under TDA RP-10-A both hole cards exposed is a misdeal: our reading (house.two-exposed-downcards); RR 5 kills the hand.
  exposedHoleCard: {
    'rr-5': ['rr.stud.5'],
    misdeal: ['rr.stud.5-tournament'],
    'tda-rp-10-a': ['tda.rp-10-a', 'house.two-exposed-downcards'],
  },
  prematureCard: { 'rr-14': ['rr.stud.14'], 'tda-rp-5-d': ['tda.rp-5-d'] },
  seventhUp: { 'rr-17': ['rr.stud.17'], 'tda-rp-10-b': ['tda.rp-10-b'] },
} as const satisfies Partial<Record<keyof HouseRules, Record<string, readonly RuleId[]>>>;

const CHOICE_FIELDS = [
  'boardTie',
  'openPairDoubling',
  'cap',
  'runOut',
  'commonCardFirst',
  'oddChip',
  'showdownRiverChecked',
  'shortStack',
  'tournament',
] as const;

/**
 * The rule ids a profile's own choices rest on: for each house-rules field where the books disagree,
 * the rules behind the profile's value (STUD-RULES.md section 9).
 */
export function profileChoiceRules(profile: HouseRules): RuleId[] {
  const out = new Set<RuleId>();
  for (const field of CHOICE_FIELDS) for (const id of profileRules(profile, field)) out.add(id);
  const picked: readonly RuleId[][] = [
    [...MISPROCEDURE_CHOICES.exposedHoleCard[profile.exposedHoleCard]],
    [...MISPROCEDURE_CHOICES.prematureCard[profile.prematureCard]],
    [...MISPROCEDURE_CHOICES.seventhUp[profile.seventhUp]],
  ];
  for (const ids of picked) for (const id of ids) out.add(id);
  return [...out];
}

/**
 * The rule ids one house-rules field's value rests on (the house-rules editor shows them beside each value):
 * the misprocedure choices' own rules, profileRules for the rest.
 */
export function profileFieldRules(profile: HouseRules, field: Exclude<keyof HouseRules, 'id' | 'name'>): RuleId[] {
  switch (field) {
    case 'exposedHoleCard':
      return [...MISPROCEDURE_CHOICES.exposedHoleCard[profile.exposedHoleCard]];
    case 'prematureCard':
      return [...MISPROCEDURE_CHOICES.prematureCard[profile.prematureCard]];
    case 'seventhUp':
      return [...MISPROCEDURE_CHOICES.seventhUp[profile.seventhUp]];
    default:
      return profileRules(profile, field);
  }
}

/**
 * Rules a house-rules value names that every profile still follows in part, so a profile filter must keep them for all.
 * Their texts hold a general part everyone applies and a part the profiles choose between:
 * - rr.stud.1: the bring-in and the high board acting first are everyone's; only its "ties by position" is the
 *   position profiles' choice (TDA and the online rooms break equal boards by suit).
 * - rr.showdown.order: the last bettor of the final round shows first, and with no bet at all the first to act,
 *   for everyone; only a river checked after earlier bets is the first-to-act profiles' choice (SEED-001: the last aggressor).
 *   (tda.17 says the same for tournaments: the tournament profiles cite it instead, with TDA 16 for all-in showdowns.)
 * - rr.stud.6: an absent player's ante and bring-in are posted for everyone; only killing the hand when the betting
 *   reaches the seat is the cash profiles' choice (tournaments: dead at once, TDA 30).
 */
export const FOLLOWED_IN_PART: ReadonlySet<RuleId> = new Set<RuleId>(['rr.stud.1', 'rr.showdown.order', 'rr.stud.6']);

type ChoiceField = (typeof CHOICE_FIELDS)[number] | keyof typeof MISPROCEDURE_CHOICES;

/** Every profile a field's values make: the base profile with one field set to each value it can take. */
function everyValue(field: ChoiceField, base: HouseRules): HouseRules[] {
  if (field === 'cap')
    return CAP_CHOICES.raises.flatMap((raises) => CAP_CHOICES.headsUp.map((headsUp) => ({ ...base, cap: { raises, headsUp } })));
  return (HOUSE_RULE_CHOICES[field] as readonly unknown[]).map((value) => ({ ...base, [field]: value }) as HouseRules);
}

let disputed: ReadonlySet<RuleId> | null = null;

/** The rules some value of some house-rules field rests on (whether or not a shipped profile picks that value). */
function disputedRules(): ReadonlySet<RuleId> {
  if (disputed) return disputed;
  const out = new Set<RuleId>();
  const fields: readonly ChoiceField[] = [
    ...CHOICE_FIELDS,
    ...(Object.keys(MISPROCEDURE_CHOICES) as (keyof typeof MISPROCEDURE_CHOICES)[]),
  ];
  // From every shipped profile: a value's rules can depend on the rest of the profile (a tournament cites TDA rules).
  for (const base of PROFILE_IDS)
    for (const field of fields)
      for (const profile of everyValue(field, PROFILES[base])) for (const id of profileFieldRules(profile, field)) out.add(id);
  disputed = out;
  return out;
}

/**
 * Who follows a rule. `all`: no house-rules value names it, every profile follows it. `choice`: a house-rules value
 * rests on it; `profiles` are the shipped profiles with that value (none: only a custom profile can choose it; all:
 * a custom profile can choose otherwise). `part`: every profile follows its general part, and `profiles` choose the rest
 * (FOLLOWED_IN_PART).
 */
export interface RuleFollowers {
  readonly how: 'all' | 'choice' | 'part';
  readonly profiles: readonly ProfileId[];
}

let choiceSets: ReadonlyMap<ProfileId, ReadonlySet<RuleId>> | null = null;

/**
 * A tournament rule no other house-rules value names (TDA 35, 47, 66...): decisions cite it only under a tournament
 * profile (citedFor), so it is the `tournament` field's choice; a cash profile cites the RR or seed rule instead.
 */
function tournamentOnly(id: RuleId): boolean {
  return isTournamentRule(id) && !disputedRules().has(id);
}

/** Which shipped profiles follow a rule, derived from the profiles' values (profileChoiceRules, and the tournament field). */
export function ruleFollowers(id: RuleId): RuleFollowers {
  if (tournamentOnly(id)) return { how: 'choice', profiles: PROFILE_IDS.filter((p) => PROFILES[p].tournament) };
  if (!disputedRules().has(id)) return { how: 'all', profiles: PROFILE_IDS };
  choiceSets ??= new Map(PROFILE_IDS.map((p) => [p, new Set(profileChoiceRules(PROFILES[p]))]));
  const sets = choiceSets;
  const profiles = PROFILE_IDS.filter((p) => sets.get(p)!.has(id));
  return { how: FOLLOWED_IN_PART.has(id) ? 'part' : 'choice', profiles };
}

/**
 * The shipped profiles that choose this rule where the books disagree (maybe none, maybe all), or null when every
 * profile follows it, wholly or in its general part (ruleFollowers says which).
 */
export function ruleProfiles(id: RuleId): ProfileId[] | null {
  const followers = ruleFollowers(id);
  return followers.how === 'choice' ? [...followers.profiles] : null;
}

/** The profile (a shipped one, or the user's own) follows the rule: every profile does, or its own values choose it. */
export function profileFollows(profile: HouseRules, id: RuleId): boolean {
  if (tournamentOnly(id)) return profile.tournament;
  return ruleFollowers(id).how !== 'choice' || profileChoiceRules(profile).includes(id);
}
