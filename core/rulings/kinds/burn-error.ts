/** Two burns or no burn (RR stud 13): the cards go back to their places; on the final downcard a player who saw it keeps it. */
import { burn } from '../../hand';
import { owed } from '../../hand/dealing';
import type { HandState, Player } from '../../hand/types';
import { checkBoolean, handAt, quoted, requireSeventhDeal } from '../checks';
import { IncidentError } from '../ruling';
import type { RulingStep } from '../steps';
import { alivePlayers, dealFaced, dealRest, stubCount, takeOffStub, type ApplyOptions } from '../transforms';
import { seat, verdict } from '../verdict';
import type { KindRuling } from './kind';

function firstOwed(state: HandState): Player {
  for (let i = 0; i < state.players.length; i++) if (owed(state, i) > 0) return i;
  throw new IncidentError('kind', 'incident.error.nobodyOwed');
}

/** A burn error is ruled before the street's burn (4th to 7th street), with a stub that serves everyone. */
function requireStreetNotStarted(state: HandState): void {
  if (
    state.phase !== 'dealing' ||
    state.street === 3 ||
    state.burnedFor[state.street - 4]! > 0 ||
    state.players.some((p) => p.cards.some((d) => d.street === state.street))
  ) {
    throw new IncidentError('kind', 'incident.error.burnTiming', handAt(state));
  }
  requireSeventhDeal(state);
}

/** RR 13 on the final downcard: the first player keeps the card that reached them. */
function burnKeep(state: HandState, burns: 0 | 2, first: Player, options: ApplyOptions): HandState {
  if (burns === 0) return dealRest(burn(dealFaced(state, first, false), state.stub === null ? null : undefined), options);
  return dealRest(takeOffStub(burn(state, state.stub === null ? null : undefined), 1), options);
}

export const burnError: KindRuling<'burn-error', 'burn-keep' | 'burn-restore'> = {
  decide(state, incident) {
    const { burns, seen } = incident;
    if (burns !== 0 && burns !== 2) throw new IncidentError('burns', 'incident.error.burns', { value: quoted(burns) });
    if (seen !== undefined) checkBoolean(seen, 'seen');
    requireStreetNotStarted(state);
    const first = firstOwed(state);
    if (state.street === 7 && seen === true) {
      const owedCards = alivePlayers(state).filter((q) => owed(state, q) > 0).length;
      if (burns === 2 && stubCount(state) < owedCards + 2) throw new IncidentError('kind', 'incident.error.twoBurnsShort');
      const steps: RulingStep[] =
        burns === 0
          ? [{ kind: 'keep-card', player: first }, { kind: 'burn' }, { kind: 'deal-rest', street: 7 }]
          : [
              { kind: 'keep-card', player: first },
              { kind: 'deal-rest', street: 7 },
            ];
      return verdict('burn-keep', steps, ['rr.stud.13'], { seat: seat(first), burns });
    }
    return verdict(
      'burn-restore',
      [{ kind: 'restore-order' }, { kind: 'burn' }, { kind: 'deal-rest', street: state.street }],
      ['rr.stud.13'],
      { burns },
    );
  },
  perform(state, incident, v, options) {
    if (v.branch === 'burn-restore') return dealRest(state, options);
    return burnKeep(state, incident.burns, firstOwed(state), options);
  },
};
