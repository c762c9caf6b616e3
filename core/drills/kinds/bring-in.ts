import type { Reason } from '../../decision';
import { bringIn, legalActions } from '../../hand/queries';
import type { HandState, Structure } from '../../hand/types';
import type { Rng } from '../../rng';
import type { Question } from '../types';
import { bringInKey } from '../../rules/bring-in';
import { VARIANTS } from '../../variants';
import { buildChoices, reason } from '../choices';
import type { KindSpec, SolveInput, Solution } from '../kind';
import { deepStacks, drillBot, newHand, shuffledDeck, stepUntil } from '../table';
import { actorChips, optionsOf, optionsText, type ActorChips, type Options } from './options';

/** Drill 1: who brings in, and for how much (RR stud 2-3, 8; SEED-003 short bring-in). */
function solve({ state }: SolveInput): Solution {
  const b = bringIn(state);
  const legal = legalActions(state);
  const opener = b.answer!.opener!;
  const highlight = b.answer!.player === opener ? [opener] : [opener, b.answer!.player];
  return {
    values: [
      { kind: 'seat', seat: opener },
      { kind: 'choice', text: optionsText(optionsOf(legal.answer!), actorChips(state, opener)) },
    ],
    highlight,
    reason: b.reason,
    rules: [...new Set([...b.rules, ...legal.rules])],
  };
}

/** Plausible mistakes about the bring-in options, read lazily. */
function* wrongAmounts(right: Options, s: Structure, chips: ActorChips): Generator<readonly Reason[]> {
  yield optionsText({ ...right, bringIn: s.ante > 0 ? s.ante : s.bringIn + 1 }, chips);
  yield optionsText({ ...right, bringIn: s.bringIn, completeTo: s.bigBet }, chips);
  yield optionsText({ ...right, fold: false, bringIn: s.smallBet, completeTo: null }, chips);
  yield optionsText({ ...right, completeTo: right.completeTo !== null ? null : s.smallBet }, chips);
  yield optionsText({ ...right, fold: !right.fold }, chips);
  yield optionsText({ ...right, bringIn: s.bringIn, completeTo: s.bringIn * 2 }, chips);
}

/** The question once 3rd street is dealt: who brings in, and what that player may do (the choices drawn from `rng`). */
export function bringInQuestion(state: HandState, rng: Rng): Question {
  const sol = solve({ state, incident: null, street: 3, focus: null });
  const choiceValue = sol.values[1]!;
  const legal = legalActions(state).answer!;
  const choices = buildChoices(
    choiceValue.kind === 'choice' ? choiceValue.text : [],
    wrongAmounts(optionsOf(legal), state.config.structure, actorChips(state, legal.player)),
    rng,
  );
  return {
    prompt: reason('drills.bringIn.prompt'),
    parts: [
      { kind: 'seat', id: 'seat', prompt: reason('drills.bringIn.seat'), candidates: state.players.map((_, i) => i) },
      { kind: 'choice', id: 'amount', prompt: reason('drills.bringIn.amount'), choices },
    ],
  };
}

export const bringInDrill: KindSpec = {
  build(setup, rules, rng) {
    const n = setup.players;
    const s = setup.structure;
    const deck = shuffledDeck(rng);
    const stacks = deepStacks(setup, rng);
    // Who holds the bring-in door card (3rd street is dealt round by round: the door is card 2n + player).
    const variant = VARIANTS[setup.variant];
    let low = 0;
    for (let p = 1; p < n; p++) if (bringInKey(deck[2 * n + p]!, variant) > bringInKey(deck[2 * n + low]!, variant)) low = p;
    const roll = rng.next();
    // A stack short of the ante and the bring-in is dealt in only where the house rules say so (SEED-003 cash games sit it out).
    const shortPlays = rules.shortStack === 'plays-all-in';
    if (shortPlays && roll < 0.12 && s.ante > 0 && n > 2)
      stacks[low] = s.ante; // all-in for the ante (RR stud 8, TDA RP-10-E)
    else if (shortPlays && roll < 0.2 && s.bringIn > 1) stacks[low] = s.ante + 1 + rng.int(s.bringIn - 1); // short of the bring-in (SEED-003)
    const start = newHand(setup, rules, stacks, deck);
    const state = stepUntil(start, rng, drillBot({ fold: 0, raise: 0 }), (h) => h.phase !== 'dealing', { streets: true });
    if (!state || state.phase !== 'betting' || state.street !== 3) return null;
    return { state, street: 3, focus: null, incident: null, question: bringInQuestion(state, rng) };
  },
  solve,
};
