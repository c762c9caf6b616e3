import type { StreetNumber } from '../variants';
import { readKnownCards } from './cards-text';
import { RoomError } from './error';
import {
  currencyOf,
  dateOf,
  HandRecorder,
  readDealtTo,
  readSeat,
  readSections,
  readStreetHeader,
  readSummaryLine,
  variantOf,
} from './recorder';
import type { HandLines, SourceLine } from './split';
import { ROOM_NAMES, type RecordedHand } from './types';

const HEADER = /^Full Tilt Poker Game #(\d+): (.*)$/;
const GAMES = {
  razz: /^(?:Limit )?Razz$/,
  hiLo: /^(?:Limit )?(?:7 Card )?Stud (?:H\/L|Hi\/Lo)$/,
  stud: /^(?:Limit )?(?:7 Card )?Stud(?: Hi)?$/,
};
const STAKES = /^([$€£]?[\d,.]+)\/([$€£]?[\d,.]+)(?: Ante ([$€£]?[\d,.]+))?/;
const SEAT = /^Seat (\d+): (.+) \(([$€£]?[\d,.]+)\)(?:, is sitting out)?$/;
const STREETS: Readonly<Record<string, StreetNumber>> = {
  '3RD STREET': 3,
  '4TH STREET': 4,
  '5TH STREET': 5,
  '6TH STREET': 6,
  '7TH STREET': 7,
};
const TOTAL = /^Total pot (\S+)(?: .*)? \| Rake (\S+)/;
const ALL_IN = /, and is all in$/;
/** Full Tilt's lines about the table, the clock and the players coming and going: nothing to do with the hand. */
const NOISE =
  /^(?:.+ (?:has \d+ seconds left to act|has requested TIME|stands up|sits down|adds [$€£]?[\d,.]+|is sitting out|has timed out|is disconnected|has reconnected|is connected|has returned|leaves the table|is low with \[.*\]|is high with \[.*\]|seconds left to act|finished in \d+\w* place.*|wins the tournament.*|has been disconnected.*)|The button is in seat #\d+|.+: .*)$/;

/** Reads one Full Tilt Poker stud, razz or stud hi-lo hand (English text; cash games and sit & go's). */
export function readFullTiltHand(hand: HandLines): RecordedHand {
  const rec = new HandRecorder(hand);
  const [head, ...lines] = hand.lines;
  const m = HEADER.exec(head!.text);
  if (!m) throw new RoomError(head!.line, 'rooms.error.header', { room: ROOM_NAMES.fulltilt });
  const [, id, rest] = m as unknown as [string, string, string];
  // "Table Hagan - $3/$6 Ante $0.50 - Limit Stud Hi - 12:22:17 ET - 2010/06/11", a tournament first names itself.
  const parts = rest.split(' - ');
  const stakesAt = parts.findIndex((p) => STAKES.test(p));
  const game = parts[stakesAt + 1] ?? '';
  const variant = stakesAt < 0 ? null : variantOf(game, GAMES);
  if (variant === null) throw new RoomError(head!.line, 'rooms.error.otherGame', { game: game || rest });
  const stakes = STAKES.exec(parts[stakesAt]!)!;
  const place = parts.slice(0, stakesAt).join(' - ');
  const tournament = /\((\d+)\)/.exec(place)?.[1] ?? null;
  const table = /Table (.+)$/.exec(place)?.[1] ?? null;
  readSections(rec, lines, {
    opening: (l) => readSeat(rec, l, SEAT),
    play: (l) => playLine(rec, l),
    summary: (l) => readSummaryLine(rec, l, TOTAL),
  });
  return rec.finish({
    room: 'fulltilt',
    id,
    variant,
    table,
    seatCount: null,
    tournament,
    currency: tournament !== null ? null : currencyOf(stakes[0]),
    date: dateOf(rest),
    stakes: {
      ante: stakes[3] ? rec.amount(stakes[3], head!.line) : null,
      bringIn: null,
      small: rec.amount(stakes[1]!, head!.line),
      big: rec.amount(stakes[2]!, head!.line),
    },
    structureKey: `${table ?? ''}|${tournament ?? ''}|${stakes[0]}`,
    uncalledWritten: true,
  });
}

function playLine(rec: HandRecorder, l: SourceLine): void {
  const t = l.text;
  if (readStreetHeader(rec, l, STREETS) || readDealtTo(rec, l, 'fulltilt')) return;
  const uncalled = /^Uncalled bet of (\S+) returned to (.+)$/.exec(t);
  if (uncalled) {
    rec.add({ kind: 'uncalled', name: uncalled[2]!, amount: rec.amount(uncalled[1]!, l.line), line: l.line });
    return;
  }
  const who = rec.speaker(t, ' ');
  if (who && actionLine(rec, who.name, who.rest, l.line)) return;
  if (NOISE.test(t)) return;
  rec.unknown(l, 'fulltilt');
}

/** A player's action, show or win; false when the text is none of them. */
function actionLine(rec: HandRecorder, name: string, text: string, line: number): boolean {
  const allIn = ALL_IN.test(text);
  const rest = text.replace(ALL_IN, '');
  let m: RegExpExecArray | null;
  if ((m = /^antes (\S+)$/.exec(rest))) rec.add({ kind: 'ante', name, amount: rec.amount(m[1]!, line), line });
  else if ((m = /^brings in for (\S+)$/.exec(rest))) rec.add({ kind: 'bring-in', name, amount: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^(?:completes it|raises) to (\S+)$/.exec(rest)))
    rec.add({ kind: 'raise', name, to: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^bets (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, by: rec.amount(m[1]!, line), allIn, line });
  else if (/^calls \S+$/.test(rest)) rec.add({ kind: 'call', name, line });
  else if (rest === 'checks') rec.add({ kind: 'check', name, line });
  else if (rest === 'folds') rec.add({ kind: 'fold', name, line });
  else if (rest.startsWith('shows [')) rec.add({ kind: 'show', name, cards: readKnownCards(rest, line), line });
  else if (rest === 'mucks') rec.add({ kind: 'muck', name, line });
  else if ((m = /^(?:wins|ties for) the (?:[\w-]+ )*pot(?: \d+)? \((\S+)\)/.exec(rest)))
    rec.add({ kind: 'collected', name, amount: rec.amount(m[1]!, line), line });
  else return false;
  return true;
}
