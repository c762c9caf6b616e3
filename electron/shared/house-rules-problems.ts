/**
 * What the house-rules stores (the desktop file, the browser's storage) say about the user's stored profiles, as
 * data: a `code` and its params for every stored profile (or document) that cannot be read, and for a save they
 * refuse. The screens say each code in the user's language; `message` (and a refusal's issue line) keeps the store's
 * own English for the log and "Technical details". No Electron or Node imports: the renderer uses this too.
 */
import { z } from 'zod';

/** Where the user's profiles are kept: the desktop app's file (its path), or the browser's storage (its database and key). */
export const profilesPlaceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('file'), path: z.string().min(1) }),
  z.strictObject({ kind: z.literal('browser'), store: z.string().min(1) }),
]);
export type ProfilesPlace = z.infer<typeof profilesPlaceSchema>;

/** The place in the store's English: the file's path, or "the browser's storage (IndexedDB bring-in, settings/house-rules)". */
export const placeWords = (place: ProfilesPlace): string =>
  place.kind === 'file' ? place.path : `the browser's storage (IndexedDB ${place.store})`;

const about = { place: profilesPlaceSchema, message: z.string() };
/** One stored profile: its position, and its id and English name when the entry has them. */
const entry = {
  ...about,
  number: z.number().int().positive(),
  total: z.number().int().positive(),
  id: z.string().nullable(),
  name: z.string().nullable(),
};

export const storedProfilesProblemSchema = z.discriminatedUnion('code', [
  /** The stored value is no house-rules document: nothing was read, it is kept as it is. */
  z.strictObject({ code: z.literal('not-document'), ...about }),
  /** The file is not valid JSON: nothing was read, it is kept as it is. */
  z.strictObject({ code: z.literal('not-json'), ...about }),
  /** An unreadable document was kept as `copy` (a file's path, a browser storage key) before a save replaced it. */
  z.strictObject({ code: z.literal('copied'), ...about, copy: z.string() }),
  /** One profile cannot be used; `field` is the setting that is wrong, null when the entry is no profile at all. */
  z.strictObject({ code: z.literal('invalid-profile'), ...entry, field: z.string().nullable() }),
  /** One profile has the id of an earlier one. */
  z.strictObject({ code: z.literal('duplicate-id'), ...entry }),
  /** One profile is past the limit of `max` profiles. */
  z.strictObject({ code: z.literal('too-many'), ...entry, max: z.number().int().positive() }),
]);
export type StoredProfilesProblem = z.infer<typeof storedProfilesProblemSchema>;

/** A save the store refuses: another profile has the name (`id`, `name`: that profile), or the user has `max` profiles already. */
export const saveRefusalSchema = z.discriminatedUnion('code', [
  z.strictObject({ code: z.literal('name-taken'), id: z.string(), name: z.string() }),
  z.strictObject({ code: z.literal('profile-limit'), max: z.number().int().positive() }),
]);
export type SaveRefusal = z.infer<typeof saveRefusalSchema>;

/** A refusal in the store's English, "path: what is wrong", as a payload issue reads. */
export function refusalIssue(refusal: SaveRefusal): string {
  return refusal.code === 'name-taken'
    ? `name: another profile (${refusal.id}) is already called ${JSON.stringify(refusal.name)}`
    : `profiles: at most ${refusal.max} profiles`;
}

const KEPT = 'nothing was read from it, and it is kept as it is';

/** The stored value is no house-rules document (`expected`: what one looks like). */
export function notDocument(place: ProfilesPlace, expected: string): StoredProfilesProblem {
  return { code: 'not-document', place, message: `${placeWords(place)}: not a house-rules document (expected ${expected}); ${KEPT}` };
}

/** The file is not valid JSON (`reason`: the parser's words). */
export function notJson(place: ProfilesPlace, reason: string): StoredProfilesProblem {
  return { code: 'not-json', place, message: `${placeWords(place)}: not valid JSON (${reason}); ${KEPT}` };
}

/** The unreadable document was kept as `copy` before a save replaced it. */
export function copied(place: ProfilesPlace, copy: string): StoredProfilesProblem {
  const how = place.kind === 'file' ? 'copied to' : 'kept as';
  return {
    code: 'copied',
    place,
    copy,
    message: `${placeWords(place)} could not be read, so it was ${how} ${copy} before this save replaced it`,
  };
}

/** Which stored entry: where, its position, and the entry as stored (its id and English name are read from it). */
export interface EntryAt {
  readonly place: ProfilesPlace;
  readonly number: number;
  readonly total: number;
  readonly entry: unknown;
}

/** A problem with one stored profile: `what` is wrong (English), said after where it is. */
export type EntryProblem =
  | { readonly code: 'invalid-profile'; readonly field: string | null; readonly what: string }
  | { readonly code: 'duplicate-id' }
  | { readonly code: 'too-many'; readonly max: number };

function entryWhat(problem: EntryProblem, id: string | null): string {
  if (problem.code === 'invalid-profile') return problem.what;
  return problem.code === 'duplicate-id'
    ? `the id ${JSON.stringify(id)} is used by an earlier profile`
    : `more than ${problem.max} profiles`;
}

/** One stored profile that cannot be used: where it is, which one, and what is wrong. */
export function entryProblem(at: EntryAt, problem: EntryProblem): StoredProfilesProblem {
  const e = at.entry as { id?: unknown; name?: { en?: unknown } } | null;
  const id = typeof e?.id === 'string' ? e.id : null;
  const name = typeof e?.name?.en === 'string' ? e.name.en : null;
  const label = [id === null ? '' : `id ${JSON.stringify(id)}`, name === null ? '' : JSON.stringify(name)].filter(Boolean).join(', ');
  const message = `${placeWords(at.place)}, profile ${at.number} of ${at.total}${label && ` (${label})`}: ${entryWhat(problem, id)}; it is left out and kept as it is`;
  const common = { place: at.place, number: at.number, total: at.total, id, name, message };
  if (problem.code === 'invalid-profile') return { code: problem.code, ...common, field: problem.field };
  return problem.code === 'duplicate-id' ? { code: problem.code, ...common } : { code: problem.code, ...common, max: problem.max };
}
