import type { Card } from '../cards';
import { phhHandConfig } from './config';
import type { Reason, ReasonParam } from '../decision';
import { formatReason } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import type { RuleId } from '../rulebook/rules';
import type { StreetNumber } from '../variants';
import {
  apply,
  bringIn,
  check,
  configProblem,
  createHand,
  firstToAct,
  follow,
  IllegalActionError,
  nextDealerStep,
  pot,
  settle,
  showdownAwards,
  showdownOrder,
  type DealtCard,
  type HandState,
  type Illegal,
  type LogEntry,
  type Operation,
} from '../hand';
import { PROFILES, type HouseRules } from '../profiles';
import { PhhError } from './error';
import { formatPhhAction } from './notation';
import { operationOfPhhIn } from './operations';
import type {
  PhhDeviationKind,
  PhhReplayDeviation,
  PhhReplayError,
  PhhReplayEvent,
  PhhReplayEventKind,
  PhhReplayReport,
  PhhSettledTable,
  PhhStreetReport,
} from './report';
import type { PhhAction, PhhHand } from './types';
import { errorLocale } from '../i18n/loaded-texts';

export interface PhhReplayOptions {
  /** House rules to replay under; default PROFILES.tda (the WSOP hands follow TDA rules). */
  readonly rules?: HouseRules;
}

/** Cards in words ("ten of diamonds, three of clubs"), an unknown card as such: no card codes on a reader's screen. */
function cardWords(cards: readonly (Card | null)[]): ReasonParam {
  return {
    reasons: cards.map(
      (c): Reason => (c === null ? { key: 'phh.replay.cardUnknown' } : { key: 'phh.replay.card', params: { card: { card: c } } }),
    ),
    join: ', ',
  };
}

/** Dealt cards in words, the face-down ones first: "face down: ten of diamonds, three of clubs; face up: four of diamonds". */
function dealtWords(cards: readonly DealtCard[]): ReasonParam {
  const down = cards.filter((c) => !c.up).map((c) => c.card);
  const up = cards.filter((c) => c.up).map((c) => c.card);
  const parts: Reason[] = [];
  if (down.length > 0) parts.push({ key: 'phh.replay.cardsDown', params: { count: down.length, cards: cardWords(down) } });
  if (up.length > 0) parts.push({ key: 'phh.replay.cardsUp', params: { count: up.length, cards: cardWords(up) } });
  return { reasons: parts, join: '; ' };
}

/**
 * The hand just before the last entry of its log, for the entries one engine step writes after another: the antes
 * (a new hand posts them all) and an uncalled bet given back as a round closes (`street`: the street of that round).
 * null for any other entry.
 */
function beforeLastEntry(state: HandState, street: StreetNumber): HandState | null {
  const entry = state.log[state.log.length - 1];
  if (entry?.op !== 'ante' && entry?.op !== 'return') return null;
  const players = state.players.slice();
  const p = players[entry.player]!;
  if (entry.op === 'ante') players[entry.player] = { ...p, stack: p.stack + entry.amount, ante: p.ante - entry.amount };
  else {
    const streetBets = p.streetBets.slice();
    streetBets[street - 3] = streetBets[street - 3]! + entry.amount;
    players[entry.player] = { ...p, stack: p.stack - entry.amount, streetBets };
  }
  return { ...state, players, log: state.log.slice(0, -1) };
}

/**
 * The hand after each log entry from `from` on (the last is `state` itself): each line of the account shows the
 * hand as that line leaves it, not as the whole engine step does. An entry that cannot be taken back (none an
 * engine step writes before another in a replay) shares the state of the entry after it.
 */
function statesAfterEntries(state: HandState, from: number, street: StreetNumber): HandState[] {
  const out: HandState[] = [];
  let current: HandState | null = state;
  let shown = state;
  for (let k = state.log.length - 1; k >= from; k--) {
    out[k - from] = shown;
    current = current && beforeLastEntry(current, street);
    if (current) shown = current;
  }
  return out;
}

/**
 * Replays a PHH hand through the engine (core/hand), checking every action against the rules of a house-rules
 * profile. Never throws on a hand that breaks a rule: where the file departs from the house rules or the book's order
 * (a show order of its own, a fold when checking was possible, a raise after a short all-in by a room's own
 * convention...), a deviation is recorded with its action index and rules and the replay goes on with the cards and
 * chips as the file has them, to the end of the hand; only an error (the hand cannot go on as written: a card dealt
 * twice, an action by a folded player...) stops it. Throws PhhError only when the engine cannot set the hand up at all
 * (e.g. chips that are not whole numbers).
 */
export function replayPhh(hand: PhhHand, options: PhhReplayOptions = {}): PhhReplayReport {
  return new Replay(hand, options.rules ?? PROFILES.tda).run();
}

/** PHH names no burn card: the burn goes out unknown. */
const UNKNOWN_BURN: Operation = { kind: 'burnCard', card: null };

class Replay {
  private state: HandState;
  private readonly events: PhhReplayEvent[] = [];
  private readonly errors: PhhReplayError[] = [];
  private readonly streets: PhhStreetReport[] = [];
  private bringInReport: PhhReplayReport['bringIn'] = null;
  private showdown: number[] = [];
  private logSeen = 0;
  /** From the settlement on: the chips at each seat and in the middle as the pots are pushed (see PhhReplayEvent.settled). */
  private settled: PhhSettledTable | null = null;
  /** Index of the PHH action being applied (null for what the dealer does on his own). */
  private current: number | null = null;
  /** The betting round whose first action has been checked against the engine's opener. */
  private openerChecked = '';
  /** Streets whose betting round opened (the others were skipped: no one could act). */
  private readonly bettingOpened = new Set<StreetNumber>();
  /** Who acted first on each street, as the file has it (another seat than the engine's opener after a deviation). */
  private readonly actedFirst = new Map<StreetNumber, number>();
  /** The showdown's order was found to be the file's own (one deviation says so). */
  private showOrderTold = false;
  private readonly deviations: PhhReplayDeviation[] = [];

  constructor(
    private readonly hand: PhhHand,
    rules: HouseRules,
  ) {
    const config = phhHandConfig(hand, rules);
    const problem = configProblem(config);
    if (problem) throw new PhhError({ line: null }, 'phh.error.engineConfig', { detail: problem });
    this.state = createHand(config);
    this.absorbLog(3);
  }

  run(): PhhReplayReport {
    let stopped = false;
    for (let index = 0; index < this.hand.actions.length && !stopped; index++) {
      this.current = index;
      stopped = !this.guard(index, () => this.apply(this.hand.actions[index]!, index));
    }
    this.current = null;
    let finishingStacks: readonly number[] | null = null;
    if (!stopped) this.guard(null, () => ((finishingStacks = this.finish()), true));
    return {
      variant: this.hand.variant,
      bringIn: this.bringInReport,
      streets: this.streets,
      showdownOrder: this.showdown,
      finishingStacks,
      deviations: this.deviations,
      errors: this.errors,
      events: this.events,
    };
  }

  /** Never a crash: an unexpected failure of the engine becomes an error on the action being replayed. */
  private guard(index: number | null, work: () => boolean): boolean {
    try {
      return work();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return this.fail(index, [], { key: 'phh.replay.error.engine', params: { detail } });
    }
  }

  // ---- one PHH action ------------------------------------------------------------------------------

  /** Applies one action as the file has it; false when the hand cannot go on (an error: the replay stops). */
  private apply(action: PhhAction, index: number): boolean {
    if (action.comment) this.event('action', { key: 'phh.replay.comment', params: { text: action.comment } });
    if (action.kind === 'deal-board' && action.cards.length !== 1)
      return this.fail(index, ['phh.cards'], { key: 'phh.replay.error.boardCount', params: { count: action.cards.length } });
    const op = operationOfPhhIn(this.state, action);
    if (op === null) return true;
    // Burns are not written in PHH: the dealer burns whenever he must, before the next card.
    if (op.kind === 'dealCards' || op.kind === 'dealCommonCard') this.burnIfDue();
    const s = this.state;
    const round = `${s.street}`;
    // The first action of a betting round: the player the engine says opens it, or a deviation that names him.
    const betting = op.kind === 'postBringIn' || op.kind === 'completeBetOrRaiseTo' || op.kind === 'checkOrCall' || op.kind === 'fold';
    const opening = betting && s.phase === 'betting' && this.openerChecked !== round;
    if (opening) this.openerChecked = round;
    const opensThird = s.phase === 'betting' && s.street === 3 && !s.round.opened;
    const cards =
      op.kind === 'dealCards'
        ? (op.cards ?? [])
        : op.kind === 'dealCommonCard'
          ? [op.card ?? null]
          : op.kind === 'showOrMuck' && Array.isArray(op.cards)
            ? op.cards
            : [];
    if (!this.step(index, op, cards, opening)) return false;
    if (opening && betting) this.actedFirst.set(s.street, op.player);
    if (opensThird && this.bringInReport === null && (op.kind === 'postBringIn' || op.kind === 'completeBetOrRaiseTo')) {
      const entry = s.log.length < this.state.log.length ? this.state.log[s.log.length] : undefined;
      const amount = entry?.op === 'bringIn' ? entry.amount : entry?.op === 'cbr' ? entry.to : 0;
      this.bringInReport = { player: op.player + 1, amount };
    }
    return true;
  }

  /**
   * Does an operation as the file has it (core/hand follow): each deviation is recorded, worded in the file's terms
   * where the file contradicts a decision of the engine's (who opens the round, who is dealt or shows next); an error
   * stops the replay. `cards`: the cards the action names, to tell where a card the file names twice already is.
   */
  private step(index: number, op: Operation, cards: readonly (Card | null)[], opening: boolean): boolean {
    const before = this.state;
    const problem = check(before, op);
    if (problem?.key === 'hand.illegal.cardSeen') return this.fouledDeck(index, problem, cards);
    let followed;
    try {
      followed = follow(before, op);
    } catch (error) {
      if (!(error instanceof IllegalActionError)) throw error;
      const { illegal: refused } = error;
      if (refused.key === 'hand.illegal.cardSeen') return this.fouledDeck(index, refused, cards);
      return this.fail(index, refused.rules, { key: refused.key, params: { ...(refused.params ?? {}) } });
    }
    for (const deviation of followed.deviations) this.deviated(index, before, op, deviation, opening);
    this.state = followed.state;
    this.afterStep(before);
    return true;
  }

  /** One deviation of an action, said in the file's terms where the file contradicts one of the engine's decisions. */
  private deviated(index: number, s: HandState, op: Operation, deviation: Illegal, opening: boolean): void {
    const params = deviation.params ?? {};
    switch (deviation.key) {
      case 'hand.illegal.notYourTurn': {
        if (!opening || s.round.opener === null) break;
        // Out of the book's order from the first action on: the decision on who opens is the one the file contradicts.
        const decision = s.street === 3 ? bringIn(s) : firstToAct(s);
        this.deviation(
          index,
          decision.rules,
          { key: 'phh.replay.deviation.opener', params: { file: Number(params['seat']), engine: s.round.opener + 1 } },
          decision.reason,
        );
        return;
      }
      case 'hand.illegal.dealOrder':
        this.deviation(index, ['phh.action-order', 'seed-000.deal-order'], {
          key: 'phh.replay.deviation.dealOrder',
          params: { file: Number(params['seat']), engine: Number(params['next']) },
        });
        return;
      case 'hand.illegal.showOrder': {
        // The showdown in the file's order: one deviation for the whole order, at its first hand out of turn.
        if (this.showOrderTold) return;
        this.showOrderTold = true;
        const order = showdownOrder(s);
        const fileOrder = this.fileShowOrder(index, s);
        const params = {
          file: (op as { player: number }).player + 1,
          engine: Number(deviation.params!['next']),
          fileOrder: fileOrder.join(', '),
          order: order.answer.map((p) => p + 1).join(', '),
        };
        this.deviation(index, order.rules, { key: 'phh.replay.deviation.showOrder', params }, order.reason);
        return;
      }
    }
    this.deviation(index, deviation.rules, { key: deviation.key, params: { ...params } });
  }

  /** The seats that table a hand at this showdown in the file's order, from action `from` on (those shown already first). */
  private fileShowOrder(from: number, s: HandState): number[] {
    const seats: number[] = [];
    s.players.forEach((p, i) => {
      if (!p.folded && p.shown !== null && p.shown !== 'muck') seats.push(i + 1);
    });
    for (const action of this.hand.actions.slice(from)) {
      if (action.kind !== 'show-muck') continue;
      const seat = action.player + 1;
      if (!seats.includes(seat) && s.players[action.player] !== undefined && !s.players[action.player]!.folded) seats.push(seat);
    }
    return seats;
  }

  /**
   * A card the file names a second time (dealt or shown): a fouled deck (RR irregularities), not a dealing-order
   * question. Says where the card already is: a seat's hand, the common card, the burns, or earlier in the same action.
   */
  private fouledDeck(index: number, problem: Illegal, cards: readonly (Card | null)[]): false {
    const rules: RuleId[] = ['rr.irregularities.fouled-deck'];
    const named = problem.params?.['card'];
    const card = cards.find((c): c is Card => c !== null && typeof named === 'object' && 'card' in named && named.card === c);
    if (card === undefined) return this.fail(index, rules, { key: problem.key, params: { ...(problem.params ?? {}) } });
    const s = this.state;
    const params = { card: { card } };
    const holder = s.players.findIndex((p) => p.cards.some((d) => d.card === card));
    if (holder >= 0) return this.fail(index, rules, { key: 'phh.replay.error.duplicateHeld', params: { ...params, seat: holder + 1 } });
    if (s.common === card) return this.fail(index, rules, { key: 'phh.replay.error.duplicateCommon', params });
    if (s.burns.includes(card)) return this.fail(index, rules, { key: 'phh.replay.error.duplicateBurned', params });
    return this.fail(index, rules, { key: 'phh.replay.error.duplicateSameAction', params });
  }

  /** Burns are not written in PHH: burn whenever the dealer must, before the next card. */
  private burnIfDue(): void {
    for (let guard = 0; guard < 4; guard++) {
      const step = nextDealerStep(this.state);
      if (step.answer.kind !== 'burn') return;
      const before = this.state;
      this.state = apply(this.state, UNKNOWN_BURN);
      this.afterStep(before, step.rules);
    }
  }

  // ---- what changed --------------------------------------------------------------------------------

  private afterStep(before: HandState, burnRules: readonly RuleId[] = []): void {
    this.absorbLog(before.street, burnRules);
    const s = this.state;
    // A street whose betting just ended (or was skipped because nobody can act).
    for (let street = before.street; street <= s.street; street++) {
      const done = street < s.street || s.phase === 'showdown' || s.phase === 'complete';
      const dealt = s.openers !== undefined && (street < s.street || s.phase !== 'dealing');
      if (done && dealt && !this.streets.some((x) => x.street === street)) this.streetDone(street as StreetNumber);
    }
    // A betting round that just opened: the dealer's decision on who acts first.
    if (s.phase === 'betting' && (before.phase !== 'betting' || before.street !== s.street)) this.bettingOpens();
    if (s.phase === 'showdown' && before.phase !== 'showdown') {
      const order = showdownOrder(s);
      this.showdown = order.answer.map((p) => p + 1);
      this.decision(order.reason, order.rules, s.street);
    }
  }

  private bettingOpens(): void {
    const s = this.state;
    this.bettingOpened.add(s.street);
    const decision = s.street === 3 ? bringIn(s) : firstToAct(s);
    this.decision(decision.reason, decision.rules, s.street);
  }

  private streetDone(street: StreetNumber): void {
    const s = this.state;
    const opener = this.actedFirst.get(street) ?? s.openers[street - 3] ?? null;
    if (opener === null && !this.bettingOpened.has(street)) {
      this.decision({ key: 'phh.replay.noOneActs' }, ['rr.betting.all-in-skipped'], street);
    }
    const amount = pot(s).answer;
    this.streets.push({ street, firstToAct: opener === null ? null : opener + 1, potAfter: amount });
    // A summary of the street, not an action of the file: no action number (the action that closed the round has its own line).
    this.event('pot', { key: 'phh.replay.potAfter', params: { street, amount } }, [], street, { action: null });
  }

  /**
   * Turns the engine's new log records into lines of the account, each with the hand as it stands after it
   * (an action's line before the uncalled bet it leaves goes back; each ante's line before the next ante).
   */
  private absorbLog(street: StreetNumber, burnRules: readonly RuleId[] = []): void {
    const log = this.state.log;
    const from = this.logSeen;
    const states = statesAfterEntries(this.state, from, street);
    for (; this.logSeen < log.length; this.logSeen++) {
      const entry = log[this.logSeen]!;
      const line = this.logLine(entry);
      if (!line) continue;
      const state = states[this.logSeen - from]!;
      const at = entry.op === 'deal' ? (entry.cards[0]?.street ?? street) : street;
      if (entry.op === 'burn') this.event('decision', line, burnRules, this.state.street, { state });
      // The uncalled bet going back is the dealer's doing, not the file's action: no action number.
      else if (entry.op === 'return') this.event('pot', line, [], at, { state, action: null });
      else
        this.event(entry.op === 'ante' ? 'pot' : entry.op === 'deal' || entry.op === 'common' ? 'deal' : 'action', line, [], at, { state });
    }
  }

  private logLine(entry: LogEntry): Reason | null {
    // Seats, as the table shows them: seat N is the file's pN (player index + 1).
    const seat = 'player' in entry ? entry.player + 1 : 0;
    switch (entry.op) {
      case 'ante': {
        const short = entry.amount < (this.hand.antes[entry.player] ?? 0);
        return { key: short ? 'phh.replay.anteShort' : 'phh.replay.ante', params: { seat, amount: entry.amount } };
      }
      case 'deal':
        return { key: 'phh.replay.deal', params: { seat, cards: dealtWords(entry.cards) } };
      case 'burn':
        return { key: 'phh.replay.burn' };
      case 'common':
        return entry.card === null
          ? { key: 'phh.replay.common.unknown' }
          : { key: 'phh.replay.common', params: { card: { card: entry.card } } };
      case 'bringIn':
        return { key: 'phh.replay.bringIn', params: { seat, amount: entry.amount } };
      case 'cbr':
        return { key: `phh.replay.${entry.kind}`, params: { seat, amount: entry.to } };
      case 'cc':
        return entry.kind === 'check'
          ? { key: 'phh.replay.check', params: { seat } }
          : { key: 'phh.replay.call', params: { seat, amount: entry.amount } };
      case 'fold':
        return { key: 'phh.replay.fold', params: { seat } };
      case 'show':
        if (entry.cards === 'muck') return { key: 'phh.replay.muck', params: { seat } };
        return { key: 'phh.replay.show', params: { seat, cards: cardWords(entry.cards) } };
      case 'return':
        return { key: 'phh.replay.return', params: { seat, amount: entry.amount } };
      case 'scramble':
      case 'collect':
      case 'award':
        return null;
    }
  }

  // ---- the end -------------------------------------------------------------------------------------

  private finish(): readonly number[] | null {
    const s = this.state;
    if (s.phase !== 'complete' && s.phase !== 'showdown') {
      if (this.hand.finishingStacks !== undefined) {
        const next = nextDealerStep(s);
        // The engine's next step goes along as the detail, so it is told in the reader's language.
        this.fail(null, ['phh.finishing-stacks'], { key: 'phh.replay.error.unfinished' }, next.reason);
      }
      return null;
    }
    const settlement = settle(s);
    this.decision(settlement.reason, settlement.rules, s.street);
    const stacks = settlement.answer.finishingStacks.slice();
    // The pots pushed award by award: first the chips the settlement gives back (what a finishing stack holds
    // beyond the stack behind and the awards), then each award from the middle to its winner.
    const { awards } = settlement.answer;
    // The winning hands in words (null when everyone else folded: no hands were compared).
    const described = showdownAwards(s)?.answer.pots ?? [];
    const handOf = (award: (typeof awards)[number]): Reason | undefined => {
      const half = award.half === 'high' || award.half === 'low' ? award.half : 'whole';
      return described.find((p) => p.pot === award.pot)?.shares.find((share) => share.player === award.player && share.half === half)?.hand;
    };
    const seats = s.players.map((p, i) => stacks[i]! - awards.reduce((t, a) => (a.player === i ? t + a.amount : t), 0));
    let middle = pot(s).answer - seats.reduce((t, chips, i) => t + chips - s.players[i]!.stack, 0);
    for (const award of awards) {
      seats[award.player] = seats[award.player]! + award.amount;
      middle -= award.amount;
      this.settled = { stacks: seats.slice(), pot: middle };
      const hand = handOf(award);
      const params: Record<string, ReasonParam> = { seat: award.player + 1, amount: award.amount, pot: award.pot + 1 };
      if (hand) params['hand'] = { reasons: [hand] };
      this.event('result', { key: `phh.replay.award.${award.half}${hand ? '.hand' : ''}`, params }, [], s.street);
    }
    const recorded = this.hand.finishingStacks;
    if (recorded !== undefined) {
      // One deviation about the money per seat that differs: each says its seat in the reader's language.
      let differs = false;
      stacks.forEach((chips, i) => {
        if (chips === recorded[i]) return;
        differs = true;
        this.deviation(
          null,
          ['phh.finishing-stacks'],
          { key: 'phh.replay.deviation.finishing', params: { seat: i + 1, chips, recorded: recorded[i] ?? '?' } },
          undefined,
          'money',
        );
      });
      if (!differs) this.event('result', { key: 'phh.replay.finishingMatch' }, ['phh.finishing-stacks'], s.street);
    }
    return stacks;
  }

  // ---- records -------------------------------------------------------------------------------------

  /** A line of the account; `at.state` is the hand after it (default: the hand now), `at.action` its action (default: the one being applied; none for a decision). */
  private event(
    kind: PhhReplayEventKind,
    reason: Reason,
    rules: readonly RuleId[] = [],
    street: StreetNumber = this.state.street,
    at: { readonly state?: HandState; readonly action?: number | null } = {},
  ): void {
    const action = at.action !== undefined ? at.action : kind === 'decision' ? null : this.current;
    const event: PhhReplayEvent = { kind, action, street, reason, rules, state: at.state ?? this.state };
    this.events.push(this.settled ? { ...event, settled: this.settled } : event);
  }

  private decision(reason: Reason, rules: readonly RuleId[], street: StreetNumber): void {
    this.event('decision', reason, rules, street);
  }

  /** The problem with an action (or the hand as a whole): `what` is wrong, `why` (optional) the engine's reason for the decision the file contradicts. */
  private problem(index: number | null, rules: readonly RuleId[], what: Reason, why?: Reason): PhhReplayError {
    const reason: Reason = { key: what.key, params: { ...(what.params ?? {}) } };
    const found: Omit<PhhReplayError, 'message'> = {
      action: index,
      ...(index === null ? {} : { actionText: formatPhhAction(this.hand.actions[index]!) }),
      rules,
      reason,
      ...(why ? { detail: why } : {}),
    };
    return { ...found, message: describeReplayError(found, errorLocale()) };
  }

  /** A line of the account for a deviation or an error, with the table as it stood when the file's action came. */
  private problemLine(kind: 'deviation' | 'error', problem: PhhReplayError): void {
    const { action, reason, rules, detail } = problem;
    const state = this.state;
    const settled = this.settled ? { settled: this.settled } : {};
    this.events.push({ kind, action, street: state.street, reason, rules, ...(detail ? { detail } : {}), state, ...settled });
  }

  /**
   * Records a deviation (`kind`: a rule or order of play, or the money): the file departs from the house rules and the
   * replay goes on as the file has it. The English message names the action and the rules.
   */
  private deviation(index: number | null, rules: readonly RuleId[], what: Reason, why?: Reason, kind: PhhDeviationKind = 'rules'): void {
    const deviation: PhhReplayDeviation = { kind, ...this.problem(index, rules, what, why) };
    this.deviations.push(deviation);
    this.problemLine('deviation', deviation);
  }

  /** Records an error: the hand cannot go on as written. Always returns false (the replay stops). */
  private fail(index: number | null, rules: readonly RuleId[], what: Reason, why?: Reason): false {
    const error = this.problem(index, rules, what, why);
    this.errors.push(error);
    this.problemLine('error', error);
    if (index !== null)
      this.events.push({
        kind: 'result',
        action: null,
        street: this.state.street,
        reason: { key: 'phh.replay.stopped' },
        rules: [],
        state: this.state,
      });
    return false;
  }
}

/**
 * A replay's deviation or error in words, in `locale`: the action it is on (`actions[5] "p1 pb": `), what is wrong, the
 * engine's reason for the decision the file contradicts, and the rules ("(rules: rr.stud.1, rr.stud.2)").
 */
export function describeReplayError(error: Omit<PhhReplayError, 'message'>, locale: Locale): string {
  const place = error.action === null ? '' : `actions[${error.action}] "${error.actionText ?? ''}": `;
  const cited =
    error.rules.length > 0 ? ` ${formatReason({ key: 'phh.replay.rulesCited', params: { rules: error.rules.join(', ') } }, locale)}` : '';
  return place + formatReason(error.reason, locale) + (error.detail ? `: ${formatReason(error.detail, locale)}` : '') + cited;
}
