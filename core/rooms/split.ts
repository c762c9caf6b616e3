import type { RoomId } from './types';

/** One line of a hand history and its number in the file (1-based). */
export interface SourceLine {
  readonly text: string;
  readonly line: number;
}

/** The first line of a hand, per room (Bovada also writes Bodog and Ignition; PokerStars, "Game" in older files). */
export const HAND_HEADERS: Readonly<Record<RoomId, RegExp>> = {
  pokerstars: /^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #/,
  fulltilt: /^Full Tilt Poker Game #/,
  bovada: /^(?:Bovada|Bodog(?:\.com|\.eu| UK| Canada|88)?|Ignition) Hand #/,
  winamax: /^Winamax Poker - /,
};

/** The lines of a text, without a byte-order mark, spaces around them or line-ending differences. */
export function textLines(text: string): SourceLine[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const raw = body.includes('\r') ? body.split(/\r\n|\r|\n/) : body.split('\n');
  const lines: SourceLine[] = [];
  // trim(): rooms indent some lines and end others with spaces; neither means anything.
  for (let i = 0; i < raw.length; i++) lines.push({ text: raw[i]!.trim(), line: i + 1 });
  return lines;
}

/** Which format a text is in: a room's (by its first line), PHH (a TOML `variant = ...`), or null when neither. */
export function detectFormat(text: string): RoomId | 'phh' | null {
  const first = textLines(text.slice(0, 4000)).find((l) => l.text.trim() !== '');
  if (!first) return null;
  const head = first.text.trimStart();
  for (const [room, header] of Object.entries(HAND_HEADERS) as [RoomId, RegExp][]) if (header.test(head)) return room;
  return /^[ \t]*variant[ \t]*=/m.test(text) ? 'phh' : null;
}

/** A hand's lines (its first line is the room's header). */
export interface HandLines {
  readonly start: number;
  readonly lines: readonly SourceLine[];
}

/**
 * The hands of a room's file, each from its header line to the line before the next header, blank lines left out.
 * `before`: the first line of text that comes before the first hand (not a hand of this room), or null.
 */
export function splitHands(lines: readonly SourceLine[], room: RoomId): { hands: HandLines[]; before: SourceLine | null } {
  const header = HAND_HEADERS[room];
  const hands: { start: number; lines: SourceLine[] }[] = [];
  let before: SourceLine | null = null;
  for (const l of lines) {
    if (l.text === '') continue;
    if (header.test(l.text)) hands.push({ start: l.line, lines: [l] });
    else if (hands.length > 0) hands[hands.length - 1]!.lines.push(l);
    else before ??= l;
  }
  return { hands, before };
}
