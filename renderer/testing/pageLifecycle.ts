import type { DeferredWriteOptions } from '../reload/deferredWrite';

/**
 * A page's life for tests of what outlives a reload: what waits for the next frame runs at `paint()`, and `leave()`
 * is the page's pagehide (a reload). `options` go to the keeper (keepSessionAcrossReload, keepExamAcrossReload).
 */
export function testPage(): { options: Required<DeferredWriteOptions>; paint: () => void; leave: () => void } {
  const page = new EventTarget();
  const waiting: (() => void)[] = [];
  return {
    options: { defer: (task) => waiting.push(task), page },
    paint: () => waiting.splice(0).forEach((task) => task()),
    leave: () => page.dispatchEvent(new Event('pagehide')),
  };
}
