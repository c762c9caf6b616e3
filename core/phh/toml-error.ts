/**
 * Names a TOML syntax error of a PHH file in the reader's words: a message key of our own
 * (core/i18n/messages-phh.ts, `phh.error.toml.*`) with the line and column where the problem is.
 *
 * smol-toml's error gives where it stopped (line, column); its English message is never read. Our own reading of
 * the text follows TOML's structure (keys, values, texts, lists, tables) and finds the first thing it can name,
 * where it starts: a text, list or table that never closes is named at its opening, not at the line where the
 * parser gave up. That reading is taken when it stops at or before the parser's position; otherwise the text at
 * the parser's position is named. The reading keeps its own stack (no recursion), so no nesting can overflow it,
 * and it stops at the parser's depth limit.
 */
import type { ReasonParam } from '../decision';
import type { PhhLocation } from './error';
import { lineAt } from './locate';

export interface TomlProblem {
  readonly where: PhhLocation;
  readonly key: string;
  readonly params: Record<string, ReasonParam>;
}

/** Lists and tables nested deeper than this are refused (smol-toml's own default limit). */
export const MAX_TOML_DEPTH = 1000;

interface Found {
  readonly offset: number;
  readonly key: string;
  readonly params: Record<string, ReasonParam>;
  readonly field?: string;
}

/** Thrown inside the reading to stop at the first problem. */
class Stop {
  constructor(readonly found: Found) {}
}

interface Frame {
  readonly kind: 'list' | 'table';
  readonly open: number;
  /** The top-level field whose own value this is (a list nested in it is not "the list <field>"). */
  readonly field: string | null;
}

const BARE_KEY = /[A-Za-z0-9_-]/;
const CURLY_QUOTES = /^[\u2018\u2019\u201c\u201d\u00ab\u00bb]/;
const QUOTES = new Set(["'", '"']);
/** A line that starts a new top-level field: `name =`, `"name" =`, `a.b =`, or a `[table]` header of bare names. */
const KEY_PART = String.raw`(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')`;
const NEW_FIELD = new RegExp(
  String.raw`^[ \t]*(?:${KEY_PART}(?:[ \t]*\.[ \t]*${KEY_PART})*[ \t]*=|\[\[?[ \t]*[A-Za-z_][A-Za-z0-9_.\- \t]*\]\]?[ \t]*(?:#.*)?$)`,
);
const NUMBER =
  /^[+-]?(?:0|[1-9](?:_?\d)*)(?:\.\d(?:_?\d)*)?(?:[eE][+-]?\d(?:_?\d)*)?$|^0x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*$|^0o[0-7](?:_?[0-7])*$|^0b[01](?:_?[01])*$|^[+-]?(?:inf|nan)$/;
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}|^\d{2}:\d{2}/;
const DATE_TIME = /^(?:(\d{4})-(\d{2})-(\d{2}))?(?:^|[Tt ])?(?:(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:[Zz]|[+-]\d{2}:\d{2})?$/;

/** Whether a word that looks like a date or time is one TOML reads (real month, day, hour...). */
function validDateTime(word: string): boolean {
  const m = DATE_TIME.exec(word);
  if (!m || word === '') return false;
  const [, y, mo, d, h, mi, s] = m;
  if (y !== undefined) {
    const month = Number(mo);
    const day = Number(d);
    const days = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
    if (month < 1 || month > 12 || day < 1 || day > days) return false;
  }
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 60))) return false;
  return y !== undefined || h !== undefined;
}

/** The first problem our reading of a TOML text can name. */
class Reader {
  private p = 0;
  private readonly t: string;
  /** Keys defined so far (table prefix included) and their line; `[table]` headers and theirs. */
  readonly defined = new Map<string, number>();
  readonly tables = new Map<string, number>();
  private prefix: string[] = [];

  constructor(text: string) {
    this.t = text;
  }

  run(): Found | null {
    try {
      this.document();
      return null;
    } catch (signal) {
      if (signal instanceof Stop) return signal.found;
      throw signal;
    }
  }

  private stop(offset: number, key: string, params: Record<string, ReasonParam> = {}, field?: string): never {
    throw new Stop(field === undefined ? { offset, key, params } : { offset, key, params, field });
  }

  /** The line end at `at`: \n, or \r\n (a \r on its own is a control character). */
  private lineEndAt(at = this.p): number {
    const c = this.t[at];
    if (c === '\n') return 1;
    if (c === '\r' && this.t[at + 1] === '\n') return 2;
    return 0;
  }

  private skipSpaces(): void {
    while (this.t[this.p] === ' ' || this.t[this.p] === '\t') this.p++;
  }

  /** A character TOML refuses: a control character (tab and line ends aside; a lone \r is its callers' to judge). */
  private control(at: number): void {
    const code = this.t.charCodeAt(at);
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f) {
      this.stop(at, 'phh.error.toml.control', { code: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` });
    }
  }

  private comment(): void {
    while (this.p < this.t.length && this.lineEndAt() === 0) {
      if (this.t[this.p] === '\r') this.stop(this.p, 'phh.error.toml.control', { code: 'U+000D' });
      this.control(this.p);
      this.p++;
    }
  }

  private document(): void {
    const t = this.t;
    if (t.charCodeAt(0) === 0xfeff) this.p++;
    while (this.p < t.length) {
      this.skipSpaces();
      if (this.p >= t.length) return;
      const end = this.lineEndAt();
      if (end > 0) {
        this.p += end;
        continue;
      }
      const c = t[this.p]!;
      if (c === '#') this.comment();
      else if (c === '[') this.header();
      else {
        this.afterTopValue(this.keyValue(null));
      }
    }
  }

  /** After a field's value: only spaces and a comment until the line ends. */
  private afterTopValue(valueStart: number): void {
    this.skipSpaces();
    const c = this.t[this.p];
    if (c === undefined || this.lineEndAt() > 0) return;
    if (c === '#') return this.comment();
    if (c === ',') this.stop(valueStart, 'phh.error.toml.commaOutsideList', { found: restOfLine(this.t, valueStart) });
    if (QUOTES.has(this.t[this.p - 1]!)) this.quoteInText();
    this.stop(this.p, 'phh.error.toml.endOfLine', { found: restOfLine(this.t, this.p) });
  }

  private quoteInText(): never {
    const before = this.t[this.p - 1]!;
    this.stop(this.p, 'phh.error.toml.quoteInText', {
      quote: before,
      other: before === "'" ? '"' : "'",
      found: restOfLine(this.t, this.p),
    });
  }

  /** A `[table]` or `[[array of tables]]` header. */
  private header(): void {
    const t = this.t;
    const open = this.p;
    const double = t.startsWith('[[', open);
    const line = lineText(t, open);
    const closed = double ? /\]\]\s*(#.*)?$/.test(line) : /\]\s*(#.*)?$/.test(line);
    const bad = (): never => this.stop(open, closed ? 'phh.error.toml.tableName' : 'phh.error.toml.tableHeader', { text: shorten(line) });
    this.p += double ? 2 : 1;
    const parts = this.keyPath(bad);
    if (!t.startsWith(double ? ']]' : ']', this.p)) bad();
    this.p += double ? 2 : 1;
    const name = parts.join('.');
    if (!double) {
      const first = this.tables.get(name) ?? this.defined.get(name);
      if (first !== undefined) this.stop(open, 'phh.error.toml.duplicateTable', { field: name, first });
      this.tables.set(name, lineAt(t, open));
    }
    this.prefix = parts;
    this.skipSpaces();
    if (t[this.p] === '#') return this.comment();
    if (this.p < t.length && this.lineEndAt() === 0) this.stop(this.p, 'phh.error.toml.endOfLine', { found: restOfLine(t, this.p) });
  }

  /**
   * A key, bare, quoted or dotted, up to what follows it. A key that cannot be read calls `bad` (a quoted part left
   * open is an unclosed text).
   */
  private keyPath(bad: () => never): string[] {
    const t = this.t;
    const parts: string[] = [];
    for (;;) {
      this.skipSpaces();
      const c = t[this.p];
      if (c === '"' || c === "'") {
        const end = this.singleLineString(this.p);
        parts.push(c === '"' ? (JSON.parse(t.slice(this.p, end)) as string) : t.slice(this.p + 1, end - 1));
        this.p = end;
      } else if (c !== undefined && BARE_KEY.test(c)) {
        const start = this.p;
        while (this.p < t.length && BARE_KEY.test(t[this.p]!)) this.p++;
        parts.push(t.slice(start, this.p));
      } else bad();
      this.skipSpaces();
      if (t[this.p] !== '.') return parts;
      this.p++;
    }
  }

  /** `key = value` at the top level (or in a table when `frame` is given); returns where the value starts. */
  private keyValue(frame: Frame | null): number {
    const t = this.t;
    const start = this.p;
    const line = lineText(t, start);
    const eq = line.indexOf('=');
    const keyProblem = (): never => {
      // Where the key stops: a character no name has, or a line that is not `name = value` at all.
      const at = this.p;
      if (
        at >= t.length ||
        this.lineEndAt(at) > 0 ||
        eq < 0 ||
        t[at] === ' ' ||
        t[at] === '\t' ||
        (at > start && (t[at - 1] === ' ' || t[at - 1] === '\t'))
      ) {
        this.stop(at, 'phh.error.toml.notKeyValue', { text: shorten(line) });
      }
      this.stop(at, 'phh.error.toml.keyName', { name: shorten(line.slice(0, eq).trim()) });
    };
    const parts = this.keyPath(keyProblem);
    if (t[this.p] !== '=') keyProblem();
    this.p++;
    const name = parts.join('.');
    if (frame === null) {
      const path = [...this.prefix, ...parts].join('.');
      const first = this.defined.get(path) ?? this.tables.get(path);
      if (first !== undefined) this.stop(start, 'phh.error.toml.duplicate', { field: name, first });
      this.defined.set(path, lineAt(t, start));
    }
    this.skipSpaces();
    const valueStart = this.p;
    this.value(frame === null && this.prefix.length === 0 ? name : null);
    return valueStart;
  }

  /** One value, lists and tables in it followed with a stack of their own. */
  private value(field: string | null): void {
    const t = this.t;
    const stack: Frame[] = [];
    let want: 'value' | 'after' = 'value';
    for (;;) {
      const frame = stack[stack.length - 1];
      if (want === 'value') {
        if (frame?.kind === 'list') {
          this.skipVoid(frame, true);
          if (t[this.p] === ']') {
            stack.pop();
            this.p++;
            want = 'after';
            if (stack.length === 0) return;
            continue;
          }
          if (t[this.p] === ',') this.stop(this.p, 'phh.error.toml.emptyEntry');
        }
        const c = t[this.p];
        if (c === undefined || this.lineEndAt() > 0 || c === '#') this.stop(this.p, 'phh.error.toml.missingValue');
        if (c === '"' || c === "'") {
          this.p = this.string(this.p);
        } else if (c === '[' || c === '{') {
          if (stack.length + 1 > MAX_TOML_DEPTH) this.stop(this.p, 'phh.error.toml.tooDeep', { max: MAX_TOML_DEPTH });
          const next: Frame = { kind: c === '[' ? 'list' : 'table', open: this.p, field: stack.length === 0 ? field : null };
          stack.push(next);
          this.p++;
          if (next.kind === 'table' && this.tableEntry(next)) {
            stack.pop();
            want = 'after';
            if (stack.length === 0) return;
          }
          continue;
        } else if (CURLY_QUOTES.test(t.slice(this.p, this.p + 1))) {
          this.stop(this.p, 'phh.error.toml.curlyQuotes');
        } else this.word();
        if (stack.length === 0) return;
        want = 'after';
        continue;
      }
      // After a value inside a list or table: a comma, the closing bracket, or a problem.
      const inside = frame!;
      this.skipVoid(inside, true);
      const c = t[this.p];
      if (c === ',') {
        this.p++;
        want = 'value';
        if (inside.kind === 'table' && this.tableEntry(inside)) {
          stack.pop();
          want = 'after';
          if (stack.length === 0) return;
        }
        continue;
      }
      if (c === (inside.kind === 'list' ? ']' : '}')) {
        stack.pop();
        this.p++;
        if (stack.length === 0) return;
        continue;
      }
      if (QUOTES.has(t[this.p - 1]!) && restOfLine(t, this.p) !== '') this.quoteInText();
      this.stop(this.p, 'phh.error.toml.missingComma', { close: inside.kind === 'list' ? ']' : '}', found: restOfLine(t, this.p) });
    }
  }

  /** After { or a comma in a table: `key =` (the value comes next), or the closing } (returns true). */
  private tableEntry(frame: Frame): boolean {
    this.skipVoid(frame, false);
    if (this.t[this.p] === '}') {
      this.p++;
      return true;
    }
    this.keyInTable();
    return false;
  }

  /** `key =` inside a table (its value is read next). */
  private keyInTable(): void {
    const t = this.t;
    const line = lineText(t, this.p);
    const bad = (): never =>
      this.stop(this.p, 'phh.error.toml.keyName', { name: shorten(line.slice(0, Math.max(0, line.indexOf('='))).trim() || line) });
    this.keyPath(bad);
    if (t[this.p] !== '=') bad();
    this.p++;
    this.skipSpaces();
  }

  /**
   * Spaces, line ends and comments inside a list or table. A line that starts a new field (`name = ...`) where an
   * entry or the closing bracket should be means the list or table was never closed; so does the end of the file.
   */
  private skipVoid(frame: Frame, newFieldEnds: boolean): void {
    const t = this.t;
    while (this.p < t.length) {
      const c = t[this.p]!;
      if (c === ' ' || c === '\t') this.p++;
      else if (c === '#') this.comment();
      else if (this.lineEndAt() > 0) {
        this.p += this.lineEndAt();
        if (newFieldEnds && NEW_FIELD.test(t.slice(this.p, lineEnd(t, this.p)))) this.unclosed(frame);
      } else return;
    }
    this.unclosed(frame);
  }

  private unclosed(frame: Frame): never {
    if (frame.kind === 'table') this.stop(frame.open, 'phh.error.toml.unclosedTable');
    if (frame.field === null) this.stop(frame.open, 'phh.error.toml.unclosedListNoField');
    this.stop(frame.open, 'phh.error.toml.unclosedList', { field: frame.field }, frame.field);
  }

  /** A text in quotes from `open`; returns the offset after it. */
  private string(open: number): number {
    const t = this.t;
    const q = t[open]!;
    if (!t.startsWith(q.repeat(3), open)) return this.singleLineString(open);
    let i = open + 3;
    while (i < t.length) {
      if (t.startsWith(q.repeat(3), i)) {
        let end = i + 3;
        // A multi-line text may end with up to two quotes of its own before the closing three.
        while (t[end] === q && end - i < 5) end++;
        return end;
      }
      if (q === '"' && t[i] === '\\') {
        i = this.escape(i, true);
        continue;
      }
      this.control(i);
      i += this.lineEndAt(i) || 1;
    }
    this.stop(open, 'phh.error.toml.unclosedMultiline', { quote: q.repeat(3) });
  }

  /** A one-line text (a value or a quoted key) from `open`; returns the offset after its closing quote. */
  private singleLineString(open: number): number {
    const t = this.t;
    const q = t[open]!;
    let i = open + 1;
    while (i < t.length && this.lineEndAt(i) === 0) {
      const c = t[i]!;
      if (c === q) return i + 1;
      if (q === '"' && c === '\\') {
        i = this.escape(i, false);
        continue;
      }
      if (c !== '\r') this.control(i);
      else if (this.lineEndAt(i) === 0 && t[i + 1] !== undefined) this.stop(i, 'phh.error.toml.control', { code: 'U+000D' });
      i++;
    }
    this.stop(open, 'phh.error.toml.unclosedString', { quote: q });
  }

  /** An escape in a double-quoted text at `at` (the backslash); returns the offset after it. */
  private escape(at: number, multiline: boolean): number {
    const t = this.t;
    const next = t[at + 1];
    if (next !== undefined && 'btnfre"\\'.includes(next)) return at + 2;
    if (next === 'x' && /^[0-9A-Fa-f]{2}$/.test(t.slice(at + 2, at + 4))) return at + 4;
    if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(t.slice(at + 2, at + 6))) return at + 6;
    if (next === 'U' && /^[0-9A-Fa-f]{8}$/.test(t.slice(at + 2, at + 10))) return at + 10;
    if (multiline) {
      // A backslash that ends the line: spaces up to the line end, and the line end itself.
      let i = at + 1;
      while (t[i] === ' ' || t[i] === '\t') i++;
      if (this.lineEndAt(i) > 0) return i;
    }
    if (next === undefined || this.lineEndAt(at + 1) > 0) this.stop(quoteOpening(t, at), 'phh.error.toml.unclosedString', { quote: '"' });
    this.stop(at, 'phh.error.toml.escape', { found: t.slice(at, at + 2) });
  }

  /** A bare value: a number, true or false, a date or time; anything else is named for what it looks like. */
  private word(): void {
    const t = this.t;
    const start = this.p;
    while (this.p < t.length && !/[\s,\]}#]/.test(t[this.p]!)) this.p++;
    // A date and a time may be separated by one space.
    if (/^\d{4}-\d{2}-\d{2}$/.test(t.slice(start, this.p)) && t[this.p] === ' ' && /^\d{2}:\d{2}/.test(t.slice(this.p + 1, this.p + 6))) {
      this.p++;
      while (this.p < t.length && !/[\s,\]}#]/.test(t[this.p]!)) this.p++;
    }
    const word = t.slice(start, this.p);
    for (let i = start; i < this.p; i++) this.control(i);
    if (word === 'true' || word === 'false') return;
    if (NUMBER.test(word)) {
      if (/^[+-]?\d[\d_]*$/.test(word) && !Number.isSafeInteger(Number(word.replaceAll('_', ''))))
        this.stop(start, 'phh.error.toml.numberTooLarge', { found: word });
      return;
    }
    if (DATE_LIKE.test(word)) {
      if (validDateTime(word)) return;
      this.stop(start, 'phh.error.toml.date', { found: word });
    }
    if (/^[+-]?\d/.test(word)) this.stop(start, 'phh.error.toml.number', { found: word });
    this.stop(start, 'phh.error.toml.badValue', { found: word });
  }
}

/** Where the double-quoted text around `at` opens (the last " before it on its line). */
function quoteOpening(text: string, at: number): number {
  const quote = text.lastIndexOf('"', at);
  return quote >= lineStart(text, at) ? quote : at;
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

/** The offset where the line of `offset` starts. */
function lineStart(text: string, offset: number): number {
  return offset <= 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
}

/** 1-based line and column of an offset (the column counts characters, as smol-toml does). */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  return { line: lineAt(text, offset), column: offset - lineStart(text, offset) + 1 };
}

/** The offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  return Math.min(text.length, start + column - 1);
}

function shorten(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** What the file has from `offset` to the end of its line, shortened for a message. */
function restOfLine(text: string, offset: number): string {
  return shorten(text.slice(offset, lineEnd(text, offset)).replace(/\r$/, '').trimEnd(), 24);
}

/** The line of `offset`, trimmed. */
function lineText(text: string, offset: number): string {
  const start = lineStart(text, offset);
  return text.slice(start, lineEnd(text, start)).trim();
}

/** The value-like word around `offset`, and where it starts. */
function wordAt(text: string, offset: number): { start: number; text: string } {
  let start = offset;
  while (start > 0 && !/[\s=[{,]/.test(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && !/[\s\]}#,]/.test(text[end]!)) end++;
  return { start, text: text.slice(start, end) };
}

/** The name a `[table]` or `name = value` line defines, or null. */
function definedName(line: string): string | null {
  const header = /^\[\[?\s*([^\]]+?)\s*\]/.exec(line);
  if (header) return header[1]!.replace(/^(["'])(.*)\1$/, '$2');
  const pair = /^(.+?)\s*=/.exec(line);
  return pair ? pair[1]!.trim().replace(/^(["'])(.*)\1$/, '$2') : null;
}

/** What stands at the parser's position, when our reading named nothing there. */
function atParserPosition(text: string, offset: number, reader: Reader): Found {
  const line = lineText(text, offset);
  const name = definedName(line);
  if (name !== null) {
    const here = lineAt(text, offset);
    const earlier = [...reader.defined, ...reader.tables].filter(([, line]) => line < here);
    const first = earlier.find(([key]) => key === name)?.[1];
    if (first !== undefined) return { offset: lineStart(text, offset), key: 'phh.error.toml.duplicate', params: { field: name, first } };
    // A name that an earlier dotted key or table already made (or that makes one of theirs again).
    if (earlier.some(([key]) => key.startsWith(`${name}.`) || name.startsWith(`${key}.`))) {
      return { offset: lineStart(text, offset), key: 'phh.error.toml.duplicateNoLine', params: { field: name } };
    }
  }
  const word = wordAt(text, offset);
  if (DATE_LIKE.test(word.text)) return { offset: word.start, key: 'phh.error.toml.date', params: { found: word.text } };
  if (/^[+-]?\d/.test(word.text)) return { offset: word.start, key: 'phh.error.toml.number', params: { found: word.text } };
  const rest = restOfLine(text, offset);
  return rest === '' ? { offset, key: 'phh.error.toml', params: {} } : { offset, key: 'phh.error.toml.here', params: { found: rest } };
}

/**
 * Our error for a TOML syntax error, from where smol-toml stopped (`line`, `column`): what is wrong in our words,
 * and where it is.
 */
export function tomlProblem(text: string, at: { readonly line: number; readonly column: number }): TomlProblem {
  const reader = new Reader(text);
  const ours = reader.run();
  const parserAt = offsetOf(text, at.line, at.column);
  const found = ours && ours.offset <= parserAt ? ours : atParserPosition(text, parserAt, reader);
  const where: PhhLocation =
    found.field === undefined ? lineColumn(text, found.offset) : { ...lineColumn(text, found.offset), field: found.field };
  return { where, key: found.key, params: found.params };
}
