import { PlatformError } from '../../shared/contract';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  ENOTDIR: 'a file stands where a folder should be',
  EEXIST: 'a file stands where a folder should be',
  EISDIR: 'a folder stands where a file should be',
  ENOENT: 'the folder does not exist',
};

/** A clear `storage-unavailable` error naming the operation, the path and the reason, instead of a raw errno. */
export function storageError(action: string, path: string, error: unknown): PlatformError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = (code && REASONS[code]) ?? (error instanceof Error ? error.message : String(error));
  return new PlatformError({
    code: 'storage-unavailable',
    message: `Cannot ${action} ${path}: ${reason}${code ? ` (${code})` : ''}. Check that this folder exists and is writable.`,
  });
}
