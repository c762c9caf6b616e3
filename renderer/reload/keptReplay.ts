/**
 * The replay on the floor's screen outlives a reload of the window (View > Reload): the hand history's text, its file
 * name, the house rules it was replayed under and the line selected are kept in the window's sessionStorage, so they
 * end with the window. What cannot be read back is left out with a warning that says what is wrong, and the text is
 * set aside under `bring-in.replay.unreadable`.
 */
import { z } from 'zod';
import type { GoneProfile } from '../stores/houseRules';

export const REPLAY_KEY = 'bring-in.replay';

export interface KeptReplay {
  readonly text: string;
  readonly fileName: string | null;
  /** A shipped profile's id, or a profile of the user's ("custom:..."). */
  readonly profile: string;
  /** The text was replayed (the account was on screen, not a text being edited). */
  readonly replayed: boolean;
  /** The line of the account selected. */
  readonly selected: number;
  /** The name of `profile` when it is one of the user's (a notice names it if it is deleted before the replay comes back). */
  readonly profileName?: string | null;
  /** The user's profile the replay was under is gone: its name (null when unknown); `profile` is the one used instead. */
  readonly gone?: GoneProfile | null;
  /** The hand of a file of several on screen (0-based). */
  readonly hand?: number;
}

/** A kept replay, each field checked, with the words the console warning gives. */
const keptReplaySchema = z.object(
  {
    text: z.string({ error: 'text must be a text' }),
    fileName: z.string({ error: 'fileName must be a text or null' }).nullable(),
    profile: z.string({ error: 'profile must be a profile id' }).min(1, { error: 'profile must be a profile id' }),
    replayed: z.boolean({ error: 'replayed must be true or false' }),
    selected: z
      .number({ error: 'selected must be a whole number >= 0' })
      .int({ error: 'selected must be a whole number >= 0' })
      .nonnegative({ error: 'selected must be a whole number >= 0' }),
    profileName: z.string({ error: 'profileName must be a text or null' }).nullable().optional(),
    gone: z.object({ name: z.string().nullable() }, { error: 'gone must be null or { name: a text or null }' }).nullable().optional(),
    hand: z
      .number({ error: 'hand must be a whole number >= 0' })
      .int({ error: 'hand must be a whole number >= 0' })
      .nonnegative({ error: 'hand must be a whole number >= 0' })
      .optional(),
  },
  { error: 'not an object' },
);

/** The replay a stored text holds, or null with a warning saying why it cannot be used (null, no warning, when there is none). */
export function readKeptReplay(text: string | null): { kept: KeptReplay | null; warning: string | null } {
  if (text === null) return { kept: null, warning: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      kept: null,
      warning: `${REPLAY_KEY} is not JSON (${error instanceof Error ? error.message : String(error)}): the replay starts empty`,
    };
  }
  const read = keptReplaySchema.safeParse(value);
  if (!read.success) {
    const issue = read.error.issues[0]!;
    const problem = issue.path[0] === 'gone' ? 'gone must be null or { name: a text or null }' : issue.message;
    return { kept: null, warning: `${REPLAY_KEY}: ${problem}; the replay starts empty` };
  }
  const k = read.data;
  return {
    kept: {
      text: k.text,
      fileName: k.fileName,
      profile: k.profile,
      replayed: k.replayed,
      selected: k.selected,
      ...(typeof k.profileName === 'string' ? { profileName: k.profileName } : {}),
      ...(k.gone ? { gone: { name: k.gone.name } } : {}),
      ...(k.hand !== undefined ? { hand: k.hand } : {}),
    },
    warning: null,
  };
}

/** Where a replay is kept: read once when the screen opens, written on every change. */
export interface ReplayKeeper {
  read(): KeptReplay | null;
  write(kept: KeptReplay): void;
}

/** A keeper in `storage` (the window's sessionStorage); without storage, nothing is kept. */
export function sessionReplayKeeper(
  storage: Storage | undefined = globalThis.sessionStorage,
  warn: (message: string) => void = console.warn,
): ReplayKeeper {
  return {
    read() {
      if (!storage) return null;
      let text: string | null = null;
      try {
        text = storage.getItem(REPLAY_KEY);
      } catch (error) {
        warn(`${REPLAY_KEY} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
      const { kept, warning } = readKeptReplay(text);
      if (warning && text !== null) {
        warn(warning);
        try {
          // Set aside, not overwritten by the next change.
          storage.setItem(`${REPLAY_KEY}.unreadable`, text);
        } catch {
          // Storage full or refused: the warning above already says what was wrong.
        }
      }
      return kept;
    },
    write(kept) {
      if (!storage) return;
      try {
        storage.setItem(REPLAY_KEY, JSON.stringify(kept));
      } catch (error) {
        warn(`${REPLAY_KEY} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
