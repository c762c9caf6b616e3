/**
 * The user's own house-rules profiles as they are stored (the desktop app's `house-rules.json`, the browser's
 * IndexedDB): one document `{ format, profiles: [...] }`. Reading never throws and never drops anything: a profile
 * that is not valid is named with what is wrong (core's profileProblem) and kept in the stored entries as it is, so
 * that saving another profile writes it back untouched. No Electron or Node imports: the renderer uses this too.
 */
import { z } from 'zod';
import { CAP_CHOICES, HOUSE_RULE_CHOICES, profileProblem, type HouseRules } from '../../core';
import {
  entryProblem,
  notDocument,
  storedProfilesProblemSchema,
  type ProfilesPlace,
  type SaveRefusal,
  type StoredProfilesProblem,
} from './house-rules-problems';

export const HOUSE_RULES_FILE = 'house-rules.json';
export const HOUSE_RULES_FORMAT = 'bring-in-house-rules';
export const MAX_CUSTOM_PROFILES = 100;
export const MAX_PROFILE_NAME = 60;

/** A custom profile's id: "custom:" and a lower-case slug; it never changes, a rename keeps it. */
export const customProfileIdSchema = z
  .string()
  .regex(/^custom:[a-z0-9][a-z0-9-]{0,32}$/, 'expected "custom:" and a lower-case id (a-z, 0-9, -), at most 33 characters');

const profileName = z
  .string()
  .trim()
  .min(1, 'the name is empty')
  .max(MAX_PROFILE_NAME, `the name is longer than ${MAX_PROFILE_NAME} characters`);

/** Every field of core's HouseRules, each with the values it can take (core's HOUSE_RULE_CHOICES). */
const C = HOUSE_RULE_CHOICES;
export const customProfileSchema = z.strictObject({
  id: customProfileIdSchema,
  name: z.strictObject({ en: profileName, es: profileName, it: profileName }),
  boardTie: z.enum(C.boardTie),
  openPairDoubling: z.boolean(),
  cap: z.strictObject({
    raises: z.union([z.literal(CAP_CHOICES.raises[0]), z.literal(CAP_CHOICES.raises[1])]),
    headsUp: z.enum(CAP_CHOICES.headsUp),
  }),
  exposedHoleCard: z.enum(C.exposedHoleCard),
  prematureCard: z.enum(C.prematureCard),
  runOut: z.enum(C.runOut),
  commonCardFirst: z.enum(C.commonCardFirst),
  seventhUp: z.enum(C.seventhUp),
  oddChip: z.enum(C.oddChip),
  showdownRiverChecked: z.enum(C.showdownRiverChecked),
  shortStack: z.enum(C.shortStack),
  tournament: z.boolean(),
});

/** The user's profiles that could be read, and one problem per stored entry (or document) that could not. */
export const customProfilesSchema = z.strictObject({
  profiles: z.array(customProfileSchema).max(MAX_CUSTOM_PROFILES),
  problems: z.array(storedProfilesProblemSchema),
});
export interface CustomProfiles {
  readonly profiles: HouseRules[];
  readonly problems: StoredProfilesProblem[];
}

/** The stored document as read: the valid profiles, the problems, and every entry as it was stored (null: the document itself is unreadable). */
export interface ProfilesDocument extends CustomProfiles {
  readonly entries: unknown[] | null;
}

/** The settings in the order core's profileProblem checks them (the storage checks the same ones, some more strictly). */
const FIELDS = ['id', 'name', 'cap', ...Object.keys(HOUSE_RULE_CHOICES)] as (keyof typeof customProfileSchema.shape)[];

/** What is wrong with one stored profile, or null: core's profileProblem first, then the storage's own limits; `field` is the first wrong setting (null: no profile at all). */
export function storedProfileProblem(entry: unknown): { readonly field: string | null; readonly what: string } | null {
  const parsed = customProfileSchema.safeParse(entry);
  const what =
    profileProblem(entry) ??
    (parsed.success ? null : parsed.error.issues.map((i) => `profile.${i.path.join('.') || '(profile)'}: ${i.message}`).join('; '));
  if (what === null) return null;
  const fields = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : null;
  const field = fields === null ? null : (FIELDS.find((f) => !customProfileSchema.shape[f].safeParse(fields[f]).success) ?? null);
  return { field, what };
}

/**
 * Reads a stored document (already parsed from JSON) kept at `place` (the file, or the browser's storage). An
 * unreadable document gives no profiles and one problem; an unreadable entry is left out of the profiles, named
 * with its position and what is wrong, and stays in `entries`.
 */
export function readProfilesDocument(value: unknown, place: ProfilesPlace): ProfilesDocument {
  if (value === undefined) return { profiles: [], problems: [], entries: [] };
  const doc = value as { format?: unknown; profiles?: unknown } | null;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || doc.format !== HOUSE_RULES_FORMAT || !Array.isArray(doc.profiles)) {
    return { profiles: [], problems: [notDocument(place, `{"format": "${HOUSE_RULES_FORMAT}", "profiles": [...]}`)], entries: null };
  }
  const list: unknown[] = doc.profiles;
  const profiles: HouseRules[] = [];
  const problems: StoredProfilesProblem[] = [];
  const seen = new Set<string>();
  list.forEach((entry, k) => {
    const at = { place, number: k + 1, total: list.length, entry };
    const problem = storedProfileProblem(entry);
    const p = entry as HouseRules;
    if (problem) problems.push(entryProblem(at, { code: 'invalid-profile', ...problem }));
    else if (seen.has(p.id)) problems.push(entryProblem(at, { code: 'duplicate-id' }));
    else if (profiles.length >= MAX_CUSTOM_PROFILES) problems.push(entryProblem(at, { code: 'too-many', max: MAX_CUSTOM_PROFILES }));
    else {
      seen.add(p.id);
      profiles.push(p);
    }
  });
  return { profiles, problems, entries: [...list] };
}

/** The document to store. */
export function profilesDocument(entries: readonly unknown[]): { format: string; profiles: unknown[] } {
  return { format: HOUSE_RULES_FORMAT, profiles: [...entries] };
}

/** The answer once `entries` are stored: the profiles read back from them, and where an unreadable document was kept (`kept`), if one was. */
export function storedAnswer(entries: readonly unknown[], place: ProfilesPlace, kept: StoredProfilesProblem | null): CustomProfiles {
  const after = readProfilesDocument(profilesDocument(entries), place);
  return { profiles: after.profiles, problems: kept ? [...after.problems, kept] : after.problems };
}

const sameName = (a: HouseRules, b: HouseRules) => a.name.en.trim().toLocaleLowerCase() === b.name.en.trim().toLocaleLowerCase();

/** Why a profile cannot be saved beside the others (its name is taken by another one, or there are as many as there can be), or null. */
export function saveRefusal(doc: ProfilesDocument, profile: HouseRules): SaveRefusal | null {
  const clash = doc.profiles.find((p) => p.id !== profile.id && sameName(p, profile));
  if (clash) return { code: 'name-taken', id: clash.id, name: clash.name.en };
  if (!doc.profiles.some((p) => p.id === profile.id) && doc.profiles.length >= MAX_CUSTOM_PROFILES)
    return { code: 'profile-limit', max: MAX_CUSTOM_PROFILES };
  return null;
}

/** The stored entries with `profile` saved: it replaces the valid entry with its id, or comes last. Invalid entries stay as they are. */
export function withProfile(doc: ProfilesDocument, profile: HouseRules): unknown[] {
  const entries = doc.entries ?? [];
  const at = entries.findIndex((e) => storedProfileProblem(e) === null && (e as HouseRules).id === profile.id);
  return at < 0 ? [...entries, profile] : entries.map((e, k) => (k === at ? profile : e));
}

/** The stored entries without the valid profile of this id. Invalid entries stay as they are. */
export function withoutProfile(doc: ProfilesDocument, id: string): unknown[] {
  return (doc.entries ?? []).filter((e) => storedProfileProblem(e) !== null || (e as HouseRules).id !== id);
}
