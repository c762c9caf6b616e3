/**
 * The problems the house-rules store reports about the user's stored profiles (electron/shared/house-rules-format,
 * the desktop store, the browser store) travel as English lines, one per problem: the main process words them for
 * its log. This reads each line back into what the screen needs to say it in the user's language: where the
 * profiles are kept (the desktop file, or the browser's storage), which profile, and what is wrong. A line of a
 * shape it does not know is kept as it is (`kind: 'other'`).
 */
export type ProfilesPlace = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'browser' };

export type StoredProfilesProblem =
  | { readonly kind: 'notDocument' | 'notJson'; readonly place: ProfilesPlace; readonly line: string }
  | { readonly kind: 'copied'; readonly place: ProfilesPlace; readonly copy: string; readonly line: string }
  | {
      readonly kind: 'profile' | 'duplicateId' | 'tooMany';
      readonly place: ProfilesPlace;
      readonly number: number;
      readonly total: number;
      /** The profile's name, else its id, when the stored entry had one. */
      readonly label: string | null;
      /** For `profile`: the setting that is wrong ("runOut", "name"), when the line names one. */
      readonly field: string | null;
      readonly line: string;
    }
  | { readonly kind: 'other'; readonly line: string };

/** How the browser store names its places ("the browser's storage (IndexedDB bring-in, settings/house-rules)"). */
const BROWSER = /^the browser's storage \(IndexedDB [^)]*\)$/;

function place(where: string): ProfilesPlace {
  return BROWSER.test(where) ? { kind: 'browser' } : { kind: 'file', path: where };
}

const KEPT = /^(.+?): (not a house-rules document|not valid JSON) \(.*\); nothing was read from it, and it is kept as it is$/s;
const COPIED = /^(.+) could not be read, so it was (?:copied to|kept as) (.+) before this save replaced it$/s;
const PROFILE = /^(.+), profile (\d+) of (\d+)(?: \((.*)\))?: (.+); it is left out and kept as it is$/s;

function label(text: string | undefined): string | null {
  if (!text) return null;
  const name = /(?:^|, )"((?:[^"\\]|\\.)*)"$/.exec(text)?.[1];
  const id = /^id "((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  const raw = name ?? id;
  if (raw === undefined) return null;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

export function readStoredProfilesProblem(line: string): StoredProfilesProblem {
  const kept = KEPT.exec(line);
  if (kept) return { kind: kept[2] === 'not valid JSON' ? 'notJson' : 'notDocument', place: place(kept[1]!), line };
  const copied = COPIED.exec(line);
  if (copied) return { kind: 'copied', place: place(copied[1]!), copy: copied[2]!, line };
  const profile = PROFILE.exec(line);
  if (profile) {
    const [, where, number, total, named, what] = profile as unknown as [string, string, string, string, string | undefined, string];
    const common = { place: place(where), number: Number(number), total: Number(total), label: label(named), line };
    if (/^the id ".*" is used by an earlier profile$/s.test(what)) return { kind: 'duplicateId', field: null, ...common };
    if (/^more than \d+ profiles$/.test(what)) return { kind: 'tooMany', field: null, ...common };
    return { kind: 'profile', field: /^profile\.([A-Za-z]+)/.exec(what)?.[1] ?? null, ...common };
  }
  return { kind: 'other', line };
}
