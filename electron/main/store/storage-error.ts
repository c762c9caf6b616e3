import { PlatformError, SYSTEM_CODES, type SystemCode } from '../../shared/contract';

/** Every code the contract lets travel as data has its English words here (a compile error names one left out). */
const REASONS: Record<SystemCode, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  ENOTDIR: 'a file stands where a folder should be',
  EEXIST: 'a file stands where a folder should be',
  EISDIR: 'a folder stands where a file should be',
  ENOENT: 'the folder does not exist',
};

const isSystemCode = (code: unknown): code is SystemCode => (SYSTEM_CODES as readonly unknown[]).includes(code);

/**
 * A clear `storage-unavailable` error naming the operation, the path and the reason, instead of a raw errno. A code
 * the screens can say also travels as data (`system`), so the renderer never parses it back out of the English text.
 */
export function storageError(action: string, path: string, error: unknown): PlatformError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const system = isSystemCode(code) ? code : null;
  const reason = system ? REASONS[system] : error instanceof Error ? error.message : String(error);
  return new PlatformError({
    code: 'storage-unavailable',
    message: `Cannot ${action} ${path}: ${reason}${code ? ` (${code})` : ''}. Check that this folder exists and is writable.`,
    ...(system && { system }),
  });
}
