/**
 * The middle value (mean of the two middle ones for an even count); NaN for none. The progress views take medians of
 * up to 100,000 times: the middle is selected in linear time (quickselect), not found by sorting them all.
 */
export function median(values: readonly number[] | Float64Array): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const a = new Float64Array(n);
  for (let k = 0; k < n; k++) a[k] = values[k]!;
  const mid = n >> 1;
  select(a, mid);
  if (n % 2 === 1) return a[mid]!;
  // Everything before `mid` is at most a[mid]: the lower middle is the largest of them.
  let lower = a[0]!;
  for (let k = 1; k < mid; k++) if (a[k]! > lower) lower = a[k]!;
  return (lower + a[mid]!) / 2;
}

/** Reorders `a` so that a[k] is the value sorted order puts there, the values before it no larger, those after no smaller. */
function select(a: Float64Array, k: number): void {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    // Hoare's partition around the median of three (equal values stop both scans, so repeated times split evenly).
    const x = a[lo]!;
    const y = a[(lo + hi) >> 1]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}
