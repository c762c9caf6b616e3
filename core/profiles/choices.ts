import type { HouseRules } from './types';

/** The house-rules fields with a plain value (the cap has two parts: CAP_CHOICES). */
export type PlainField = Exclude<keyof HouseRules, 'id' | 'name' | 'cap'>;

/**
 * Every value each house-rules field can take, in the order the checks and the editor list them: the one list that
 * profileProblem, the stored profiles' schema (electron/shared/house-rules-format.ts) and the editor read.
 */
export const HOUSE_RULE_CHOICES = {
  boardTie: ['position', 'suit'],
  openPairDoubling: [true, false],
  exposedHoleCard: ['rr-5', 'misdeal', 'tda-rp-10-a'],
  prematureCard: ['rr-14', 'tda-rp-5-d'],
  runOut: ['rr-15', 'tda-rp-10-h', 'online'],
  commonCardFirst: ['high-with-common', 'keep-sixth-street'],
  seventhUp: ['rr-17', 'tda-rp-10-b'],
  oddChip: ['rr', 'tda'],
  showdownRiverChecked: ['first-to-act', 'last-aggressor'],
  shortStack: ['plays-all-in', 'sits-out'],
  tournament: [true, false],
} as const satisfies { readonly [F in PlainField]: readonly HouseRules[F][] };

export const CAP_CHOICES = {
  raises: [3, 4],
  headsUp: ['uncapped', 'capped'],
} as const satisfies { readonly [K in keyof HouseRules['cap']]: readonly HouseRules['cap'][K][] };

// A value added to a field in types.ts and not listed above makes `true` unassignable here (the error names the field).
type Unlisted<F extends PlainField> = Exclude<HouseRules[F], (typeof HOUSE_RULE_CHOICES)[F][number]>;
type CapUnlisted<K extends keyof HouseRules['cap']> = Exclude<HouseRules['cap'][K], (typeof CAP_CHOICES)[K][number]>;
type FieldsWithUnlistedValues =
  | { [F in PlainField]: [Unlisted<F>] extends [never] ? never : F }[PlainField]
  | { [K in keyof HouseRules['cap']]: [CapUnlisted<K>] extends [never] ? never : `cap.${K}` }[keyof HouseRules['cap']];
export const EVERY_VALUE_LISTED: [FieldsWithUnlistedValues] extends [never] ? true : FieldsWithUnlistedValues = true;
