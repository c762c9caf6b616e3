import type { PhhHand } from './types';

/**
 * The players' names the file gives (its optional `players` field), by player index: seat N is the file's pN. A
 * name that is missing, empty or not text is null, and so is every name when the field is absent or not a list.
 */
export function phhPlayerNames(hand: PhhHand): (string | null)[] {
  const listed = hand.extra['players'];
  const names = Array.isArray(listed) ? listed : [];
  return hand.startingStacks.map((_, i) => {
    const name: unknown = names[i];
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  });
}
