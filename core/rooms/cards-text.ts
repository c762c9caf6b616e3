import { RANK_LETTERS, SUIT_LETTERS, type Card } from '../cards';
import { RoomError } from './error';

const RANKS: Readonly<Record<string, number>> = Object.fromEntries([...RANK_LETTERS].map((r, i) => [r, i]));
const SUITS: Readonly<Record<string, number>> = Object.fromEntries(SUIT_LETTERS.map((s, i) => [s, i]));

/** One card as rooms write it ("Ts", "10s", "X" for a card not shown); undefined when it is not one. */
export function readRoomCard(word: string): Card | null | undefined {
  if (word.length === 2) {
    const rank = RANKS[word[0]!.toUpperCase()];
    const suit = SUITS[word[1]!];
    if (rank !== undefined && suit !== undefined) return rank * 4 + suit;
    return word === '??' || word === 'xx' ? null : undefined;
  }
  if (word === 'X') return null;
  return word.length === 3 && word.startsWith('10') ? readRoomCard(`T${word[2]}`) : undefined;
}

/** The cards of every "[...]" group of a line, in order ("[Ac Kd] [5h]" -> [[Ac, Kd], [5h]]); a word that is not a card is an error on `line`. */
export function readCardGroups(text: string, line: number): (Card | null)[][] {
  const groups: (Card | null)[][] = [];
  // A plain scan: every dealt card of every hand passes here.
  for (let open = text.indexOf('['); open >= 0; open = text.indexOf('[', open + 1)) {
    const close = text.indexOf(']', open);
    if (close < 0) break;
    const group: (Card | null)[] = [];
    for (const word of text.slice(open + 1, close).split(' ')) {
      if (word === '') continue;
      const card = readRoomCard(word);
      if (card === undefined) throw new RoomError(line, 'rooms.error.card', { text: word });
      group.push(card);
    }
    groups.push(group);
    open = close;
  }
  return groups;
}

/** The cards of the first "[...]" group, all of them known (a show or a reveal). */
export function readKnownCards(text: string, line: number): Card[] {
  const [group] = readCardGroups(text, line);
  if (!group) throw new RoomError(line, 'rooms.error.noCards', { text: text.trim() });
  return group.filter((c): c is Card => c !== null);
}
