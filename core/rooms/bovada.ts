import type { StreetNumber } from '../variants';
import { readCardGroups, readKnownCards } from './cards-text';
import { RoomError } from './error';
import { currencyOf, dateOf, HandRecorder, readSections, readStreetHeader, variantOf } from './recorder';
import type { HandLines, SourceLine } from './split';
import { ROOM_NAMES, type RecordedHand } from './types';

const HEADER = /^(?:Bovada|Bodog(?:\.com|\.eu| UK| Canada|88)?|Ignition) Hand #(\d+):?\s+(.*)$/;
const GAMES = { razz: /\bRAZZ\b/i, hiLo: /\b7CARD(?: HiLo|_HL| HL)\b/, stud: /\b7CARD\b/ };
const SEAT = /^(Seat\+\d+)(?: {1,2}\[ME\])?: ([$€£]?[\d,.]+) in chips/;
const PLAYER = /^(Seat\+\d+)(?: {1,2}\[ME\])? : (.*)$/;
const STREETS: Readonly<Record<string, StreetNumber>> = {
  'HOLE CARDS': 3,
  '3RD STREET': 3,
  '4TH STREET': 4,
  '5TH STREET': 5,
  '6TH STREET': 6,
  RIVER: 7,
};
const TOTAL = /^Total Pot\((\S+?)\)(?: \| Rake \((\S+?)\))?/;
/** Bovada's lines about players coming and going, and tournament results: nothing to do with the hand. */
const NOISE =
  /^(?:Table (?:enter|leave) user|Seat (?:sit out|sit down|stand|re-join)|Sit out|Re-join|Stand|Table deposit .*|Leave\(Auto\)|Enter\(Auto\)|Ranking \d+|Prize Cash.*|BOUNTY PRIZE.*|Sitout.*)$/;

/**
 * Reads one Bovada (Bodog, Ignition) stud or stud hi-lo hand. The tables are anonymous: players are their seats
 * ("Seat+3"), and every card dealt is in the history. Older hands have no street headers after 3rd street: a card
 * dealt to a player who has them all so far starts the next street.
 */
export function readBovadaHand(hand: HandLines): RecordedHand {
  const rec = new HandRecorder(hand);
  const [head, ...lines] = hand.lines;
  const m = HEADER.exec(head!.text);
  if (!m) throw new RoomError(head!.line, 'rooms.error.header', { room: ROOM_NAMES.bovada });
  const [, id, rest] = m as unknown as [string, string, string];
  const variant = variantOf(rest, GAMES);
  if (variant === null) throw new RoomError(head!.line, 'rooms.error.otherGame', { game: rest.replace(/^TBL#\S+ /, '').split(' - ')[0]! });
  const tournament = /Tournament #(\d+)/.exec(rest)?.[1] ?? null;
  const table = /TBL#(\d+)/.exec(rest)?.[1] ?? null;
  const level = /Level (\d+)/.exec(rest)?.[1] ?? '';
  const counts = new Map<string, number>();
  let money = '';
  readSections(rec, lines, {
    opening: (l) => {
      const sm = SEAT.exec(l.text);
      if (sm) {
        rec.seat(Number(sm[1]!.slice(5)), sm[1]!, rec.amount(sm[2]!, l.line), l.line);
        money ||= sm[2]!;
      }
      return sm !== null;
    },
    play: (l) => {
      if (readStreetHeader(rec, l, STREETS) || l.text.startsWith('Dealer : ')) return;
      const who = PLAYER.exec(l.text) ?? rec.unknown(l, 'bovada');
      playerLine(rec, who[1]!, who[2]!, l, counts);
    },
    summary: (l) => {
      const total = TOTAL.exec(l.text);
      if (!total) return;
      rec.totalPot = rec.amount(total[1]!, l.line);
      rec.rake = total[2] === undefined ? null : rec.amount(total[2], l.line);
    },
  });
  return rec.finish({
    room: 'bovada',
    id,
    variant,
    table,
    seatCount: null,
    tournament,
    currency: tournament !== null ? null : currencyOf(money),
    date: dateOf(rest),
    stakes: { ante: null, bringIn: null, small: null, big: null },
    structureKey: `${table ?? ''}|${tournament ?? ''}|${level}`,
    uncalledWritten: true,
  });
}

function playerLine(rec: HandRecorder, name: string, text: string, l: SourceLine, counts: Map<string, number>): void {
  const line = l.line;
  const rest = text.includes('(timeout)') ? text.replace(/ ?\(timeout\) ?/, ' ').trim() : text;
  let m: RegExpExecArray | null;
  if (rest === 'Folds' || rest === 'Fold') rec.add({ kind: 'fold', name, line });
  else if (rest === 'Checks') rec.add({ kind: 'check', name, line });
  else if (rest.startsWith('Ante chip ')) rec.add({ kind: 'ante', name, amount: rec.amount(rest.slice('Ante chip '.length), line), line });
  else if (rest.startsWith('Card dealt to a spot ')) {
    const cards = readCardGroups(rest, line)[0] ?? [];
    const count = (counts.get(name) ?? 0) + cards.length;
    counts.set(name, count);
    // An older hand names no street after 3rd: the first card of a new street says it started.
    if (count > 3 && count > rec.street) rec.add({ kind: 'street', street: count as StreetNumber, line });
    rec.add({ kind: 'deal', name, cards, line });
  } else if ((m = /^(?:Bring_in chip|Big blind\/Bring in|Bring in) (\S+)$/.exec(rest)))
    rec.add({ kind: 'bring-in', name, amount: rec.amount(m[1]!, line), line });
  else if ((m = /^(?:Bets|bets|Double bets|D bets) (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, by: rec.amount(m[1]!, line), line });
  else if ((m = /^(?:Raises|raises) (\S+)(?: to (\S+))?$/.exec(rest)))
    rec.add({ kind: 'raise', name, to: rec.amount(m[2] ?? m[1]!, line), line });
  else if ((m = /^All-in\(raise\) (\S+)(?: to (\S+))?$/.exec(rest)))
    rec.add({ kind: 'raise', name, to: rec.amount(m[2] ?? m[1]!, line), allIn: true, line });
  // "All-in" alone: a bet, raise or call of everything left (the builder tells which from the bet it meets).
  else if ((m = /^All-in (\S+)$/.exec(rest))) rec.add({ kind: 'raise', name, by: rec.amount(m[1]!, line), allIn: true, line });
  else if (/^Calls? \S+$/.test(rest)) rec.add({ kind: 'call', name, line });
  else if ((m = /^Return uncalled portion of bet (\S+)$/.exec(rest)))
    rec.add({ kind: 'uncalled', name, amount: rec.amount(m[1]!, line), line });
  else if (rest.startsWith('Showdown [')) rec.add({ kind: 'show', name, cards: [], line });
  else if (rest.startsWith('Mucks [')) {
    rec.add({ kind: 'reveal', name, cards: readKnownCards(rest, line), line });
    rec.add({ kind: 'muck', name, line });
  } else if (rest.startsWith('Does not show [')) rec.add({ kind: 'reveal', name, cards: readKnownCards(rest, line), line });
  else if ((m = /^Hand (?:R|r)esult(?:-Side (?:P|p)ot)? (\S+)$/.exec(rest)))
    rec.add({ kind: 'collected', name, amount: rec.amount(m[1]!, line), line });
  else if (!NOISE.test(rest)) rec.unknown(l, 'bovada');
}
