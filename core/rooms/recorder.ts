import type { StreetNumber, VariantId } from '../variants';
import { readCardGroups, readKnownCards, readRoomCard } from './cards-text';
import { readAmount } from './amounts';
import { RoomError } from './error';
import type { HandLines, SourceLine } from './split';
import { ROOM_NAMES, type Hundredths, type RecordedEvent, type RecordedHand, type RecordedSeat, type RoomId } from './types';

/** What every room's reader fills in while it reads a hand's lines; `finish` checks the hand is whole. */
export class HandRecorder {
  readonly events: RecordedEvent[] = [];
  readonly seats: RecordedSeat[] = [];
  /** Seated names, longest first: a line names the longest one it starts with ("Hero" and "Hero3" both sit). */
  private byLength: string[] = [];
  totalPot: Hundredths | null = null;
  rake: Hundredths | null = null;
  summaryLine: number | null = null;
  /** The street whose cards were last announced (3 until a later street starts). */
  street = 3;

  constructor(readonly hand: HandLines) {}

  seat(seat: number, name: string, stack: Hundredths, line: number): void {
    this.seats.push({ seat, name, stack, line });
    let at = 0;
    while (at < this.byLength.length && this.byLength[at]!.length >= name.length) at++;
    this.byLength.splice(at, 0, name);
  }

  /** The seated player a text starts with, followed by `separator` (": " on PokerStars, " " on Full Tilt), and the rest. */
  speaker(text: string, separator: string): { name: string; rest: string } | null {
    for (const name of this.byLength)
      if (text.startsWith(name + separator)) return { name, rest: text.slice(name.length + separator.length) };
    return null;
  }

  add(event: RecordedEvent): void {
    if (event.kind === 'street') this.street = event.street;
    this.events.push(event);
  }

  /** An amount of the text; a text that is not one is an error on `line`. */
  amount(text: string, line: number): Hundredths {
    const value = readAmount(text);
    if (value === null) throw new RoomError(line, 'rooms.error.amount', { text });
    return value;
  }

  /** A line no rule of the room's reader knows: an error that quotes it. */
  unknown(l: SourceLine, room: RoomId): never {
    throw new RoomError(l.line, 'rooms.error.line', {
      room: ROOM_NAMES[room],
      text: l.text.length > 80 ? `${l.text.slice(0, 77)}...` : l.text,
    });
  }

  finish(
    fields: Omit<RecordedHand, 'seats' | 'events' | 'summary' | 'line' | 'lastLine'> & { readonly uncalledWritten: boolean },
  ): RecordedHand {
    const last = this.hand.lines[this.hand.lines.length - 1]!.line;
    if (this.summaryLine === null) throw new RoomError(last, 'rooms.error.truncated', { room: ROOM_NAMES[fields.room] });
    return {
      room: fields.room,
      id: fields.id,
      line: this.hand.start,
      variant: fields.variant,
      table: fields.table,
      seatCount: fields.seatCount,
      tournament: fields.tournament,
      currency: fields.currency,
      date: fields.date,
      structureKey: fields.structureKey,
      stakes: fields.stakes,
      seats: this.seats,
      events: this.events,
      summary: { totalPot: this.totalPot, rake: this.rake, uncalledWritten: fields.uncalledWritten, line: this.summaryLine },
      lastLine: last,
    };
  }
}

/** The variant a header's game names, or null: 7 card stud, stud hi-lo, razz (`hiLo` and `razz` are the room's words for them). */
export function variantOf(game: string, words: { readonly hiLo: RegExp; readonly razz: RegExp; readonly stud: RegExp }): VariantId | null {
  if (words.razz.test(game)) return 'razz';
  if (words.hiLo.test(game)) return 'stud8';
  if (words.stud.test(game)) return 'stud';
  return null;
}

/** "2016/11/12", "2012-09-19": the first date of a header. */
export function dateOf(header: string): { year: number; month: number; day: number } | null {
  const m = /(\d{4})[/-](\d{2})[/-](\d{2})/.exec(header);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

const SYMBOLS: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** The currency of money amounts ("$1.50", "5€"), or null for chips. */
export function currencyOf(text: string): { code: string; symbol: string } | null {
  const m = /[$€£]/.exec(text);
  return m ? { code: SYMBOLS[m[0]]!, symbol: m[0] } : null;
}

/**
 * A street's header ("*** 4th STREET ***", a common card after it in brackets): recorded, true; false for any
 * other line. `streets` maps the room's street names to numbers; a header not among them (the showdown) says nothing.
 */
export function readStreetHeader(rec: HandRecorder, l: SourceLine, streets: Readonly<Record<string, StreetNumber>>): boolean {
  if (!l.text.startsWith('*** ')) return false;
  const m = /^\*\*\* (.+?) \*\*\*(?: \[(\S+)\])?/.exec(l.text);
  if (!m) return false;
  const street = streets[m[1]!];
  if (street === undefined) return true;
  rec.add({ kind: 'street', street, line: l.line });
  if (m[2]) {
    const card = readRoomCard(m[2]);
    if (card === undefined || card === null) throw new RoomError(l.line, 'rooms.error.card', { text: m[2] });
    rec.add({ kind: 'common', card, line: l.line });
  }
  return true;
}

/** A summary line: the total pot and rake (`total` matches them), or a seat's line naming the cards it showed or mucked. */
export function readSummaryLine(rec: HandRecorder, l: SourceLine, total: RegExp): void {
  const t = total.exec(l.text);
  if (t) {
    rec.totalPot = rec.amount(t[1]!, l.line);
    rec.rake = t[2] === undefined ? null : rec.amount(t[2], l.line);
    return;
  }
  const seat = /^Seat[ +]\d+: ?(.*)$/.exec(l.text);
  const who = seat && rec.speaker(seat[1]!, ' ');
  const cards = who && /(?:mucked|showed) \[[^\]]*\]/.exec(who.rest);
  if (who && cards) rec.add({ kind: 'reveal', name: who.name, cards: readKnownCards(cards[0], l.line), line: l.line });
}

/** How a room's reader takes each part of a hand's lines after its header. */
export interface SectionReaders {
  /** A line of the opening part (the table, a seat): true when taken; the first line it does not take starts the play. */
  readonly opening: (l: SourceLine) => boolean;
  readonly play: (l: SourceLine) => void;
  readonly summary: (l: SourceLine) => void;
}

/** Reads a hand's lines after its header in their three parts: the opening (table, seats), the play up to "*** SUMMARY ***", the summary. */
export function readSections(rec: HandRecorder, lines: readonly SourceLine[], read: SectionReaders): void {
  let section: 'opening' | 'play' | 'summary' = 'opening';
  for (const l of lines) {
    if (section === 'opening') {
      if (read.opening(l)) continue;
      section = 'play';
    }
    if (section === 'summary') read.summary(l);
    else if (l.text === '*** SUMMARY ***') {
      section = 'summary';
      rec.summaryLine = l.line;
    } else read.play(l);
  }
}

/** A seat line matched by `pattern` (groups: seat number, name, stack): recorded, true; false for any other line. */
export function readSeat(rec: HandRecorder, l: SourceLine, pattern: RegExp): boolean {
  const m = pattern.exec(l.text);
  if (m) rec.seat(Number(m[1]), m[2]!, rec.amount(m[3]!, l.line), l.line);
  return m !== null;
}

/**
 * "Dealt to NAME [...] [...]": the cards of the street, recorded, true; false for any other line. On 3rd street the
 * groups together are the three cards (the player's own "[Td Jd] [As]" or "[Ac Kc 8c]", "[X X 8h]" with X for a card
 * not shown), or the door card alone for an opponent; later, the last group is the new card.
 */
export function readDealtTo(rec: HandRecorder, l: SourceLine, room: RoomId): boolean {
  if (!l.text.startsWith('Dealt to ')) return false;
  const who = rec.speaker(l.text.slice('Dealt to '.length), ' ') ?? rec.unknown(l, room);
  const groups = readCardGroups(who.rest, l.line);
  let cards = groups[groups.length - 1] ?? [];
  if (rec.street === 3) {
    cards = groups.flat();
    if (cards.length === 1) cards = [null, null, cards[0]!];
  }
  rec.add({ kind: 'deal', name: who.name, cards, line: l.line });
  return true;
}
