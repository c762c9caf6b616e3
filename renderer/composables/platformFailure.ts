import { PlatformError, type ErrorCode, type FailureReason } from '../platform/api';

/**
 * The errno codes electron/main/store/storage-error.ts names at the end of a storage error, "... (ENOSPC).": the
 * screens translate the reason by the code (`runner.saved.reasons.<code>`), never by the English words around it.
 */
export const SYSTEM_CODES = ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR', 'EEXIST', 'EISDIR', 'ENOENT'] as const;
export type SystemCode = (typeof SYSTEM_CODES)[number];

/** The errno code a storage error's message names, "(ENOSPC)", when it is one the screens can say; else null. */
export function systemCode(message: string): SystemCode | null {
  const code = /\((E[A-Z]+)\)/.exec(message)?.[1];
  return code && (SYSTEM_CODES as readonly string[]).includes(code) ? (code as SystemCode) : null;
}

/** A failed platform call as a screen needs it: its kind, the errno code of a storage error, why it was refused, and the raw English text. */
export type PlatformFailure = {
  /** The PlatformError's code; anything else thrown counts as `internal`. */
  readonly code: ErrorCode;
  /** For `storage-unavailable`: the errno code its message names, else null. */
  readonly system: SystemCode | null;
  /** The PlatformError's reason as data (a refused save: a name taken, the profile limit), else null. */
  readonly reason: FailureReason | null;
  /** The platform's own English words (for "Technical details" and the console), not for the sentence shown. */
  readonly message: string;
};

export function platformFailure(error: unknown): PlatformFailure {
  const message = error instanceof Error ? error.message : String(error);
  const platform = error instanceof PlatformError ? error : null;
  const code: ErrorCode = platform?.code ?? 'internal';
  return { code, system: code === 'storage-unavailable' ? systemCode(message) : null, reason: platform?.reason ?? null, message };
}
