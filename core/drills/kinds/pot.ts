import { pot, pots } from '../../hand';
import type { HandState } from '../../hand/types';
import type { StreetNumber } from '../../variants';
import { reason } from '../choices';
import type { KindSpec, SolveInput, Solution } from '../kind';
import { deepStacks, drillBot, newHand, shortStacks, shuffledDeck, stepUntil } from '../table';
import type { QuestionPart } from '../types';

/** Drill 5: the pot after a betting round, and side pots when a player is all-in (SEED-001 side pots; uncalled chips returned). */
function solve({ state }: SolveInput): Solution {
  const list = pots(state);
  const total = pot(state);
  return {
    values: list.answer.map((p) => ({ kind: 'amount' as const, amount: p.amount })),
    // The answer is amounts, not seats: no seat is marked as the answer.
    highlight: [],
    reason: list.answer.length > 1 ? list.reason : total.reason,
    rules: [...new Set([...total.rules, ...list.rules])],
  };
}

/** The betting round of `street` is over: the next street's deal, the showdown, or the end. */
function roundOver(h: HandState, street: StreetNumber): boolean {
  return h.street > street || h.phase === 'showdown' || (h.phase === 'complete' && h.street === street);
}

export const potDrill: KindSpec = {
  build(setup, rules, rng) {
    const target = (3 + rng.int(5)) as StreetNumber;
    const bot = drillBot({ fold: 0.12, raise: [0.2, 0.4, 0.6][rng.int(3)]! });
    const stacks = rng.next() < 0.4 ? shortStacks(setup, rng) : deepStacks(setup, rng);
    const start = newHand(setup, rules, stacks, shuffledDeck(rng));
    const state = stepUntil(start, rng, bot, (h) => roundOver(h, target), { streets: true });
    if (!state) return null;
    const street = Math.min(target, state.street) as StreetNumber;
    const count = pots(state).answer.length;
    // Nothing in the middle (no antes, the bring-in uncalled and given back): no pot to count, try another hand.
    if (count === 0) return null;
    const parts: QuestionPart[] =
      count === 1
        ? [{ kind: 'amount', id: 'pot', prompt: reason('drills.pot.total') }]
        : Array.from({ length: count }, (_, k) => ({ kind: 'amount' as const, id: k === 0 ? 'main' : `side${k}`, prompt: k === 0 ? reason('drills.pot.main') : reason('drills.pot.side', { n: k }) }));
    return {
      state,
      street,
      focus: null,
      incident: null,
      question: { prompt: reason(`${count === 1 ? 'drills.pot.prompt' : 'drills.pot.promptSide'}.${street}`), parts },
    };
  },
  solve,
};
