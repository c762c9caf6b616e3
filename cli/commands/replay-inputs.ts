import { formatReason, readHandHistory, RoomError, type HistoryEntry, type Locale, type PhhError, type RoomId } from '../../core';
import type { CliIo } from '../command';

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
      /** The PHH reader's error (with its line and action), a room reader's, or a file that cannot be read (detail). */
      readonly error: PhhError | RoomError | { readonly detail: string };
    };

/** The error's text in `locale`, its place first. */
export function unreadableText(input: Extract<ReplayInput, { kind: 'unreadable' }>, locale: Locale): string {
  const error = input.error;
  if ('detail' in error) return formatReason({ key: 'phh.account.cannotRead', params: { detail: error.detail } }, locale);
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
    return [{ kind: 'unreadable', file, ...none, error: { detail: error instanceof Error ? error.message : String(error) } }];
  }
  try {
    return readHandHistory(text).entries.map((entry) =>
      entry.ok ? { kind: 'hand', file, entry } : { kind: 'unreadable', file, room: entry.room, index: entry.room ? entry.index : null, id: entry.id, start: entry.room ? entry.line : null, error: entry.error },
    );
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    return [{ kind: 'unreadable', file, ...none, error }];
  }
}
