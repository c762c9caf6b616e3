/** The first card to the wrong seat: a misdeal, or too late and the hand plays on (RR irregularities, TDA 35). */
import { requireThirdStreet } from '../checks';
import { redeal } from '../transforms';
import { misdealRules, verdict } from '../verdict';
import type { KindRuling } from './kind';
import { misdealOr } from './misdeal';

export const wrongFirstSeat: KindRuling<'wrong-first-seat', 'misdeal' | 'too-late'> = {
  decide(state) {
    requireThirdStreet(state, 'incident.error.what.wrong-first-seat');
    return misdealOr(state, () => verdict('too-late', [{ kind: 'play-on' }], misdealRules(state)));
  },
  perform: (state, _incident, v, options) => (v.branch === 'misdeal' ? redeal(state, options) : state),
};
