import type { Reason, ReasonParam } from '../decision';
import { shuffled, type Rng } from '../rng';
import { MESSAGES } from '../i18n/messages';
import { templateParams } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { languageLoaded } from '../i18n/loaded-texts';
import type { Player } from '../hand/types';
import { CHOICE_LETTERS, type Choice, type ChoiceLetter } from './types';

function sameParam(a: ReasonParam, b: ReasonParam): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if ('cards' in a && 'cards' in b && Object.keys(a).length === 1 && Object.keys(b).length === 1) {
    return a.cards.length === b.cards.length && a.cards.every((c, k) => c === b.cards[k]);
  }
  // One card each, as whole numbers: equal numbers are what equal JSON says.
  if (
    'card' in a &&
    'card' in b &&
    Number.isInteger(a.card) &&
    Number.isInteger(b.card) &&
    Object.keys(a).length === 1 &&
    Object.keys(b).length === 1
  )
    return a.card === b.card;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The params a message's templates use, in any language loaded (the app loads one at a time; the catalog test checks
 * that every language takes the same); null for a key core has no message for.
 */
const usedParams = new Map<string, readonly string[] | null>();
function paramsUsed(key: string): readonly string[] | null {
  let used = usedParams.get(key);
  if (used === undefined) {
    const entry = MESSAGES[key];
    used = entry ? [...new Set(LOCALES.filter(languageLoaded).flatMap((l) => templateParams(entry[l])))] : null;
    usedParams.set(key, used);
  }
  return used;
}

function sameOptional(a: ReasonParam | undefined, b: ReasonParam | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return sameParam(a, b);
}

/**
 * Two reasons read the same in every language: the same key, and the same value for every param its
 * texts show (params a text does not show, and their order, make no difference: a choice list must not
 * offer two lines that read alike). A key core has no text for compares all its params.
 */
function sameReason(a: Reason, b: Reason): boolean {
  if (a.key !== b.key) return false;
  const pa = a.params;
  const pb = b.params;
  if (pa === pb) return true;
  const names = paramsUsed(a.key) ?? [...new Set([...Object.keys(pa ?? {}), ...Object.keys(pb ?? {})])];
  for (const name of names) if (!sameOptional(pa?.[name], pb?.[name])) return false;
  return true;
}

/**
 * Two choice texts read the same: reason by reason, the same key and the same shown params (sameReason).
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

/** Seats for a text, from player numbers: "1, 3, 4". */
export function seatList(players: readonly Player[]): string {
  return players.map((p) => p + 1).join(', ');
}
