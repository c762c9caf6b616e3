import { RANK_LETTERS, SUIT_LETTERS, type Card } from '../cards';
import { RoomError } from './error';

/** One card as rooms write it ("Ts", "10s", "X" for a card not shown); undefined when it is not one. */
export function readRoomCard(word: string): Card | null | undefined {
  if (word === 'X' || word === '??' || word === 'xx') return null;
  const text = word.startsWith('10') ? `T${word.slice(2)}` : word;
  if (text.length !== 2) return undefined;
  const rank = RANK_LETTERS.indexOf(text[0]!.toUpperCase());
  const suit = (SUIT_LETTERS as readonly string[]).indexOf(text[1]!);
  return rank < 0 || suit < 0 ? undefined : rank * 4 + suit;
}

/** The cards of every "[...]" group of a line, in order ("[Ac Kd] [5h]" -> [[Ac, Kd], [5h]]); a word that is not a card is an error on `line`. */
export function readCardGroups(text: string, line: number): (Card | null)[][] {
  const groups: (Card | null)[][] = [];
  for (const match of text.matchAll(/\[([^\]]*)\]/g)) {
    const words = match[1]!.trim().split(/\s+/).filter((w) => w !== '');
    groups.push(
      words.map((word) => {
        const card = readRoomCard(word);
        if (card === undefined) throw new RoomError(line, 'rooms.error.card', { text: word });
        return card;
      }),
    );
  }
  return groups;
}

/** The cards of the first "[...]" group, all of them known (a show or a reveal). */
export function readKnownCards(text: string, line: number): Card[] {
  const [group] = readCardGroups(text, line);
  if (!group) throw new RoomError(line, 'rooms.error.noCards', { text: text.trim() });
  return group.filter((c): c is Card => c !== null);
}
