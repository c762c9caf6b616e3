/** The player with the bring-in card is away: the bring-in is posted; RR stud 6 kills the hand when the betting reaches it, TDA 30 at once. */
import { postBringIn } from '../../hand';
import { requireBringInPending } from '../checks';
import { IncidentError, type DecidedBy } from '../ruling';
import { killHand } from '../transforms';
import { bringInWording, seat, verdict } from '../verdict';
import type { KindRuling } from './kind';

export const bringInAbsent: KindRuling<'bring-in-absent', 'absent-dead' | 'absent-rr6'> = {
  decide(state) {
    requireBringInPending(state, 'incident.error.what.bring-in-absent');
    const low = state.bringInPlayer;
    if (low === null || state.round.actor !== low) throw new IncidentError('kind', 'incident.error.absentAllIn');
    const amount = Math.min(state.config.structure.bringIn, state.players[low]!.stack);
    const t = state.config.rules.tournament;
    const by: DecidedBy[] = [{ field: 'tournament', value: String(t) }];
    if (t)
      return bringInWording(
        verdict(
          'absent-dead',
          [
            { kind: 'post-bring-in', player: low, amount },
            { kind: 'kill-hand', player: low },
          ],
          ['tda.30', 'rr.stud.6'],
          { seat: seat(low), amount },
          by,
        ),
        state,
      );
    return bringInWording(
      verdict('absent-rr6', [{ kind: 'post-bring-in', player: low, amount }], ['rr.stud.6'], { seat: seat(low), amount }, by, [
        { when: 'action-reaches', player: low, step: 'kill-hand' },
      ]),
      state,
    );
  },
  perform(state, _incident, v) {
    const low = state.round.actor!;
    const posted = postBringIn(state, low);
    return v.branch === 'absent-dead' ? killHand(posted, low) : posted;
  },
};
