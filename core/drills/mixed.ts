import type { Rng } from '../rng';
import { DRILL_KINDS, type DrillKind, type DrillResult } from './types';

/**
 * The next kind for a mixed drill: random, weighted toward the kinds the trainee gets wrong in this
 * session. Weight = (misses + 1) / (answered + 2): an unseen kind weighs 1/2, a kind always missed
 * tends to 1, a kind always right tends to 0 but never disappears.
 */
export function mixedWeights(history: readonly DrillResult[], kinds: readonly DrillKind[] = DRILL_KINDS): number[] {
  return kinds.map((kind) => {
    let answered = 0;
    let missed = 0;
    for (const h of history) {
      if (h.kind !== kind) continue;
      answered++;
      if (!h.correct) missed++;
    }
    return (missed + 1) / (answered + 2);
  });
}

export function pickMixedKind(history: readonly DrillResult[], rng: Rng, kinds: readonly DrillKind[] = DRILL_KINDS): DrillKind {
  if (kinds.length === 0) throw new Error('pickMixedKind: no drill kinds to pick from');
  const weights = mixedWeights(history, kinds);
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = rng.next() * total;
  for (let k = 0; k < kinds.length; k++) {
    roll -= weights[k]!;
    if (roll < 0) return kinds[k]!;
  }
  return kinds[kinds.length - 1]!;
}
