import { RoomError } from './error';
import { readBovadaHand } from './bovada';
import { readFullTiltHand } from './fulltilt';
import { readPokerStarsHand } from './pokerstars';
import { readWinamaxHand } from './winamax';
import { splitHands, textLines, type HandLines } from './split';
import { knownStakes, type KnownStakes } from './stakes';
import { recordedToPhh } from './to-phh';
import { ROOM_NAMES, type RecordedHand, type RoomHandResult, type RoomId } from './types';

const READERS: Readonly<Record<RoomId, (hand: HandLines) => RecordedHand>> = {
  pokerstars: readPokerStarsHand,
  fulltilt: readFullTiltHand,
  bovada: readBovadaHand,
  winamax: readWinamaxHand,
};

/**
 * Every hand of a room's text, each written as PHH or, when it cannot be read, a failure naming its line: one bad
 * hand never stops the others. Throws RoomError only when the text holds no hand of the room at all.
 */
export function convertRoomText(text: string, room: RoomId): RoomHandResult[] {
  const { hands, before } = splitHands(textLines(text), room);
  if (hands.length === 0) throw new RoomError(before?.line ?? null, 'rooms.error.noHands', { room: ROOM_NAMES[room] });
  const results: (RoomHandResult | RecordedHand)[] = [];
  if (before)
    results.push({
      ok: false,
      failure: {
        index: 0,
        start: before.line,
        id: null,
        error: new RoomError(before.line, 'rooms.error.notAHand', { room: ROOM_NAMES[room] }),
      },
    });
  hands.forEach((hand, i) => {
    try {
      results.push(READERS[room](hand));
    } catch (error) {
      results.push(failure(error, i + 1, hand));
    }
  });
  // Structures seen at each table, so that a hand whose room leaves a figure out takes it from its table's other hands.
  const tables = new Map<string, KnownStakes>();
  const owns = results.map((r) => ('ok' in r ? null : knownStakes(r)));
  results.forEach((r, i) => {
    const own = owns[i];
    if ('ok' in r || !own) return;
    const seen = tables.get(r.structureKey);
    tables.set(
      r.structureKey,
      seen ? { bringIn: seen.bringIn ?? own.bringIn, small: seen.small ?? own.small, big: seen.big ?? own.big } : own,
    );
  });
  return results.map((r, i) => {
    if ('ok' in r) return r;
    const index = before ? i : i + 1;
    try {
      return { ok: true, hand: recordedToPhh(r, index, tables.get(r.structureKey) ?? null, owns[i]!) };
    } catch (error) {
      return failure(error, index, hands[index - 1]!, r.id);
    }
  });
}

function failure(error: unknown, index: number, hand: HandLines, id: string | null = null): RoomHandResult {
  if (!(error instanceof RoomError)) throw error;
  return { ok: false, failure: { index, start: hand.start, id: id ?? handNumber(hand), error } };
}

/** The hand's number from its header ("#35874566077"), for a hand that could not be read further. */
function handNumber(hand: HandLines): string | null {
  return /#([\w-]+)/.exec(hand.lines[0]?.text ?? '')?.[1] ?? null;
}
