/** Where the exam in progress is kept across a reload (sessionStorage), and where a kept exam that cannot be read is set aside. */
export const EXAM_KEY = 'bring-in.exam';
export const EXAM_UNREADABLE_KEY = `${EXAM_KEY}.unreadable`;

/**
 * Whether a reload left an exam to restore (or storage that cannot be read, which the restore reports): only then is
 * the restoring code (the exam's files and questions) loaded before the first screen.
 */
export function examKeptAcrossReload(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(EXAM_KEY) !== null;
  } catch {
    return true;
  }
}
