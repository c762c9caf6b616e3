/**
 * Misdeal causes on the initial deal (RR irregularities, TDA 35): a misdeal while it can still be called, else the
 * kind's own way to play on (RR: not once two players after the forced bet have acted; TDA: substantial action).
 */
import type { HandState } from '../../hand/types';
import type { RuleId } from '../../rulebook/rules';
import { actionsAfterForcedBet } from '../checks';
import type { RulingBranch } from '../ruling';
import { misdealRules, verdict, type Verdict } from '../verdict';

/** Too late for a misdeal: two players after the forced bet have acted. */
function tooLate(state: HandState): boolean {
  return actionsAfterForcedBet(state) >= 2;
}

/** A misdeal, or `late()` once it is too late for one; `extraRules` are cited before the misdeal rules. */
export function misdealOr<B extends RulingBranch>(
  state: HandState,
  late: () => Verdict<B>,
  extraRules: RuleId[] = [],
): Verdict<B | 'misdeal'> {
  if (tooLate(state)) return late();
  return verdict('misdeal', [{ kind: 'misdeal' }], [...extraRules, ...misdealRules(state)]);
}
