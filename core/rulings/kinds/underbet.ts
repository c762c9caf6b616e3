/** The small bet or less on a big-bet street: corrected to a full big bet (RR betting). */
import { legalActions } from '../../hand';
import { bigBetRound } from '../../hand/util';
import { checkPlayer, quoted, requireActor } from '../checks';
import { IncidentError } from '../ruling';
import { seat, verdict } from '../verdict';
import { correctedBet } from './bet-correction';
import type { KindRuling } from './kind';

export const underbet: KindRuling<'underbet', 'underbet'> = {
  decide(state, incident) {
    const player = checkPlayer(state, incident.player);
    const amount: unknown = incident.amount;
    requireActor(state, player);
    if (state.street === 3) throw new IncidentError('kind', 'incident.error.underbetThird');
    // RR betting: the small bet (or less) on a big-bet street: 5th to 7th, or 4th once a big bet was made on an open pair (RR stud 4).
    const big = state.config.structure.bigBet;
    if (!bigBetRound(state)) {
      throw new IncidentError('kind', 'incident.error.underbetStreet', { size: state.round.increment });
    }
    const legal = legalActions(state).answer!;
    const options = legal.betOrRaiseTo;
    if (options.length === 0)
      throw new IncidentError('player', legal.capped ? 'incident.error.cannotBet.capped' : 'incident.error.cannotBet.closed', {
        seat: seat(player),
      });
    const proper = Math.min(...options);
    // Short of a full big bet only: a player who can only go all-in for less makes a short all-in, not an underbet.
    if (proper !== state.round.fullLevel + big)
      throw new IncidentError('player', 'incident.error.shortAllIn', { seat: seat(player), amount: proper });
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= state.round.toCall || amount >= proper) {
      throw new IncidentError('amount', 'incident.error.underbetAmount', { call: state.round.toCall, to: proper, value: quoted(amount) });
    }
    return verdict('underbet', [{ kind: 'correct-bet', player, from: amount, to: proper }], ['rr.betting.underbet'], {
      seat: seat(player),
      amount,
      size: big,
      to: proper,
    });
  },
  perform: (state, _incident, v) => correctedBet(state, v),
};
