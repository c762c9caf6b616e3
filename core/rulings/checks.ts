/**
 * Checks an incident must pass before it is ruled on: its fields, and when in the hand it can happen. Each throws an
 * IncidentError naming the field at fault and what is wrong, in words every language has (core/i18n).
 */
import { isCard, type Card } from '../cards';
import type { ReasonParam } from '../decision';
import { computeRunOut } from '../hand/dealing';
import type { HandState, Player } from '../hand/types';
import type { INCIDENT_ERROR_WORDS } from '../i18n/messages-rulings';
import { IncidentError } from './ruling';
import { offTableCard, type ApplyOptions } from './transforms';
import { seat } from './verdict';

/**
 * A value as an error message quotes it: JSON, as the file wrote it ("undefined" when there is none). Shared with
 * the CLI's input errors (cli/commands/rule.ts), so both quote a bad value the same way.
 */
export const quoted = (value: unknown): string => String(JSON.stringify(value));

type ErrorWords = keyof typeof INCIDENT_ERROR_WORDS;
/** An incident an error names in words ("an extra card on the initial deal"). */
export type IncidentWords = Extract<ErrorWords, `incident.error.what.${string}`>;

/** The hand's phase in words. */
export function phaseWords(state: HandState): ReasonParam {
  const key: ErrorWords = `incident.error.phase.${state.phase}`;
  return { reasons: [{ key }] };
}

/** Where the hand is, for an error that says when the incident can happen: {street} (said in words: {streetName}) and {phase}. */
export const handAt = (state: HandState): Record<string, ReasonParam> => ({ street: state.street, phase: phaseWords(state) });

export function checkPlayer(state: HandState, player: unknown, field = 'player'): Player {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players.length) {
    throw new IncidentError(field, 'incident.error.player', {
      last: state.players.length - 1,
      seats: state.players.length,
      value: quoted(player),
    });
  }
  if (state.players[player]!.folded) throw new IncidentError(field, 'incident.error.folded', { seat: seat(player) });
  return player;
}

export function checkCount(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new IncidentError(field, 'incident.error.wholeNumber', { min, max, value: quoted(value) });
  }
  return value;
}

export function checkBoolean(value: unknown, field: string): void {
  if (typeof value !== 'boolean') throw new IncidentError(field, 'incident.error.boolean', { value: quoted(value) });
}

/** A card the incident names (incident.card), or an error quoting what it gave. */
export function checkCard(value: unknown): Card {
  if (!isCard(value)) throw new IncidentError('card', 'incident.error.card', { value: quoted(value) });
  return value;
}

export function requireThirdStreet(state: HandState, what: IncidentWords): void {
  if (state.street !== 3 || (state.phase !== 'dealing' && state.phase !== 'betting')) {
    throw new IncidentError('kind', 'incident.error.initialDeal', { what: { reasons: [{ key: what }] }, ...handAt(state) });
  }
}

export function requireBringInPending(state: HandState, what: IncidentWords): void {
  if (state.street !== 3 || state.phase !== 'betting' || state.round.opened) {
    throw new IncidentError('kind', state.round.opened ? 'incident.error.beforeBringIn.posted' : 'incident.error.beforeBringIn', {
      what: { reasons: [{ key: what }] },
      ...handAt(state),
    });
  }
}

/** The incident is about the player to act. */
export function requireActor(state: HandState, player: Player): void {
  if (state.phase !== 'betting' || state.round.actor !== player) {
    throw state.phase === 'betting' && state.round.actor !== null
      ? new IncidentError('player', 'incident.error.notTurn', { seat: seat(player), actor: seat(state.round.actor) })
      : new IncidentError('player', 'incident.error.notTurn.phase', { seat: seat(player), phase: phaseWords(state) });
  }
}

/** On 7th street a stub too short for everyone is the run-out incident, ruled first. */
export function requireSeventhDeal(state: HandState): void {
  if (state.street === 7 && computeRunOut(state) !== 'deal') throw new IncidentError('kind', 'incident.error.stubShort');
}

/** Voluntary actions after the forced bet (RR: a misdeal cannot be called once two players after it have acted). */
export function actionsAfterForcedBet(state: HandState): number {
  let seenForced = false;
  let n = 0;
  for (const e of state.log) {
    if (!seenForced) {
      if (e.op === 'bringIn' || e.op === 'cbr') seenForced = true;
      continue;
    }
    if (e.op === 'cbr' || e.op === 'cc' || e.op === 'fold') n++;
  }
  return n;
}

/**
 * The card an incident names as the player's next one (incident.card): it must be that card when the stub is known.
 * Returns the card everyone saw: the named one, else the stub's (null when neither knows it).
 */
export function seenNextCard(
  state: HandState,
  player: Player,
  card: unknown,
  error: 'incident.error.finalCard' | 'incident.error.nextCard',
  options: ApplyOptions = {},
): Card | null {
  const next = offTableCard(state, player, options).card;
  if (card === undefined) return next;
  const seen = checkCard(card);
  if (next !== null && next !== seen)
    throw new IncidentError('card', error, { seat: seat(player), next: { card: next }, got: { card: seen } });
  return seen;
}
