import { IllegalActionError, type HandState, type LegalActions, type Player } from '../hand/types';
import { perform, type Operation } from '../hand/operation';
import { bigBetRound } from '../hand/util';
import { createRng, shuffled, type Rng } from '../rng';
import { applyRuling, ruleOn } from '../rulings/rule-on';
import { IncidentError, type Ruling } from '../rulings/ruling';
import { offTableCard } from '../rulings/transforms';
import type { Incident } from '../rulings/incidents';
import { runOutPlan } from '../hand/queries';
import { toCallFor } from './acts';
import type { Conduct } from './conduct';
import type { IncidentRate, PlayerAct } from './types';

/**
 * What goes wrong in a dealt hand, and when: the dealer's hands slip on a deal (a hole card turned up, a card off the
 * table, a boxed card, an extra card, two burns or none, the 7th card face up), a card comes too early while the
 * betting goes on, the bring-in's player is away, or a player acts wrongly (out of turn, a wrong amount, a raise when
 * capped, a bet below the bring-in, the wrong bring-in, a check facing a bet, a string raise, upcards turned down).
 * Every incident is one core/rulings knows (or one of conduct.ts), and it is only chosen where its ruling applies.
 */

/** The most incidents a hand gets at each rate, and the chance of one at each deal and at each player's turn. */
const LIMIT: Readonly<Record<IncidentRate, number>> = { none: 0, some: 2, many: 5 };
const DEAL_CHANCE: Readonly<Record<IncidentRate, number>> = { none: 0, some: 0.1, many: 0.3 };
const TURN_CHANCE: Readonly<Record<IncidentRate, number>> = { none: 0, some: 0.03, many: 0.1 };

export function incidentLimit(rate: IncidentRate): number {
  return LIMIT[rate];
}

/** Whether something goes wrong at this deal (or at this turn): a roll of the hand's generator, drawn only while incidents are allowed. */
export function rollTrouble(rate: IncidentRate, at: 'deal' | 'turn', rng: Rng): boolean {
  const chance = at === 'deal' ? DEAL_CHANCE[rate] : TURN_CHANCE[rate];
  return chance > 0 && rng.next() < chance;
}

/**
 * The ruling on `incident` as the hand stands, when it applies here and its procedure can be carried out (with a
 * generator of its own, so checking draws nothing from the hand's); null when it does not fit.
 */
export function fittingRuling(state: HandState, incident: Incident): Ruling | null {
  try {
    const ruling = ruleOn(state, incident, state.config.rules, { others: [] });
    applyRuling(state, ruling, { rng: createRng(0) });
    return ruling;
  } catch (e) {
    if (e instanceof IncidentError || e instanceof IllegalActionError) return null;
    throw e;
  }
}

const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.int(items.length)]!;

/** The hand after the first `count` of a street's dealing operations. */
export function afterOps(state: HandState, ops: readonly Operation[], count: number): HandState {
  let s = state;
  for (let k = 0; k < count; k++) s = perform(s, ops[k]!, null);
  return s;
}

/** A slip of the dealer's hands during a street's deal: after which of its operations, and what happened. */
export interface DealSlip {
  /** How many of the street's targets were dealt right before it. */
  readonly at: number;
  readonly incident: Incident;
}

/** A slip somewhere in the deal of the street (its dealing operations `ops`), or null when none fits this deal. */
export function dealSlip(state: HandState, ops: readonly Operation[], rng: Rng): DealSlip | null {
  // 7th street short of cards is the house rules' run-out, not a slip.
  if (state.street === 7 && runOutPlan(state).answer !== 'deal') return null;
  const deals: number[] = [];
  ops.forEach((op, k) => {
    if (op.kind === 'dealCards') deals.push(k);
  });
  const makers: (() => DealSlip | null)[] = [];
  if (deals.length > 0) {
    makers.push(() => {
      // A card off the table (RR stud 11): an upcard plays; a hole card or the final downcard is ruled as exposed.
      const at = pick(deals, rng);
      return { at, incident: { kind: 'card-off-table', player: (ops[at] as Extract<Operation, { kind: 'dealCards' }>).player } };
    });
  }
  if (state.street === 3) {
    const holes = deals.filter((k) => k < (2 * deals.length) / 3);
    if (holes.length > 0) {
      makers.push(() => {
        const at = pick(holes, rng);
        const s = afterOps(state, ops, at);
        const player = (ops[at] as Extract<Operation, { kind: 'dealCards' }>).player;
        return { at, incident: { kind: 'exposed-hole-card', player, hole: s.players[player]!.cards.length === 0 ? 0 : 1 } };
      });
    }
    makers.push(() => {
      const at = pick(deals, rng);
      const s = afterOps(state, ops, at);
      return s.stub === null ? null : { at, incident: { kind: 'boxed-card', count: 1, card: s.stub[s.stubTop]! } };
    });
    makers.push(() => {
      const alive = state.players.flatMap((p, i) => (p.folded ? [] : [i]));
      return { at: ops.length, incident: { kind: 'extra-cards', player: pick(alive, rng), count: 1 } };
    });
  } else {
    makers.push(() => ({
      at: 0,
      incident:
        state.street === 7
          ? { kind: 'burn-error', burns: rng.next() < 0.5 ? 0 : 2, seen: rng.next() < 0.5 }
          : { kind: 'burn-error', burns: rng.next() < 0.5 ? 0 : 2 },
    }));
    if (state.street === 7 && deals.length > 0) {
      makers.push(() => {
        const at = pick(deals, rng);
        const s = afterOps(state, ops, at);
        const player = (ops[at] as Extract<Operation, { kind: 'dealCards' }>).player;
        const card = offTableCard(s, player).card;
        return { at, incident: card === null ? { kind: 'seventh-card-up', player } : { kind: 'seventh-card-up', player, card } };
      });
    }
  }
  for (const make of shuffled(makers, rng)) {
    const slip = make();
    if (slip && fittingRuling(afterOps(state, ops, slip.at), slip.incident)) return slip;
  }
  return null;
}

/** Something wrong at a player's turn: an act to stop (with the incident or the conduct it is ruled as), or an incident of the dealer's. */
export type TurnTrouble =
  | { readonly kind: 'act'; readonly act: PlayerAct; readonly incident: Incident | null; readonly conduct: Conduct | null }
  | { readonly kind: 'incident'; readonly incident: Incident };

function alivePlayers(state: HandState): Player[] {
  return state.players.flatMap((p, i) => (p.folded ? [] : [i]));
}

/** Something that goes wrong at this turn (the player to act is `legal.player`), or null when nothing fits. */
export function turnTrouble(state: HandState, legal: LegalActions, rng: Rng): TurnTrouble | null {
  const actor = legal.player;
  const r = state.round;
  const s = state.config.structure;
  const makers: (() => TurnTrouble | null)[] = [];
  const others = alivePlayers(state).filter((p) => p !== actor && state.players[p]!.stack > 0);
  const incidentAct = (act: PlayerAct, incident: Incident): TurnTrouble => ({ kind: 'act', act, incident, conduct: null });
  if (r.opened && others.length > 0) {
    makers.push(() => {
      const player = pick(others, rng);
      const op =
        toCallFor(state, player) > 0 && rng.next() < 0.4 ? ({ kind: 'fold', player } as const) : ({ kind: 'checkOrCall', player } as const);
      const act = { kind: 'operation', op } as const;
      return { kind: 'act', act, incident: null, conduct: { kind: 'out-of-turn', act, actor } };
    });
  }
  const chips = state.players[actor]!.stack + state.players[actor]!.streetBets[state.street - 3]!;
  if (legal.capped && legal.call !== null && chips >= r.toCall + r.increment) {
    makers.push(() => ({
      kind: 'act',
      act: { kind: 'operation', op: { kind: 'completeBetOrRaiseTo', player: actor, amount: r.toCall + r.increment } },
      incident: null,
      conduct: { kind: 'capped-raise', player: actor },
    }));
  }
  if (bigBetRound(state) && legal.betOrRaiseTo.length > 0) {
    const proper = Math.min(...legal.betOrRaiseTo);
    if (proper === r.fullLevel + s.bigBet && proper - r.toCall >= 2) {
      makers.push(() => {
        const amount = r.toCall + 1 + rng.int(proper - r.toCall - 1);
        return incidentAct(
          { kind: 'operation', op: { kind: 'completeBetOrRaiseTo', player: actor, amount } },
          { kind: 'underbet', player: actor, amount },
        );
      });
    }
  }
  if (state.street === 3 && r.bets === 0 && s.bringIn > 1) {
    const have = state.players[actor]!.streetBets[0]!;
    const to = legal.bringIn !== null ? legal.bringIn : Math.min(r.toCall, have + state.players[actor]!.stack);
    if (to - have >= 2) {
      makers.push(() => {
        const amount = have + 1 + rng.int(to - have - 1);
        return incidentAct(
          { kind: 'operation', op: { kind: 'completeBetOrRaiseTo', player: actor, amount } },
          { kind: 'bet-below-bring-in', player: actor, amount },
        );
      });
    }
  }
  if (state.street === 3 && !r.opened) {
    if (others.length > 0) {
      makers.push(() => {
        const player = pick(others, rng);
        return incidentAct(
          { kind: 'operation', op: { kind: 'postBringIn', player } },
          { kind: 'wrong-bring-in', player, amount: Math.min(s.bringIn, state.players[player]!.stack), nextActed: false },
        );
      });
    }
    if (state.bringInPlayer === actor && state.players[actor]!.stack > 0)
      makers.push(() => ({ kind: 'incident', incident: { kind: 'bring-in-absent' } }));
  }
  if (r.opened && legal.call !== null && legal.call > 0) {
    makers.push(() => ({
      kind: 'act',
      act: { kind: 'check-facing-bet', player: actor },
      incident: null,
      conduct: { kind: 'check-facing-bet', player: actor },
    }));
    const raise = legal.completeTo ?? legal.betOrRaiseTo[0];
    if (raise !== undefined)
      makers.push(() => ({
        kind: 'act',
        act: { kind: 'string-raise', player: actor, to: raise },
        incident: null,
        conduct: { kind: 'string-raise', player: actor },
      }));
    makers.push(() => incidentAct({ kind: 'conceal-upcards', player: actor }, { kind: 'upcards-concealed', player: actor }));
  }
  if (state.street < 7 && r.opened) {
    makers.push(() => ({
      kind: 'incident',
      incident: { kind: 'premature-cards', count: 1 + rng.int(Math.min(3, alivePlayers(state).length)) },
    }));
  }
  for (const make of shuffled(makers, rng)) {
    const trouble = make();
    if (!trouble) continue;
    if (trouble.kind === 'act' && trouble.incident === null) return trouble;
    if (fittingRuling(state, trouble.incident!)) return trouble;
  }
  return null;
}
