/** A player entitled to a hand dealt out: a misdeal, or too late and the ante comes back (RR irregularities, TDA 35). */
import { checkPlayer, requireThirdStreet } from '../checks';
import { killHand, redeal, returnAnte } from '../transforms';
import { misdealRules, seat, verdict } from '../verdict';
import type { KindRuling } from './kind';
import { misdealOr } from './misdeal';

export const playerDealtOut: KindRuling<'player-dealt-out', 'misdeal' | 'late-dealt-out'> = {
  decide(state, incident) {
    requireThirdStreet(state, 'incident.error.what.player-dealt-out');
    const player = checkPlayer(state, incident.player);
    const ante = state.players[player]!.ante;
    return misdealOr(state, () =>
      verdict(
        'late-dealt-out',
        [{ kind: 'no-hand', player }, { kind: 'return-ante', player, amount: ante }, { kind: 'play-on' }],
        misdealRules(state),
        { seat: seat(player), amount: ante },
      ),
    );
  },
  perform: (state, incident, v, options) =>
    v.branch === 'misdeal' ? redeal(state, options) : killHand(returnAnte(state, incident.player), incident.player),
};
