import { type Card } from '../cards';
import type { Reason } from '../decision';
import type { Incident } from '../rulings/incidents';
import { VARIANTS, type StreetNumber, type VariantId } from '../variants';

/**
 * What happened, in words, for a misprocedure drill's caption: "The dealer exposed seat 3's first hole card."
 * The bring-in incidents name the bring-in card as the variant has it: the low card in stud and stud8, the high card
 * in razz (RR Razz; STUD-RULES §3; the `.high` wording).
 */
export function incidentText(incident: Incident, variant: VariantId, street?: StreetNumber): Reason {
  const text = captionOf(incident, street);
  const bringIn = incident.kind === 'wrong-bring-in' || incident.kind === 'bring-in-absent' || incident.kind === 'bring-in-all-in';
  return bringIn && VARIANTS[variant].bringIn.pick === 'highest' ? { key: `${text.key}.high`, params: text.params! } : text;
}

function captionOf(incident: Incident, street: StreetNumber | undefined): Reason {
  const key = `drills.incident.${incident.kind}`;
  const player = (incident as { player?: unknown }).player;
  // The params are written out as literals, seat first when the incident names a player (no object spreads: they were
  // a hot spot of drill generation).
  const seat = typeof player === 'number' ? player + 1 : undefined;
  switch (incident.kind) {
    case 'exposed-hole-card':
      return {
        key: incident.hole === 'both' ? `${key}.both` : `${key}.${incident.hole === 0 ? 'first' : 'second'}`,
        params: seat === undefined ? {} : { seat },
      };
    case 'extra-cards':
    case 'boxed-card':
    case 'premature-cards': {
      const count = incident.count;
      if (incident.kind === 'premature-cards' && incident.seenBy !== undefined) {
        const seenBy = incident.seenBy + 1;
        return { key: `${key}.seen`, params: seat === undefined ? { count, seat: seenBy } : { seat: seenBy, count } };
      }
      // On 6th street the early cards are final downcards: whether anyone looked decides RR 14, so the text says nobody did.
      if (incident.kind === 'premature-cards' && street === 6)
        return { key: `${key}.unseen`, params: seat === undefined ? { count } : { seat, count } };
      return { key, params: seat === undefined ? { count } : { seat, count } };
    }
    case 'duplicate-card':
      return { key, params: { card: { card: incident.card } satisfies { card: Card } } };
    case 'wrong-bring-in': {
      const amount = incident.amount;
      // What the next player did decides where RR 9's play goes on: the text says it.
      if (incident.nextActed && incident.nextAction !== undefined) {
        const action = { reasons: [{ key: `drills.incident.nextAction.${incident.nextAction}` }] };
        return { key: `${key}.acted.how`, params: seat === undefined ? { amount, action } : { seat, amount, action } };
      }
      return { key: `${key}.${incident.nextActed ? 'acted' : 'waiting'}`, params: seat === undefined ? { amount } : { seat, amount } };
    }
    case 'seventh-card-up':
      // The card everyone saw, when the incident names it: who acts first under RR 17 rests on it.
      if (incident.card !== undefined)
        return { key: `${key}.card`, params: { seat: seat!, card: { card: incident.card } satisfies { card: Card } } };
      return { key, params: seat === undefined ? {} : { seat } };
    case 'burn-error':
      return { key: `${key}.${incident.burns}${incident.seen ? '.seen' : ''}`, params: seat === undefined ? {} : { seat } };
    case 'wrong-card-count': {
      const cards = incident.cards;
      return { key, params: seat === undefined ? { cards } : { seat, cards } };
    }
    case 'underbet':
    case 'bet-below-bring-in': {
      const amount = incident.amount;
      return { key, params: seat === undefined ? { amount } : { seat, amount } };
    }
    default:
      return { key, params: seat === undefined ? {} : { seat } };
  }
}
