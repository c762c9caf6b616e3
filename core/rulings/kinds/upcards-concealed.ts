/** Upcards picked up or turned down: a fold when facing a bet (RR stud 10, TDA 66), else nothing. */
import { fold } from '../../hand';
import { si } from '../../hand/util';
import { citedFor } from '../../profiles/citations';
import { checkPlayer } from '../checks';
import { killHand } from '../transforms';
import { seat, verdict } from '../verdict';
import type { KindRuling } from './kind';

export const upcardsConcealed: KindRuling<'upcards-concealed', 'upcards-fold' | 'upcards-live'> = {
  decide(state, incident) {
    const player = checkPlayer(state, incident.player);
    const p = state.players[player]!;
    const facing = state.phase === 'betting' && p.stack > 0 && p.streetBets[si(state.street)]! < state.round.toCall;
    if (facing)
      return verdict('upcards-fold', [{ kind: 'fold', player }], citedFor(state.config.rules, ['rr.stud.10', 'tda.66']), {
        seat: seat(player),
      });
    return verdict('upcards-live', [{ kind: 'play-on' }], ['rr.stud.10'], { seat: seat(player) });
  },
  perform(state, incident, v) {
    if (v.branch === 'upcards-live') return state;
    const p = incident.player;
    return state.round.actor === p ? fold(state, p) : killHand(state, p);
  },
};
