import { describe, expect, it } from 'vitest';
import { readHandHistoryFile } from '../../test/hand-histories/read';
import { convertRoomText } from './convert';
import { RoomError } from './error';
import { readHandHistory } from './history';
import { textLines } from './split';

/** The real text with the lines from `from` to `to` (1-based, inclusive) left out: a hand cut short, the file going on. */
function withoutLines(text: string, from: number, to: number): string {
  return textLines(text)
    .filter((l) => l.line < from || l.line > to)
    .map((l) => l.text)
    .join('\n');
}

function roomError(run: () => unknown): RoomError {
  try {
    run();
  } catch (error) {
    if (error instanceof RoomError) return error;
    throw error;
  }
  throw new Error('expected a RoomError');
}

const RAZZ = readHandHistoryFile('pokerstars/razz-cash-9-hands.txt');

describe('hand histories that cannot be read: one line saying where and what, the other hands still convert', () => {
  it('a hand of another game: line 1 names the game, in every language', () => {
    const [entry] = readHandHistory(readHandHistoryFile('pokerstars/holdem-cash.txt')).entries;
    expect(entry!.ok).toBe(false);
    if (entry!.ok) return;
    expect(entry!.error.message).toBe("line 1: a hand of Hold'em Limit: Bring-In reads Seven Card Stud, Razz and Stud Hi-Lo only");
    expect(entry!.error.describe('es')).toBe("línea 1: una mano de Hold'em Limit: Bring-In solo lee Seven Card Stud, Razz y Stud Hi-Lo");
    expect(entry!.error.describe('it')).toBe("riga 1: una mano di Hold'em Limit: Bring-In legge solo Seven Card Stud, Razz e Stud Hi-Lo");
    const [five] = readHandHistory(readHandHistoryFile('fulltilt/five-card-stud-tournament.txt')).entries;
    expect(!five!.ok && five!.error.message).toBe(
      'line 1: a hand of Limit 5 Card Stud: Bring-In reads Seven Card Stud, Razz and Stud Hi-Lo only',
    );
  });

  it('a truncated hand: the line where it stops, and every other hand of the file converts', () => {
    // Hand 5 (#35874682808, lines 243-309) cut after its 4th street: the file goes on with hand 6.
    const text = withoutLines(RAZZ, 276, 309);
    const results = convertRoomText(text, 'pokerstars');
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, false, true, true, true, true]);
    const cut = results[4]!;
    if (cut.ok) return;
    expect(cut.failure).toMatchObject({ index: 5, start: 243, id: '35874682808' });
    expect(cut.failure.error.line).toBe(275);
    expect(cut.failure.error.message).toBe('line 275: the hand stops here without its summary: the PokerStars file is cut short');
  });

  it('a file cut in the middle of its last hand', () => {
    const lines = textLines(RAZZ);
    const results = convertRoomText(
      lines
        .slice(0, 100)
        .map((l) => l.text)
        .join('\n'),
      'pokerstars',
    );
    expect(results.map((r) => (r.ok ? r.hand.id : r.failure.error.reason.key))).toEqual(['35874566077', 'rooms.error.truncated']);
  });

  it('an unknown format: neither PHH nor a room this reader knows', () => {
    const error = roomError(() => readHandHistory('\nHand #12: Seven Card Stud at the Bellagio\nAlice brings in'));
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      'line 2: not a hand history Bring-In reads: neither PHH nor the text of a PokerStars, Full Tilt Poker, Bovada / Ignition or Winamax hand',
    );
    expect(error.reason.key).toBe('rooms.error.unknownFormat');
    expect(error.describe('it')).toContain('non è uno storico che Bring-In sappia leggere');
  });

  it('a room named that the text is not: no hand of it, said with the room', () => {
    expect(roomError(() => convertRoomText(RAZZ, 'winamax')).message).toBe(
      'line 1: no Winamax hand in this text (a hand starts with the line that names the room and the hand number)',
    );
  });

  it('text before the first hand is named by its line; the hands after it convert', () => {
    const results = convertRoomText(`Exported by a tracker\n\n${RAZZ}`, 'pokerstars');
    expect(results[0]).toMatchObject({ ok: false, failure: { index: 0, start: 1 } });
    expect(results.slice(1).every((r) => r.ok)).toBe(true);
    expect(results.length).toBe(10);
  });

  it('a card the room misprinted: the line and the word that is no card', () => {
    const [entry] = readHandHistory(readHandHistoryFile('pokerstars/stud-tournament-bad-card.txt')).entries;
    expect(!entry!.ok && entry!.error.describe('es')).toBe(
      'línea 46: "of" no es una carta (un valor 2-9, T, J, Q, K o A y un palo c, d, h o s)',
    );
  });

  it('a line the reader does not know: quoted with its line, the hand refused, the others converted', () => {
    const text = RAZZ.replace('willy32948: calls $0.02', 'willy32948: kalls $0.02');
    const results = convertRoomText(text, 'pokerstars');
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.failure.error.message)).toEqual([
      'line 20: this line of a PokerStars hand cannot be read: "willy32948: kalls $0.02"',
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(8);
  });

  it('a mucked hand the player was not dealt: more unseen cards shown than the player had, named in words', () => {
    const text = RAZZ.replace('Seat 8: SilkZone collected ($0.39)', 'Seat 8: SilkZone mucked [Ah 2h 3h 4h 5h 6h 7h 8h]');
    const [first] = convertRoomText(text, 'pokerstars');
    expect(first!.ok).toBe(false);
    if (first!.ok) return;
    expect(first!.failure.error.line).toBe(56);
    expect(first!.failure.error.describe('it')).toBe(
      'riga 56: SilkZone mostra asso di cuori, due di cuori, cinque di cuori, sei di cuori, sette di cuori, otto di cuori, ma solo 2 carte della mano sono state date senza che si vedessero: una carta che il giocatore non ha ricevuto',
    );
  });

  it("a raise that does not raise: the room's line and both amounts", () => {
    const text = RAZZ.replace('SilkZone: raises $0.04 to $0.08', 'SilkZone: raises $0.04 to $0.04');
    const failed = convertRoomText(text, 'pokerstars').find((r) => !r.ok);
    expect(failed && !failed.ok && failed.failure.error.message).toBe(
      'line 276: SilkZone raises to 4, which does not go above the bet of 4',
    );
  });
});
