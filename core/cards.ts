/**
 * Cards as small integers: id = (rank - 2) * 4 + suit.
 * Ranks 2..14 (ace = 14, ace-high order); suits in the stud tie-break order
 * clubs (0) < diamonds (1) < hearts (2) < spades (3).
 * So comparing two ids compares rank first, then suit: exactly the bring-in order for stud.
 */
export type Card = number;
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export type Suit = 0 | 1 | 2 | 3;

export const SUIT_LETTERS = ['c', 'd', 'h', 's'] as const;
export type SuitLetter = (typeof SUIT_LETTERS)[number];
export const RANK_LETTERS = '23456789TJQKA';
/** Names used to build i18n keys (`card.rank.two`, `card.suit.diamonds`). */
export const RANK_NAMES = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'] as const;
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type RankName = (typeof RANK_NAMES)[number];
export type SuitName = (typeof SUIT_NAMES)[number];

export const DECK_SIZE = 52;

export function makeCard(rank: Rank, suit: Suit): Card {
  return (rank - 2) * 4 + suit;
}
export function rankOf(card: Card): Rank {
  return ((card >> 2) + 2) as Rank;
}
export function suitOf(card: Card): Suit {
  return (card & 3) as Suit;
}
/** Rank with the ace counted low (ace = 1), for razz and low hands. */
export function lowRankOf(card: Card): number {
  const r = rankOf(card);
  return r === 14 ? 1 : r;
}
export function rankName(card: Card): RankName {
  return RANK_NAMES[rankOf(card) - 2] as RankName;
}
export function suitName(card: Card): SuitName {
  return SUIT_NAMES[suitOf(card)] as SuitName;
}

export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

/** "As" -> card; throws a clear error on anything else. */
export function parseCard(text: string): Card {
  if (text.length !== 2) throw new Error(`not a card: "${text}" (expected rank and suit, like "As" or "Td")`);
  const rankIndex = RANK_LETTERS.indexOf(text[0]!.toUpperCase());
  const suitIndex = (SUIT_LETTERS as readonly string[]).indexOf(text[1]!.toLowerCase());
  if (rankIndex < 0) throw new Error(`not a card: "${text}" (unknown rank "${text[0]}")`);
  if (suitIndex < 0) throw new Error(`not a card: "${text}" (unknown suit "${text[1]}")`);
  return rankIndex * 4 + suitIndex;
}

/** "Ac8dAs" -> [Ac, 8d, As] */
export function parseCards(text: string): Card[] {
  if (text.length % 2 !== 0) throw new Error(`not a list of cards: "${text}" (odd length)`);
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) cards.push(parseCard(text.slice(i, i + 2)));
  return cards;
}

export function formatCard(card: Card): string {
  return RANK_LETTERS[rankOf(card) - 2]! + SUIT_LETTERS[suitOf(card)]!;
}
export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join('');
}

/** A fresh ordered deck, 2c..As. */
export function newDeck(): Card[] {
  // A plain loop: Array.from with a mapper is several times slower, and drills build a deck per question.
  const deck: Card[] = [];
  for (let i = 0; i < DECK_SIZE; i++) deck.push(i);
  return deck;
}
