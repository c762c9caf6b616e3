/**
 * Turns a TOML syntax error of smol-toml into a PHH error in the reader's words: a message key of our own
 * (core/i18n/messages-phh.ts, `phh.error.toml.*`), with the line and column where the problem is.
 *
 * smol-toml reports where it gave up, which for an unclosed text or list is the next line or the end of the
 * file, in English ("control characters are not allowed in strings", "expected comma or end of structure").
 * So first a light scan of the text looks for a text in quotes, a [ list or a { table that opens and never
 * closes; when the parser's failure falls inside that span, the error points at the opening instead. Otherwise
 * the parser's message is classified into a few keys. Its own text is kept in every error's params (`parser`)
 * and is what the reader sees only when the message is one not classified here (`phh.error.toml`).
 */
import type { ReasonParam } from '../decision';
import type { PhhLocation } from './error';
import { fieldLine, lineAt, skipString } from './locate';

export interface TomlProblem {
  readonly where: PhhLocation;
  readonly key: string;
  readonly params: Record<string, ReasonParam>;
}

/** A text, list or table that opens at `open` and is still open at `detect` (where the scan saw it could not close). */
interface Unclosed {
  readonly kind: 'string' | 'multiline' | 'list' | 'table';
  readonly open: number;
  readonly detect: number;
  readonly quote: string;
  /** The top-level field the value belongs to, when the unclosed thing is that field's value itself. */
  readonly field: string | null;
}

class Found {
  constructor(readonly unclosed: Unclosed) {}
}
/** The scan meets something it does not follow (a missing comma, a bad key...): the parser's message says it better. */
class Stop {
  constructor(readonly container: '[' | '{' | null) {}
}

const KEY_PART = String.raw`(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')`;
/** A line that starts a new top-level field: `name =`, `"name" =`, `a.b =`, or a `[table]` header of bare names. */
const NEW_FIELD = new RegExp(String.raw`^[ \t]*(?:${KEY_PART}(?:[ \t]*\.[ \t]*${KEY_PART})*[ \t]*=|\[\[?[ \t]*[A-Za-z_][A-Za-z0-9_.\- \t]*\]\]?[ \t]*(?:#.*)?$)`);

/** Follows the structure of a TOML document just enough to find a text, list or table that never closes. */
class Scanner {
  private p = 0;
  private field: string | null = null;
  private readonly stack: ('[' | '{')[] = [];

  constructor(private readonly t: string) {}

  /** The first text, list or table that never closes; or, when the scan stops first, the bracket it was inside. */
  run(): { readonly unclosed: Unclosed | null; readonly container: '[' | '{' | null } {
    try {
      this.document();
      return { unclosed: null, container: null };
    } catch (signal) {
      if (signal instanceof Found) return { unclosed: signal.unclosed, container: null };
      if (signal instanceof Stop) return { unclosed: null, container: signal.container };
      throw signal;
    }
  }

  private stop(): never {
    throw new Stop(this.stack[this.stack.length - 1] ?? null);
  }

  private found(kind: Unclosed['kind'], open: number, detect: number, quote = ''): never {
    // The field is named only for the field's own value (a list nested in it is not "the list <field>").
    const field = this.stack.length <= 1 ? this.field : null;
    throw new Found({ kind, open, detect, quote, field });
  }

  private newline(at = this.p): boolean {
    return this.t[at] === '\n' || (this.t[at] === '\r' && this.t[at + 1] === '\n');
  }

  private skipSpaces(): void {
    while (this.t[this.p] === ' ' || this.t[this.p] === '\t') this.p++;
  }

  private skipComment(): void {
    while (this.p < this.t.length && this.t[this.p] !== '\n') this.p++;
  }

  private document(): void {
    const t = this.t;
    if (t.charCodeAt(0) === 0xfeff) this.p++;
    while (this.p < t.length) {
      this.skipSpaces();
      const c = t[this.p];
      if (c === undefined) return;
      if (c === '\n' || c === '\r') {
        this.p++;
        continue;
      }
      if (c === '#') {
        this.skipComment();
        continue;
      }
      if (c === '[') {
        this.field = null;
        this.skipComment();
        continue;
      }
      const start = this.p;
      this.key();
      this.field = unquote(t.slice(start, this.p).trim());
      this.p++; // '='
      this.skipSpaces();
      this.value();
      this.skipSpaces();
      if (t[this.p] === '#') this.skipComment();
      if (this.p < t.length && !this.newline()) this.stop();
    }
  }

  /** Up to the `=` of a key (bare, quoted or dotted); stops at a line with no `=`. */
  private key(): void {
    const t = this.t;
    while (this.p < t.length) {
      const c = t[this.p]!;
      if (c === '=') return;
      if (c === '\n' || c === '\r') this.stop();
      if (c === '"' || c === "'") {
        const close = t.indexOf(c, this.p + 1);
        const eol = t.indexOf('\n', this.p + 1);
        if (close < 0 || (eol >= 0 && eol < close)) this.stop();
        this.p = close + 1;
        continue;
      }
      this.p++;
    }
    this.stop();
  }

  private value(): void {
    const t = this.t;
    const c = t[this.p];
    if (c === undefined || this.newline()) this.stop();
    if (c === '"' || c === "'") return this.string();
    if (c === '[') return this.list();
    if (c === '{') return this.table();
    const start = this.p;
    while (this.p < t.length && !/[\s,\]}#]/.test(t[this.p]!)) this.p++;
    if (this.p === start) this.stop();
  }

  private string(): void {
    const t = this.t;
    const open = this.p;
    const quote = t[open]!;
    const triple = t.startsWith(quote.repeat(3), open);
    const end = skipString(t, open);
    if (end < 0) this.found(triple ? 'multiline' : 'string', open, triple ? t.length : lineEnd(t, open), triple ? quote.repeat(3) : quote);
    this.p = end;
  }

  /**
   * Spaces, line ends and comments inside a list or table. A line that starts a new field (`name = ...`) where
   * an entry or the closing bracket should be means the list or table opened at `open` was never closed.
   */
  private skipVoid(kind: 'list' | 'table', open: number, newFieldEnds: boolean): void {
    const t = this.t;
    while (this.p < t.length) {
      const c = t[this.p]!;
      if (c === ' ' || c === '\t' || c === '\r') this.p++;
      else if (c === '#') this.skipComment();
      else if (c === '\n') {
        this.p++;
        if (newFieldEnds && NEW_FIELD.test(t.slice(this.p, lineEnd(t, this.p)))) this.found(kind, open, this.p);
      } else return;
    }
  }

  private list(): void {
    const t = this.t;
    const open = this.p++;
    this.stack.push('[');
    for (;;) {
      this.skipVoid('list', open, true);
      if (this.p >= t.length) this.found('list', open, t.length);
      if (t[this.p] === ']') break;
      this.value();
      this.skipVoid('list', open, true);
      if (this.p >= t.length) this.found('list', open, t.length);
      if (t[this.p] === ']') break;
      if (t[this.p] !== ',') this.stop();
      this.p++;
    }
    this.p++;
    this.stack.pop();
  }

  private table(): void {
    const t = this.t;
    const open = this.p++;
    this.stack.push('{');
    for (;;) {
      // After { or a comma a `name =` is the next entry; after a value it means the } was left out.
      this.skipVoid('table', open, false);
      if (this.p >= t.length) this.found('table', open, t.length);
      if (t[this.p] === '}') break;
      this.key();
      this.p++;
      this.skipSpaces();
      this.value();
      this.skipVoid('table', open, true);
      if (this.p >= t.length) this.found('table', open, t.length);
      if (t[this.p] === '}') break;
      if (t[this.p] !== ',') this.stop();
      this.p++;
    }
    this.p++;
    this.stack.pop();
  }
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

function unquote(key: string): string {
  return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key;
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

/** What the file has from `offset` to the end of its line, shortened for a message. */
function restOfLine(text: string, offset: number): string {
  return shorten(text.slice(offset, lineEnd(text, offset)).trimEnd(), 24);
}

/** The value-like word around `offset` (a number, a date, a bare word), and where it starts. */
function wordAt(text: string, offset: number): { start: number; text: string } {
  let start = offset;
  while (start > 0 && !/[\s=[{,]/.test(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && !/[\s\]}#]/.test(text[end]!)) end++;
  return { start, text: text.slice(start, end).replace(/,+$/, '') };
}

/** The line of `offset`, trimmed. */
function lineText(text: string, offset: number): string {
  const start = lineStart(text, offset);
  return text.slice(start, lineEnd(text, start)).trim();
}

function shorten(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** The name a `[table]`, `[[table]]` or `name = value` line defines (dotted names kept whole), or null. */
function definedName(line: string): string | null {
  const header = /^\[\[?\s*([^\]]+?)\s*\]/.exec(line);
  if (header) return unquote(header[1]!);
  const pair = /^(.+?)\s*=/.exec(line);
  return pair ? unquote(pair[1]!.trim()) : null;
}

/** The 1-based line of the first `[name]` or `[[name]]` header, or null. */
function headerLine(text: string, name: string): number | null {
  const lines = text.split('\n');
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!.trim();
    if (line.startsWith('[') && definedName(line) === name) return k + 1;
  }
  return null;
}

const QUOTES = new Set(["'", '"']);
const CURLY_QUOTES = /^[\u2018\u2019\u201c\u201d\u00ab\u00bb]/;

function unclosedProblem(text: string, u: Unclosed, parser: string): TomlProblem {
  const at = lineColumn(text, u.open);
  const where: PhhLocation = u.field === null ? at : { ...at, field: u.field };
  switch (u.kind) {
    case 'string':
      return { where, key: 'phh.error.toml.unclosedString', params: { quote: u.quote, parser } };
    case 'multiline':
      return { where, key: 'phh.error.toml.unclosedMultiline', params: { quote: u.quote, parser } };
    case 'list':
      return u.field === null
        ? { where, key: 'phh.error.toml.unclosedListNoField', params: { parser } }
        : { where, key: 'phh.error.toml.unclosedList', params: { field: u.field, parser } };
    case 'table':
      return { where, key: 'phh.error.toml.unclosedTable', params: { parser } };
  }
}

/**
 * Our error for a TOML syntax error: `message` is smol-toml's (its first line is the problem, after
 * "Invalid TOML document:"), `line` and `column` are where it stopped.
 */
export function tomlProblem(text: string, error: { readonly message: string; readonly line: number; readonly column: number }): TomlProblem {
  const parser = error.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/i, '');
  const offset = offsetOf(text, error.line, error.column);
  const here = { line: error.line, column: error.column };
  const problem = (key: string, params: Record<string, ReasonParam> = {}, where: PhhLocation = here): TomlProblem => ({ where, key, params: { ...params, parser } });
  const { unclosed, container } = new Scanner(text).run();
  // The parser gave up inside the span of a text, list or table that never closes: that is the problem.
  if (unclosed && unclosed.open <= offset && offset <= unclosed.detect + 1) return unclosedProblem(text, unclosed, parser);

  const word = wordAt(text, offset);
  const atWord = lineColumn(text, word.start);
  const rest = restOfLine(text, offset);
  const before = text[offset - 1] ?? '';
  const quoteInText = (): TomlProblem => problem('phh.error.toml.quoteInText', { quote: before, other: before === "'" ? '"' : "'", found: rest });

  // The parser's own report of an unclosed text, list or table: reached when the scan stopped before it (after
  // valid TOML it does not follow, such as a date and time with a space or a quoted key left open).
  if (/^unfinished string/.test(parser)) {
    const quote = text[offset] ?? '"';
    const triple = text.startsWith(quote.repeat(3), offset);
    return problem(triple ? 'phh.error.toml.unclosedMultiline' : 'phh.error.toml.unclosedString', { quote: triple ? quote.repeat(3) : quote });
  }
  if (/^unfinished array/.test(parser)) {
    // The field's own list when the [ is the value of a `name = [` line.
    const opening = /^\s*(.+?)\s*=\s*\[$/.exec(text.slice(lineStart(text, offset), offset + 1));
    if (!opening) return problem('phh.error.toml.unclosedListNoField');
    const field = unquote(opening[1]!);
    return problem('phh.error.toml.unclosedList', { field }, { ...here, field });
  }
  if (/^unfinished table/.test(parser)) return problem('phh.error.toml.unclosedTable');
  if (/^control characters are not allowed/.test(parser)) {
    const c = text[offset];
    if (c === undefined || c === '\n' || c === '\r') {
      // A text that runs to the end of its line.
      const open = Math.max(text.lastIndexOf("'", offset - 1), text.lastIndexOf('"', offset - 1));
      if (open >= lineStart(text, offset)) return problem('phh.error.toml.unclosedString', { quote: text[open]! }, lineColumn(text, open));
      return problem('phh.error.toml', { detail: parser });
    }
    return problem('phh.error.toml.control', { code: `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` });
  }
  if (/^expected comma or end of structure/.test(parser)) {
    if (QUOTES.has(before) && rest !== '') return quoteInText();
    return problem('phh.error.toml.missingComma', { close: container === '{' ? '}' : ']', found: rest });
  }
  if (/^each key-value declaration must be followed by an end-of-line/.test(parser)) {
    return QUOTES.has(before) && rest !== '' ? quoteInText() : problem('phh.error.toml.endOfLine', { found: rest });
  }
  if (/^invalid value/.test(parser)) {
    if (CURLY_QUOTES.test(text.slice(offset))) return problem('phh.error.toml.curlyQuotes');
    if (rest === '' || rest.startsWith('#')) return problem('phh.error.toml.missingValue');
    if (rest.startsWith(',')) return problem('phh.error.toml.emptyEntry');
    return problem('phh.error.toml.badValue', { found: word.text || rest }, word.text ? atWord : here);
  }
  if (/integer value cannot be represented losslessly/.test(parser)) return problem('phh.error.toml.numberTooLarge', { found: word.text }, atWord);
  if (/numeric|underscore|leading zero/.test(parser)) {
    // A comma in a field's own value ("10,000", "5, 5]"): a thousands separator or a list without its [.
    if (text[offset] === ',' && container === null) return problem('phh.error.toml.commaOutsideList', { found: restOfLine(text, word.start) }, atWord);
    return problem('phh.error.toml.number', { found: word.text || rest }, word.text ? atWord : here);
  }
  if (/^invalid date/.test(parser)) return problem('phh.error.toml.date', { found: word.text || rest }, word.text ? atWord : here);
  if (/escape/.test(parser)) {
    const slash = text.lastIndexOf('\\', offset);
    if (slash < lineStart(text, offset)) return problem('phh.error.toml.escape', { found: rest });
    return problem('phh.error.toml.escape', { found: text.slice(slash, Math.max(offset + 1, slash + 2)) }, lineColumn(text, slash));
  }
  if (/redefine/.test(parser)) {
    const line = lineText(text, offset);
    const name = definedName(line);
    if (name === null) return problem('phh.error.toml', { detail: parser });
    if (line.startsWith('[')) {
      // A [table] header given twice: pointed at this header's [, naming the line of the first one.
      const firstHeader = headerLine(text, name);
      if (firstHeader !== null && firstHeader < error.line) return problem('phh.error.toml.duplicateTable', { field: name, first: firstHeader }, lineColumn(text, text.indexOf('[', lineStart(text, offset))));
    }
    // The first `name = ...` line; a table or a field under a [table] header is named without its line.
    const first = fieldLine(text, name);
    return first === null || first >= error.line ? problem('phh.error.toml.duplicateNoLine', { field: name }) : problem('phh.error.toml.duplicate', { field: name, first });
  }
  if (/\bkey\b|table array declaration/.test(parser)) {
    const line = lineText(text, offset);
    if (line.startsWith('[')) {
      // A header: pointed at its opening [.
      const closed = line.startsWith('[[') ? /\]\]\s*(#.*)?$/.test(line) : /\]\s*(#.*)?$/.test(line);
      const start = text.indexOf('[', lineStart(text, offset));
      return problem(closed ? 'phh.error.toml.tableName' : 'phh.error.toml.tableHeader', { text: shorten(line) }, lineColumn(text, start));
    }
    const name = /^(.+?)\s*=/.exec(line);
    return name ? problem('phh.error.toml.keyName', { name: shorten(name[1]!) }) : problem('phh.error.toml.notKeyValue', { text: shorten(line) });
  }
  if (/excessively nested/.test(parser)) return problem('phh.error.toml.tooDeep');
  return problem('phh.error.toml', { detail: parser });
}
