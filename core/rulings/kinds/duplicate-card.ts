/** The same card twice in play: a fouled deck, the hand is void (RR irregularities, TDA 35). */
import { citedFor } from '../../profiles/citations';
import { checkCard } from '../checks';
import { redeal } from '../transforms';
import { verdict } from '../verdict';
import type { KindRuling } from './kind';

export const duplicateCard: KindRuling<'duplicate-card', 'void'> = {
  decide: (state, incident) =>
    verdict('void', [{ kind: 'void-hand' }], citedFor(state.config.rules, ['rr.irregularities.fouled-deck', 'tda.35']), {
      card: { card: checkCard(incident.card) },
    }),
  perform: (state, _incident, _v, options) => redeal(state, options),
};
