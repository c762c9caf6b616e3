/**
 * The player with the bring-in card is all-in for the ante: the player to the left acts first (RR stud 8, TDA RP-10-E);
 * where such a stack is not dealt in (SEED-003 cash games) it cannot happen.
 */
import { citedFor } from '../../profiles/citations';
import { requireBringInPending } from '../checks';
import { IncidentError, type DecidedBy } from '../ruling';
import { bringInWording, seat, verdict } from '../verdict';
import type { KindRuling } from './kind';

export const bringInAllIn: KindRuling<'bring-in-all-in', 'not-dealt-in' | 'all-in-low'> = {
  decide(state) {
    requireBringInPending(state, 'incident.error.what.bring-in-all-in');
    const low = state.bringInPlayer;
    if (low === null || state.players[low]!.stack > 0)
      throw new IncidentError('kind', 'incident.error.hasChips', { seat: low === null ? '?' : seat(low) });
    // Whether such a stack is dealt in at all is a house rule: SEED-003 cash games sit it out, so there the incident cannot happen.
    const shortStack = state.config.rules.shortStack;
    const by: DecidedBy[] = [{ field: 'shortStack', value: shortStack }];
    if (shortStack === 'sits-out') return verdict('not-dealt-in', [], ['seed-003.cash-cover'], { seat: seat(low) }, by);
    const next = state.round.actor!;
    return bringInWording(
      verdict(
        'all-in-low',
        [{ kind: 'action-to', player: next, options: 'fold-bring-in-complete' }],
        citedFor(state.config.rules, ['rr.stud.8', 'tda.rp-10-e']),
        { seat: seat(low), next: seat(next) },
        by,
      ),
      state,
    );
  },
  // The hand already has the player to the left to act; under sits-out there is no procedure.
  perform: (state) => state,
};
