import type { Reason } from '../../decision';
import type { Chips, HandState, LegalActions, Player } from '../../hand/types';
import { reason } from '../choices';

/** A set of betting options as the trainee reads it (LegalActions, or a plausible mistake about them). */
export interface Options {
  readonly fold: boolean;
  readonly check: boolean;
  readonly call: Chips | null;
  readonly bringIn: Chips | null;
  readonly completeTo: Chips | null;
  /** Bet (nothing to call) or raise totals. */
  readonly raises: readonly Chips[];
  readonly capped: boolean;
}

export function optionsOf(legal: LegalActions): Options {
  return {
    fold: legal.fold,
    check: legal.check,
    call: legal.call,
    bringIn: legal.bringIn,
    completeTo: legal.completeTo,
    raises: legal.betOrRaiseTo,
    capped: legal.capped,
  };
}

/** The chips of the player to act: behind, and already in this street (an option that takes them all is all-in). */
export interface ActorChips {
  readonly stack: Chips;
  readonly bet: Chips;
}

export function actorChips(state: HandState, player: Player): ActorChips {
  const p = state.players[player]!;
  return { stack: p.stack, bet: p.streetBets[state.street - 3]! };
}

/**
 * "fold, call 5, raise to 10": one Reason per option, in a fixed order. With the actor's chips, an option that puts
 * in every chip says so ("bring in all-in for 1", "call 3, all-in"): a short bring-in or call is the point of the question.
 */
export function optionsText(o: Options, chips?: ActorChips): Reason[] {
  const out: Reason[] = [];
  const allInTo = (total: Chips) => (chips !== undefined && total === chips.bet + chips.stack ? '.allIn' : '');
  if (o.fold) out.push(reason('drills.option.fold'));
  if (o.check) out.push(reason('drills.option.check'));
  if (o.call !== null && o.call > 0)
    out.push(reason(`drills.option.call${chips !== undefined && o.call === chips.stack ? '.allIn' : ''}`, { amount: o.call }));
  if (o.bringIn !== null) out.push(reason(`drills.option.bringIn${allInTo(o.bringIn)}`, { amount: o.bringIn }));
  if (o.completeTo !== null) out.push(reason(`drills.option.complete${allInTo(o.completeTo)}`, { amount: o.completeTo }));
  const betting = o.call === null || o.call === 0;
  for (const a of [...o.raises].sort((x, y) => x - y))
    out.push(reason(`${betting ? 'drills.option.bet' : 'drills.option.raise'}${allInTo(a)}`, { amount: a }));
  if (o.capped) out.push(reason('drills.option.capped'));
  return out;
}
