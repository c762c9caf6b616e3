import { type Card } from '../cards';
import type { Reason } from '../decision';
import type { Incident } from '../rulings/incidents';

/** What happened, in words, for a misprocedure drill's caption: "The dealer exposed seat 3's first hole card." */
export function incidentText(incident: Incident): Reason {
  const key = `drills.incident.${incident.kind}`;
  const params: Record<string, string | number | { card: Card }> = {};
  const i = incident as Record<string, unknown>;
  if (typeof i.player === 'number') params.seat = i.player + 1;
  switch (incident.kind) {
    case 'exposed-hole-card':
      return { key: incident.hole === 'both' ? `${key}.both` : `${key}.${incident.hole === 0 ? 'first' : 'second'}`, params };
    case 'extra-cards':
    case 'boxed-card':
    case 'premature-cards':
      params.count = incident.count;
      if (incident.kind === 'premature-cards' && incident.seenBy !== undefined) return { key: `${key}.seen`, params: { ...params, seat: incident.seenBy + 1 } };
      return { key, params };
    case 'duplicate-card':
      return { key, params: { card: { card: incident.card } } };
    case 'wrong-bring-in':
      return { key: `${key}.${incident.nextActed ? 'acted' : 'waiting'}`, params: { ...params, amount: incident.amount } };
    case 'burn-error':
      return { key: `${key}.${incident.burns}${incident.seen ? '.seen' : ''}`, params };
    case 'wrong-card-count':
      return { key, params: { ...params, cards: incident.cards } };
    case 'underbet':
    case 'bet-below-bring-in':
      return { key, params: { ...params, amount: incident.amount } };
    default:
      return { key, params };
  }
}
