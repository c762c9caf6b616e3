import { readFileSync } from 'node:fs';
import { decodeHandHistory, type Reason } from '../core';

/** A file whose bytes are not UTF-8 text: where the first byte that is no part of a character is. */
export class NotTextError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly byte: number,
  ) {
    super(`line ${line}, column ${column}: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} is not part of any UTF-8 character`);
    this.name = 'NotTextError';
  }
}

/** The offset of the first byte that breaks UTF-8 (a stray continuation, a short or overlong sequence, a surrogate), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    const second = bytes[i + 1]!;
    // Overlong forms, surrogates (U+D800..DFFF) and code points past U+10FFFF.
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f))
      return i;
    i += length;
  }
  return -1;
}

/**
 * Reads a text file: UTF-16 when it opens with its byte-order mark (Full Tilt Poker saved its hands so), else UTF-8,
 * whose bytes that are not UTF-8 are an error saying where (never turned into �).
 */
export function readTextFile(path: string): string {
  const bytes = readFileSync(path);
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const bad = utf16 ? -1 : firstInvalidUtf8(bytes);
  if (bad < 0) return decodeHandHistory(bytes);
  const lineStart = bytes.lastIndexOf(10, bad - 1) + 1;
  let line = 1;
  for (let i = 0; i < lineStart; i++) if (bytes[i] === 10) line++;
  const column = bad === 0 ? 1 : Buffer.from(bytes.subarray(lineStart, bad)).toString('utf8').length + 1;
  throw new NotTextError(line, column, bytes[bad]!);
}

/** The system's reasons a file cannot be read that floor staff are told in their words. */
const READ_CODES = ['ENOENT', 'EACCES', 'EPERM', 'EISDIR', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EIO'] as const;

/** Why a file could not be read, as a message in any language: "cannot read the file: it does not exist". */
export function readFailure(error: unknown): Reason {
  let why: Reason;
  if (error instanceof NotTextError)
    why = {
      key: 'phh.account.read.notText',
      params: { line: error.line, column: error.column, byte: `0x${error.byte.toString(16).toUpperCase().padStart(2, '0')}` },
    };
  else {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    why = (READ_CODES as readonly unknown[]).includes(code)
      ? { key: `phh.account.read.${code}` }
      : { key: 'phh.account.read.other', params: { code: code ?? (error instanceof Error ? error.name : 'unknown') } };
  }
  return { key: 'phh.account.cannotRead', params: { detail: { reasons: [why] } } };
}
