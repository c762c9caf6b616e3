import {
  formatReason,
  readHandHistory,
  RoomError,
  type HistoryEntry,
  type Locale,
  type PhhError,
  type Reason,
  type RoomId,
} from '../../core';
import type { CliIo } from '../command';
import { readFailure } from '../read-file';

/** What a folder given to `replay` holds that is a hand history: PHH files and the rooms' text files. */
const HISTORY_FILE = /\.(?:phh|toml|txt)$/i;

/** One hand to replay, or one thing that could not be read, with the file it comes from. */
export type ReplayInput =
  | { readonly kind: 'hand'; readonly file: string; readonly entry: Extract<HistoryEntry, { ok: true }> }
  | {
      readonly kind: 'unreadable';
      readonly file: string;
      /** Where in the file, for a hand of a room's file (null: the file as a whole, or a PHH file). */
      readonly room: RoomId | null;
      readonly index: number | null;
      readonly id: string | null;
      readonly start: number | null;
      /**
       * The PHH reader's error (with its line and action), a room reader's, a file that cannot be read, or a failure of
       * the engine itself (an error of Bring-In, not of the file): why, in any language.
       */
      readonly error: PhhError | RoomError | { readonly cannotRead: Reason } | { readonly internal: Reason };
    };

/** The error's text in `locale`, its place first. */
export function unreadableText(input: Extract<ReplayInput, { kind: 'unreadable' }>, locale: Locale): string {
  const error = input.error;
  if ('cannotRead' in error) return formatReason(error.cannotRead, locale);
  if ('internal' in error) return formatReason(error.internal, locale);
  return error.describe(locale);
}

/**
 * Every hand the command line names: each FILE (PHH, or a room's text with any number of hands, its format told
 * from its first line) and every hand-history file under each folder, in order.
 */
export function readReplayInputs(paths: readonly string[], io: CliIo): ReplayInput[] {
  const inputs: ReplayInput[] = [];
  for (const path of paths) {
    const files = io.listFiles(path)?.filter((f) => HISTORY_FILE.test(f)) ?? [path];
    for (const file of files) inputs.push(...readFile(file, io));
  }
  return inputs;
}

function readFile(file: string, io: CliIo): ReplayInput[] {
  const none = { room: null, index: null, id: null, start: null };
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    return [{ kind: 'unreadable', file, ...none, error: { cannotRead: readFailure(error) } }];
  }
  try {
    return readHandHistory(text).entries.map((entry) =>
      entry.ok
        ? { kind: 'hand', file, entry }
        : {
            kind: 'unreadable',
            file,
            room: entry.room,
            index: entry.room ? entry.index : null,
            id: entry.id,
            start: entry.room ? entry.line : null,
            error: entry.error,
          },
    );
  } catch (error) {
    return [{ kind: 'unreadable', file, ...none, error: error instanceof RoomError ? error : engineFailure(error) }];
  }
}

/** A failure of the engine itself on a file or a hand: said so, and the other files and hands are still replayed. */
export function engineFailure(error: unknown): { readonly internal: Reason } {
  return { internal: { key: 'phh.account.internal', params: { detail: error instanceof Error ? error.message : String(error) } } };
}
