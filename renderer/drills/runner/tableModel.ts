import {
  incidentCards,
  offTableCard,
  prematureTargets,
  settle,
  tableView,
  wrongBringInActed,
  type Award,
  type Card,
  type Chips,
  type DealerPiles,
  type DrillKind,
  type GradedAnswer,
  type HandState,
  type Incident,
  type IncidentKind,
  type Player,
  type Scenario,
  type SeatAction,
  type StreetNumber,
  type Structure,
} from '../../../core';

/** One card in front of a seat, as the dealer sees it (`up: false` = a downcard). */
export interface SeatCard {
  /** null: drawn as a back (a card the dealer has not seen: a hole card, unless the question needs it). */
  readonly card: Card | null;
  readonly up: boolean;
  /** A downcard the dealer turned up by mistake (the incident on screen is about it). */
  readonly exposed: boolean;
  /** The card that flew off the table while it was dealt to this seat (a card-off-table incident). */
  readonly offTable?: true;
  /** A card the seat holds beyond what the book deals it (extra cards, more than seven): drawn as a back, nobody saw it. */
  readonly extra?: true;
  /** A card of the next street dealt before the betting round ended (premature cards), or dealt after a burn error. */
  readonly premature?: true;
}

/**
 * What an incident says about one seat that the hand's state does not hold (it is the state just before the error),
 * drawn at that seat as a tag: `holds` the seat turns out to hold this many cards (RR stud 18); `extra` it holds extra
 * cards from the initial deal; `acted` it acted after a wrong bring-in (RR stud 9); `away` it has the bring-in card and
 * is away (RR stud 6); `concealed` it turned its upcards down (RR stud 10); `premature` it got a premature card
 * (`seen`: and looked at it); `looked` it looked at the 7th-street card dealt after a burn error (RR stud 13).
 */
export type SeatMark =
  | { readonly kind: 'holds'; readonly cards: number }
  | { readonly kind: 'extra'; readonly count: number }
  | { readonly kind: 'acted' | 'away' | 'concealed' | 'looked' }
  | { readonly kind: 'premature'; readonly seen: boolean };

/**
 * An action of the betting round the table shows (core's tableView), at the seat that made it: what the dealer saw.
 * `to`: the seat's total in that round after the action (a call matches it; "raised to 20"). Folds are the seat's
 * "Folded" tag instead.
 */
export type { SeatAction };

/** After grading a showdown: which part of the answer a seat is (shows first, or wins a pot and which share of it). */
export type AnswerPart =
  | { readonly part: 'first' }
  | {
      readonly part: 'pot';
      readonly pot: number | 'every';
      readonly pots: number;
      readonly shares: readonly ('high' | 'low' | 'scoop' | 'split')[];
    };

/** What the table shows at one seat. */
export interface SeatModel {
  readonly player: Player;
  /** Seat number on screen (player + 1). */
  readonly seat: number;
  readonly cards: readonly SeatCard[];
  /** Chips put in on the street of the question (in front of the seat). */
  readonly bet: Chips;
  /** Those chips are the bring-in (nobody has completed them at this seat): "Bring-in 2", not "Bet 2". */
  readonly betIsBringIn: boolean;
  /** Chips behind. */
  readonly stack: Chips;
  readonly folded: boolean;
  /** In the hand with no chips behind. */
  readonly allIn: boolean;
  /** A pot count: every chip this seat put in this hand, antes included, and the uncalled chips given back to it (else null). */
  readonly putIn: { readonly chips: Chips; readonly returned: Chips } | null;
  /** The incident says this seat was dealt no cards (it posted the ante). */
  readonly dealtOut: boolean;
  /** What else the incident says about this seat (null: nothing, or only what its cards and chips show). */
  readonly mark: SeatMark | null;
  /** After grading a bring-in: the low card, all-in for the ante, that does not act (the next seat brings in). */
  readonly lowAllIn: boolean;
  /**
   * This live seat's actions in the round being bet, or in the last round once the bets are gathered (a showdown), in
   * order: a trainee counts the bets and raises from them. Empty before a street's betting and for a folded seat.
   */
  readonly actions: readonly SeatAction[];
  /**
   * Bets gathered and nobody still in bet or raised in the last round: the street this seat last bet or raised on, on the
   * latest such seat still in the hand (SEED-001's online room goes back to it for the showdown order), else null.
   */
  readonly earlierAggressor: StreetNumber | null;
  /** After grading a showdown: the parts of the answer this seat is (null: a plain "Answer" when highlighted). */
  readonly answerParts: readonly AnswerPart[] | null;
  /** After grading a showdown: the parts the trainee answered with this seat, wrongly. */
  readonly wrongParts: readonly AnswerPart[];
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
  /** The common card turned face up in the centre on 7th street, playing in every hand (RR stud 15, TDA RP-10-H); null: none. */
  readonly common: { readonly card: Card | null } | null;
  /** Bets gathered: the street whose actions the seats show (null: the bets are in front of the seats). */
  readonly actionStreet: StreetNumber | null;
  /** With actionStreet: nobody acted on it (every player but one all-in, say). */
  readonly noAction: boolean;
  /** The stakes, for the placard on the felt: ante, bring-in, small and big bet. */
  readonly stakes: Structure;
  /** The stub, the burn pile and the muck in front of the dealer, when the question involves them (else null). */
  readonly piles: DealerPiles | null;
}

/**
 * What a table shows beyond the hand: `holeCards` 'hidden' draws the downcards as backs, as the dealer sees them (the
 * cards an incident is about stay face up: an exposed card, a card off the table or turned up; and a hand shown at the
 * showdown); `piles` draws the stub,
 * the burns and the muck.
 */
export interface TableDisplay {
  readonly holeCards?: 'shown' | 'hidden';
  readonly piles?: boolean;
}

/** Incidents about the stub or the burns: their table shows the dealer's piles. */
const PILE_INCIDENTS: ReadonlySet<IncidentKind> = new Set(['boxed-card', 'duplicate-card', 'burn-error', 'premature-cards', 'run-out']);

/** How a table with an incident is shown (the floor's rulings, a misprocedure drill): hole cards as backs, the piles when it is about them. */
export function incidentDisplay(incident: Incident | null): TableDisplay {
  return { holeCards: 'hidden', piles: incident !== null && PILE_INCIDENTS.has(incident.kind) };
}

/** Drills whose question needs the hole cards face up: the showdown (the hands are shown). The others draw backs. */
const HOLE_CARD_DRILLS: ReadonlySet<DrillKind> = new Set(['showdown']);

/**
 * How a table of a drill's kind is shown: an incident's own display, else the hole cards face up only where the question
 * reads them (the showdown) and the dealer's piles for the deal order. A lesson's example is shown as the drill that
 * practises it.
 */
export function drillDisplay(kind: DrillKind, incident: Incident | null): TableDisplay {
  return incident
    ? incidentDisplay(incident)
    : { holeCards: HOLE_CARD_DRILLS.has(kind) ? 'shown' : 'hidden', piles: kind === 'deal-order' };
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

/** A seat's cards as dealt, the exposed ones marked, and a card the incident is about last (off the table, or turned up). */
function seatCards(
  cards: readonly { readonly card: Card | null; readonly up: boolean }[],
  exposed: readonly number[],
  last: SeatCard | null,
): SeatCard[] {
  const out: SeatCard[] = cards.map((c, k) => ({ card: c.card, up: c.up, exposed: exposed.includes(k) }));
  if (last) out.push(last);
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
 * The 7th-street downcard the dealer turned face up (RR 17, TDA RP-10-B), drawn after the seat's cards and marked
 * exposed: who acts first rests on it. The incident's card, else the next card of a known stub.
 */
function turnedUpSeatCard(state: HandState, incident: Extract<Incident, { kind: 'seventh-card-up' }>): SeatCard {
  return { card: incident.card ?? offTableCard(state, incident.player).card, up: true, exposed: true };
}

/** A card an incident adds at a seat that nobody saw: a back, marked extra. */
const EXTRA_CARD: SeatCard = { card: null, up: false, exposed: false, extra: true };

/**
 * A seat that turns out to hold `count` cards (RR stud 18) instead of those dealt: more are extra backs after its cards;
 * fewer leave out the 7th-street card first (six cards: the hand missing only its seventh card), then downcards from the
 * last, then upcards from the last, so the upcards everybody saw stay as they were as long as they can.
 */
function heldCards(cards: readonly SeatCard[], dealt: HandState['players'][number]['cards'], count: number): SeatCard[] {
  if (count >= cards.length) return [...cards, ...Array.from({ length: count - cards.length }, () => EXTRA_CARD)];
  const order = cards
    .map((_, k) => k)
    .sort((a, b) => {
      const rank = (k: number) => (dealt[k]?.street === 7 ? 0 : cards[k]!.up ? 2 : 1);
      return rank(a) - rank(b) || b - a;
    });
  const gone = new Set(order.slice(0, cards.length - count));
  return cards.filter((_, k) => !gone.has(k));
}

/**
 * Cards of the next street that the state does not hold yet, dealt by an incident: premature cards (the live players'
 * next cards in seat order after one burn: RR stud 14) and the 7th-street card a player looked at after a burn error
 * (no burn: the card that was the burn; two burns: the card after them). Backs when the stub is unknown.
 */
function dealtAhead(state: HandState, incident: Incident | null): Map<Player, { card: SeatCard; mark: SeatMark }> {
  const out = new Map<Player, { card: SeatCard; mark: SeatMark }>();
  const stubCard = (k: number): Card | null =>
    state.stub !== null && state.stubTop + k < state.stub.length ? state.stub[state.stubTop + k]! : null;
  if (incident?.kind === 'premature-cards') {
    const up = state.street + 1 < 7;
    prematureTargets(state, incident.count).forEach((p, k) => {
      out.set(p, {
        card: { card: stubCard(1 + k), up, exposed: false, premature: true },
        mark: { kind: 'premature', seen: p === incident.seenBy },
      });
    });
  } else if (incident?.kind === 'burn-error' && incident.seen && state.street === 7) {
    const first = state.players.findIndex((p) => !p.folded && !p.cards.some((c) => c.street === 7));
    if (first >= 0)
      out.set(first, { card: { card: stubCard(incident.burns), up: false, exposed: false, premature: true }, mark: { kind: 'looked' } });
  }
  return out;
}

/**
 * Chips an incident says a seat put in on this street that the state does not hold (its total in front of it): a wrong
 * player named for the bring-in (RR stud 9), a bet below the bring-in or an underbet. `bringIn`: those chips are the
 * bring-in (not a completion).
 */
function incidentBet(state: HandState, incident: Incident | null): { player: Player; amount: Chips; bringIn: boolean } | null {
  if (incident?.kind === 'wrong-bring-in')
    return { player: incident.player, amount: incident.amount, bringIn: incident.amount === state.config.structure.bringIn };
  if (incident?.kind === 'bet-below-bring-in' || incident?.kind === 'underbet')
    return { player: incident.player, amount: incident.amount, bringIn: false };
  return null;
}

/** The seat that acted after a wrongly named bring-in (RR stud 9): the last to act in the hand as the incident leaves it. */
function actedAfterWrongBringIn(acted: HandState | null): Player | null {
  const last = acted?.log.at(-1);
  return last && 'player' in last ? last.player : null;
}

/** What the incident says about each seat beyond its cards and chips (see SeatMark). */
function seatMarks(
  state: HandState,
  incident: Incident | null,
  ahead: ReadonlyMap<Player, { mark: SeatMark }>,
  acted: HandState | null,
): Map<Player, SeatMark> {
  const out = new Map<Player, SeatMark>();
  for (const [p, { mark }] of ahead) out.set(p, mark);
  if (!incident) return out;
  if (incident.kind === 'wrong-card-count') out.set(incident.player, { kind: 'holds', cards: incident.cards });
  else if (incident.kind === 'extra-cards') out.set(incident.player, { kind: 'extra', count: incident.count });
  else if (incident.kind === 'upcards-concealed') out.set(incident.player, { kind: 'concealed' });
  else if (incident.kind === 'bring-in-absent' && state.bringInPlayer !== null) out.set(state.bringInPlayer, { kind: 'away' });
  const actedSeat = actedAfterWrongBringIn(acted);
  if (actedSeat !== null) out.set(actedSeat, { kind: 'acted' });
  return out;
}

/** A card the table draws as a back: a downcard the dealer does not see, unless an incident is about it. */
const hideHole = (c: SeatCard): SeatCard => (c.up || c.exposed || c.offTable || c.premature || c.card === null ? c : { ...c, card: null });

/**
 * The dealer's view of a hand: cards, chips in front of each seat and the pot in the middle. With an incident the table
 * shows what it says (the state is the hand just before it): the hole cards a dealer exposed are marked, a seat dealt
 * out has no cards, an empty seat holds the cards dealt to it, a card that flew off the table lies beside the seat it
 * was dealt to, a seat holding the wrong number of cards or extra cards holds that many, the chips of a wrong bring-in,
 * a bet below the bring-in or an underbet lie in front of that seat, premature cards at the seats they went to, and
 * the seats' marks say the rest (SeatMark). `countPot`: the pot is the question, so it is hidden and each seat says what it put in.
 */
export function tableModel(given: HandState, incident: Incident | null = null, countPot = false, display: TableDisplay = {}): TableModel {
  // A wrong bring-in the next player acted on (RR stud 9): the table shows both, as the incident leaves the hand.
  const acted = incident ? wrongBringInActed(given, incident) : null;
  const state = acted ?? given;
  const view = tableView(state);
  const marked = incident ? incidentCards(incident) : null;
  const dealtOut = incident?.kind === 'player-dealt-out' ? incident.player : null;
  const offTable = incident?.kind === 'card-off-table' ? incident.player : null;
  const turnedUp = incident?.kind === 'seventh-card-up' ? incident : null;
  // Bets gathered: each seat says what it did in the last round instead, unless the pot is the question.
  const told = view.gathered && !countPot;
  const ahead = dealtAhead(state, incident);
  const marks = seatMarks(state, incident, ahead, acted);
  const incidentChips = view.gathered || countPot || acted ? null : incidentBet(state, incident);
  const seats = view.seats.map((v): SeatModel => {
    const player = v.player;
    // The chips the incident says this seat put in lie in front of it, out of its stack (the pot is as it was).
    const extraBet = incidentChips?.player === player ? incidentChips : null;
    const bet = extraBet ? extraBet.amount : v.bet;
    const mark = marks.get(player) ?? null;
    const dealt =
      player === dealtOut
        ? []
        : seatCards(
            v.cards,
            marked?.player === player ? marked.cards : [],
            player === offTable
              ? offTableSeatCard(state, player)
              : player === turnedUp?.player
                ? turnedUpSeatCard(state, turnedUp)
                : (ahead.get(player)?.card ?? null),
          );
    // A hand shown at the showdown lies face up for everyone, the dealer too.
    const shown = Array.isArray(state.players[player]!.shown);
    let cards = display.holeCards === 'hidden' && !shown ? dealt.map(hideHole) : dealt;
    if (mark?.kind === 'holds') cards = heldCards(cards, state.players[player]!.cards, mark.cards);
    else if (mark?.kind === 'extra') cards = [...cards, ...Array.from({ length: mark.count }, () => EXTRA_CARD)];
    // Upcards picked up and turned down (RR stud 10): the dealer still knows them, now as downcards.
    else if (mark?.kind === 'concealed') cards = cards.map((c) => (c.up ? { ...c, up: false } : c));
    // The chips an incident puts in front of a seat were not logged: they are its action. A pot count whose bets are
    // gathered says what each seat put in instead.
    const actions: readonly SeatAction[] = extraBet
      ? [{ kind: extraBet.bringIn ? 'bringIn' : 'bet', to: extraBet.amount }]
      : view.gathered && countPot
        ? []
        : v.actions;
    return {
      player,
      seat: player + 1,
      cards,
      bet,
      betIsBringIn: bet > 0 && (extraBet ? extraBet.bringIn : v.betIsBringIn),
      stack: v.stack - (extraBet ? extraBet.amount - v.bet : 0),
      folded: v.folded,
      allIn: v.allIn,
      // What went in, the uncalled chips given back included: the dealer saw those bets made, then returned.
      // At a showdown an all-in seat says what it put in too: which pots it can win rests on it (side pots, RR).
      putIn: countPot || (told && v.allIn) ? { chips: v.putIn, returned: v.returned } : null,
      dealtOut: player === dealtOut,
      mark,
      lowAllIn: false,
      actions,
      earlierAggressor: told ? v.earlierAggressor : null,
      answerParts: null,
      wrongParts: [],
    };
  });
  const emptySeat = incident?.kind === 'dealt-to-empty-seat' ? { seat: seats.length + 1, cards: emptySeatCards(state) } : null;
  return {
    seats,
    pot: countPot ? null : view.pot,
    emptySeat,
    common: view.common,
    actionStreet: told ? view.street : null,
    noAction: told && view.noAction,
    stakes: state.config.structure,
    piles: display.piles ? view.piles : null,
  };
}

const SHARE_ORDER: readonly string[] = ['high', 'low', 'scoop'];

/**
 * After grading a showdown, each seat says which parts of the answer it is: the seat that shows first (TDA 17), and the
 * winners of each pot with their share (a half in stud8, split on a tie), so one badge is not mistaken for the other.
 */
function showdownParts(scenario: Scenario, graded: GradedAnswer, seats: readonly SeatModel[]): SeatModel[] {
  const first = graded.expected[0]?.kind === 'seat' ? graded.expected[0].seat : null;
  const { pots, awards } = settle(scenario.state).answer;
  const shared = (a: Award) => awards.some((b) => b.pot === a.pot && b.half === a.half && b.player !== a.player);
  const wrongFirst = graded.parts.flatMap((p) => (p.id === 'first' && !p.correct && p.given?.kind === 'seat' ? [p.given.seat] : []));
  return seats.map((seat) => {
    const parts: AnswerPart[] = seat.player === first ? [{ part: 'first' }] : [];
    const won: Extract<AnswerPart, { part: 'pot' }>[] = [];
    for (let pot = 0; pot < pots.length; pot++) {
      const mine = awards.filter((a) => a.pot === pot && a.player === seat.player);
      if (mine.length === 0) continue;
      const shares: ('high' | 'low' | 'scoop' | 'split')[] = [];
      for (const a of mine) if (a.half !== 'all' && !shares.includes(a.half)) shares.push(a.half);
      shares.sort((x, y) => SHARE_ORDER.indexOf(x) - SHARE_ORDER.indexOf(y));
      if (mine.some(shared)) shares.push('split');
      won.push({ part: 'pot', pot, pots: pots.length, shares });
    }
    // The same share of every pot (a main and a side pot): one badge says so.
    const same = won.length > 1 && won.length === pots.length && won.every((w) => w.shares.join() === won[0]!.shares.join());
    parts.push(...(same ? [{ ...won[0]!, pot: 'every' as const }] : won));
    return { ...seat, answerParts: parts, wrongParts: wrongFirst.includes(seat.player) ? [{ part: 'first' }] : [] };
  });
}

// A scenario's table before grading, once per scenario (a scenario never changes): the graded table keeps the seats
// that grading leaves as they were, the same objects, so the screen redraws only the seats the verdict is about.
const questionTables = new WeakMap<Scenario, TableModel>();
function questionTable(scenario: Scenario): TableModel {
  let model = questionTables.get(scenario);
  if (!model) {
    model = tableModel(scenario.state, scenario.incident, scenario.kind === 'pot', drillDisplay(scenario.kind, scenario.incident));
    questionTables.set(scenario, model);
  }
  return model;
}

/**
 * A drill scenario's table. A pot question hides the pot until it is graded (the total is the answer) and shows each
 * seat's chips put in, from which it can be counted. After grading a bring-in whose low card (razz: high card) is all-in
 * for the ante, that seat is tagged as the bring-in card: the seat that acts (the answer) is the next one.
 */
export function drillTable(scenario: Scenario, graded: GradedAnswer | null): TableModel {
  const pot = scenario.kind === 'pot';
  const model = questionTable(scenario);
  // Graded: the pot is every chip put in and not given back (the seats' tags add up to it).
  const shown = pot && graded !== null ? { ...model, pot: sum(model.seats.map((s) => s.putIn!.chips - s.putIn!.returned)) } : model;
  if (scenario.kind === 'showdown' && graded !== null) return { ...shown, seats: showdownParts(scenario, graded, shown.seats) };
  if (scenario.kind !== 'bring-in' || graded === null) return shown;
  const answer = graded.expected.flatMap((e) => (e.kind === 'seat' ? [e.seat] : []));
  const low = graded.highlight.filter((p) => !answer.includes(p));
  if (low.length === 0) return shown;
  return { ...shown, seats: shown.seats.map((s) => (low.includes(s.player) ? { ...s, lowAllIn: true } : s)) };
}
