import type { Reason, ReasonParam } from '../decision';
import { shuffled, type Rng } from '../rng';
import { CHOICE_LETTERS, type Choice, type ChoiceLetter } from './types';

/** A choice's text as one comparable string (the same keys and params in the same order). */
export function textKey(text: readonly Reason[]): string {
  return JSON.stringify(text);
}

function sameParam(a: ReasonParam, b: ReasonParam): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if ('cards' in a && 'cards' in b && Object.keys(a).length === 1 && Object.keys(b).length === 1) {
    return a.cards.length === b.cards.length && a.cards.every((c, k) => c === b.cards[k]);
  }
  // One card each, as whole numbers: equal numbers are what equal JSON says.
  if ('card' in a && 'card' in b && Number.isInteger(a.card) && Number.isInteger(b.card) && Object.keys(a).length === 1 && Object.keys(b).length === 1) return a.card === b.card;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameReason(a: Reason, b: Reason): boolean {
  if (a.key !== b.key) return false;
  const pa = a.params;
  const pb = b.params;
  if (pa === pb) return true;
  // Only one has params (an object: they differ): in JSON one has a "params" field the other lacks.
  if (pa === undefined || pb === undefined) return false;
  const ka = Object.keys(pa);
  const kb = Object.keys(pb);
  if (ka.length !== kb.length) return false;
  for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k] || !sameParam(pa[ka[k]!]!, pb[kb[k]!]!)) return false;
  return true;
}

/**
 * Two choice texts read the same: the same keys and params in the same order (what textKey compares,
 * without building the strings).
 */
export function sameText(a: readonly Reason[], b: readonly Reason[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (!sameReason(a[k]!, b[k]!)) return false;
  return true;
}

/**
 * Lettered choices: the right text and up to `max - 1` distinct wrong ones (in the order given:
 * other profiles' answers first, then common mistakes), shuffled. `wrong` may be a generator: it is
 * read only until enough distinct wrong texts are found.
 */
export function buildChoices(right: readonly Reason[], wrong: Iterable<readonly Reason[]>, rng: Rng, max = 4): Choice[] {
  const texts: (readonly Reason[])[] = [right];
  for (const w of wrong) {
    if (texts.length >= max) break;
    if (w.length === 0 || texts.some((t) => sameText(t, w))) continue;
    texts.push(w);
  }
  return shuffled(texts, rng).map((text, i) => ({ letter: CHOICE_LETTERS[i]!, text }));
}

/** The letter of the choice with this text, or null when none matches. */
export function letterOf(choices: readonly Choice[], text: readonly Reason[]): ChoiceLetter | null {
  return choices.find((c) => sameText(c.text, text))?.letter ?? null;
}

export function reason(key: string, params?: Reason['params']): Reason {
  return params ? { key, params } : { key };
}
