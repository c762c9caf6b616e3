/**
 * Not seven cards at the showdown (RR stud 18): more is dead, fewer is dead but for a hand missing only its seventh card,
 * which may be ruled live (under TDA rules, silent there, the house rule that follows RR).
 */
import { checkCount, checkPlayer, phaseWords } from '../checks';
import { IncidentError } from '../ruling';
import { killHand } from '../transforms';
import { seat, verdict, worded } from '../verdict';
import type { KindRuling } from './kind';

export const wrongCardCount: KindRuling<'wrong-card-count', 'count-more' | 'count-missing-seventh' | 'count-fewer'> = {
  decide(state, incident) {
    const player = checkPlayer(state, incident.player);
    const n = checkCount(incident.cards, 'cards', 0, 52);
    if (n === 7) throw new IncidentError('cards', 'incident.error.sevenCards');
    if (n > 7) return verdict('count-more', [{ kind: 'kill-hand', player }], ['rr.stud.18'], { seat: seat(player), cards: n });
    if (state.phase !== 'showdown') throw new IncidentError('cards', 'incident.error.fewerTiming', { phase: phaseWords(state) });
    if (n === 6) {
      // RR 18 says such a hand may be ruled live; a tournament plays under the TDA rules, which are silent on it: the house
      // rule follows RR and the ruling says so.
      if (!state.config.rules.tournament)
        return verdict('count-missing-seventh', [{ kind: 'play-on' }], ['rr.stud.18'], { seat: seat(player), cards: n }, [
          { field: 'tournament', value: 'false' },
        ]);
      const v = verdict(
        'count-missing-seventh',
        [{ kind: 'play-on' }],
        ['house.six-card-hand', 'rr.stud.18'],
        { seat: seat(player), cards: n },
        [{ field: 'tournament', value: 'true' }],
      );
      return worded(v, 'ruling.summary.count-missing-seventh.tda-silent');
    }
    return verdict('count-fewer', [{ kind: 'kill-hand', player }], ['rr.stud.18'], { seat: seat(player), cards: n });
  },
  perform(state, incident, v) {
    const p = incident.player;
    if (v.branch !== 'count-missing-seventh') return killHand(state, p);
    // The hand plays with its first six cards: the 7th-street card is not part of it.
    const cards = state.players[p]!.cards;
    const seventh = cards.filter((d) => d.street === 7);
    if (seventh.length === 0) return state;
    const players = state.players.slice();
    players[p] = { ...players[p]!, cards: cards.filter((d) => d.street !== 7) };
    return { ...state, players, burns: [...state.burns, ...seventh.map((d) => d.card)] };
  },
};
