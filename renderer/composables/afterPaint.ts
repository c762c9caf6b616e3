/** How long a task waits for a frame, then for the page to be idle, at most: a hidden window paints no frames. */
export const AFTER_PAINT_LIMIT_MS = 100;

/**
 * Runs `task` once the next frame is painted and the page has nothing more urgent to do (the tasks already queued,
 * a key pressed meanwhile, go first), or after AFTER_PAINT_LIMIT_MS: work the trainee does not see (the address kept
 * in step with the question) waits until what they do see is on screen, instead of delaying it.
 */
export function afterPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(limit);
    task();
  };
  const limit = setTimeout(run, AFTER_PAINT_LIMIT_MS);
  if (typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: AFTER_PAINT_LIMIT_MS });
    else setTimeout(run, 0);
  });
}
