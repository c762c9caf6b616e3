import type { Reason } from '../decision';
import { setupRules } from '../drills/setup';
import { deepStacks, drillBot, shortStacks, shuffledDeck } from '../drills/table';
import { automate, dealerOperation } from '../hand/automation';
import { createHand } from '../hand/create';
import { apply, can, type PlayerOperation } from '../hand/operation';
import { legalActions } from '../hand/queries';
import { DEALER_TASKS, type HandState, type Player } from '../hand/types';
import { createRng, type Rng } from '../rng';
import { applyPending, applyRuling, restrictedActions, ruleOn } from '../rulings/rule-on';
import type { Incident } from '../rulings/incidents';
import type { PendingOrder, RulingStep } from '../rulings/steps';
import { VARIANTS } from '../variants';
import { judgeAct } from './acts';
import { performConduct, type Binding } from './conduct';
import {
  actionPlan,
  antesPlan,
  awardPlan,
  bringInPlan,
  collectPlan,
  conductRulingPlan,
  dealingOperations,
  dealPlan,
  firstToActPlan,
  incidentPlan,
  incidentRulingPlan,
  nextToActPlan,
  openPairPlan,
  pushPots,
  showdownPlan,
  takeAntes,
  uncalledBetPlan,
  type StepPlan,
} from './steps';
import { dealSlip, incidentLimit, rollTrouble, turnTrouble } from './trouble';
import type { DealSetup, PlayerAct } from './types';

/** The bots: they fold now and then, raise sometimes, and never look at their cards. */
const BOT = drillBot({ fold: 0.08, raise: 0.22 });

/** Everything the hand keeps besides the table: what a ruling left for later, who is held to an action out of turn. */
class Table {
  state: HandState;
  readonly rng: Rng;
  incidents = 0;
  /** Turns and deals left without anything going wrong (a ruling is followed by calm). */
  calm = 0;
  /** Orders a ruling left for later (RR 14's cards set aside, RR 6's dead hand). */
  orders: PendingOrder[] = [];
  /** What the table did on its own since the last step (a ruling's later order carried out), said with the next step. */
  told: Reason[] = [];
  /** Betting restrictions a ruling made (RR 14: no bet or raise on 6th street). */
  restrictions: RulingStep[] = [];
  readonly bindings = new Map<Player, Binding>();
  /** The streets whose announcements were made (bring-in, first to act), per deal of the cards (a misdeal deals again). */
  readonly announced = new Set<string>();
  deals = 0;

  constructor(
    readonly setup: DealSetup,
    state: HandState,
    rng: Rng,
  ) {
    this.state = state;
    this.rng = rng;
  }

  /** Whether something goes wrong here (one roll of the generator while the hand may still have incidents). */
  trouble(at: 'deal' | 'turn'): boolean {
    if (this.incidents >= incidentLimit(this.setup.incidents)) return false;
    if (this.calm > 0) {
      this.calm--;
      return false;
    }
    return rollTrouble(this.setup.incidents, at, this.rng);
  }

  /** The ruling on an incident carried out, exactly as core/rulings says, with what it leaves for later. */
  rule(incident: Incident): void {
    const before = this.state;
    const ruling = ruleOn(before, incident, before.config.rules, { others: [] });
    let after = applyRuling(before, ruling, { rng: this.rng });
    // A misdeal: the cards are dealt again, the antes stay in (the new deal takes them as they were).
    if (after.pending?.kind === 'antes') {
      after = takeAntes(after);
      this.deals++;
      this.orders = [];
      this.restrictions = [];
      this.bindings.clear();
    }
    this.orders.push(...ruling.pending);
    this.restrictions.push(...ruling.steps.filter((s) => s.kind === 'no-bet-or-raise'));
    this.state = after;
    this.settle();
  }

  /** Whether the betting street's announcements (bring-in, first to act) are still to be made. */
  announcementDue(): boolean {
    return this.state.phase === 'betting' && !this.announced.has(this.streetKey());
  }

  /** The street in this deal of the cards (a misdeal deals again). */
  streetKey(): string {
    return `${this.deals}:${this.state.street}`;
  }

  /** After a ruling, a few quiet turns. */
  settle(): void {
    this.incidents++;
    this.calm = 2;
  }

  /** The bot's action: an action out of turn it is held to, or its own choice among what it may do (and a ruling allows). */
  botOperation(): PlayerOperation {
    const s = this.state;
    const actor = s.round.actor!;
    const held = this.bindings.get(actor);
    if (held) {
      this.bindings.delete(actor);
      if (held.street === s.street && held.raiseSeq === s.round.raiseSeq && can(s, held.op)) return held.op;
    }
    let legal = legalActions(s).answer!;
    if (this.restrictions.length > 0) legal = restrictedActions(s, legal, { steps: this.restrictions });
    return BOT(s, legal, this.rng);
  }
}

/** No one has acted yet in the round. */
function roundUntouched(state: HandState): boolean {
  return state.round.actedSeq.every((seq) => seq < 0);
}

/**
 * Whether who acts next needs saying: after a completion, a short all-in (it does not reopen the betting), a bet or
 * raise on an open-pair 4th street, or when the next seat in the hand is skipped (all-in).
 */
function nextNotObvious(before: HandState, op: PlayerOperation, after: HandState): boolean {
  if (after.phase !== 'betting' || after.round.actor === null || after.street !== before.street) return false;
  const r = before.round;
  if (op.kind === 'completeBetOrRaiseTo') {
    if (r.street === 3 && r.bets === 0) return true;
    if (after.round.fullLevel === r.fullLevel) return true;
    if (r.openPair) return true;
  }
  const n = after.players.length;
  for (let k = 1; k < n; k++) {
    const p = (op.player + k) % n;
    if (!after.players[p]!.folded) return p !== after.round.actor;
  }
  return false;
}

/** The street's deal: the whole of it, or up to a slip of the dealer's hands and the ruling on it. */
function* dealStreet(t: Table): Generator<StepPlan> {
  const s = t.state;
  const ops = dealingOperations(s);
  const slip = t.trouble('deal') ? dealSlip(s, ops, t.rng) : null;
  const count = slip ? slip.at : ops.length;
  if (count > 0) {
    yield dealPlan(s, count);
    let dealt = s;
    // The engine's own operations (a scramble shuffled with the hand's generator).
    for (let k = 0; k < count; k++) dealt = apply(dealt, dealerOperation(dealt, t.rng)!);
    t.state = dealt;
  }
  if (slip) {
    yield incidentPlan(t.state, slip.incident, t.rng);
    t.rule(slip.incident);
  }
}

/** A turn of the betting: the street's announcements first, then the player's act, judged (and ruled on when it is wrong). */
function* bettingTurn(t: Table): Generator<StepPlan> {
  const s = t.state;
  if (t.announcementDue()) {
    t.announced.add(t.streetKey());
    if (s.street === 3) {
      if (!s.round.opened) yield bringInPlan(s, t.rng);
    } else if (roundUntouched(s)) {
      yield firstToActPlan(s, t.rng);
      if (s.street === 4 && VARIANTS[s.variant].openPairOption) yield openPairPlan(s, t.rng);
    }
    return;
  }
  const trouble = t.trouble('turn') ? turnTrouble(s, legalActions(s).answer!, t.rng) : null;
  if (trouble?.kind === 'incident') {
    yield incidentPlan(s, trouble.incident, t.rng);
    t.rule(trouble.incident);
    return;
  }
  const act: PlayerAct = trouble ? trouble.act : { kind: 'operation', op: t.botOperation() };
  yield actionPlan(s, act);
  if (judgeAct(s, act).legal && act.kind === 'operation') {
    const after = apply(s, act.op);
    t.state = after;
    if (nextNotObvious(s, act.op, after)) yield nextToActPlan(s, act.op, after);
    return;
  }
  if (!trouble) throw new Error(`deal: a bot's action was refused (${JSON.stringify(act)})`);
  if (trouble.incident) {
    yield incidentRulingPlan('ruling', s, trouble.incident, t.rng, act);
    t.rule(trouble.incident);
    return;
  }
  yield conductRulingPlan(s, trouble.conduct!, act, t.rng);
  const done = performConduct(s, trouble.conduct!);
  t.state = done.state;
  if (done.binding) t.bindings.set(done.binding.op.player, done.binding);
  t.settle();
}

/** The hand a setup and seed deal: the stacks, the deck and the dealer's tasks left to the trainee (every one). */
export function startingHand(setup: DealSetup, rng: Rng): HandState {
  const stacks = rng.next() < 0.3 ? shortStacks(setup, rng) : deepStacks(setup, rng);
  return createHand({
    variant: setup.variant,
    rules: setupRules(setup),
    structure: setup.structure,
    stacks,
    deck: shuffledDeck(rng),
    manual: DEALER_TASKS,
  });
}

/**
 * A whole hand, step by step: each step the dealer takes, in order, from the antes to the push. The hand goes on by
 * the rules whatever the trainee answers (the generator is never told the answers), so the same setup and seed always
 * give the same steps; it returns the hand as it ended.
 */
export function* playHand(setup: DealSetup, seed: number): Generator<StepPlan, HandState, void> {
  const rng = createRng(seed);
  const t = new Table(setup, startingHand(setup, rng), rng);
  const steps = tableSteps(t, rng, setup, seed);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    // What the table did on its own before this step is said with it.
    const since = t.told.splice(0);
    yield since.length > 0 ? { ...next.value, step: { ...next.value.step, since } } : next.value;
  }
}

/**
 * What a ruling's later orders did between two states of the table, in words: the hands killed (RR stud 6's absent
 * player, as the action reaches it), the cards set aside off the stub (RR stud 14's premature card, as the round ends).
 */
function toldSince(before: HandState, after: HandState): Reason[] {
  const told: Reason[] = after.players.flatMap((p, i) =>
    p.folded && !before.players[i]!.folded ? [{ key: 'deal.since.absentKilled', params: { seat: i + 1 } }] : [],
  );
  const aside = after.burns.length - before.burns.length;
  if (aside > 0) told.push({ key: 'deal.since.setAside', params: { count: aside } });
  return told;
}

/** The steps of the hand at table `t`. */
function* tableSteps(t: Table, rng: Rng, setup: DealSetup, seed: number): Generator<StepPlan, HandState, void> {
  for (let guard = 0; guard < 5000; guard++) {
    // What a ruling left for later waits for the street's announcement: RR stud 6's absent player with the high board
    // is named first to act, then the hand is killed as the action reaches it.
    if (t.orders.length > 0 && !t.announcementDue()) {
      const done = applyPending(t.state, t.orders);
      t.told.push(...toldSince(t.state, done.state));
      t.state = done.state;
      t.orders = done.pending;
    }
    const s = t.state;
    const task = s.pending;
    if (task !== null) {
      switch (task.kind) {
        case 'antes':
          yield antesPlan(s);
          t.state = takeAntes(s);
          continue;
        case 'uncalledBet':
          yield uncalledBetPlan(s);
          t.state = apply(s, { kind: 'returnUncalledBet', player: task.player });
          continue;
        case 'collectBets': {
          // A round nobody could bet in (everyone all-in but one) leaves nothing to bring in: no step.
          const step = s.players.some((p) => p.streetBets[s.street - 3]! > 0) ? collectPlan(s) : null;
          if (step) yield step;
          t.state = apply(s, { kind: 'collectBets' });
          continue;
        }
        case 'awardPots':
          yield awardPlan(s, rng, s.street);
          t.state = pushPots(s);
          continue;
      }
    }
    switch (s.phase) {
      case 'complete':
        return s;
      case 'dealing':
        yield* dealStreet(t);
        continue;
      case 'showdown': {
        yield showdownPlan(s);
        const shown = automate(s, ['handShowing']);
        if (shown === s) throw new Error('deal: the showdown has no hand left to show');
        t.state = shown;
        continue;
      }
      case 'betting':
        yield* bettingTurn(t);
        continue;
    }
  }
  throw new Error(`deal: the hand did not end in 5000 steps (${setup.variant}, seed ${seed})`);
}
