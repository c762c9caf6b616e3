/**
 * What a timed round says aloud as it runs (a screen reader hears it from a live region; the clock itself is a
 * timer, which is not read at every tick): every 5 minutes, then each of the last 5 minutes, a warning at 30
 * seconds and at 10, and "time's up". Derived from the time left alone, so a reload or a pause never repeats or
 * skips one: the region holds the last checkpoint passed, and a screen reader speaks only when it changes.
 */
export type TimeAnnouncement =
  | { readonly kind: 'minutes'; readonly minutes: number }
  | { readonly kind: 'warning'; readonly seconds: number }
  | { readonly kind: 'up' };

// Smallest first: 8 seconds left is past the 10-second warning, not only the 30-second one.
const WARNINGS_S = [10, 30] as const;

/** The last checkpoint passed with `leftMs` of a `totalMs` round left; null before the first one (the round's start). */
export function timeAnnouncement(leftMs: number, totalMs: number): TimeAnnouncement | null {
  if (leftMs <= 0) return { kind: 'up' };
  for (const seconds of WARNINGS_S) {
    if (leftMs <= seconds * 1000 && seconds * 1000 < totalMs) return { kind: 'warning', seconds };
  }
  // The whole minutes passed: 5, 10, 15... and 1 to 4 (a checkpoint at the round's own length is its start, not said).
  const minutes = Math.ceil(leftMs / 60_000);
  const checkpoint = minutes <= 5 ? minutes : Math.ceil(minutes / 5) * 5;
  if (checkpoint * 60_000 >= totalMs) return null;
  return { kind: 'minutes', minutes: checkpoint };
}

/** The clock as the timer shows it: "4:05" (minutes and seconds left, rounded up to the second). */
export function clockText(leftMs: number): string {
  const total = Math.ceil(Math.max(0, leftMs) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The clock is in its last stretch: the trainee is warned (the last minute, or half of a one-minute round). */
export function timeIsShort(leftMs: number, totalMs: number): boolean {
  return leftMs > 0 && leftMs <= Math.min(60_000, totalMs / 2);
}
