import { automationOf, dealerOperation, DEALING } from '../../hand/automation';
import { burnPileCards, owedPlayers, stubLeft } from '../../hand/dealing';
import { apply } from '../../hand/operation';
import { nextDealerStep, runOutPlan } from '../../hand/queries';
import type { HandState, Player } from '../../hand/types';
import type { RuleId } from '../../rulebook/rules';
import type { Reason } from '../../decision';
import type { StreetNumber } from '../../variants';
import { reason, seatList } from '../choices';
import type { KindSpec, SolveInput, Solution } from '../kind';
import { deepStacks, drillBot, newHand, shuffledDeck, stepUntil } from '../table';
import type { Question, SeatTarget, SpecialTarget } from '../types';

/** "Seat 5 has folded: it gets no card" (SEED-000 deal order: folded players are skipped); null when nobody folded. */
function foldedReason(state: HandState): Reason | null {
  const folded = state.players.flatMap((p, i) => (p.folded ? [i] : []));
  if (folded.length === 0) return null;
  return folded.length === 1
    ? reason('drills.dealOrder.folded', { seat: folded[0]! + 1 })
    : reason('drills.dealOrder.foldedMany', { seats: seatList(folded) });
}

/**
 * Why 7th street is dealt as it is, from the count of the stub: the cards left in it when the deal starts, the
 * players owed a card and the burns, and what the scramble gathers (RR 15: the stub's last card and the burns;
 * TDA RP-10-H and the online rules: the stub and the burns). `then` is the plan's own reason (and the folded seats).
 */
function seventhReason(state: HandState, plan: ReturnType<typeof runOutPlan>, then: readonly Reason[]): Reason {
  const tail = { reasons: then };
  if (state.stub === null) return then.length === 1 ? then[0]! : reason('drills.dealOrder.why', { then: tail });
  const { stub, players, burns, needed, dealtFirst, scrambled: cards } = plan.counts;
  switch (plan.answer) {
    case 'deal':
      return reason('drills.dealOrder.stub.enough', { stub, players, then: tail });
    case 'common':
      // RR 15 turns the card after the usual burn; TDA RP-10-H when the stub holds 3 (a burn, the card, one never dealt).
      if (state.config.rules.runOut === 'rr-15') return reason('drills.dealOrder.stub.common.rr', { stub, players, burns, then: tail });
      return reason('drills.dealOrder.stub.common', { stub, players, burns, need: needed, then: tail });
    case 'scramble-then-deal':
    case 'scramble-then-common':
      // SEED-000's common card comes from the burns alone.
      if (cards === burns && stub > 0) return reason('drills.dealOrder.stub.burns', { stub, players, burns, cards, then: tail });
      // RR 15 burns as usual and deals all but the stub's last card first: only that card joins the burns (that burn included).
      return dealtFirst > 0
        ? reason('drills.dealOrder.stub.last', { stub, players, dealt: dealtFirst, burns: cards - 1, cards, then: tail })
        : reason('drills.dealOrder.stub.pool', { stub, players, burns, cards, then: tail });
  }
}

/** Where the engine's own dealer steps (its dealing automations) put the street's cards, to its betting (or the end of the deal), and their rules. */
function engineOrder(state: HandState): { order: SeatTarget[]; rules: Set<RuleId> } {
  const order: SeatTarget[] = [];
  const rules = new Set<RuleId>();
  let s: HandState = state;
  for (let guard = 0; guard < 40 && s.phase === 'dealing'; guard++) {
    const op = dealerOperation(s);
    if (op === null || !DEALING.includes(automationOf(op)!)) break;
    for (const r of nextDealerStep(s).rules) rules.add(r);
    order.push(op.kind === 'burnCard' ? 'burn' : op.kind === 'dealCards' ? op.player : op.kind === 'scrambleStub' ? 'scramble' : 'common');
    s = apply(s, op);
  }
  return { order, rules };
}

/**
 * The plain deal's reason: burn, then a card each (SEED-000); 3rd street has no burn before the first deal
 * (SEED-000 burn cards); a street whose burn is made already (dealt again after premature cards under TDA RP-5-D,
 * or resumed after a slip) has none left to make (RR 13: exactly one burn a street).
 */
function plainReason(state: HandState, order: readonly SeatTarget[], count: number, rules: Set<RuleId>): Reason {
  if (order[0] === 'burn') return reason('drills.dealOrder.reason', { street: state.street, count });
  rules.add('seed-000.burn');
  if (state.street === 3) return reason('drills.dealOrder.reason.3', { count });
  rules.add('rr.stud.13');
  return reason('drills.dealOrder.reason.burned', { street: state.street, count });
}

/** Drill 4: the order the next street's cards go, and the burn (SEED-000 deal order, burns; RR 15 / TDA RP-10-H running out). */
function solve({ state }: SolveInput): Solution {
  const { order, rules } = engineOrder(state);
  const folded = foldedReason(state);
  // A folded seat gets no card: the deal-order rule says so (cited even when no seat is dealt, on a common card).
  if (folded) rules.add('seed-000.deal-order');
  const count = order.filter((t) => typeof t === 'number').length;
  let why: Reason;
  if (state.street === 7) {
    // 7th street: the count of the stub says whether it runs short, and the engine's run-out plan is the reason (RR 15, TDA RP-10-H, online).
    const plan = runOutPlan(state);
    for (const r of plan.rules) rules.add(r);
    const first = plan.answer === 'deal' ? plainReason(state, order, count, rules) : plan.reason;
    why = seventhReason(state, plan, folded ? [first, folded] : [first]);
  } else if (order[0] === 'burn') {
    why = folded
      ? reason('drills.dealOrder.reasonFolded', { street: state.street, count, folded: { reasons: [folded] } })
      : reason('drills.dealOrder.reason', { street: state.street, count });
  } else {
    const plain = plainReason(state, order, count, rules);
    why = folded ? reason('drills.dealOrder.why', { then: { reasons: [plain, folded] } }) : plain;
  }
  return {
    values: [{ kind: 'seat-order', order }],
    highlight: order.filter((t): t is Player => typeof t === 'number'),
    reason: why,
    rules: [...rules],
  };
}

/** The question before a street is dealt: the order of its cards and burn (4th to 7th; on 3rd street, the initial deal). */
export function dealOrderQuestion(state: HandState): Question {
  const target = state.street;
  // Every seat can be tapped, folded ones too: dealing a card to a folded seat is the mistake the drill is about.
  const seats = state.players.map((_, i) => i);
  const specials: SpecialTarget[] = target === 7 ? ['burn', 'scramble', 'common'] : target === 3 ? [] : ['burn'];
  // 7th street: the question says how many cards the stub holds as the deal starts (the dealer counts them, RR 15 / TDA RP-10-H).
  const order =
    target === 7 && state.stub !== null
      ? reason('drills.dealOrder.order.7.stub', { stub: stubLeft(state), players: owedPlayers(state), burns: burnPileCards(state) })
      : reason('drills.dealOrder.order', { street: target });
  // The prompt names the burn only when the engine's order has one: none on 3rd street (SEED-000 burn cards), none
  // on a street whose burn is made, none in the online run-out (its scramble comes first, with no burn after).
  const burns = engineOrder(state).order.includes('burn');
  const prompt =
    target === 7
      ? reason(burns ? 'drills.dealOrder.prompt.7' : 'drills.dealOrder.prompt.7.noBurn')
      : reason(burns ? 'drills.dealOrder.prompt' : 'drills.dealOrder.prompt.noBurn', { street: target });
  return {
    // 7th street has a prompt of its own: when the stub runs short the first step is not always the burn.
    prompt,
    parts: [{ kind: 'seat-order', id: 'order', prompt: order, candidates: seats, specials }],
  };
}

export const dealOrderDrill: KindSpec = {
  build(setup, rules, rng) {
    const target = (4 + rng.int(4)) as StreetNumber;
    const bot = drillBot({ fold: 0.15, raise: 0.2 });
    const start = newHand(setup, rules, deepStacks(setup, rng), shuffledDeck(rng));
    const state = stepUntil(start, rng, bot, (h) => h.street === target && h.phase === 'dealing', { streets: true });
    if (!state) return null;
    return { state, street: target, focus: null, incident: null, question: dealOrderQuestion(state) };
  },
  solve,
};
