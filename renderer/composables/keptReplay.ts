/**
 * The replay on the floor's screen outlives a reload of the window (View > Reload): the hand history's text, its file
 * name, the house rules it was replayed under and the line selected are kept in the window's sessionStorage, so they
 * end with the window. What cannot be read back is left out with a warning that says what is wrong, and the text is
 * set aside under `bring-in.replay.unreadable`.
 */
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

/** What is wrong with a kept replay, or null. */
function keptProblem(value: unknown): string | null {
  const k = value as Partial<KeptReplay> | null;
  if (!k || typeof k !== 'object' || Array.isArray(k)) return 'not an object';
  if (typeof k.text !== 'string') return 'text must be a text';
  if (k.fileName !== null && typeof k.fileName !== 'string') return 'fileName must be a text or null';
  if (typeof k.profile !== 'string' || k.profile === '') return 'profile must be a profile id';
  if (typeof k.replayed !== 'boolean') return 'replayed must be true or false';
  if (typeof k.selected !== 'number' || !Number.isInteger(k.selected) || k.selected < 0) return 'selected must be a whole number >= 0';
  if (k.profileName !== undefined && k.profileName !== null && typeof k.profileName !== 'string') return 'profileName must be a text or null';
  if (k.gone !== undefined && k.gone !== null && (typeof k.gone !== 'object' || (k.gone.name !== null && typeof k.gone.name !== 'string'))) return 'gone must be null or { name: a text or null }';
  if (k.hand !== undefined && (typeof k.hand !== 'number' || !Number.isInteger(k.hand) || k.hand < 0)) return 'hand must be a whole number >= 0';
  return null;
}

/** The replay a stored text holds, or null with a warning saying why it cannot be used (null, no warning, when there is none). */
export function readKeptReplay(text: string | null): { kept: KeptReplay | null; warning: string | null } {
  if (text === null) return { kept: null, warning: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kept: null, warning: `${REPLAY_KEY} is not JSON (${error instanceof Error ? error.message : String(error)}): the replay starts empty` };
  }
  const problem = keptProblem(value);
  if (problem) return { kept: null, warning: `${REPLAY_KEY}: ${problem}; the replay starts empty` };
  const k = value as KeptReplay;
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
export function sessionReplayKeeper(storage: Storage | undefined = globalThis.sessionStorage, warn: (message: string) => void = console.warn): ReplayKeeper {
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
