/**
 * Finds where things are in a PHH file's text, so errors can name a line.
 * smol-toml gives values without positions; these scanners recover the line of a top-level
 * field and of the n-th string of the `actions` array. They only read, never validate:
 * when the text is unusual they return null and the error simply carries no line.
 */

/** 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Offset of the first character of a top-level `key = ...` line (before any [table] header), or -1. */
function fieldOffset(text: string, key: string): number {
  const pattern = new RegExp(`^[ \\t]*(?:${escapeRegExp(key)}|"${escapeRegExp(key)}"|'${escapeRegExp(key)}')[ \\t]*=`, 'gm');
  const header = /^[ \t]*\[/m.exec(text);
  const limit = header ? header.index : text.length;
  const match = pattern.exec(text);
  return match && match.index < limit ? match.index : -1;
}

/** 1-based line of a top-level field, or null when it cannot be found. */
export function fieldLine(text: string, key: string): number | null {
  const offset = fieldOffset(text, key);
  return offset < 0 ? null : lineAt(text, offset);
}

/**
 * Offset just past a TOML string starting at `start` (one of " ' """ '''), or -1 if it never closes
 * (a one-line string at the end of its line, even after a backslash).
 */
export function skipString(text: string, start: number): number {
  const quote = text[start]!;
  const triple = text.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  let i = start + close.length;
  while (i < text.length) {
    if (quote === '"' && text[i] === '\\' && (triple || text[i + 1] !== '\n')) {
      i += 2;
      continue;
    }
    if (!triple && text[i] === '\n') return -1;
    if (text.startsWith(close, i)) {
      let end = i + close.length;
      // A multi-line string may end with up to two extra quotes before its closing delimiter.
      while (triple && text[end] === quote && end - i < 5) end++;
      return end;
    }
    i++;
  }
  return -1;
}

/** 1-based line of the string at `index` in the top-level `actions` array, or null. */
export function actionLine(text: string, index: number): number | null {
  const offset = fieldOffset(text, 'actions');
  if (offset < 0) return null;
  let i = text.indexOf('=', offset) + 1;
  while (i < text.length && /[ \t]/.test(text[i]!)) i++;
  if (text[i] !== '[') return null;
  i++;
  let count = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ']') return null;
    if (ch === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (ch === '"' || ch === "'") {
      if (count === index) return lineAt(text, i);
      const end = skipString(text, i);
      if (end < 0) return null;
      count++;
      i = end;
      continue;
    }
    if (/[\s,]/.test(ch)) {
      i++;
      continue;
    }
    return null;
  }
  return null;
}
