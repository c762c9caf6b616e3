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

const HEADER = /^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #(\d+):\s+(.*)$/;
const GAMES = { razz: /\bRazz\b/i, hiLo: /7 Card Stud Hi\/Lo/i, stud: /7 Card Stud/i };
const STAKES = /([$€£]?\d[\d,.]*)\/([$€£]?\d[\d,.]*)(?:\s+[A-Z]{3})?\)/;
const TABLE = /^Table '(.*)'(?: (\d+)-max)?/;
const SEAT = /^Seat (\d+): (.+) \(([$€£]?[\d,.]+) in chips(?:, [^)]*)?\)/;
const STREETS: Readonly<Record<string, StreetNumber>> = { '3rd STREET': 3, '4th STREET': 4, '5th STREET': 5, '6th STREET': 6, RIVER: 7 };
const TOTAL = /^Total pot (\S+)(?: .*)? \| Rake (\S+)/;
const ALL_IN = / and is all-in$/;
/** What the room writes of players coming and going or talking: nothing to do with the hand. */
const NOISE =
  / (?:is disconnected|is connected|has timed out(?: while (?:being )?disconnected)?|leaves the table|joins the table at seat #\d+|has returned|is sitting out|sits out|was removed from the table for failing to post|will be allowed to play after the button|said, ".*|finished the tournament.*|wins the tournament.*|re-buys and receives.*|takes the add-on.*)$/;
const INFO = /^(?:Pair on board - a double bet is allowed|Betting is capped|No low hand qualified)$/;

/** Reads one PokerStars stud, razz or stud hi-lo hand (English text; cash games and tournaments). */
export function readPokerStarsHand(hand: HandLines): RecordedHand {
  const rec = new HandRecorder(hand);
  const [head, ...lines] = hand.lines;
  const m = HEADER.exec(head!.text);
  if (!m) throw new RoomError(head!.line, 'rooms.error.header', { room: ROOM_NAMES.pokerstars });
  const [, id, rest] = m as unknown as [string, string, string];
  const tournament = /Tournament #(\d+)/i.exec(rest)?.[1] ?? null;
  const variant = variantOf(rest, GAMES);
  if (variant === null) throw new RoomError(head!.line, 'rooms.error.otherGame', { game: gameWords(rest) });
  const stakes = STAKES.exec(rest);
  let table: string | null = null;
  let seatCount: number | null = null;
  let playMoney = false;
  readSections(rec, lines, {
    opening: (l) => {
      const tm = TABLE.exec(l.text);
      if (!tm) return readSeat(rec, l, SEAT);
      table = tm[1]!;
      seatCount = tm[2] ? Number(tm[2]) : null;
      playMoney = /\(Play Money\)/.test(l.text);
      return true;
    },
    play: (l) => playLine(rec, l),
    summary: (l) => readSummaryLine(rec, l, TOTAL),
  });
  return rec.finish({
    room: 'pokerstars',
    id,
    variant,
    table,
    seatCount,
    tournament,
    currency: tournament !== null || playMoney ? null : currencyOf(stakes?.[0] ?? ''),
    date: dateOf(rest),
    stakes: {
      ante: null,
      bringIn: null,
      small: stakes ? rec.amount(stakes[1]!, head!.line) : null,
      big: stakes ? rec.amount(stakes[2]!, head!.line) : null,
    },
    structureKey: `${table ?? ''}|${tournament ?? ''}|${stakes?.[0] ?? ''}`,
    uncalledWritten: true,
  });
}

/** The game a header names, for the error on a hand of another game ("Hold'em No Limit"). */
function gameWords(rest: string): string {
  return rest
    .replace(/^(?:Tournament|TOURNAMENT) #\d+, \S+(?: [A-Z]{3})? /, '')
    .split(' - ')[0]!
    .split(' (')[0]!
    .trim();
}

function playLine(rec: HandRecorder, l: SourceLine): void {
  const t = l.text;
  if (readStreetHeader(rec, l, STREETS) || readDealtTo(rec, l, 'pokerstars')) return;
  const uncalled = /^Uncalled bet \((.+)\) returned to (.+)$/.exec(t);
  if (uncalled) {
    rec.add({ kind: 'uncalled', name: uncalled[2]!, amount: rec.amount(uncalled[1]!, l.line), line: l.line });
    return;
  }
  if (INFO.test(t)) return;
  const action = rec.speaker(t, ': ');
  if (action) return actionLine(rec, action.name, action.rest, l);
  const collected = rec.speaker(t, ' ');
  const won = collected && /^collected (\S+) from (?:main |side )?pot(?:-\d+)?$/.exec(collected.rest);
  if (won) {
    rec.add({ kind: 'collected', name: collected.name, amount: rec.amount(won[1]!, l.line), line: l.line });
    return;
  }
  if (NOISE.test(t)) return;
  rec.unknown(l, 'pokerstars');
}

function actionLine(rec: HandRecorder, name: string, text: string, l: SourceLine): void {
  const allIn = ALL_IN.test(text);
  const rest = text.replace(ALL_IN, '');
  const line = l.line;
  let m: RegExpExecArray | null;
  if ((m = /^posts the ante (\S+)$/.exec(rest))) rec.add({ kind: 'ante', name, amount: rec.amount(m[1]!, line), line });
  else if ((m = /^brings[ -]in(?: low)? for (\S+)$/.exec(rest)))
    rec.add({ kind: 'bring-in', name, amount: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^bets (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, by: rec.amount(m[1]!, line), allIn, line });
  else if ((m = /^raises (\S+) to (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, to: rec.amount(m[2]!, line), allIn, line });
  else if (/^calls \S+$/.test(rest)) rec.add({ kind: 'call', name, line });
  else if (rest === 'checks') rec.add({ kind: 'check', name, line });
  else if (/^folds(?: \[.*\])?$/.test(rest)) rec.add({ kind: 'fold', name, line });
  else if (rest.startsWith('shows [')) rec.add({ kind: 'show', name, cards: readKnownCards(rest, line), line });
  else if (/^mucks(?: hand| \[.*\])?$/.test(rest)) rec.add({ kind: 'muck', name, line });
  else if (/^(?:doesn't show hand|is sitting out|sits out|is disconnected|is connected|has returned)$/.test(rest)) return;
  else rec.unknown(l, 'pokerstars');
}
