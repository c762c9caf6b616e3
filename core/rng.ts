/**
 * The only source of randomness in core: a seeded generator passed in by the caller.
 * sfc32 seeded through splitmix32 from a 32-bit seed: fast, small state, good quality for games.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** The seed this generator was created from. */
  readonly seed: number;
}

/** One splitmix32 output for the (already advanced) state `a`. */
function splitmixOut(a: number): number {
  let t = a ^ (a >>> 16);
  t = Math.imul(t, 0x21f0aaad);
  t ^= t >>> 15;
  t = Math.imul(t, 0x735a2d97);
  t ^= t >>> 15;
  return t >>> 0;
}

/** One sfc32 step on the state [a, b, c, d] (int32 each), returning an unsigned 32-bit value. */
function sfc32(st: Int32Array): number {
  const a = st[0]!;
  const b = st[1]!;
  const c = st[2]!;
  const d = st[3]!;
  const t = (((a + b) | 0) + d) | 0;
  st[3] = (d + 1) | 0;
  st[0] = b ^ (b >>> 9);
  st[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  st[2] = (r + t) | 0;
  return t >>> 0;
}

// No inner arrow functions: under tsx (esbuild keepNames) each costs a defineProperty per createRng call.
export function createRng(seed: number): Rng {
  // splitmix32 seeding: the state advances by the golden ratio before each output.
  const st = new Int32Array(4);
  let s = seed >>> 0;
  for (let k = 0; k < 4; k++) {
    s = (s + 0x9e3779b9) | 0;
    st[k] = splitmixOut(s);
  }
  return {
    seed: seed >>> 0,
    next() {
      return sfc32(st) / 4294967296;
    },
    int(n: number) {
      if (!Number.isInteger(n) || n <= 0) throw new Error(`rng.int needs a positive integer, got ${n}`);
      return Math.floor((sfc32(st) / 4294967296) * n);
    },
  };
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
