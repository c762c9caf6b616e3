/**
 * Reads an import file a piece at a time (a JSON export, a bare JSON list, JSON Lines, or CSV), so a large file is
 * never held whole: the caller takes the records read so far in batches, each entry is refused past MAX_RECORD_BYTES
 * without being buffered, and the caller can report progress and let the window breathe between pieces. A file cut
 * short (a torn last line, an export that stops mid-way) gives the records before the cut and counts the torn entry
 * as rejected, as the store does with its own torn lines. Shared by the main process and the browser fallback; no
 * Node or DOM imports.
 */
import type { GradedResult } from './contract';
import { MAX_RECORD_BYTES, OPTIONAL_FIELDS, fromCsvCell, resultProblem, type ExportOwner, type ImportHeader } from './records-format';

export interface ParsedImport extends ImportHeader {
  /** The records not taken yet. */
  records: GradedResult[];
  /** Entries that are not valid results (missing fields, wrong types, torn or too long). */
  rejected: number;
}

const NO_HEADER: ImportHeader = { version: null, owner: null };

/** A file that is not a progress file at all; the message says what is wrong and where. */
export class ImportFormatError extends Error {
  override readonly name = 'ImportFormatError';
}

export interface ImportReader {
  /** The next piece of the file's text (any size, cut anywhere). */
  push(text: string): void;
  /** The end of the file: the records not taken yet, and the count of rejected entries; throws ImportFormatError when the file is not a progress file. */
  end(): ParsedImport;
  /** The records read since the last call (so a caller can store them in batches and let them go). */
  take(): GradedResult[];
  /** Results read so far, taken or not. */
  count(): number;
}

/** Collects the entries that are results, and counts the others. */
class Records {
  records: GradedResult[] = [];
  taken = 0;
  rejected = 0;

  accept(data: unknown): void {
    const read = resultProblem(data);
    if ('record' in read) this.records.push(read.record);
    else this.rejected++;
  }

  take(): GradedResult[] {
    const batch = this.records;
    this.records = [];
    this.taken += batch.length;
    return batch;
  }

  count(): number {
    return this.taken + this.records.length;
  }

  done(header: ImportHeader = NO_HEADER): ParsedImport {
    return { records: this.take(), rejected: this.rejected, version: header.version, owner: header.owner };
  }

  acceptJson(text: string): void {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      this.rejected++;
      return;
    }
    this.accept(data);
  }
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** JSON Lines (the store's own progress.jsonl): every line on its own; a torn or too long line is one rejected entry. */
class LinesReader implements ImportReader {
  private readonly found = new Records();
  count = () => this.found.count();
  take = () => this.found.take();
  private carry = '';
  private tooLong = false;

  push(text: string): void {
    let start = 0;
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
      this.line(text.slice(start, newline));
      start = newline + 1;
    }
    this.add(text.slice(start));
  }

  end(): ParsedImport {
    this.line('');
    return this.found.done();
  }

  private add(piece: string): void {
    if (this.tooLong) return;
    if (this.carry.length + piece.length > MAX_RECORD_BYTES) {
      this.tooLong = true;
      this.carry = '';
    } else this.carry += piece;
  }

  private line(rest: string): void {
    this.add(rest);
    if (this.tooLong) this.found.rejected++;
    else if (this.carry.trim() !== '') this.found.acceptJson(this.carry);
    this.carry = '';
    this.tooLong = false;
  }
}

const OPEN_OBJECT = 123;
const OPEN_LIST = 91;
const CLOSE_OBJECT = 125;
const CLOSE_LIST = 93;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const SEMICOLON = 59;

/** The values cut out of a document: an entry of the results, or the export's "version" or "trainee". */
type Cut = 'record' | 'version' | 'trainee';

/** The export's owner as the file names it: an object with a text id (and maybe a name); anything else names no one. */
function ownerOf(value: unknown): ExportOwner | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name } = value as { id?: unknown; name?: unknown };
  return typeof id === 'string' ? { id, ...(typeof name === 'string' && { name }) } : null;
}

/**
 * A JSON document: a list of results, or an object whose "results" is that list (our export, which also says its
 * "version" and whose answers it holds, "trainee"). It follows the brackets and texts only; each entry of the list,
 * and each of those two values, is cut out and parsed on its own.
 */
class DocumentReader implements ImportReader {
  private readonly found = new Records();
  count = () => this.found.count();
  take = () => this.found.take();
  private readonly stack: number[] = [];
  private inString = false;
  private escaped = false;
  private line = 1;
  private topLine = 1;
  private top: 'none' | 'list' | 'object' = 'none';
  private done = false;
  /** The depth whose list entries are the results: 1 in a bare list, 2 in an export's "results". */
  private recordDepth = -1;
  private resultsSeen = false;
  /** The export's "results" list is open (its entries are the results; values under other keys are not). */
  private inResults = false;
  /** In the top-level object: a key comes next (after { or a comma), or a value (after a colon). */
  private expectKey = false;
  private awaitingValue = false;
  private key: string | null = null;
  private keyPieces: string[] | null = null;
  private keyStart = 0;
  private header: { version: number | null; owner: ExportOwner | null } = { ...NO_HEADER };
  /**
   * The value being cut out: what it is, the depth it ends at, its pieces so far, where it starts in this piece, and
   * whether it is a bracketed value.
   */
  private entry: { cut: Cut; depth: number; pieces: string[]; length: number; start: number; bracketed: boolean; tooLong: boolean } | null =
    null;

  push(text: string): void {
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.line++;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.keyPieces) this.endKey(text, i + 1);
        }
        continue;
      }
      if (isSpace(c)) continue;
      const depth = this.stack.length;
      if (this.done) throw this.fail(`there is more after the end of the ${this.top === 'list' ? 'list' : 'document'} (line ${this.line})`);
      if (c === QUOTE) {
        this.inString = true;
        if (depth === 1 && this.top === 'object' && this.expectKey) {
          this.keyPieces = [];
          this.keyStart = i;
        } else this.valueStarts(c, depth, i);
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_LIST) {
        if (depth === 0) this.opens(c);
        else this.valueStarts(c, depth, i);
        this.stack.push(c);
        continue;
      }
      if (c === CLOSE_OBJECT || c === CLOSE_LIST) {
        const open = this.stack[depth - 1];
        if (open !== (c === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_LIST)) {
          const close = String.fromCharCode(c);
          throw this.fail(
            open === undefined
              ? `a ${close} on line ${this.line} closes nothing that is open`
              : `the ${close} on line ${this.line} does not close the ${String.fromCharCode(open)} open before it`,
          );
        }
        if (this.entry && !this.entry.bracketed && depth === this.entry.depth) this.endEntry(text, i);
        this.stack.pop();
        if (this.entry?.bracketed && depth - 1 === this.entry.depth) this.endEntry(text, i + 1);
        if (depth === 2) this.inResults = false;
        if (depth === 1) this.closes();
        continue;
      }
      if (c === COMMA) {
        if (this.entry && !this.entry.bracketed && depth === this.entry.depth) this.endEntry(text, i);
        if (depth === 1 && this.top === 'object') {
          this.expectKey = true;
          this.key = null;
        }
        continue;
      }
      if (c === COLON && depth === 1 && this.top === 'object') {
        this.expectKey = false;
        this.awaitingValue = true;
        continue;
      }
      if (depth === 0) throw this.fail(`line ${this.line} starts with something that is not a list [ ] or an object { }`);
      this.valueStarts(c, depth, i);
    }
    if (this.entry) {
      this.keep(text.slice(this.entry.start));
      this.entry.start = 0;
    }
    if (this.keyPieces) {
      this.keyPieces.push(text.slice(this.keyStart));
      this.keyStart = 0;
    }
  }

  end(): ParsedImport {
    if (this.inString || this.stack.length > 0) {
      // Cut short inside the results: what came before stands, the torn entry is one rejected.
      if (this.recordDepth < 0)
        throw this.fail(
          `the file ends inside the ${this.top === 'list' ? 'list' : 'document'} that opens on line ${this.topLine} before any list of results`,
        );
      if (this.entry?.cut === 'record' || this.stack.length > this.recordDepth) this.found.rejected++;
    }
    return this.found.done(this.header);
  }

  private fail(what: string): ImportFormatError {
    return new ImportFormatError(`Not a Bring-In progress file: ${what}`);
  }

  private opens(c: number): void {
    this.topLine = this.line;
    this.top = c === OPEN_LIST ? 'list' : 'object';
    if (this.top === 'list') this.recordDepth = 1;
    else this.expectKey = true;
  }

  private closes(): void {
    this.done = true;
    if (this.top === 'object' && !this.resultsSeen) throw this.fail('expected a list of results or an object with "results"');
  }

  /** A value begins at depth `depth`: an entry of the results list, the value of "results" itself, or of "version" or "trainee". */
  private valueStarts(c: number, depth: number, i: number): void {
    if (depth === 1 && this.top === 'object' && this.awaitingValue) {
      this.awaitingValue = false;
      if (this.key === 'version' || this.key === 'trainee') this.startCut(this.key, depth, c, i);
      if (this.key !== 'results') return;
      if (c !== OPEN_LIST) throw this.fail(`"results" (line ${this.line}) is not a list`);
      this.recordDepth = 2;
      this.resultsSeen = true;
      this.inResults = true;
      return;
    }
    if (depth === this.recordDepth && (this.top === 'list' || this.inResults) && !this.entry) this.startCut('record', depth, c, i);
  }

  private startCut(cut: Cut, depth: number, c: number, i: number): void {
    this.entry = { cut, depth, pieces: [], length: 0, start: i, bracketed: c === OPEN_OBJECT || c === OPEN_LIST, tooLong: false };
  }

  private endKey(text: string, end: number): void {
    const raw = this.keyPieces!.join('') + text.slice(this.keyStart, end);
    this.keyPieces = null;
    try {
      this.key = raw.length > 1024 ? null : (JSON.parse(raw) as string);
    } catch {
      this.key = null;
    }
  }

  private keep(piece: string): void {
    const entry = this.entry!;
    entry.length += piece.length;
    if (entry.tooLong || entry.length > MAX_RECORD_BYTES) {
      entry.tooLong = true;
      entry.pieces = [];
    } else entry.pieces.push(piece);
  }

  private endEntry(text: string, end: number): void {
    this.keep(text.slice(this.entry!.start, end));
    const { cut, pieces, tooLong } = this.entry!;
    this.entry = null;
    if (cut === 'record') {
      if (tooLong) this.found.rejected++;
      else this.found.acceptJson(pieces.join(''));
      return;
    }
    // The file's own words of itself: a value that is not what our export writes says nothing.
    let value: unknown;
    try {
      value = tooLong ? undefined : JSON.parse(pieces.join(''));
    } catch {
      value = undefined;
    }
    if (cut === 'version') this.header.version = typeof value === 'number' ? value : null;
    else this.header.owner = ownerOf(value);
  }
}

/** CSV as we export it (RFC 4180: quoted cells may hold the separator, "" and line breaks), separated by , or ;. */
export class CsvRows {
  private row: string[] = [];
  private cell = '';
  private state: 'start' | 'plain' | 'quoted' | 'quote-seen' = 'start';
  private skipLineFeed = false;
  private separator = -1;
  /** Characters in the row's finished cells. */
  private rowLength = 0;
  private tooLong = false;

  /** `onRow` gets each row's cells, or null for a row too long to be a record. */
  constructor(private readonly onRow: (cells: string[] | null) => void) {}

  push(text: string): void {
    const n = text.length;
    let from = 0;
    const take = (end: number) => {
      if (!this.tooLong) this.cell += text.slice(from, end);
    };
    const isEnd = (c: number) => c === 10 || c === 13 || c === this.separator || (this.separator < 0 && (c === COMMA || c === SEMICOLON));
    for (let i = 0; i < n; i++) {
      let c = text.charCodeAt(i);
      if (this.skipLineFeed) {
        this.skipLineFeed = false;
        if (c === 10) {
          from = i + 1;
          continue;
        }
      }
      if (this.state === 'quoted') {
        // Straight to the next quote: it ends the quoted part, or doubles into one quote.
        const quote = text.indexOf('"', i);
        if (quote < 0) break;
        take(quote);
        this.state = 'quote-seen';
        i = quote;
        continue;
      }
      if (this.state === 'quote-seen') {
        if (c === QUOTE) {
          if (!this.tooLong) this.cell += '"';
          this.state = 'quoted';
          from = i + 1;
          continue;
        }
        // The quoted part is over; what follows up to the separator belongs to the same cell.
        this.state = 'plain';
        from = i;
      } else if (this.state === 'start' && !isEnd(c)) {
        if (c === QUOTE) {
          this.state = 'quoted';
          from = i + 1;
          continue;
        }
        this.state = 'plain';
        from = i;
      }
      if (this.state === 'plain') {
        while (!isEnd(c) && ++i < n) c = text.charCodeAt(i);
        if (i >= n) break;
        take(i);
      }
      if (c === 10 || c === 13) {
        this.endRow();
        this.skipLineFeed = c === 13;
      } else {
        this.separator = c;
        this.endCell();
      }
      this.state = 'start';
      from = i + 1;
    }
    if (this.state === 'plain' || this.state === 'quoted') take(n);
    this.checkLength();
  }

  /** The end of the text: a last row without a line end is still a row (a quote left open makes it too long to trust). */
  end(): void {
    if (this.state === 'quoted') this.tooLong = true;
    if (this.state !== 'start' || this.row.length > 0) this.endRow();
  }

  /** A row longer than any record is dropped as it goes (only that it was there is kept). */
  private checkLength(): void {
    if (this.tooLong || this.rowLength + this.cell.length <= MAX_RECORD_BYTES) return;
    this.tooLong = true;
    this.row = [];
    this.cell = '';
  }

  private endCell(): void {
    this.checkLength();
    if (!this.tooLong) {
      this.row.push(this.cell);
      this.rowLength += this.cell.length;
    }
    this.cell = '';
  }

  private endRow(): void {
    this.endCell();
    const row = this.row;
    const tooLong = this.tooLong;
    this.row = [];
    this.rowLength = 0;
    this.tooLong = false;
    if (tooLong) this.onRow(null);
    else if (!(row.length === 1 && row[0] === '')) this.onRow(row);
  }
}

/** A CSV export: its header row names the fields; each later row is one record (numbers and true/false read back). */
class CsvReader implements ImportReader {
  private readonly found = new Records();
  count = () => this.found.count();
  take = () => this.found.take();
  private header: string[] | null = null;
  private readonly rows = new CsvRows((cells) => this.row(cells));

  push(text: string): void {
    this.rows.push(text);
  }

  end(): ParsedImport {
    this.rows.end();
    return this.found.done();
  }

  private row(cells: string[] | null): void {
    if (cells === null) {
      this.found.rejected++;
      return;
    }
    if (!this.header) {
      this.header = cells;
      return;
    }
    const record: Record<string, unknown> = {};
    this.header.forEach((field, index) => {
      const cell = fromCsvCell(cells[index] ?? '');
      // The fields an answer may leave out are empty cells; street is a number, rules and lessons lists in one cell.
      if (OPTIONAL_FIELDS.has(field) && cell === '') return;
      if (field === 'street') record[field] = Number(cell);
      else if (field === 'rules' || field === 'lessons') record[field] = cell.split(' ');
      else if (field === 'correct' || field === 'hinted') record[field] = cell === 'true' ? true : cell === 'false' ? false : cell;
      else if (field === 'timeMs') record[field] = cell.trim() === '' ? cell : Number(cell);
      else record[field] = cell;
    });
    this.found.accept(record);
  }
}

/**
 * The reader for a file: decided by its name (.jsonl, .json) and its first characters. A file starting with { whose
 * first line is a whole object without "results" is JSON Lines; any other { or [ is one JSON document; the rest, CSV.
 */
export function createImportReader(fileName = ''): ImportReader {
  let reader: ImportReader | null = null;
  let head = '';
  const decide = (final: boolean): ImportReader | null => {
    const body = head.replace(/^\uFEFF/, '');
    const first = body.trimStart();
    if (first === '' && !final) return null;
    if (/\.jsonl$/i.test(fileName)) return new LinesReader();
    if (first.startsWith('{')) {
      const newline = first.indexOf('\n');
      if (newline < 0 && !final && first.length <= MAX_RECORD_BYTES) return null;
      try {
        const value: unknown = JSON.parse(newline < 0 ? first : first.slice(0, newline));
        if (value && typeof value === 'object' && !('results' in value)) return new LinesReader();
      } catch {
        // Not one object on its first line: a document over several lines.
      }
      return new DocumentReader();
    }
    if (first.startsWith('[') || /\.json$/i.test(fileName)) return new DocumentReader();
    return new CsvReader();
  };
  const start = (final: boolean) => {
    reader = decide(final);
    if (reader) {
      reader.push(head.replace(/^\uFEFF/, ''));
      head = '';
    }
  };
  return {
    push(text) {
      if (reader) return reader.push(text);
      head += text;
      start(false);
    },
    end() {
      if (!reader) start(true);
      return reader!.end();
    },
    count: () => reader?.count() ?? 0,
    take: () => reader?.take() ?? [],
  };
}

/** Reads a whole file's text at once (small files and tests); the same rules as the reader. */
export function parseImport(text: string, fileName = ''): ParsedImport {
  const reader = createImportReader(fileName);
  reader.push(text);
  return reader.end();
}

/** Every row of a CSV text, as cells (tests and small files). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const reader = new CsvRows((cells) => rows.push(cells ?? []));
  reader.push(text);
  reader.end();
  return rows;
}
