/** Extra cards dealt on the initial deal: one is the next burn (RR irregularities); more is a misdeal, or a dead hand too late. */
import { owed } from '../../hand/dealing';
import { checkCount, checkPlayer, requireThirdStreet } from '../checks';
import { dealRest, killHand, redeal, sinkTopCard } from '../transforms';
import { dealRestStep, misdealRules, seat, verdict } from '../verdict';
import type { KindRuling } from './kind';
import { misdealOr } from './misdeal';

export const extraCards: KindRuling<'extra-cards', 'extra-one' | 'misdeal' | 'late-fouled'> = {
  decide(state, incident) {
    const player = checkPlayer(state, incident.player);
    const count = checkCount(incident.count, 'count', 1, 10);
    requireThirdStreet(state, 'incident.error.what.extra-cards');
    if (count === 1)
      return verdict('extra-one', [{ kind: 'use-as-burn', player }, ...dealRestStep(state)], ['rr.irregularities.extra-card'], {
        seat: seat(player),
      });
    return misdealOr(state, () =>
      verdict('late-fouled', [{ kind: 'kill-hand', player }, { kind: 'play-on' }], misdealRules(state), { seat: seat(player) }),
    );
  },
  perform(state, incident, v, options) {
    switch (v.branch) {
      case 'misdeal':
        return redeal(state, options);
      case 'late-fouled':
        return killHand(state, incident.player);
      case 'extra-one': {
        // The extra card came off the top; it goes back under the rest of the initial deal, as the 4th-street burn.
        let remaining = 0;
        for (let p = 0; p < state.players.length; p++) remaining += state.phase === 'dealing' ? owed(state, p) : 0;
        return dealRest(sinkTopCard(state, remaining), options);
      }
    }
  },
};
