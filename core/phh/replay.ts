import { formatCard, type Card } from '../cards';
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
  nextDealerStep,
  pot,
  settle,
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
import { operationOfPhh } from './operations';
import type { PhhReplayError, PhhReplayEvent, PhhReplayEventKind, PhhReplayReport, PhhSettledTable, PhhStreetReport } from './report';
import type { PhhAction, PhhHand } from './types';

export interface PhhReplayOptions {
  /** House rules to replay under; default PROFILES.tda (the WSOP hands follow TDA rules). */
  readonly rules?: HouseRules;
}

/** "[Td 3c] 4d": face-down cards in brackets, unknown cards as ??. */
function cardsText(cards: readonly DealtCard[]): string {
  const text = (c: DealtCard) => (c.card === null ? '??' : formatCard(c.card));
  const down = cards.filter((c) => !c.up).map(text);
  const up = cards.filter((c) => c.up).map(text);
  return [down.length > 0 ? `[${down.join(' ')}]` : '', up.join(' ')].filter(Boolean).join(' ');
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
 * Replays a PHH hand through the engine (core/hand), checking every action against the rules of a
 * house-rules profile. Never throws on a hand that breaks a rule: the first illegal action (or the
 * first place where the engine's decision differs from the file) becomes an error with its action
 * index and rules, and the replay stops there. Throws PhhError only when the engine cannot set the
 * hand up at all (e.g. chips that are not whole numbers).
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

  /** Applies one action; false when it breaks a rule (the replay stops). */
  private apply(action: PhhAction, index: number): boolean {
    if (action.comment) this.event('action', { key: 'phh.replay.comment', params: { text: action.comment } });
    if (action.kind === 'deal-board' && action.cards.length !== 1) return this.fail(index, ['phh.cards'], { key: 'phh.replay.error.boardCount', params: { count: action.cards.length } });
    const op = operationOfPhh(action);
    if (op === null) return true;
    // Burns are not written in PHH: the dealer burns whenever he must, before the next card.
    if (op.kind === 'dealCards' || op.kind === 'dealCommonCard') this.burnIfDue();
    const s = this.state;
    if (op.kind === 'postBringIn' || op.kind === 'completeBetOrRaiseTo' || op.kind === 'checkOrCall' || op.kind === 'fold') return this.bettingAction(op, index);
    const problem = check(s, op);
    // Out of the book's order (the engine's next seat is said in the file's terms: seat and pN).
    if (problem?.key === 'hand.illegal.dealOrder') {
      return this.fail(index, ['phh.action-order', 'seed-000.deal-order'], { key: 'phh.replay.error.dealOrder', params: { file: Number(problem.params!['seat']), engine: Number(problem.params!['next']) } });
    }
    if (problem?.key === 'hand.illegal.showOrder') {
      const order = showdownOrder(s);
      return this.fail(index, order.rules, { key: 'phh.replay.error.showOrder', params: { file: Number(problem.params!['seat']), engine: Number(problem.params!['next']) } }, order.reason);
    }
    const cards = op.kind === 'dealCards' ? (op.cards ?? []) : op.kind === 'dealCommonCard' ? [op.card ?? null] : op.kind === 'showOrMuck' && Array.isArray(op.cards) ? op.cards : [];
    return this.step(index, problem, op, cards);
  }

  private bettingAction(op: Extract<Operation, { kind: 'postBringIn' | 'completeBetOrRaiseTo' | 'checkOrCall' | 'fold' }>, index: number): boolean {
    const s = this.state;
    const player = op.player;
    // The first action of a betting round: is it the player the engine says opens it?
    const round = `${s.street}`;
    if (s.phase === 'betting' && this.openerChecked !== round) {
      this.openerChecked = round;
      const opener = s.round.opener;
      if (opener !== null && opener !== player) {
        const decision = s.street === 3 ? bringIn(s) : firstToAct(s);
        return this.fail(index, decision.rules, { key: 'phh.replay.error.opener', params: { file: player + 1, engine: opener + 1 } }, decision.reason);
      }
    }
    const opensThird = s.phase === 'betting' && s.street === 3 && !s.round.opened;
    const ok = this.step(index, check(s, op), op);
    if (ok && opensThird && this.bringInReport === null && (op.kind === 'postBringIn' || op.kind === 'completeBetOrRaiseTo')) {
      const entry = s.log.length < this.state.log.length ? this.state.log[s.log.length] : undefined;
      const amount = entry?.op === 'bringIn' ? entry.amount : entry?.op === 'cbr' ? entry.to : 0;
      this.bringInReport = { player: player + 1, amount };
    }
    return ok;
  }

  /**
   * Applies an operation after its check; an Illegal (or an unexpected failure) becomes an error.
   * `cards`: the cards the action names, to tell where a card the file names twice already is.
   */
  private step(index: number, problem: Illegal | null, op: Operation, cards: readonly (Card | null)[] = []): boolean {
    if (problem?.key === 'hand.illegal.cardSeen') return this.fouledDeck(index, problem, cards);
    if (problem) return this.fail(index, problem.rules, { key: problem.key, params: { ...(problem.params ?? {}) } });
    const before = this.state;
    try {
      this.state = apply(this.state, op);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return this.fail(index, [], { key: 'phh.replay.error.engine', params: { detail } });
    }
    this.afterStep(before);
    return true;
  }

  /**
   * A card the file names a second time (dealt or shown): a fouled deck (RR irregularities), not a dealing-order
   * question. Says where the card already is: a seat's hand, the common card, the burns, or earlier in the same action.
   */
  private fouledDeck(index: number, problem: Illegal, cards: readonly (Card | null)[]): false {
    const rules: RuleId[] = ['rr.irregularities.fouled-deck'];
    const card = cards.find((c): c is Card => c !== null && formatCard(c) === problem.params?.['card']);
    if (card === undefined) return this.fail(index, rules, { key: problem.key, params: { ...(problem.params ?? {}) } });
    const s = this.state;
    const params = { card: { card }, text: formatCard(card) };
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
    const opener = s.openers[street - 3] ?? null;
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
      const at = entry.op === 'deal' ? entry.cards[0]?.street ?? street : street;
      if (entry.op === 'burn') this.event('decision', line, burnRules, this.state.street, { state });
      // The uncalled bet going back is the dealer's doing, not the file's action: no action number.
      else if (entry.op === 'return') this.event('pot', line, [], at, { state, action: null });
      else this.event(entry.op === 'ante' ? 'pot' : entry.op === 'deal' || entry.op === 'common' ? 'deal' : 'action', line, [], at, { state });
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
        return { key: 'phh.replay.deal', params: { seat, cards: cardsText(entry.cards) } };
      case 'burn':
        return { key: 'phh.replay.burn' };
      case 'common':
        return entry.card === null ? { key: 'phh.replay.common', params: { card: '??' } } : { key: 'phh.replay.common', params: { card: { card: entry.card } } };
      case 'bringIn':
        return { key: 'phh.replay.bringIn', params: { seat, amount: entry.amount } };
      case 'cbr':
        return { key: `phh.replay.${entry.kind}`, params: { seat, amount: entry.to } };
      case 'cc':
        return entry.kind === 'check' ? { key: 'phh.replay.check', params: { seat } } : { key: 'phh.replay.call', params: { seat, amount: entry.amount } };
      case 'fold':
        return { key: 'phh.replay.fold', params: { seat } };
      case 'show':
        if (entry.cards === 'muck') return { key: 'phh.replay.muck', params: { seat } };
        return { key: 'phh.replay.show', params: { seat, cards: entry.cards.map((c) => (c === null ? '??' : formatCard(c))).join(' ') } };
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
    const seats = s.players.map((p, i) => stacks[i]! - awards.reduce((t, a) => (a.player === i ? t + a.amount : t), 0));
    let middle = pot(s).answer - seats.reduce((t, chips, i) => t + chips - s.players[i]!.stack, 0);
    for (const award of awards) {
      seats[award.player] = seats[award.player]! + award.amount;
      middle -= award.amount;
      this.settled = { stacks: seats.slice(), pot: middle };
      this.event('result', { key: `phh.replay.award.${award.half}`, params: { seat: award.player + 1, amount: award.amount, pot: award.pot + 1 } }, [], s.street);
    }
    const recorded = this.hand.finishingStacks;
    if (recorded !== undefined) {
      // One error per seat that differs: each says its seat in the reader's language.
      let differs = false;
      stacks.forEach((chips, i) => {
        if (chips === recorded[i]) return;
        differs = true;
        this.fail(null, ['phh.finishing-stacks'], { key: 'phh.replay.error.finishing', params: { seat: i + 1, chips, recorded: recorded[i] ?? '?' } });
      });
      if (!differs) this.event('result', { key: 'phh.replay.finishingMatch' }, ['phh.finishing-stacks'], s.street);
    }
    return stacks;
  }

  // ---- records -------------------------------------------------------------------------------------

  /** A line of the account; `at.state` is the hand after it (default: the hand now), `at.action` its action (default: the one being applied; none for a decision). */
  private event(kind: PhhReplayEventKind, reason: Reason, rules: readonly RuleId[] = [], street: StreetNumber = this.state.street, at: { readonly state?: HandState; readonly action?: number | null } = {}): void {
    const action = at.action !== undefined ? at.action : kind === 'decision' ? null : this.current;
    const event: PhhReplayEvent = { kind, action, street, reason, rules, state: at.state ?? this.state };
    this.events.push(this.settled ? { ...event, settled: this.settled } : event);
  }

  private decision(reason: Reason, rules: readonly RuleId[], street: StreetNumber): void {
    this.event('decision', reason, rules, street);
  }

  /**
   * Records an error: `what` says what is wrong, `why` (optional) the engine's reason for the decision the file contradicts.
   * The English message names the action and the rules. Always returns false (the replay stops).
   */
  private fail(index: number | null, rules: readonly RuleId[], what: Reason, why?: Reason): false {
    const params: Record<string, ReasonParam> = { ...(what.params ?? {}) };
    const reason: Reason = { key: what.key, params };
    const found: Omit<PhhReplayError, 'message'> = {
      action: index,
      ...(index === null ? {} : { actionText: formatPhhAction(this.hand.actions[index]!) }),
      rules,
      reason,
      ...(why ? { detail: why } : {}),
    };
    const error: PhhReplayError = { ...found, message: describeReplayError(found, 'en') };
    this.errors.push(error);
    const { street } = this.state;
    // The table as it stood when the file broke the rule (the engine refused the action, so nothing changed).
    const state = this.state;
    const settled = this.settled ? { settled: this.settled } : {};
    this.events.push(why ? { kind: 'error', action: index, street, reason, rules, detail: why, state, ...settled } : { kind: 'error', action: index, street, reason, rules, state, ...settled });
    if (index !== null) this.events.push({ kind: 'result', action: null, street, reason: { key: 'phh.replay.stopped' }, rules: [], state });
    return false;
  }
}

/**
 * A replay error in words, in `locale`: the action it is on (`actions[5] "p1 pb": `), what is wrong, the engine's
 * reason for the decision the file contradicts, and the rules ("(rules: rr.stud.1, rr.stud.2)").
 */
export function describeReplayError(error: Omit<PhhReplayError, 'message'>, locale: Locale): string {
  const place = error.action === null ? '' : `actions[${error.action}] "${error.actionText ?? ''}": `;
  const cited = error.rules.length > 0 ? ` ${formatReason({ key: 'phh.replay.rulesCited', params: { rules: error.rules.join(', ') } }, locale)}` : '';
  return place + formatReason(error.reason, locale) + (error.detail ? `: ${formatReason(error.detail, locale)}` : '') + cited;
}
