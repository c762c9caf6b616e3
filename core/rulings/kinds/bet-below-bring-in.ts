/** Less than the bring-in put in on 3rd street: corrected to the bring-in level (RR betting, RR stud 2). */
import { legalActions } from '../../hand';
import { checkPlayer, quoted, requireActor } from '../checks';
import { IncidentError } from '../ruling';
import { seat, verdict } from '../verdict';
import { correctedBet } from './bet-correction';
import type { KindRuling } from './kind';

export const betBelowBringIn: KindRuling<'bet-below-bring-in', 'below-bring-in'> = {
  decide(state, incident) {
    const player = checkPlayer(state, incident.player);
    const amount: unknown = incident.amount;
    requireActor(state, player);
    if (state.street !== 3) throw new IncidentError('kind', 'incident.error.belowBringInStreet', { street: state.street });
    const legal = legalActions(state).answer!;
    const p = state.players[player]!;
    const have = p.streetBets[0]!;
    const to = legal.bringIn !== null ? legal.bringIn : Math.min(state.round.toCall, have + p.stack);
    if (legal.bringIn === null && state.round.bets > 0) throw new IncidentError('kind', 'incident.error.completed');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= have || amount >= to) {
      throw new IncidentError('amount', 'incident.error.belowBringInAmount', { from: have, to, value: quoted(amount) });
    }
    return verdict('below-bring-in', [{ kind: 'correct-bet', player, from: amount, to }], ['rr.betting.underbet', 'rr.stud.2'], {
      seat: seat(player),
      amount,
      size: state.config.structure.bringIn,
      to,
    });
  },
  perform: (state, _incident, v) => correctedBet(state, v),
};
