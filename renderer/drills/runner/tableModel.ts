import { incidentCards, type Card, type Chips, type HandState, type Incident, type Player } from '../../../core';

/** One card in front of a seat, as the dealer sees it (every card visible; `up: false` = a downcard). */
export interface SeatCard {
  readonly card: Card | null;
  readonly up: boolean;
  /** A downcard the dealer turned up by mistake (the incident on screen is about it). */
  readonly exposed: boolean;
}

/** What the table shows at one seat. */
export interface SeatModel {
  readonly player: Player;
  /** Seat number on screen (player + 1). */
  readonly seat: number;
  readonly cards: readonly SeatCard[];
  /** Chips put in on the street of the question (in front of the seat). */
  readonly bet: Chips;
  /** Chips behind. */
  readonly stack: Chips;
  readonly folded: boolean;
  /** In the hand with no chips behind. */
  readonly allIn: boolean;
}

export interface TableModel {
  readonly seats: readonly SeatModel[];
  /** Chips already in the middle: antes and the bets of earlier streets. */
  readonly pot: Chips;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * The dealer's view of a hand: cards, chips in front of each seat and the pot in the middle; with an
 * incident, the cards it is about are marked (a hole card the dealer exposed).
 */
export function tableModel(state: HandState, incident: Incident | null = null): TableModel {
  const marked = incident ? incidentCards(incident) : null;
  const current = state.street - 3;
  let pot = 0;
  const seats = state.players.map((p, player): SeatModel => {
    const bet = p.streetBets[current] ?? 0;
    pot += p.ante + sum(p.streetBets) - bet;
    return {
      player,
      seat: player + 1,
      cards: p.cards.map((c, k) => ({ card: c.card, up: c.up, exposed: marked !== null && marked.player === player && marked.cards.includes(k) })),
      bet,
      stack: p.stack,
      folded: p.folded,
      allIn: !p.folded && p.stack === 0,
    };
  });
  return { seats, pot };
}
