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

const HEADER = /^Winamax Poker - (.*?) - HandId: #([\d-]+) - (.*) - (\d{4}\/\d{2}\/\d{2}.*)$/;
const GAMES = { razz: /\bRazz\b/i, hiLo: /\b7-?Card Stud Hi\/Lo\b|\b7stud ?hi\/?lo\b/i, stud: /\b7-?Card Stud\b|\b7stud\b/i };
const STAKES = /\(([^()/]+)\/([^()/]+)\/([^()/]+)\)$/;
const TABLE = /^Table: '(.*)' (\d+)-max(?: \((real|play) money\))?/;
const SEAT = /^Seat (\d+): (.+) \(([$€£]?[\d,.]+€?)(?:, [^)]*)?\)$/;
const STREETS: Readonly<Record<string, StreetNumber>> = {
  '3rd STREET': 3,
  '4th STREET': 4,
  '5th STREET': 5,
  '6th STREET': 6,
  '7th STREET': 7,
  THIRD: 3,
  FOURTH: 4,
  FIFTH: 5,
  SIXTH: 6,
  SEVENTH: 7,
};
// Winamax's total is what the pot pays after the rake: the rake goes back on top below.
const TOTAL = /^Total pot (\S+) \| (?:Rake (\S+)|No rake)/;
const ALL_IN = / and is all-in$/;

/**
 * Reads one Winamax stud, razz or stud hi-lo hand. Winamax writes no uncalled bet: the bettor "collects" it with
 * the pot, and its total pot counts it (after the rake, which is added back here).
 */
export function readWinamaxHand(hand: HandLines): RecordedHand {
  const rec = new HandRecorder(hand);
  const [head, ...lines] = hand.lines;
  const m = HEADER.exec(head!.text);
  if (!m) throw new RoomError(head!.line, 'rooms.error.header', { room: ROOM_NAMES.winamax });
  const [, kind, id, game, when] = m as unknown as [string, string, string, string, string];
  const variant = variantOf(game, GAMES);
  if (variant === null) throw new RoomError(head!.line, 'rooms.error.otherGame', { game: game.replace(STAKES, '').trim() });
  const stakes = STAKES.exec(game);
  const tournament = kind.startsWith('Tournament') ? (/"(.*?)"/.exec(kind)?.[1] ?? kind) : null;
  let table: string | null = null;
  let seatCount: number | null = null;
  let realMoney = false;
  readSections(rec, lines, {
    opening: (l) => {
      const tm = TABLE.exec(l.text);
      if (!tm) return readSeat(rec, l, SEAT);
      table = tm[1]!;
      seatCount = Number(tm[2]);
      realMoney = tm[3] === 'real';
      return true;
    },
    play: (l) => playLine(rec, l),
    summary: (l) => {
      const total = TOTAL.exec(l.text);
      if (!total) return readSummaryLine(rec, l, TOTAL);
      rec.rake = total[2] === undefined ? 0 : rec.amount(total[2], l.line);
      rec.totalPot = rec.amount(total[1]!, l.line) + rec.rake;
    },
  });
  return rec.finish({
    room: 'winamax',
    id,
    variant,
    table,
    seatCount,
    tournament,
    currency: realMoney && tournament === null ? currencyOf(stakes?.[0] ?? '') : null,
    date: dateOf(when),
    stakes: stakes
      ? {
          ante: rec.amount(stakes[1]!, head!.line),
          bringIn: null,
          small: rec.amount(stakes[2]!, head!.line),
          big: rec.amount(stakes[3]!, head!.line),
        }
      : { ante: null, bringIn: null, small: null, big: null },
    structureKey: `${table ?? ''}|${tournament ?? ''}|${stakes?.[0] ?? ''}`,
    uncalledWritten: false,
  });
}

function playLine(rec: HandRecorder, l: SourceLine): void {
  const t = l.text;
  if (t === '*** ANTE/BLINDS ***' || readStreetHeader(rec, l, STREETS) || readDealtTo(rec, l, 'winamax')) return;
  const who = rec.speaker(t, ' ') ?? rec.unknown(l, 'winamax');
  const line = l.line;
  const name = who.name;
  const allIn = ALL_IN.test(who.rest);
  const rest = who.rest.replace(ALL_IN, '');
  let m: RegExpExecArray | null;
  if ((m = /^posts ante (\S+)$/.exec(rest))) rec.add({ kind: 'ante', name, amount: rec.amount(m[1]!, line), line });
  else if ((m = /^(?:brings in|bring-in) (\S+)$/.exec(rest)))
    rec.add({ kind: 'bring-in', name, amount: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^completes(?: to)? (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, to: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^bets (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, by: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^raises (\S+) to (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, to: rec.amount(m[2]!, line), allIn, line });
  else if (/^calls \S+$/.test(rest)) rec.add({ kind: 'call', name, line });
  else if (rest === 'checks') rec.add({ kind: 'check', name, line });
  else if (rest === 'folds') rec.add({ kind: 'fold', name, line });
  else if (rest.startsWith('shows [')) rec.add({ kind: 'show', name, cards: readKnownCards(rest, line), line });
  else if (/^mucks(?: hand)?$/.test(rest)) rec.add({ kind: 'muck', name, line });
  else if ((m = /^collected (\S+) from (?:main |side )?pot/.exec(rest)))
    rec.add({ kind: 'collected', name, amount: rec.amount(m[1]!, line), line });
  else if (
    !/^(?:doesn't show|is sitting out|sits out|is disconnected|is connected|has timed out|leaves the table|joins the table.*)$/.test(rest)
  )
    rec.unknown(l, 'winamax');
}
