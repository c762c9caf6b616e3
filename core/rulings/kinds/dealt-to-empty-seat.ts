/** Cards dealt to an empty seat: a misdeal, or too late and those cards are dead (RR irregularities, TDA 35). */
import { requireThirdStreet } from '../checks';
import { redeal } from '../transforms';
import { misdealRules, verdict } from '../verdict';
import type { KindRuling } from './kind';
import { misdealOr } from './misdeal';

export const dealtToEmptySeat: KindRuling<'dealt-to-empty-seat', 'misdeal' | 'late-empty-seat'> = {
  decide(state) {
    requireThirdStreet(state, 'incident.error.what.dealt-to-empty-seat');
    return misdealOr(state, () => verdict('late-empty-seat', [{ kind: 'play-on' }], misdealRules(state)));
  },
  perform: (state, _incident, v, options) => (v.branch === 'misdeal' ? redeal(state, options) : state),
};
