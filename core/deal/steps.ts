import type { Reason } from '../decision';
import { buildChoices, reason } from '../drills/choices';
import { withRules, type Solution } from '../drills/kind';
import { bringInDrill, bringInQuestion } from '../drills/kinds/bring-in';
import { dealOrderDrill, dealOrderQuestion } from '../drills/kinds/deal-order';
import { firstToActDrill, firstToActQuestion } from '../drills/kinds/first-to-act';
import { rulingQuestion, solveRuling, type Scene } from '../drills/kinds/misprocedure';
import { potDrill, potQuestion } from '../drills/kinds/pot';
import { awardParts, showdownFirstPart, solveAwards } from '../drills/kinds/showdown';
import { summariseRuling } from '../drills/kinds/ruling-summary';
import type { Question } from '../drills/types';
import { automationOf, dealerOperation, DEALING } from '../hand/automation';
import { apply, perform, type Operation, type PlayerOperation } from '../hand/operation';
import { openPairOnFourth, openPairShowing } from '../hand/order';
import { legalActions, runOutPlan } from '../hand/queries';
import { potTotal } from '../hand/settle';
import { showdownOrder } from '../hand/showdown';
import type { HandState, Player } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import type { Rng } from '../rng';
import type { RuleId } from '../rulebook/rules';
import type { Incident } from '../rulings/incidents';
import type { StreetNumber } from '../variants';
import { actPlayer, actText, judgeAct } from './acts';
import { conductRuling, type Conduct } from './conduct';
import type { DealerAction, DealStep, DealStepKind, PlayerAct } from './types';

/**
 * A step of a dealt hand before it gets its place: what it shows and asks, and the engine's answer to it under any
 * house rules (the hand's own, or another profile's to compare: null when the question does not fit them).
 */
export interface StepPlan {
  readonly step: Omit<DealStep, 'index'>;
  readonly solve: (rules: HouseRules) => Solution | null;
}

const ACTIONS: Readonly<Record<Exclude<DealStepKind, 'action'>, DealerAction>> = {
  antes: 'antes',
  deal: 'deal',
  'run-out': 'deal',
  'bring-in': 'bring-in',
  'first-to-act': 'first-to-act',
  'open-pair': 'open-pair',
  ruling: 'ruling',
  'next-to-act': 'next-to-act',
  'uncalled-bet': 'uncalled-bet',
  collect: 'collect',
  incident: 'ruling',
  showdown: 'showdown',
  award: 'award',
};

function plan(
  kind: Exclude<DealStepKind, 'action'>,
  state: HandState,
  question: Question,
  solve: StepPlan['solve'],
  extra: Partial<Pick<DealStep, 'focus' | 'incident' | 'act' | 'actText' | 'street'>> = {},
): StepPlan {
  return {
    step: {
      kind,
      street: extra.street ?? state.street,
      state,
      question,
      action: ACTIONS[kind],
      focus: extra.focus ?? null,
      incident: extra.incident ?? null,
      act: extra.act ?? null,
      actText: extra.actText ?? null,
      since: [],
    },
    solve,
  };
}

/** The table under `rules` (the hand's own: the same table). */
function under(state: HandState, rules: HouseRules): HandState {
  return withRules(state, rules);
}

const input = (state: HandState) => ({ state, incident: null, street: state.street, focus: null });

// ---- antes ------------------------------------------------------------------------------------------

/** Every ante due taken (a short stack antes what it has: SEED-001). */
export function takeAntes(state: HandState): HandState {
  let s = state;
  while (s.pending?.kind === 'antes') s = apply(s, { kind: 'postAnte', player: s.pending.players[0]! });
  return s;
}

/** Take the antes, then say the pot (the pot drill's count of the antes). */
export function antesPlan(state: HandState): StepPlan {
  const question: Question = {
    prompt: reason('deal.antes.prompt'),
    parts: [{ kind: 'amount', id: 'pot', prompt: reason('deal.antes.pot') }],
  };
  return plan('antes', state, question, (rules) => potDrill.solve(input(takeAntes(under(state, rules)))));
}

// ---- dealing ----------------------------------------------------------------------------------------

/** Where each of the street's cards goes (a seat, the burn, the scramble, the common card), as the engine deals them. */
export type DealTarget = Player | 'burn' | 'scramble' | 'common';

/** The dealer's operations to the street's betting (or the showdown), without the scramble's shuffle. */
export function dealingOperations(state: HandState): Operation[] {
  const ops: Operation[] = [];
  let s = state;
  for (let guard = 0; guard < 64 && s.phase === 'dealing'; guard++) {
    const op = dealerOperation(s);
    if (op === null || !DEALING.includes(automationOf(op)!)) break;
    ops.push(op);
    s = perform(s, op, null);
  }
  return ops;
}

export function targetOf(op: Operation): DealTarget {
  return op.kind === 'burnCard' ? 'burn' : op.kind === 'dealCards' ? op.player : op.kind === 'scrambleStub' ? 'scramble' : 'common';
}

/** The engine's deal order, cut after the first `count` targets (a slip of the dealer's hands stops the deal there). */
function dealSolution(state: HandState, count: number): Solution {
  const full = dealOrderDrill.solve(input(state))!;
  const order = full.values[0]!.kind === 'seat-order' ? full.values[0]!.order.slice(0, count) : [];
  return { ...full, values: [{ kind: 'seat-order', order }], highlight: order.filter((t): t is Player => typeof t === 'number') };
}

/** Deal the street: the first `count` of its targets (all of them unless a slip cuts the deal short). 7th street short of cards: a run-out. */
export function dealPlan(state: HandState, count: number): StepPlan {
  const kind: DealStepKind = state.street === 7 && runOutPlan(state).answer !== 'deal' ? 'run-out' : 'deal';
  return plan(kind, state, dealOrderQuestion(state), (rules) => dealSolution(under(state, rules), count));
}

// ---- announcements ---------------------------------------------------------------------------------

export function bringInPlan(state: HandState, rng: Rng): StepPlan {
  return plan('bring-in', state, bringInQuestion(state, rng), (rules) => bringInDrill.solve(input(under(state, rules))));
}

export function firstToActPlan(state: HandState, rng: Rng): StepPlan {
  return plan('first-to-act', state, firstToActQuestion(state, rng), (rules) => firstToActDrill.solve(input(under(state, rules))));
}

/** 4th street in stud: are the small and the big bet both on offer (an open pair, under house rules that double: RR stud 4), or only the small one? */
function openPairSolution(state: HandState): Solution {
  const s = state.config.structure;
  const both = openPairOnFourth(state);
  const text: Reason[] = [
    both ? reason('deal.openPair.both', { small: s.smallBet, big: s.bigBet }) : reason('deal.openPair.small', { small: s.smallBet }),
  ];
  const showing = openPairShowing(state);
  const rules: RuleId[] = showing
    ? both
      ? ['rr.stud.4', 'seed-001.open-pair']
      : ['tda.rp-10-f']
    : ['rr.stud.4', 'rr.betting.fixed-limit'];
  const why = showing ? (both ? 'deal.openPair.why.doubled' : 'deal.openPair.why.notDoubled') : 'deal.openPair.why.none';
  return { values: [{ kind: 'choice', text }], highlight: [], reason: reason(why, { small: s.smallBet, big: s.bigBet }), rules };
}

export function openPairPlan(state: HandState, rng: Rng): StepPlan {
  const s = state.config.structure;
  const choices = buildChoices(
    [reason('deal.openPair.both', { small: s.smallBet, big: s.bigBet })],
    [[reason('deal.openPair.small', { small: s.smallBet })]],
    rng,
  );
  const question: Question = {
    prompt: reason('deal.openPair.prompt'),
    parts: [{ kind: 'choice', id: 'open-pair', prompt: reason('deal.openPair.part'), choices }],
  };
  return plan('open-pair', state, question, (rules) => openPairSolution(under(state, rules)));
}

// ---- a player's act: let it stand or stop it; the ruling --------------------------------------------

/** The two answers to a player's act, always A (let it stand) and B (stop it). */
const VERDICT_CHOICES = [
  { letter: 'A', text: [reason('deal.verdict.accept')] },
  { letter: 'B', text: [reason('deal.verdict.stop')] },
] as const;

export function actionPlan(state: HandState, act: PlayerAct): StepPlan {
  const words = actText(state, act);
  const question: Question = {
    prompt: words,
    parts: [{ kind: 'choice', id: 'verdict', prompt: reason('deal.verdict.part'), choices: VERDICT_CHOICES }],
  };
  const player = actPlayer(act);
  const solve = (rules: HouseRules): Solution => {
    const verdict = judgeAct(under(state, rules), act);
    return {
      values: [{ kind: 'choice', text: VERDICT_CHOICES[verdict.legal ? 0 : 1].text }],
      highlight: [player],
      reason: verdict.reason,
      rules: verdict.rules,
    };
  };
  const action: DealerAction = judgeAct(state, act).legal ? 'accept' : 'stop';
  return {
    step: { kind: 'action', street: state.street, state, question, action, focus: player, incident: null, act, actText: words, since: [] },
    solve,
  };
}

/** The ruling on a player's act that core/rulings knows as an incident (an underbet, a wrong bring-in, upcards turned down). */
export function incidentRulingPlan(
  kind: 'ruling' | 'incident',
  state: HandState,
  incident: Incident,
  rng: Rng,
  act: PlayerAct | null = null,
): StepPlan {
  const scene: Scene = { state, incident };
  const question = rulingQuestion(scene, summariseRuling(state, incident), rng);
  const focus = typeof (incident as { player?: unknown }).player === 'number' ? (incident as { player: Player }).player : null;
  return plan(kind, state, question, (rules) => solveRuling({ state: under(state, rules), incident, street: state.street, focus }), {
    focus,
    incident,
    act,
    actText: act ? actText(state, act) : null,
  });
}

/** The ruling on a player's act that no incident covers (out of turn, a capped raise, a check facing a bet, a string raise). */
export function conductRulingPlan(state: HandState, conduct: Conduct, act: PlayerAct, rng: Rng): StepPlan {
  const ruling = conductRuling(state, conduct);
  const words = actText(state, act);
  const choices = buildChoices(
    [ruling.reason],
    ruling.wrong.map((w) => [w]),
    rng,
  );
  const question: Question = {
    prompt: reason('deal.ruling.prompt', { act: { reasons: [words] } }),
    parts: [{ kind: 'choice', id: 'ruling', prompt: reason('drills.misprocedure.ruling'), choices }],
  };
  const solve = (rules: HouseRules): Solution | null => {
    const table = under(state, rules);
    // Under house rules that let the act stand (a raise heads-up where the cap is lifted) there is no ruling to compare.
    if (judgeAct(table, act).legal) return null;
    const theirs = conductRuling(table, conduct);
    return { values: [{ kind: 'choice', text: [theirs.reason] }], highlight: [theirs.focus], reason: theirs.reason, rules: theirs.rules };
  };
  return plan('ruling', state, question, solve, { focus: ruling.focus, act, actText: words });
}

/** Who acts next after `op`, when it is not obvious: the seat, and what that player may do (legalActions). */
export function nextToActPlan(before: HandState, op: PlayerOperation, after: HandState): StepPlan {
  const alive = after.players.flatMap((p, i) => (p.folded ? [] : [i]));
  const question: Question = {
    prompt: reason('deal.next.prompt'),
    parts: [{ kind: 'seat', id: 'next', prompt: reason('deal.next.part'), candidates: alive }],
  };
  const solve = (rules: HouseRules): Solution | null => {
    let next: HandState;
    try {
      next = rules === before.config.rules ? after : apply(under(before, rules), op);
    } catch {
      return null;
    }
    const actor = next.phase === 'betting' ? next.round.actor : null;
    if (actor === null) return null;
    const legal = legalActions(next);
    return {
      values: [{ kind: 'seat', seat: actor }],
      highlight: [actor],
      reason: reason('deal.next.why', { seat: actor + 1, options: { reasons: [legal.reason] } }),
      rules: ['rr.betting.in-turn', ...legal.rules],
    };
  };
  return plan('next-to-act', after, question, solve);
}

// ---- the end of a round -----------------------------------------------------------------------------

export function uncalledBetPlan(state: HandState): StepPlan {
  const task = state.pending as Extract<HandState['pending'], { kind: 'uncalledBet' }>;
  const question: Question = {
    prompt: reason('deal.uncalled.prompt'),
    parts: [
      { kind: 'seat', id: 'seat', prompt: reason('deal.uncalled.seat'), candidates: state.players.map((_, i) => i) },
      { kind: 'amount', id: 'amount', prompt: reason('deal.uncalled.amount') },
    ],
  };
  const solution: Solution = {
    values: [
      { kind: 'seat', seat: task.player },
      { kind: 'amount', amount: task.amount },
    ],
    highlight: [task.player],
    reason: reason('deal.uncalled.why', { seat: task.player + 1, amount: task.amount }),
    rules: ['seed-001.uncalled'],
  };
  return plan('uncalled-bet', state, question, () => solution, { focus: task.player });
}

/** Bring the bets in and say the pot (and each side pot); null when the middle is empty (nothing to count). */
export function collectPlan(state: HandState): StepPlan | null {
  const question = potQuestion(state, state.street);
  if (!question) return null;
  return plan('collect', state, question, (rules) => potDrill.solve(input(under(state, rules))));
}

// ---- incidents ---------------------------------------------------------------------------------------

export function incidentPlan(state: HandState, incident: Incident, rng: Rng): StepPlan {
  return incidentRulingPlan('incident', state, incident, rng);
}

// ---- the showdown and the pots ----------------------------------------------------------------------

export function showdownPlan(state: HandState): StepPlan {
  const question: Question = { prompt: reason('deal.showdown.prompt'), parts: [showdownFirstPart(state)] };
  const solve = (rules: HouseRules): Solution => {
    const order = showdownOrder(under(state, rules));
    const first = order.answer[0]!;
    return { values: [{ kind: 'seat', seat: first }], highlight: [first], reason: order.reason, rules: order.rules };
  };
  return plan('showdown', state, question, solve, { street: 7 });
}

/** The last player in takes every pot (SEED-001: an uncalled bet wins the pot; nobody shows). */
function uncontestedSolution(state: HandState): Solution {
  const winner = state.players.findIndex((p) => !p.folded);
  const amount = potTotal(state);
  return {
    values: [
      { kind: 'seat', seat: winner },
      { kind: 'amount', amount },
    ],
    highlight: [winner],
    reason: reason('deal.award.uncontested', { seat: winner + 1, amount }),
    rules: ['seed-001.uncalled'],
  };
}

/** Who wins each pot and how much, before the push: the showdown drill's splits, or the last player in taking it all. */
export function awardPlan(state: HandState, rng: Rng, street: StreetNumber): StepPlan {
  const left = state.players.filter((p) => !p.folded).length;
  if (left === 1) {
    const question: Question = {
      prompt: reason('deal.award.prompt.uncontested'),
      parts: [
        { kind: 'seat', id: 'winner', prompt: reason('deal.award.winner'), candidates: state.players.map((_, i) => i) },
        { kind: 'amount', id: 'amount', prompt: reason('deal.award.amount') },
      ],
    };
    return plan('award', state, question, () => uncontestedSolution(state), { street });
  }
  const question: Question = { prompt: reason('deal.award.prompt'), parts: awardParts(state, rng) };
  return plan('award', state, question, (rules) => solveAwards(under(state, rules)), { street });
}

/** Every pot pushed to its winners, in the engine's order. */
export function pushPots(state: HandState): HandState {
  let s = state;
  while (s.pending?.kind === 'awardPots') s = apply(s, dealerOperation(s)!);
  return s;
}
