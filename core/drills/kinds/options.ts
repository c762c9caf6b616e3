import type { Reason } from '../../decision';
import type { Chips, LegalActions } from '../../hand/types';
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
  return { fold: legal.fold, check: legal.check, call: legal.call, bringIn: legal.bringIn, completeTo: legal.completeTo, raises: legal.betOrRaiseTo, capped: legal.capped };
}

/** "fold, call 5, raise to 10": one Reason per option, in a fixed order. */
export function optionsText(o: Options): Reason[] {
  const out: Reason[] = [];
  if (o.fold) out.push(reason('drills.option.fold'));
  if (o.check) out.push(reason('drills.option.check'));
  if (o.call !== null && o.call > 0) out.push(reason('drills.option.call', { amount: o.call }));
  if (o.bringIn !== null) out.push(reason('drills.option.bringIn', { amount: o.bringIn }));
  if (o.completeTo !== null) out.push(reason('drills.option.complete', { amount: o.completeTo }));
  const betting = o.call === null || o.call === 0;
  for (const a of [...o.raises].sort((x, y) => x - y)) out.push(reason(betting ? 'drills.option.bet' : 'drills.option.raise', { amount: a }));
  if (o.capped) out.push(reason('drills.option.capped'));
  return out;
}
