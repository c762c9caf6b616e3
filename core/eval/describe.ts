import { RANK_NAMES, type Card, type Rank, type RankName } from '../cards';
import type { Reason } from '../decision';
import { handKey } from '../i18n/messages-eval';
import type { LowKind } from './best-five';
import { boardShape, highShape, lowShape, type HandShape } from './shape';

const name = (rank: Rank): RankName => RANK_NAMES[rank - 2]!;

/** Message key parts for a shape: which kind and how many ranks its text names. */
function keyOf(prefix: 'hand' | 'board', shape: HandShape): string {
  const [a, b] = shape.ranks;
  if (a === undefined) throw new Error('a hand shape needs at least one rank');
  switch (shape.kind) {
    case 'high-card':
    case 'low':
      return handKey(prefix, shape.kind, b === undefined ? [name(a)] : [name(a), name(b)]);
    case 'two-pair':
    case 'full-house':
      if (b === undefined) throw new Error(`a ${shape.kind} shape needs two ranks`);
      return handKey(prefix, shape.kind, [name(a), name(b)]);
    case 'straight-flush':
      return a === 14 ? 'hand.royal-flush' : handKey(prefix, shape.kind, [name(a)]);
    default:
      return handKey(prefix, shape.kind, [name(a)]);
  }
}

/** "pair of sevens", "full house, kings full of fours", "seven-five low" (a message key, no parameters). */
export function describeShape(shape: HandShape): Reason {
  return { key: keyOf('hand', shape) };
}

/** The dealer's call for the board that acts first: "pair of sevens bets", "seven-five low bets". */
export function announceBoard(shape: HandShape): Reason {
  return { key: keyOf('board', shape) };
}

/** The best high hand in 5 to 7 cards, in words. */
export function describeHigh(cards: readonly Card[]): Reason {
  return describeShape(highShape(cards));
}

/** The best low in 5 to 7 cards, in words ('hand.no-low' when no eight-or-better low qualifies). */
export function describeLow(cards: readonly Card[], kind: LowKind): Reason {
  const shape = lowShape(cards, kind);
  return shape ? describeShape(shape) : { key: 'hand.no-low' };
}

/**
 * A board of upcards named as the dealer says it, for a sentence ("pair of tens", "ace-king", "seven-five low"):
 * high order (stud, stud8) or low order (razz).
 */
export function nameBoard(upcards: readonly Card[], order: 'high' | 'low'): Reason {
  const shape = boardShape(upcards, order);
  const [a, b] = shape.ranks;
  if (shape.kind === 'high-card' && a !== undefined && b !== undefined)
    return { key: handKey('board.name', 'high-card', [name(a), name(b)]) };
  return describeShape(shape);
}

/** A board of upcards in words, for the announcement: high order (stud, stud8) or low order (razz). */
export function describeBoard(upcards: readonly Card[], order: 'high' | 'low'): Reason {
  return announceBoard(boardShape(upcards, order));
}
