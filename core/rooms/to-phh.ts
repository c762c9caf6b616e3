import type { Card } from '../cards';
import type { Reason } from '../decision';
import type { PhhAction, PhhHand } from '../phh/types';
import { MAX_PLAYERS, MIN_PLAYERS, VARIANTS, type StreetNumber } from '../variants';
import { fillUnseen } from './backfill';
import { RoomError } from './error';
import { knownStakes, settleStakes, type KnownStakes } from './stakes';
import { ROOM_NAMES, type Hundredths, type RecordedEvent, type RecordedHand, type RoomHand } from './types';

/** A show written once the hand is read, when every card each player was dealt is known. */
interface PendingShow {
  readonly action: number;
  readonly player: number;
  /** Cards the player held when showing (an all-in hand is shown before the last streets are dealt). */
  readonly held: number;
}

/**
 * Turns a hand as a room tells it into PHH: players in seat order (p1 is the lowest seat, the first dealt), chips in
 * cents for money or whole chips, every street dealt to the players still in (a card nobody saw is `??`), each
 * completion, bet and raise as the total it reaches, and the room's summary kept beside the actions (`winnings`,
 * `_rake`, `_total_pot`, `_uncalled`) for the money check. `table`: the structure other hands of the table show; `own`: this hand's.
 */
export function recordedToPhh(
  hand: RecordedHand,
  index: number,
  table: KnownStakes | null,
  own: KnownStakes = knownStakes(hand),
): RoomHand {
  return new PhhBuilder(hand, index, table, own).build();
}

class PhhBuilder {
  private readonly names: string[];
  private readonly seatOf: number[];
  private readonly divisor: 1 | 100;
  private readonly notes: Reason[] = [];
  private readonly actions: PhhAction[] = [];
  private readonly lines: number[] = [];
  /** Per player: the index in `actions` of each deal and the cards it named, in dealing order. */
  private readonly dealt: { action: number; cards: (Card | null)[] }[][];
  private readonly shows: PendingShow[] = [];
  private readonly revealed: ({ cards: readonly Card[]; line: number } | null)[];
  private readonly folded: boolean[];
  private readonly stacks: number[];
  private committed: number[];
  private street: StreetNumber = 3;
  private streetStarted = false;
  private flushed = false;
  private pending = new Map<number, { cards: (Card | null)[]; line: number }>();
  private common: { card: Card; line: number } | null = null;

  constructor(
    private readonly hand: RecordedHand,
    private readonly index: number,
    private readonly table: KnownStakes | null,
    private readonly own: KnownStakes,
  ) {
    // One pass: who plays (is dealt in or acts), and whether any amount has cents.
    const playing = new Set<string>();
    let cents = hand.currency !== null;
    for (const e of hand.events) {
      switch (e.kind) {
        case 'ante':
        case 'bring-in':
          playing.add(e.name);
          cents ||= e.amount % 100 !== 0;
          break;
        case 'raise':
          playing.add(e.name);
          cents ||= (e.to ?? e.by ?? 0) % 100 !== 0;
          break;
        case 'uncalled':
        case 'collected':
          cents ||= e.amount % 100 !== 0;
          break;
        case 'deal':
        case 'call':
        case 'check':
        case 'fold':
        case 'show':
        case 'muck':
          playing.add(e.name);
      }
    }
    const seats = hand.seats.filter((s) => playing.has(s.name)).sort((a, b) => a.seat - b.seat);
    for (const name of playing)
      if (!seats.some((s) => s.name === name)) throw new RoomError(this.lineOf(name), 'rooms.error.unknownPlayer', { name });
    if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS)
      throw new RoomError(hand.line, 'rooms.error.playerCount', { count: seats.length });
    this.names = seats.map((s) => s.name);
    this.seatOf = seats.map((s) => s.seat);
    for (const s of seats) cents ||= s.stack % 100 !== 0;
    // Cents when the hand is played for money or any amount has them; whole chips otherwise (tournament chips).
    this.divisor = cents ? 1 : 100;
    this.stacks = seats.map((s) => this.chips(s.stack));
    this.committed = seats.map(() => 0);
    this.folded = seats.map(() => false);
    this.dealt = seats.map(() => []);
    this.revealed = seats.map(() => null);
  }

  private chips(amount: Hundredths): number {
    return amount / this.divisor;
  }

  private lineOf(name: string): number {
    return this.hand.events.find((e) => 'name' in e && e.name === name)?.line ?? this.hand.line;
  }

  private player(name: string, line: number): number {
    const p = this.names.indexOf(name);
    if (p < 0) throw new RoomError(line, 'rooms.error.unknownPlayer', { name });
    return p;
  }

  build(): RoomHand {
    const hand = this.hand;
    const antes = this.names.map(() => 0);
    const collected = this.names.map(() => 0);
    const uncalled = this.names.map(() => 0);
    let shortBringIn = 0;
    for (const e of hand.events) {
      if (e.kind === 'ante') antes[this.player(e.name, e.line)]! += this.chips(e.amount);
      if (e.kind === 'bring-in' && e.allIn) shortBringIn = e.amount;
    }
    // Antes come off the stacks before the first card.
    antes.forEach((a, p) => (this.stacks[p] = this.stacks[p]! - Math.min(a, this.stacks[p]!)));
    for (const e of hand.events) {
      if (e.kind === 'collected') collected[this.player(e.name, e.line)]! += this.chips(e.amount);
      else if (e.kind === 'uncalled') uncalled[this.player(e.name, e.line)]! += this.chips(e.amount);
      else this.apply(e);
    }
    if (this.streetStarted && !this.flushed) this.flush(hand.lastLine);
    fillUnseen(this.dealt, this.revealed, this.names);
    for (const show of this.shows) {
      const cards = this.dealt[show.player]!.flatMap((d) => d.cards).slice(0, show.held);
      this.actions[show.action] = { kind: 'show-muck', player: show.player, cards };
    }
    for (const deals of this.dealt)
      for (const d of deals)
        this.actions[d.action] = { ...(this.actions[d.action] as Extract<PhhAction, { kind: 'deal-hole' }>), cards: d.cards };

    const ante = Math.max(...antes);
    const stakes = settleStakes(this.own, this.table, ante * this.divisor, shortBringIn, this.notes, (h) => this.chips(h));
    const phh: PhhHand = {
      variant: VARIANTS[hand.variant].phh,
      anteTrimming: antes.some((a) => a !== ante),
      antes,
      bringIn: this.chips(stakes.bringIn),
      smallBet: this.chips(stakes.small),
      bigBet: this.chips(stakes.big),
      startingStacks: this.names.map((_, p) => this.chips(hand.seats.find((s) => s.seat === this.seatOf[p])!.stack)),
      actions: this.actions,
      extra: this.extra(collected, hand.summary.uncalledWritten ? uncalled : null),
    };
    return { room: hand.room, index: this.index, line: hand.line, id: hand.id, phh, actionLines: this.lines, notes: this.notes };
  }

  private extra(collected: number[], uncalled: number[] | null): Record<string, unknown> {
    const hand = this.hand;
    const extra: Record<string, unknown> = { venue: ROOM_NAMES[hand.room], hand: hand.id };
    if (hand.tournament !== null) extra['event'] = `${ROOM_NAMES[hand.room]} tournament ${hand.tournament}`;
    if (hand.table !== null) extra['table'] = hand.table;
    if (hand.date) Object.assign(extra, { day: hand.date.day, month: hand.date.month, year: hand.date.year });
    extra['seats'] = this.seatOf;
    if (hand.seatCount !== null) extra['seat_count'] = hand.seatCount;
    // Bovada's tables are anonymous: its "Seat+N" labels are no names (PHH: an empty string).
    extra['players'] = hand.room === 'bovada' ? this.names.map(() => '') : this.names;
    if (hand.currency) Object.assign(extra, { currency: hand.currency.code, currency_symbol: hand.currency.symbol });
    if (this.divisor === 1 && hand.currency) extra['_chip_value'] = 0.01;
    extra['winnings'] = collected;
    const total = hand.summary.totalPot === null ? null : this.chips(hand.summary.totalPot);
    extra['_rake'] = this.rake(total, collected);
    if (total !== null) extra['_total_pot'] = total;
    if (uncalled) extra['_uncalled'] = uncalled;
    return extra;
  }

  /**
   * The rake: as the room writes it, or, when it does not (Bovada leaves it out of some summaries), the pot less what
   * the room paid out, said in a note.
   */
  private rake(total: number | null, collected: readonly number[]): number {
    if (this.hand.summary.rake !== null) return this.chips(this.hand.summary.rake);
    if (total === null) return 0;
    const paid = collected.reduce((t, c) => t + c, 0);
    const rake = Math.max(0, total - paid);
    if (rake > 0) this.notes.push({ key: 'rooms.note.rakeUnwritten', params: { amount: rake } });
    return rake;
  }

  private push(action: PhhAction, line: number): number {
    this.actions.push(action);
    this.lines.push(line);
    return this.actions.length - 1;
  }

  private live(): number {
    return this.folded.filter((f) => !f).length;
  }

  private apply(e: RecordedEvent): void {
    switch (e.kind) {
      case 'street':
        if (e.street <= this.street && this.streetStarted) {
          if (e.street < this.street) throw new RoomError(e.line, 'rooms.error.streetOrder', { street: e.street });
          return;
        }
        if (this.streetStarted && !this.flushed) this.flush(e.line);
        this.street = e.street;
        this.streetStarted = true;
        this.flushed = false;
        this.pending = new Map();
        this.common = null;
        this.committed = this.committed.map(() => 0);
        return;
      case 'deal': {
        const p = this.player(e.name, e.line);
        if (!this.streetStarted) this.streetStarted = true;
        if (this.flushed) throw new RoomError(e.line, 'rooms.error.lateDeal', { name: e.name });
        const want = this.street === 3 ? 3 : 1;
        if (e.cards.length !== want)
          throw new RoomError(e.line, 'rooms.error.dealCount', { name: e.name, count: e.cards.length, street: this.street, want });
        this.pending.set(p, { cards: [...e.cards], line: e.line });
        return;
      }
      case 'common':
        if (this.street !== 7) throw new RoomError(e.line, 'rooms.error.commonStreet', { street: this.street });
        this.common = { card: e.card, line: e.line };
        return;
      case 'reveal': {
        const p = this.player(e.name, e.line);
        this.reveal(p, e.cards, e.line);
        return;
      }
      case 'ante':
      case 'uncalled':
      case 'collected':
        return;
      default:
        this.act(e);
    }
  }

  /** A player's action: the street's cards go out first (rooms list them before the betting). */
  private act(e: Extract<RecordedEvent, { kind: 'bring-in' | 'raise' | 'call' | 'check' | 'fold' | 'show' | 'muck' }>): void {
    if (!this.flushed) this.flush(e.line);
    const p = this.player(e.name, e.line);
    const top = Math.max(...this.committed);
    switch (e.kind) {
      case 'bring-in': {
        const amount = Math.min(this.chips(e.amount), this.stacks[p]!);
        this.put(p, amount);
        this.push({ kind: 'bring-in', player: p }, e.line);
        return;
      }
      case 'raise': {
        let to = e.to !== undefined ? this.chips(e.to) : this.committed[p]! + this.chips(e.by ?? 0);
        if (to <= top && e.to !== undefined && this.chips(e.to) === this.stacks[p]) {
          // The room wrote the chips moved instead of the total (a Winamax all-in raise): the total is those chips on top of the player's bet.
          to = this.committed[p]! + this.stacks[p]!;
          this.notes.push({ key: 'rooms.note.raiseAllIn', params: { line: e.line, written: this.chips(e.to), to } });
        }
        if (to <= top && e.allIn && e.to === undefined) {
          // Everything the player has left, and no more than the bet: an all-in call.
          this.put(p, Math.min(top - this.committed[p]!, this.stacks[p]!));
          this.push({ kind: 'check-call', player: p }, e.line);
          return;
        }
        if (to <= top) throw new RoomError(e.line, 'rooms.error.raiseBelow', { name: e.name, to, chips: top });
        this.put(p, to - this.committed[p]!);
        this.push({ kind: 'complete-bet-raise', player: p, amount: to }, e.line);
        return;
      }
      case 'call':
        this.put(p, Math.min(top - this.committed[p]!, this.stacks[p]!));
        this.push({ kind: 'check-call', player: p }, e.line);
        return;
      case 'check':
        this.push({ kind: 'check-call', player: p }, e.line);
        return;
      case 'fold':
        this.folded[p] = true;
        this.push({ kind: 'fold', player: p }, e.line);
        return;
      case 'show':
      case 'muck': {
        if (e.kind === 'show') this.reveal(p, e.cards, e.line);
        // A hand shown after everyone else folded is no showdown: the room's text shows it, PHH has no action for it.
        if (this.live() < 2 || this.folded[p]) return;
        const index = this.push({ kind: 'show-muck', player: p, cards: null }, e.line);
        if (e.kind === 'show') this.shows.push({ action: index, player: p, held: this.dealt[p]!.reduce((t, d) => t + d.cards.length, 0) });
        return;
      }
    }
  }

  /** Keeps the fullest list of cards the room showed of a player's hand. */
  private reveal(p: number, cards: readonly Card[], line: number): void {
    if ((this.revealed[p]?.cards.length ?? 0) < cards.length) this.revealed[p] = { cards, line };
  }

  private put(p: number, chips: number): void {
    this.committed[p] = this.committed[p]! + chips;
    this.stacks[p] = this.stacks[p]! - chips;
  }

  /** Deals the street to every player still in, in seat order: the cards the room names, `??` for the others; or the common card. */
  private flush(line: number): void {
    this.flushed = true;
    if (this.common) {
      this.push({ kind: 'deal-board', cards: [this.common.card] }, this.common.line);
      return;
    }
    const want = this.street === 3 ? 3 : 1;
    for (let p = 0; p < this.names.length; p++) {
      if (this.folded[p]) continue;
      const dealt = this.pending.get(p);
      const cards = dealt?.cards ?? new Array<Card | null>(want).fill(null);
      const action = this.push({ kind: 'deal-hole', player: p, cards }, dealt?.line ?? line);
      this.dealt[p]!.push({ action, cards });
    }
  }
}
