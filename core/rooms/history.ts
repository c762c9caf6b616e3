import type { Reason } from '../decision';
import { PhhError } from '../phh/error';
import { parsePhh } from '../phh/parse';
import { describeReplayError, replayPhh } from '../phh/replay';
import type { PhhReplayDeviation, PhhReplayEvent, PhhReplayReport } from '../phh/report';
import type { PhhHand } from '../phh/types';
import type { HouseRules } from '../profiles/types';
import { convertRoomText } from './convert';
import { RoomError } from './error';
import { checkMoney, type MoneyCheck } from './money';
import { detectFormat, textLines } from './split';
import type { RoomId } from './types';
import { errorLocale } from '../i18n/loaded-texts';

/**
 * The text of a hand-history file from its bytes: UTF-16 when it starts with a UTF-16 byte-order mark (Full Tilt
 * Poker wrote its files so), UTF-8 otherwise (a UTF-8 byte-order mark is dropped).
 */
export function decodeHandHistory(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');
}

/** One hand of a file: read (as PHH, or converted from a room's text) or not, with where it starts. */
export type HistoryEntry =
  | {
      readonly ok: true;
      /** Place in the file (1-based). */
      readonly index: number;
      /** The hand's first line (null for a PHH file: the file is the hand). */
      readonly line: number | null;
      readonly room: RoomId | null;
      /** The room's hand number (null for a PHH file). */
      readonly id: string | null;
      readonly phh: PhhHand;
      /** For a converted hand, the room's line behind each PHH action. */
      readonly actionLines: readonly number[] | null;
      readonly notes: readonly Reason[];
    }
  | {
      readonly ok: false;
      readonly index: number;
      readonly line: number | null;
      readonly room: RoomId | null;
      readonly id: string | null;
      readonly error: RoomError | PhhError;
    };

export interface HandHistoryFile {
  readonly format: RoomId | 'phh';
  readonly entries: readonly HistoryEntry[];
}

/**
 * Every hand of a hand-history text: a PHH file (one hand), or a room's text with any number of hands (`from`: the
 * room, or 'auto' to tell it from the first line). A hand that cannot be read is an entry with its error; throws
 * RoomError only when the text is in no format Bring-In reads, or holds no hand of the room named.
 */
export function readHandHistory(text: string, from: RoomId | 'auto' = 'auto'): HandHistoryFile {
  const format = from === 'auto' ? detectFormat(text) : from;
  // The first line with text is the one that says the format: the error names it.
  if (format === null) throw new RoomError(textLines(text).find((l) => l.text !== '')?.line ?? null, 'rooms.error.unknownFormat');
  if (format === 'phh') {
    try {
      return {
        format,
        entries: [{ ok: true, index: 1, line: null, room: null, id: null, phh: parsePhh(text), actionLines: null, notes: [] }],
      };
    } catch (error) {
      if (!(error instanceof PhhError)) throw error;
      return { format, entries: [{ ok: false, index: 1, line: error.line, room: null, id: null, error }] };
    }
  }
  const entries = convertRoomText(text, format).map((r): HistoryEntry => {
    if (!r.ok) return { ok: false, index: r.failure.index, line: r.failure.start, room: format, id: r.failure.id, error: r.failure.error };
    const h = r.hand;
    return { ok: true, index: h.index, line: h.line, room: h.room, id: h.id, phh: h.phh, actionLines: h.actionLines, notes: h.notes };
  });
  return { format, entries };
}

/**
 * A hand replayed, and its money checked against the room's summary when it keeps one: each difference is also one of
 * the report's deviations (kind 'money', after the replay's own), with its line at the end of the account.
 */
export interface HandReplay {
  readonly report: PhhReplayReport;
  readonly money: MoneyCheck | null;
}

/** Replays a hand under `rules` and checks its money; throws PhhError when the engine cannot set the hand up. */
export function replayWithMoney(hand: PhhHand, rules: HouseRules): HandReplay {
  const replayed = replayPhh(hand, { rules });
  const money = checkMoney(hand, replayed);
  const last = replayed.events[replayed.events.length - 1];
  if (!money || money.deviations.length === 0 || !last) return { report: replayed, money };
  const found: PhhReplayDeviation[] = money.deviations.map(({ action, reason, rules: cited }) => {
    const problem = { action, rules: cited, reason };
    return { kind: 'money', ...problem, message: describeReplayError(problem, errorLocale()) };
  });
  const lines: PhhReplayEvent[] = found.map(({ action, reason, rules: cited }) => ({
    kind: 'deviation',
    action,
    street: last.street,
    reason,
    rules: cited,
    state: last.state,
    ...(last.settled ? { settled: last.settled } : {}),
  }));
  const report = { ...replayed, deviations: [...replayed.deviations, ...found], events: [...replayed.events, ...lines] };
  return { report, money };
}
