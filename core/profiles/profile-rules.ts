import type { RuleId } from '../rulebook/rules';
import { PROFILE_IDS, PROFILES, profileRules } from './profiles';
import type { HouseRules, ProfileId } from './types';

/** Fields whose value picks between rule books; profileRules answers the rest, these are the misprocedure choices. */
const MISPROCEDURE_CHOICES = {
  exposedHoleCard: { 'rr-5': ['rr.stud.5'], misdeal: ['rr.stud.5-tournament'], 'tda-rp-10-a': ['tda.rp-10-a'] },
  prematureCard: { 'rr-14': ['rr.stud.14'], 'tda-rp-5-d': ['tda.rp-5-d'] },
  seventhUp: { 'rr-17': ['rr.stud.17'], 'tda-rp-10-b': ['tda.rp-10-b'] },
} as const satisfies Partial<Record<keyof HouseRules, Record<string, readonly RuleId[]>>>;

const CHOICE_FIELDS = ['boardTie', 'openPairDoubling', 'cap', 'runOut', 'commonCardFirst', 'oddChip', 'showdownRiverChecked', 'shortStack'] as const;

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
 * Rules every profile follows although some profiles' choices cite them too: RR stud rule 1 is the bring-in and
 * the high board acting first for everyone; only its "ties by position" part is the RR profiles' choice (TDA and
 * the online rooms break equal boards by suit), so a TDA supervisor filtering the rules must still see it.
 */
export const FOLLOWED_BY_ALL: ReadonlySet<RuleId> = new Set<RuleId>(['rr.stud.1']);

let choiceSets: ReadonlyMap<ProfileId, ReadonlySet<RuleId>> | null = null;

/**
 * The shipped profiles that choose this rule where the books disagree, or null when every profile
 * follows it (no profile's choice names it, or every profile's does, or it is in FOLLOWED_BY_ALL).
 */
export function ruleProfiles(id: RuleId): ProfileId[] | null {
  if (FOLLOWED_BY_ALL.has(id)) return null;
  choiceSets ??= new Map(PROFILE_IDS.map((p) => [p, new Set(profileChoiceRules(PROFILES[p]))]));
  const sets = choiceSets;
  const owners = PROFILE_IDS.filter((p) => sets.get(p)!.has(id));
  // Chosen by none, or by all (RR's cap of three raises): every profile follows it.
  return owners.length === 0 || owners.length === PROFILE_IDS.length ? null : owners;
}
