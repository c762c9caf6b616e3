/**
 * A card dealt off the table (RR stud 11): it plays and counts as an exposed card, so it is ruled as the exposure it
 * causes: nothing for an upcard, an exposed hole card on 3rd street (RR 5, TDA RP-10-A), a final card dealt up on 7th.
 */
import { owed } from '../../hand/dealing';
import { checkPlayer, seenNextCard } from '../checks';
import { IncidentError } from '../ruling';
import { dealRest, nextCardFace } from '../transforms';
import { cardParams, namingCard, seat, verdict, type Verdict } from '../verdict';
import { checkExposure, decideExposure, EXPOSED_BRANCHES, performExposure, type ExposedBranch } from './exposed-hole-card';
import type { KindRuling } from './kind';
import { decideSeventhUp, performSeventhUp, SEVENTH_BRANCHES, type SeventhBranch } from './seventh-card-up';

type OffTableBranch = 'off-table-upcard' | ExposedBranch | SeventhBranch;

const isExposure = (v: Verdict<OffTableBranch>): v is Verdict<ExposedBranch> => EXPOSED_BRANCHES.has(v.branch);
const isSeventhUp = (v: Verdict<OffTableBranch>): v is Verdict<SeventhBranch> => SEVENTH_BRANCHES.has(v.branch);

export const cardOffTable: KindRuling<'card-off-table', OffTableBranch> = {
  decide(state, incident, options) {
    const player = checkPlayer(state, incident.player);
    if (state.phase !== 'dealing' || owed(state, player) === 0) {
      throw new IncidentError('player', 'incident.error.notOwed', { seat: seat(player) });
    }
    const { have, up } = nextCardFace(state, player);
    if (up) {
      // The card that flew off is the player's next card in the dealing order (RR stud 11: it plays as dealt); unknown with an unknown stub unless named.
      const card = seenNextCard(state, player, incident.card, 'incident.error.nextCard', options);
      return namingCard(
        verdict('off-table-upcard', [{ kind: 'play-on' }, { kind: 'deal-rest', street: state.street }], ['rr.stud.11'], {
          seat: seat(player),
          ...cardParams(card),
        }),
        card,
      );
    }
    if (state.street === 3) {
      if (incident.card !== undefined) seenNextCard(state, player, incident.card, 'incident.error.nextCard', options);
      return decideExposure(state, player, checkExposure(state, player, have === 0 ? 0 : 1), options, ['rr.stud.11']);
    }
    return decideSeventhUp(state, player, options, ['rr.stud.11'], incident.card);
  },
  perform(state, incident, v, options) {
    if (isExposure(v)) return performExposure(state, incident.player, nextCardFace(state, incident.player).have === 0 ? 0 : 1, v, options);
    if (isSeventhUp(v)) return performSeventhUp(state, incident.player, incident.card ?? null, v, options);
    return dealRest(state, options);
  },
};
