import type { Reason } from '../decision';
import { shuffled, type Rng } from '../rng';
import { CHOICE_LETTERS, type Choice, type ChoiceLetter } from './types';

/** A choice's text as one comparable string (the same keys and params in the same order). */
export function textKey(text: readonly Reason[]): string {
  return JSON.stringify(text);
}

/**
 * Lettered choices: the right text and up to `max - 1` distinct wrong ones (in the order given:
 * other profiles' answers first, then common mistakes), shuffled. `wrong` may be a generator: it is
 * read only until enough distinct wrong texts are found.
 */
export function buildChoices(right: readonly Reason[], wrong: Iterable<readonly Reason[]>, rng: Rng, max = 4): Choice[] {
  const seen = new Set<string>([textKey(right)]);
  const texts: (readonly Reason[])[] = [right];
  for (const w of wrong) {
    if (texts.length >= max) break;
    const k = textKey(w);
    if (w.length === 0 || seen.has(k)) continue;
    seen.add(k);
    texts.push(w);
  }
  return shuffled(texts, rng).map((text, i) => ({ letter: CHOICE_LETTERS[i]!, text }));
}

/** The letter of the choice with this text, or null when none matches. */
export function letterOf(choices: readonly Choice[], text: readonly Reason[]): ChoiceLetter | null {
  const k = textKey(text);
  return choices.find((c) => textKey(c.text) === k)?.letter ?? null;
}

export function reason(key: string, params?: Reason['params']): Reason {
  return params ? { key, params } : { key };
}
