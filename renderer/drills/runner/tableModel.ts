import { incidentCards, offTableCard, returnedChips, type Card, type Chips, type GradedAnswer, type HandState, type Incident, type Player, type Scenario } from '../../../core';

/** One card in front of a seat, as the dealer sees it (every card visible; `up: false` = a downcard). */
export interface SeatCard {
  /** null: drawn as a back (a card the dealer has not seen). */
  readonly card: Card | null;
  readonly up: boolean;
  /** A downcard the dealer turned up by mistake (the incident on screen is about it). */
  readonly exposed: boolean;
  /** The card that flew off the table while it was dealt to this seat (a card-off-table incident). */
  readonly offTable?: true;
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
  /** A pot count: every chip this seat put in this hand, antes included, and the uncalled chips given back to it (else null). */
  readonly putIn: { readonly chips: Chips; readonly returned: Chips } | null;
  /** The incident says this seat was dealt no cards (it posted the ante). */
  readonly dealtOut: boolean;
  /** After grading a bring-in: the low card, all-in for the ante, that does not act (the next seat brings in). */
  readonly lowAllIn: boolean;
}

/** The empty seat an incident dealt cards to (drawn after the last player; it has no player number). */
export interface EmptySeatModel {
  readonly seat: number;
  readonly cards: readonly SeatCard[];
}

export interface TableModel {
  readonly seats: readonly SeatModel[];
  /** Chips already in the middle: antes and the bets of earlier streets; null while a pot count is unanswered. */
  readonly pot: Chips | null;
  readonly emptySeat: EmptySeatModel | null;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * Cards dealt to an empty seat on 3rd street: two downcards (backs, nobody looked) and a door card, taken from the
 * bottom of the stub so no card on the table shows twice. Backs only when the stub is unknown.
 */
function emptySeatCards(state: HandState): SeatCard[] {
  const stub = state.stub;
  const door = stub !== null && stub.length - state.stubTop > 0 ? stub[stub.length - 1]! : null;
  return [
    { card: null, up: false, exposed: false },
    { card: null, up: false, exposed: false },
    { card: door, up: true, exposed: false },
  ];
}

/** A seat's cards as dealt, the exposed ones marked, and the card that flew off the table last. */
function seatCards(cards: HandState['players'][number]['cards'], exposed: readonly number[], offTable: SeatCard | null): SeatCard[] {
  const out: SeatCard[] = cards.map((c, k) => ({ card: c.card, up: c.up, exposed: exposed.includes(k) }));
  if (offTable) out.push(offTable);
  return out;
}

/**
 * The card that flew off the table, drawn after the seat's cards: face up, as everyone saw it; marked exposed when the
 * book deals it down (a hole card or the 7th-street card, ruled as exposed: RR stud 11). A back when the stub is unknown.
 */
function offTableSeatCard(state: HandState, player: Player): SeatCard {
  const { card, up } = offTableCard(state, player);
  return { card, up: true, exposed: !up, offTable: true };
}

/**
 * The dealer's view of a hand: cards, chips in front of each seat and the pot in the middle. With an incident the table
 * shows what it says: the hole cards a dealer exposed are marked, a seat dealt out has no cards, an empty seat holds
 * the cards dealt to it, a card that flew off the table lies beside the seat it was dealt to. `countPot`: the pot is the question, so it is hidden and each seat says what it put in.
 */
export function tableModel(state: HandState, incident: Incident | null = null, countPot = false): TableModel {
  const marked = incident ? incidentCards(incident) : null;
  const dealtOut = incident?.kind === 'player-dealt-out' ? incident.player : null;
  const offTable = incident?.kind === 'card-off-table' ? incident.player : null;
  const current = state.street - 3;
  const returned = returnedChips(state);
  // Once the betting is over (showdown, or the hand won), the dealer has gathered the last round's bets into the pot.
  const gathered = state.phase === 'showdown' || state.phase === 'complete';
  let pot = 0;
  const seats = state.players.map((p, player): SeatModel => {
    const bet = gathered ? 0 : (p.streetBets[current] ?? 0);
    const chips = p.ante + sum(p.streetBets);
    pot += chips - bet;
    return {
      player,
      seat: player + 1,
      cards: player === dealtOut ? [] : seatCards(p.cards, marked?.player === player ? marked.cards : [], player === offTable ? offTableSeatCard(state, player) : null),
      bet,
      stack: p.stack,
      folded: p.folded,
      allIn: !p.folded && p.stack === 0,
      // What went in, the uncalled chips given back included: the dealer saw those bets made, then returned.
      putIn: countPot ? { chips: chips + returned[player]!, returned: returned[player]! } : null,
      dealtOut: player === dealtOut,
      lowAllIn: false,
    };
  });
  const emptySeat = incident?.kind === 'dealt-to-empty-seat' ? { seat: seats.length + 1, cards: emptySeatCards(state) } : null;
  return { seats, pot: countPot ? null : pot, emptySeat };
}

/**
 * A drill scenario's table. A pot question hides the pot until it is graded (the total is the answer) and shows each
 * seat's chips put in, from which it can be counted. After grading a bring-in whose low card is all-in for the ante,
 * that seat is marked as the low card: the seat that acts (the answer) is the next one.
 */
export function drillTable(scenario: Scenario, graded: GradedAnswer | null): TableModel {
  const pot = scenario.kind === 'pot';
  const model = tableModel(scenario.state, scenario.incident, pot);
  // Graded: the pot is every chip put in and not given back (the seats' tags add up to it).
  const shown = pot && graded !== null ? { ...model, pot: sum(model.seats.map((s) => s.putIn!.chips - s.putIn!.returned)) } : model;
  if (scenario.kind !== 'bring-in' || graded === null) return shown;
  const answer = graded.expected.flatMap((e) => (e.kind === 'seat' ? [e.seat] : []));
  const low = graded.highlight.filter((p) => !answer.includes(p));
  return { ...shown, seats: shown.seats.map((s) => (low.includes(s.player) ? { ...s, lowAllIn: true } : s)) };
}
