/**
 * Internal switch for the rulings' shortcuts (deal a whole street in one step, work a decision's
 * hand out once, skip profiles that agree on every house rule a ruling read). Each shortcut gives
 * exactly the ruling of the straightforward computation; tests turn them off to compare the two.
 * Not part of the public API.
 */
export const FAST_PATHS = { on: true };

/** Run `fn` with the shortcuts off (the straightforward computation), for tests that compare. */
export function straightforward<T>(fn: () => T): T {
  const was = FAST_PATHS.on;
  FAST_PATHS.on = false;
  try {
    return fn();
  } finally {
    FAST_PATHS.on = was;
  }
}
