import type { Reason } from '../decision';
import { check, type PlayerOperation } from '../hand/operation';
import { legalActions } from '../hand/queries';
import type { HandState, Player } from '../hand/types';
import { si } from '../hand/util';
import type { RuleId } from '../rulebook/rules';
import type { PlayerAct } from './types';

/** The player an act is by. */
export function actPlayer(act: PlayerAct): Player {
  return act.kind === 'operation' ? act.op.player : act.player;
}

/** What `player` must add to call now (0: nothing to call). */
export function toCallFor(state: HandState, player: Player): number {
  const p = state.players[player]!;
  return Math.max(0, Math.min(state.round.toCall - p.streetBets[si(state.street)]!, p.stack));
}

/** An operation's act in words, as the dealer sees it: "seat 3 calls 10", "seat 5 raises to 20, all-in". */
function operationText(state: HandState, op: PlayerOperation): Reason {
  const seat = op.player + 1;
  const p = state.players[op.player];
  const chips = p ? p.stack + p.streetBets[si(state.street)]! : 0;
  switch (op.kind) {
    case 'fold':
      return { key: 'deal.act.fold', params: { seat } };
    case 'postBringIn':
      return { key: 'deal.act.bringIn', params: { seat, amount: Math.min(state.config.structure.bringIn, p?.stack ?? 0) } };
    case 'checkOrCall': {
      const call = toCallFor(state, op.player);
      if (call === 0) return { key: 'deal.act.check', params: { seat } };
      return { key: call === p!.stack ? 'deal.act.call.allIn' : 'deal.act.call', params: { seat, amount: call } };
    }
    case 'completeBetOrRaiseTo': {
      const r = state.round;
      const verb = r.street === 3 && r.bets === 0 ? 'complete' : r.toCall === 0 ? 'bet' : 'raise';
      return { key: `deal.act.${verb}${op.amount === chips ? '.allIn' : ''}`, params: { seat, amount: op.amount } };
    }
    case 'showOrMuck':
      return { key: 'deal.act.show', params: { seat } };
  }
}

/** What a player did, in words. */
export function actText(state: HandState, act: PlayerAct): Reason {
  switch (act.kind) {
    case 'operation':
      return operationText(state, act.op);
    case 'check-facing-bet':
      return { key: 'deal.act.checkFacingBet', params: { seat: act.player + 1, amount: toCallFor(state, act.player) } };
    case 'string-raise':
      return { key: 'deal.act.stringRaise', params: { seat: act.player + 1, call: toCallFor(state, act.player), amount: act.to } };
    case 'conceal-upcards':
      return { key: 'deal.act.conceal', params: { seat: act.player + 1 } };
  }
}

/** Why an act may stand, or why it must be stopped, with the rules. */
export interface ActVerdict {
  readonly legal: boolean;
  readonly reason: Reason;
  readonly rules: readonly RuleId[];
}

/**
 * Whether the act may stand under the hand's house rules: an operation as core/hand checks it (the player's options
 * as the reason when it is legal); a check facing a bet (SEED-000: call, raise or fold), a string raise (RR) and
 * upcards turned down (RR stud 10) never.
 */
export function judgeAct(state: HandState, act: PlayerAct): ActVerdict {
  const seat = actPlayer(act) + 1;
  switch (act.kind) {
    case 'operation': {
      const problem = check(state, act.op);
      if (problem)
        return {
          legal: false,
          reason: problem.params ? { key: problem.key, params: problem.params } : { key: problem.key },
          rules: problem.rules,
        };
      const legal = legalActions(state);
      return { legal: true, reason: legal.reason, rules: ['rr.betting.in-turn', ...legal.rules] };
    }
    case 'check-facing-bet':
      return {
        legal: false,
        reason: { key: 'deal.illegal.checkFacingBet', params: { seat, amount: toCallFor(state, act.player) } },
        rules: ['seed-000.check-raise'],
      };
    case 'string-raise':
      return { legal: false, reason: { key: 'deal.illegal.stringRaise', params: { seat } }, rules: ['rr.betting.string-raise'] };
    case 'conceal-upcards':
      return { legal: false, reason: { key: 'deal.illegal.concealed', params: { seat } }, rules: ['rr.stud.10'] };
  }
}
