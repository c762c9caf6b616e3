import type { Reason } from '../core';

/** Where a JSON text stops being JSON (1-based line and column) and what is wrong there. */
export interface JsonProblem {
  readonly line: number;
  readonly column: number;
  readonly reason: Reason;
}

/** Lists and objects nested deeper than this are refused here rather than read. */
const MAX_DEPTH = 1000;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;

/**
 * Finds the first place where `text` is not JSON, reading it the way JSON is written (values, texts, lists and
 * objects, followed with a stack of their own so no nesting can overflow it). Meant for a text JSON.parse refused,
 * whose own message says where only in English; null when nothing is wrong.
 */
export function jsonProblem(text: string): JsonProblem | null {
  let p = 0;
  const stack: ('[' | '{')[] = [];
  const at = (offset: number, key: string, params: Reason['params'] = {}): JsonProblem => {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1, reason: { key, params } };
  };
  const rest = (offset: number) => {
    const end = text.indexOf('\n', offset);
    const found = text.slice(offset, end < 0 ? text.length : end).trimEnd();
    return found.length > 24 ? `${found.slice(0, 24)}…` : found;
  };
  const space = () => {
    while (p < text.length && /[ \t\r\n]/.test(text[p]!)) p++;
  };
  /** A text in double quotes from p; returns a problem, or null with p after it. */
  const string = (): JsonProblem | null => {
    const open = p++;
    for (;;) {
      const c = text[p];
      if (c === undefined || c === '\n') return at(open, 'phh.rule.json.string');
      if (c === '"') {
        p++;
        return null;
      }
      if (c === '\\') {
        const escape = /^\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})/.exec(text.slice(p, p + 6));
        if (!escape) return at(p, 'phh.rule.json.escape', { found: text.slice(p, p + 2) });
        p += escape[0].length;
        continue;
      }
      if (c.charCodeAt(0) < 0x20)
        return at(p, 'phh.rule.json.control', { code: `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` });
      p++;
    }
  };
  let want: 'value' | 'after' | 'key' = 'value';
  for (;;) {
    space();
    const c = text[p];
    const inside = stack[stack.length - 1];
    if (c === undefined) return stack.length === 0 && want === 'after' ? null : at(p, 'phh.rule.json.end');
    if (want === 'key') {
      if (c === '}' && text[p - 1] !== ',' && /\{\s*$/.test(text.slice(0, p))) {
        stack.pop();
        p++;
        want = 'after';
        continue;
      }
      if (c !== '"') return at(p, 'phh.rule.json.key', { found: rest(p) });
      const bad = string();
      if (bad) return bad;
      space();
      if (text[p] !== ':') return text[p] === undefined ? at(p, 'phh.rule.json.end') : at(p, 'phh.rule.json.colon', { found: rest(p) });
      p++;
      want = 'value';
      continue;
    }
    if (want === 'after') {
      if (inside === undefined) return at(p, 'phh.rule.json.after', { found: rest(p) });
      if (c === ',') {
        p++;
        want = inside === '{' ? 'key' : 'value';
        continue;
      }
      if (c === (inside === '{' ? '}' : ']')) {
        stack.pop();
        p++;
        continue;
      }
      return at(p, 'phh.rule.json.comma', { close: inside === '{' ? '}' : ']', found: rest(p) });
    }
    // A value.
    if (c === ']' && inside === '[' && /\[\s*$/.test(text.slice(0, p))) {
      stack.pop();
      p++;
      want = 'after';
      continue;
    }
    if (c === '[' || c === '{') {
      if (stack.length >= MAX_DEPTH) return at(p, 'phh.rule.json.deep', { max: MAX_DEPTH });
      stack.push(c);
      p++;
      want = c === '{' ? 'key' : 'value';
      continue;
    }
    if (c === '"') {
      const bad = string();
      if (bad) return bad;
    } else if (text.startsWith('true', p) || text.startsWith('null', p)) p += 4;
    else if (text.startsWith('false', p)) p += 5;
    else if (/[-\d]/.test(c)) {
      const number = NUMBER.exec(text.slice(p, p + 400));
      const word = /^[^\s,\]}]*/.exec(text.slice(p))![0];
      if (!number || number[0].length !== word.length)
        return at(p, 'phh.rule.json.number', { found: word.length > 24 ? `${word.slice(0, 24)}…` : word });
      p += word.length;
    } else return at(p, 'phh.rule.json.value', { found: rest(p) });
    want = 'after';
  }
}
