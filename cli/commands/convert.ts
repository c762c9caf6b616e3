import { join } from 'node:path';
import {
  formatReason,
  isLocale,
  isRoomId,
  LOCALES,
  readHandHistory,
  RoomError,
  ROOM_IDS,
  ROOM_NAMES,
  writePhh,
  type HistoryEntry,
  type Locale,
  type RoomId,
} from '../../core';
import { parseOptions } from '../args';
import { EXIT, UsageError, type CliIo, type Command, type ExitCode } from '../command';
import { oneLine } from '../printable';
import { readFailure } from '../read-file';

type Read = Extract<HistoryEntry, { ok: true }>;

/** "PokerStars hand #35874566077 (hand 1 of the file, line 1)" in `locale`. */
export function roomHandLabel(
  entry: { room: RoomId | null; id: string | null; index: number; line: number | null },
  locale: Locale,
): string {
  return formatReason(
    {
      key: 'rooms.hand',
      params: { room: entry.room ? ROOM_NAMES[entry.room] : '', id: entry.id ?? '?', index: entry.index, line: entry.line ?? 1 },
    },
    locale,
  );
}

/** A converted hand as a PHH document: what it is and what had to be assumed as TOML comments on top, then the hand. */
function phhDocument(file: string, entry: Read, locale: Locale): string {
  const comments = [`${file}: ${roomHandLabel(entry, locale)}`, ...entry.notes.map((note) => formatReason(note, locale))];
  return `${comments.map((c) => `# ${c}`).join('\n')}\n${writePhh(entry.phh)}`;
}

/** The file name of a converted hand: room and hand number, nothing a file system refuses. */
function phhFileName(entry: Read): string {
  return `${entry.room}-${(entry.id ?? String(entry.index)).replace(/[^\w.-]/g, '_')}.phh`;
}

/** Converts one file: every hand to stdout or to `out`, every hand that cannot be read as one line on stderr; its exit code. */
function convertFile(file: string, from: RoomId | 'auto', out: string | undefined, locale: Locale, io: CliIo): ExitCode {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    io.err(`${oneLine(file)}: ${formatReason(readFailure(error), locale)}`);
    return EXIT.unusable;
  }
  let history;
  try {
    history = readHandHistory(text, from);
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    io.err(`${oneLine(file)}: ${error.describe(locale)}`);
    return EXIT.unusable;
  }
  if (history.format === 'phh') {
    io.err(`${oneLine(file)}: ${formatReason({ key: 'rooms.error.alreadyPhh' }, locale)}`);
    return EXIT.unusable;
  }
  let code: ExitCode = EXIT.ok;
  for (const entry of history.entries) {
    if (!entry.ok) {
      io.err(`${oneLine(file)}: ${entry.error.describe(locale)}`);
      code = EXIT.unusable;
      continue;
    }
    const document = phhDocument(file, entry, locale);
    if (out === undefined) {
      io.out(document);
      continue;
    }
    const path = join(out, phhFileName(entry));
    io.writeFile(path, document);
    io.out(formatReason({ key: 'rooms.convert.written', params: { hand: `${file}: ${roomHandLabel(entry, locale)}`, path } }, locale));
  }
  return code;
}

export const convertCommand: Command = {
  name: 'convert',
  summary: "convert online rooms' hand histories (PokerStars, Full Tilt Poker, Bovada/Ignition, Winamax) to PHH",
  usage: `convert [--from pokerstars|fulltilt|bovada|winamax|auto] [--out DIR] [--lang ${LOCALES.join('|')}] FILE...`,
  run(args: readonly string[], io: CliIo): ExitCode {
    const { values, positionals } = parseOptions(args, {
      from: { type: 'string' },
      out: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean' },
    });
    if (values.help) {
      io.out(`usage: npm run --silent cli -- ${convertCommand.usage}`);
      io.out(`  ${convertCommand.summary}`);
      io.out(`  --from ROOM   the room that wrote the files: ${ROOM_IDS.join(', ')}, or auto (default: told from each file's first line)`);
      io.out(
        '  --out DIR     write one PHH file per hand in DIR (named after the room and the hand number); default: every hand to standard output',
      );
      io.out(`  --lang L      language of the notes and the error messages: ${LOCALES.join(', ')} (default en)`);
      io.out('  exit 0: every hand converted; 2: a file or a hand cannot be read (the other hands are still converted), or bad usage');
      return EXIT.ok;
    }
    const from = values.from ?? 'auto';
    if (from !== 'auto' && !isRoomId(from)) throw new UsageError(`unknown room "${from}" (known: ${ROOM_IDS.join(', ')}, auto)`);
    const lang = values.lang ?? 'en';
    if (!isLocale(lang)) throw new UsageError(`unknown language "${lang}" (known: ${LOCALES.join(', ')})`);
    if (positionals.length === 0) throw new UsageError('no FILE given');
    let code: ExitCode = EXIT.ok;
    for (const file of positionals) {
      const fileCode = convertFile(file, from, values.out, lang as Locale, io);
      if (fileCode > code) code = fileCode;
    }
    return code;
  },
};
