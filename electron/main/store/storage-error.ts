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

/** Codes the screens do not say, still worded here: a link refused by a no-follow open, a pipe with no reader. */
const OTHER_REASONS: Readonly<Record<string, string>> = {
  ELOOP: 'a link stands where the file should be',
  EMLINK: 'a link stands where the file should be',
  ENXIO: 'a pipe or device stands where the file should be',
};

/** What the user can do about it, for the codes where there is something to check. */
function advice(code: string | undefined): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return ' Check the permissions of this folder.';
    case 'EROFS':
      return ' Check that this folder is writable.';
    case 'ENOSPC':
      return ' Free some space on the disk.';
    case 'ENOTDIR':
    case 'EEXIST':
    case 'ENOENT':
      return ' Check that this folder exists.';
    default:
      return '';
  }
}

const isSystemCode = (code: unknown): code is SystemCode => (SYSTEM_CODES as readonly unknown[]).includes(code);

/**
 * A clear `storage-unavailable` error naming the operation, the path and the reason, instead of a raw errno. A code
 * the screens can say also travels as data (`system`), so the renderer never parses it back out of the English text.
 * The advice at the end is given only where it applies (a read error says nothing of a writable folder).
 */
export function storageError(action: string, path: string, error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const system = isSystemCode(code) ? code : null;
  const reason = system ? REASONS[system] : (code && OTHER_REASONS[code]) || (error instanceof Error ? error.message : String(error));
  return new PlatformError({
    code: 'storage-unavailable',
    message: `Cannot ${action} ${path}: ${reason}${code ? ` (${code})` : ''}.${advice(code)}`,
    ...(system && { system }),
  });
}
