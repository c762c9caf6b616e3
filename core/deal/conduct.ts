import type { Reason } from '../decision';
import { capInfo } from '../hand/betting';
import { apply, type PlayerOperation } from '../hand/operation';
import type { HandState, Player } from '../hand/types';
import type { RuleId } from '../rulebook/rules';
import { actText, toCallFor } from './acts';
import type { PlayerAct } from './types';

/**
 * Rulings on how a player acts that the incidents of core/rulings do not cover: out of turn (RR), a raise when the
 * betting is capped (RR's cap), a check facing a bet (SEED-000), a string raise (RR). Each says what the dealer does
 * and what comes of it; the same under every shipped profile (none of them reads a house rule but the cap's).
 */
export type Conduct =
  | { readonly kind: 'out-of-turn'; readonly act: Extract<PlayerAct, { kind: 'operation' }>; readonly actor: Player }
  | { readonly kind: 'capped-raise'; readonly player: Player }
  | { readonly kind: 'check-facing-bet'; readonly player: Player }
  | { readonly kind: 'string-raise'; readonly player: Player };

/** An action out of turn the player is held to when their turn comes, unless a bet or raise changed the action first. */
export interface Binding {
  readonly op: PlayerOperation;
  readonly street: number;
  /** The round's count of full bets and raises when it was made: a bet or raise since frees the player. */
  readonly raiseSeq: number;
}

export interface ConductRuling {
  readonly reason: Reason;
  readonly rules: readonly RuleId[];
  /** Plausible wrong rulings, the likeliest first. */
  readonly wrong: readonly Reason[];
  readonly focus: Player;
}

/** The ruling on `conduct`, at the hand as it stood when the player acted. */
export function conductRuling(state: HandState, conduct: Conduct): ConductRuling {
  switch (conduct.kind) {
    case 'out-of-turn': {
      const params = { seat: conduct.actor + 1, other: conduct.act.op.player + 1, act: { reasons: [actText(state, conduct.act)] } };
      return {
        reason: { key: 'deal.ruling.outOfTurn', params },
        rules: ['rr.betting.in-turn', 'rr.betting.out-of-turn'],
        wrong: [
          { key: 'deal.ruling.outOfTurn.stands', params },
          { key: 'deal.ruling.outOfTurn.free', params },
          { key: 'deal.ruling.outOfTurn.dead', params },
        ],
        focus: conduct.act.op.player,
      };
    }
    case 'capped-raise': {
      const params = { seat: conduct.player + 1, amount: toCallFor(state, conduct.player), bets: state.round.bets };
      return {
        reason: { key: 'deal.ruling.capped', params },
        rules: capInfo(state).rules,
        wrong: [
          { key: 'deal.ruling.capped.stands', params },
          { key: 'deal.ruling.capped.again', params },
          { key: 'deal.ruling.capped.fold', params },
        ],
        focus: conduct.player,
      };
    }
    case 'check-facing-bet': {
      const params = { seat: conduct.player + 1, amount: toCallFor(state, conduct.player) };
      return {
        reason: { key: 'deal.ruling.checkFacingBet', params },
        rules: ['seed-000.check-raise', 'rr.betting.in-turn'],
        wrong: [
          { key: 'deal.ruling.checkFacingBet.call', params },
          { key: 'deal.ruling.checkFacingBet.stands', params },
          { key: 'deal.ruling.checkFacingBet.dead', params },
        ],
        focus: conduct.player,
      };
    }
    case 'string-raise': {
      const params = { seat: conduct.player + 1, amount: toCallFor(state, conduct.player) };
      return {
        reason: { key: 'deal.ruling.stringRaise', params },
        rules: ['rr.betting.string-raise'],
        wrong: [
          { key: 'deal.ruling.stringRaise.stands', params },
          { key: 'deal.ruling.stringRaise.noRaise', params },
          { key: 'deal.ruling.stringRaise.dead', params },
        ],
        focus: conduct.player,
      };
    }
  }
}

/**
 * The hand after the ruling, and the action out of turn the player is held to: out of turn, nothing changes (the
 * player whose turn it is acts); a capped raise and a string raise are calls; after a check facing a bet the same
 * player acts again.
 */
export function performConduct(state: HandState, conduct: Conduct): { state: HandState; binding: Binding | null } {
  switch (conduct.kind) {
    case 'out-of-turn':
      return { state, binding: { op: conduct.act.op, street: state.street, raiseSeq: state.round.raiseSeq } };
    case 'capped-raise':
    case 'string-raise':
      return { state: apply(state, { kind: 'checkOrCall', player: conduct.player }), binding: null };
    case 'check-facing-bet':
      return { state, binding: null };
  }
}
