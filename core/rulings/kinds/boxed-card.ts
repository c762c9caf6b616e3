/** Cards found face up in the deck on the initial deal: one is a scrap of paper; two or more a misdeal (RR irregularities, TDA 35). */
import { checkCard, checkCount, requireThirdStreet } from '../checks';
import { IncidentError } from '../ruling';
import type { RulingStep } from '../steps';
import { dealRest, redeal, removeFromStub, takeOffStub } from '../transforms';
import { cardParams, dealRestStep, misdealRules, namingCard, verdict } from '../verdict';
import type { KindRuling } from './kind';
import { misdealOr } from './misdeal';

export const boxedCard: KindRuling<'boxed-card', 'boxed-one' | 'misdeal' | 'too-late'> = {
  decide(state, incident) {
    requireThirdStreet(state, 'incident.error.what.boxed-card');
    const count = checkCount(incident.count, 'count', 1, 52);
    const card = incident.card === undefined ? null : checkCard(incident.card);
    if (card !== null && state.stub !== null && state.stub.indexOf(card, state.stubTop) < 0)
      throw new IncidentError('card', 'incident.error.notInStub');
    const discard: RulingStep = { kind: 'discard-boxed', card };
    if (count === 1)
      return namingCard(verdict('boxed-one', [discard, ...dealRestStep(state)], ['rr.irregularities.boxed-card'], cardParams(card)), card);
    return misdealOr(
      state,
      () =>
        verdict(
          'too-late',
          [discard, { kind: 'play-on' }, ...dealRestStep(state)],
          ['rr.irregularities.boxed-card', ...misdealRules(state)],
          cardParams(card),
        ),
      ['rr.irregularities.boxed-card'],
    );
  },
  perform(state, incident, v, options) {
    switch (v.branch) {
      case 'misdeal':
        return redeal(state, options);
      case 'boxed-one':
        return dealRest(incident.card !== undefined ? removeFromStub(state, incident.card) : takeOffStub(state, 1), options);
      case 'too-late': {
        // The boxed cards are set aside; the hand plays on as it is.
        const s = incident.card !== undefined ? removeFromStub(state, incident.card) : state;
        return takeOffStub(s, incident.count - (incident.card !== undefined ? 1 : 0));
      }
    }
  },
};
