/** A fresh 32-bit seed for a new scenario (the scenario itself is then fully determined by it). */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0]!;
}
