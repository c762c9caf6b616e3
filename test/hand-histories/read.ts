// Reads the real hand histories of this folder for tests (README.md says where each comes from).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeHandHistory } from '../../core';

export const HAND_HISTORY_DIR = fileURLToPath(new URL('.', import.meta.url));

/** A file's path from its name in this folder ("pokerstars/razz-cash-9-hands.txt"). */
export function handHistoryPath(name: string): string {
  return join(HAND_HISTORY_DIR, name);
}

/** A file's text, decoded as the app decodes it (UTF-16 or UTF-8). */
export function readHandHistoryFile(name: string): string {
  return decodeHandHistory(readFileSync(handHistoryPath(name)));
}

/** Every hand-history file of the folder, "room/file.txt", sorted. */
export function handHistoryFiles(): string[] {
  return readdirSync(HAND_HISTORY_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(HAND_HISTORY_DIR, d.name)).map((f) => `${d.name}/${f}`))
    .sort();
}
