/**
 * Internal switch for the rulings' shortcuts. Each gives exactly the ruling of the straightforward
 * computation; fast-paths.test.ts turns them off to compare the two. Not part of the public API.
 * - dealRest: a street (3rd-6th, known stub) in one step with core/hand's dealStreet; a plain 7th
 *   street (plan fixed to dealing, or an unknown stub) in one step (dealSeventhAtOnce), also in the
 *   RR 16/17 and TDA RP-10-B deals and the run-out description.
 * - decideRuling: an exposure deals the rest once for both RR 5 checks; the 7th-street RR 17 deal is
 *   worked out only for RR 17's branches; the hand worked out is kept (Verdict.after) and
 *   performVerdict reuses it instead of performing the branch again.
 * - ruleOn: other profiles agreeing on every house-rules field the ruling read (core/profiles/reads)
 *   are passed over; verdicts are compared part by part instead of as JSON.
 * - RR 14: premature cards are taken off the stub together.
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
