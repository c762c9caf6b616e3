import type { z } from 'zod';

/**
 * A kept text read as JSON and checked by `schema`: its value, or what is wrong, saying where ("exam.questions.3:
 * ...", "steps.0.given.0.seat: ...") as the warnings of the keepers say it.
 */
export function readStored<T>(text: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const read = schema.safeParse(value);
  if (read.success) return { ok: true, value: read.data };
  const issue = read.error.issues[0]!;
  const where = issue.path.map(String).join('.');
  return { ok: false, problem: where ? `${where}: ${issue.message}` : issue.message };
}

/**
 * A kept text that cannot be used, moved from `key` to `asideKey` so the next write does not overwrite it: `asideKey`,
 * or null when storage refused it (the keeper's warning already says what was wrong).
 */
export function moveAside(storage: Storage | undefined, key: string, asideKey: string, text: string): string | null {
  try {
    storage?.setItem(asideKey, text);
    storage?.removeItem(key);
    return asideKey;
  } catch {
    return null;
  }
}

/**
 * A keeper's calls to the window's storage, which may refuse them (full, or turned off): a call that fails is warned
 * as "<key> cannot be <what>: <why>", never thrown, and what is on screen goes on without it.
 */
export function storageAttempts(key: string, warn: (message: string) => void): (what: string, act: () => void) => void {
  return (what, act) => {
    try {
      act();
    } catch (error) {
      warn(`${key} cannot be ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
