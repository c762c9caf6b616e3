import { afterPaint } from '../composables/afterPaint';

export interface DeferredWriteOptions {
  /** When a change is written: once the next frame is painted (afterPaint). Tests pass their own queue. */
  defer?: (task: () => void) => void;
  /** Where the page's leaving is heard (pagehide: a reload, the window closed): a change not yet written is written then. */
  page?: Pick<EventTarget, 'addEventListener'>;
}

const pageEvents = (): Pick<EventTarget, 'addEventListener'> | undefined =>
  typeof globalThis.addEventListener === 'function' ? globalThis : undefined;

/**
 * What a reload keeps (the session's answers, an exam being taken) is written to the window's storage after the
 * change is on screen, not in the middle of it: writing it all (every answer so far) at each answer made each answer
 * slower than the last. Changes before the write are written once; the page's leaving writes what is pending.
 * Returns the function to call at each change.
 */
export function deferredWrite(write: () => void, { defer = afterPaint, page = pageEvents() }: DeferredWriteOptions = {}) {
  let pending = false;
  const flush = (): void => {
    if (!pending) return;
    pending = false;
    write();
  };
  page?.addEventListener('pagehide', flush);
  return (): void => {
    if (pending) return;
    pending = true;
    defer(flush);
  };
}
