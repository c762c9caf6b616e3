import { burn, dealCards, dealCommon, scrambleStub } from '../../hand/dealing';
import { nextDealerStep, runOutPlan } from '../../hand/queries';
import type { HandState, Player } from '../../hand/types';
import type { RuleId } from '../../rulebook/rules';
import type { Reason } from '../../decision';
import type { StreetNumber } from '../../variants';
import { reason } from '../choices';
import type { KindSpec, SolveInput, Solution } from '../kind';
import { deepStacks, drillBot, newHand, shuffledDeck, stepUntil } from '../table';
import type { SeatTarget, SpecialTarget } from '../types';

/** Drill 4: the order the next street's cards go, and the burn (SEED-000 deal order, burns; RR 15 / TDA RP-10-H running out). */
function solve({ state }: SolveInput): Solution {
  const order: SeatTarget[] = [];
  const rules = new Set<RuleId>();
  let first: Reason | null = null;
  let s: HandState = state;
  // Walk the engine's own dealer steps until the street's betting (or the end of the deal).
  for (let guard = 0; guard < 40 && s.phase === 'dealing'; guard++) {
    const step = nextDealerStep(s);
    for (const r of step.rules) rules.add(r);
    first ??= step.reason;
    const a = step.answer;
    if (a.kind === 'burn') {
      order.push('burn');
      s = burn(s, s.stub === null ? null : undefined);
    } else if (a.kind === 'deal') {
      order.push(a.player);
      s = dealCards(s, a.player, s.stub === null ? [null] : undefined);
    } else if (a.kind === 'scramble') {
      order.push('scramble');
      s = scrambleStub(s, null);
    } else if (a.kind === 'common') {
      order.push('common');
      s = dealCommon(s, s.stub === null ? null : undefined);
    } else break;
  }
  // Running short on 7th street: the engine's run-out plan is the reason (RR 15, TDA RP-10-H, online).
  const plan = state.street === 7 ? runOutPlan(state) : null;
  const why = plan && plan.answer !== 'deal' ? plan.reason : reason(`drills.dealOrder.reason.${state.street}`, { count: order.filter((t) => typeof t === 'number').length });
  return {
    values: [{ kind: 'seat-order', order }],
    highlight: order.filter((t): t is Player => typeof t === 'number'),
    reason: why,
    rules: [...rules, ...(plan ? plan.rules.filter((r) => !rules.has(r)) : [])],
  };
}

export const dealOrderDrill: KindSpec = {
  build(setup, rules, rng) {
    const target = (4 + rng.int(4)) as StreetNumber;
    const bot = drillBot({ fold: 0.15, raise: 0.2 });
    const start = newHand(setup, rules, deepStacks(setup, rng), shuffledDeck(rng));
    const state = stepUntil(start, rng, bot, (h) => h.street === target && h.phase === 'dealing', { streets: true });
    if (!state) return null;
    const alive = state.players.map((_, i) => i).filter((i) => !state.players[i]!.folded);
    const specials: SpecialTarget[] = target === 7 ? ['burn', 'scramble', 'common'] : ['burn'];
    return {
      state,
      street: target,
      focus: null,
      incident: null,
      question: {
        prompt: reason(`drills.dealOrder.prompt.${target}`),
        parts: [{ kind: 'seat-order', id: 'order', prompt: reason(`drills.dealOrder.order.${target}`), candidates: alive, specials }],
      },
    };
  },
  solve,
};
