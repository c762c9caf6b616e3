/**
 * Cards dealt before the betting round ended: RR stud 14 (out of play, one more per player after the betting; a seen
 * final downcard stays) or TDA RP-5-D (back in the stub, reshuffled, dealt again without a burn).
 */
import type { Card } from '../../cards';
import type { HandState, Player } from '../../hand/types';
import type { StreetNumber } from '../../variants';
import { checkCount, checkPlayer, handAt } from '../checks';
import { IncidentError, type DecidedBy } from '../ruling';
import type { PendingOrder, RulingStep } from '../steps';
import { alivePlayers, countBurnFor, reshuffleStub, stubCount, takeOffStub, type ApplyOptions } from '../transforms';
import { seat, verdict } from '../verdict';
import type { KindRuling } from './kind';

/** The players the next street's first `count` cards go to (live players in seat order). */
export function prematureTargets(state: HandState, count: number): Player[] {
  return alivePlayers(state).slice(0, count);
}

/** RR 14: premature cards out of play; a seen final downcard stays with its player. */
function prematureRr14(state: HandState, count: number, seenBy: Player | undefined, options: ApplyOptions): HandState {
  const targets = prematureTargets(state, count);
  // Shortcut: cards taken off one after another are taken off together (takeOffStub(n) gives the stub and
  // burn pile of n takeOffStub(1) in a row: the same cards aside first, the same cards under the stub, in order).
  const together = options.plain !== true;
  let s = state;
  let off = 0;
  const takeOne = () => {
    if (together) off++;
    else s = takeOffStub(s, 1);
  };
  const flush = () => {
    if (off > 0) s = takeOffStub(s, off);
    off = 0;
  };
  takeOne(); // the premature burn
  const nextStreet = (state.street + 1) as StreetNumber;
  for (const p of targets) {
    if (p === seenBy) {
      flush();
      const c: Card | null = s.stub !== null ? s.stub[s.stubTop]! : null;
      const cards = [...s.players[p]!.cards, { card: c, up: false, street: nextStreet }];
      const players = s.players.slice();
      players[p] = { ...players[p]!, cards };
      s = {
        ...s,
        players,
        stubTop: s.stub !== null ? s.stubTop + 1 : s.stubTop,
        log: [...s.log, { op: 'deal', player: p, cards: [cards[cards.length - 1]!] }],
      };
    } else takeOne();
  }
  flush();
  return s;
}

/** TDA RP-5-D: premature cards back in the stub, reshuffle; the street is dealt again without a burn. */
function prematureTda(state: HandState, options: ApplyOptions): HandState {
  const nextStreet = (state.street + 1) as StreetNumber;
  const burned = takeOffStub(state, 1);
  return reshuffleStub(countBurnFor(burned, nextStreet), options);
}

export const prematureCards: KindRuling<'premature-cards', 'premature-tda' | 'premature-rr14' | 'premature-rr14-seen'> = {
  decide(state, incident) {
    if (state.phase !== 'betting' || state.round.actor === null || state.street === 7) {
      throw new IncidentError('kind', 'incident.error.prematureTiming', handAt(state));
    }
    const alive = alivePlayers(state).length;
    const n = checkCount(incident.count, 'count', 1, alive);
    if (stubCount(state) < n + 1) throw new IncidentError('count', 'incident.error.stubHolds', { count: stubCount(state) });
    const targets = prematureTargets(state, n);
    let seer: Player | undefined;
    if (incident.seenBy !== undefined) {
      seer = checkPlayer(state, incident.seenBy, 'seenBy');
      if (state.street !== 6) throw new IncidentError('seenBy', 'incident.error.seenByStreet');
      if (!targets.includes(seer))
        throw new IncidentError('seenBy', 'incident.error.seenByTarget', {
          seat: seat(seer),
          count: n,
          seats: targets.map(seat).join(', '),
        });
    }
    const mode = state.config.rules.prematureCard;
    const by: DecidedBy[] = [{ field: 'prematureCard', value: mode }];
    const nextStreet = (state.street + 1) as StreetNumber;
    if (mode === 'tda-rp-5-d') {
      return verdict(
        'premature-tda',
        [
          { kind: 'return-to-stub', count: n },
          { kind: 'reshuffle-stub', adding: 'premature' },
          { kind: 'redeal-street', street: nextStreet },
        ],
        ['tda.rp-5-d'],
        { count: n },
        by,
      );
    }
    const pending: PendingOrder[] = [{ when: 'round-ends', street: state.street, step: 'set-aside-per-player' }];
    if (seer !== undefined) {
      const steps: RulingStep[] = [{ kind: 'keep-card', player: seer }];
      if (n > 1) steps.push({ kind: 'take-back', count: n - 1 });
      steps.push({ kind: 'no-bet-or-raise', player: seer, street: state.street });
      return verdict(
        'premature-rr14-seen',
        steps,
        ['rr.stud.14', 'rr.irregularities.premature'],
        { seat: seat(seer), count: n },
        by,
        pending,
      );
    }
    return verdict(
      'premature-rr14',
      [{ kind: 'take-back', count: n }],
      ['rr.stud.14', 'rr.irregularities.premature'],
      { count: n },
      by,
      pending,
    );
  },
  perform(state, incident, v, options) {
    if (v.branch === 'premature-tda') return prematureTda(state, options);
    return prematureRr14(state, incident.count, v.branch === 'premature-rr14-seen' ? incident.seenBy : undefined, options);
  },
};
