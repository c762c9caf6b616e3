/**
 * Text from a file or the command line is shown as the reader can see it: a character that prints nothing or moves
 * the terminal (control characters, escape sequences, bidirectional overrides, zero-width marks, a lone surrogate)
 * is written as \uXXXX instead, which is also how JSON escapes it, so JSON lines stay valid.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const HIDDEN_OR_LINE_END = new RegExp(`${HIDDEN.source}|[\\n\\t]`, 'g');

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The text with every hidden character escaped; line ends and tabs stay (an account has several lines). */
export function printable(text: string): string {
  return text.replace(HIDDEN, escape);
}

/** A name inside one line (a file name from the command line): line ends and tabs escaped too. */
export function oneLine(text: string): string {
  return text.replace(HIDDEN_OR_LINE_END, escape);
}
