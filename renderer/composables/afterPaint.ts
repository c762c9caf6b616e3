/** How long a task waits for a frame at most: a hidden window paints no frames, and its task still runs. */
export const AFTER_PAINT_LIMIT_MS = 100;

/**
 * Runs `task` once the next frame is painted (after the frame's callbacks, in a task of its own), or after
 * AFTER_PAINT_LIMIT_MS when no frame comes: work the trainee does not see (the address kept in step with the
 * question) waits until what they do see is on screen, instead of delaying it.
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
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
