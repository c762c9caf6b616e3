import { PlatformError, type ErrorCode, type FailureReason, type SystemCode } from './api';

/** A failed platform call as a screen needs it: its kind, the errno code of a storage error, why it was refused, and the raw English text. */
export type PlatformFailure = {
  /** The PlatformError's code; anything else thrown counts as `internal`. */
  readonly code: ErrorCode;
  /**
   * For `storage-unavailable`: the system's error code the platform sent as data (electron/main/store/storage-error.ts),
   * else null. The screens translate the reason by it (`runner.saved.reasons.<code>`), never by the English message.
   */
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
  return { code, system: code === 'storage-unavailable' ? (platform?.system ?? null) : null, reason: platform?.reason ?? null, message };
}
