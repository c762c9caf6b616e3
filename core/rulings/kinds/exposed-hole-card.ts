/** A hole card exposed by the dealer on the initial deal: RR stud 5, TDA RP-10-A, a misdeal in RR tournaments. */
import type { HandState, Player } from '../../hand/types';
import { startBetting } from '../../hand/flow';
import { bringInCardPlayer, clockwiseFrom } from '../../hand/order';
import type { RuleId } from '../../rulebook/rules';
import { actionsAfterForcedBet, checkPlayer, handAt, quoted } from '../checks';
import { IncidentError, type DecidedBy } from '../ruling';
import type { RulingStep } from '../steps';
import { dealRest, killHand, redeal, returnAnte, setFace, type ApplyOptions } from '../transforms';
import { bringInWording, cardParams, carriedOut, dealRestStep, misdealRules, namingCard, seat, verdict, type Verdict } from '../verdict';
import type { KindRuling } from './kind';

export type ExposedBranch =
  | 'exposed-misdeal'
  | 'exposed-both-misdeal'
  | 'exposed-both-rr5'
  | 'exposed-tda'
  | 'exposed-one-rr5-low'
  | 'exposed-one-rr5';
export const EXPOSED_BRANCHES: ReadonlySet<string> = new Set<ExposedBranch>([
  'exposed-misdeal',
  'exposed-both-misdeal',
  'exposed-both-rr5',
  'exposed-tda',
  'exposed-one-rr5-low',
  'exposed-one-rr5',
]);

/**
 * The ruling on `player`'s exposed hole card(s) under the profile's exposedHoleCard: `extra` rules come first (RR 11
 * when the card flew off the table); `options.plain`: without the shortcuts.
 */
export function decideExposure(
  state: HandState,
  player: Player,
  hole: 0 | 1 | 'both',
  options: ApplyOptions,
  extra: RuleId[] = [],
): Verdict<ExposedBranch> {
  const mode = state.config.rules.exposedHoleCard;
  const by: DecidedBy[] = [{ field: 'exposedHoleCard', value: mode }];
  const p = state.players[player]!;
  if (mode === 'misdeal')
    return verdict(
      'exposed-misdeal',
      [{ kind: 'misdeal' }],
      [...extra, 'rr.stud.5-tournament', ...misdealRules(state)],
      { seat: seat(player) },
      by,
    );
  if (hole === 'both') {
    if (mode === 'tda-rp-10-a')
      return verdict(
        'exposed-both-misdeal',
        [{ kind: 'misdeal' }],
        [...extra, 'tda.rp-10-a', 'house.two-exposed-downcards', 'tda.35'],
        { seat: seat(player) },
        by,
      );
    return verdict(
      'exposed-both-rr5',
      [{ kind: 'kill-hand', player }, { kind: 'return-ante', player, amount: p.ante }, ...dealRestStep(state)],
      [...extra, 'rr.stud.5'],
      { seat: seat(player), amount: p.ante },
      by,
    );
  }
  // The hand with the card exposed, without and with RR 5's low-card turn (the shortcut deals the rest once for both).
  let plain: HandState;
  let after: HandState;
  if (options.plain !== true) {
    plain = exposeOnDealt(dealRest(state, {}), player, hole);
    after = mode === 'rr-5' ? actionPastLow(plain, player) : plain;
  } else {
    after = exposeHoleCards(state, player, hole, mode === 'rr-5', options);
    plain = exposeHoleCards(state, player, hole, false, options);
  }
  const card = after.players[player]!.cards[hole]?.card ?? null;
  const base: RulingStep[] = [{ kind: 'expose', player, card }, { kind: 'deal-down', player }, ...dealRestStep(state)];
  if (mode === 'tda-rp-10-a')
    return carriedOut(
      namingCard(verdict('exposed-tda', base, [...extra, 'tda.rp-10-a'], { seat: seat(player), ...cardParams(card) }, by), card),
      after,
      options,
    );
  const low = bringInCardPlayer(plain);
  if (low && low.player === player && after.round.actor !== null) {
    return carriedOut(
      bringInWording(
        namingCard(
          verdict(
            'exposed-one-rr5-low',
            [...base, { kind: 'action-to', player: after.round.actor, options: 'fold-bring-in-complete' }],
            [...extra, 'rr.stud.5'],
            { seat: seat(player), ...cardParams(card), next: seat(after.round.actor) },
            by,
          ),
          card,
        ),
        state,
      ),
      after,
      options,
    );
  }
  return carriedOut(
    namingCard(verdict('exposed-one-rr5', base, [...extra, 'rr.stud.5'], { seat: seat(player), ...cardParams(card) }, by), card),
    after,
    options,
  );
}

/** The exposure is ruled on the initial deal, before anyone acted on the bring-in, on a hole card the player has. */
export function checkExposure(state: HandState, player: Player, hole: unknown): 0 | 1 | 'both' {
  if (hole !== 0 && hole !== 1 && hole !== 'both') throw new IncidentError('hole', 'incident.error.hole', { value: quoted(hole) });
  if (
    state.street !== 3 ||
    !(state.phase === 'dealing' || (state.phase === 'betting' && !state.round.opened && actionsAfterForcedBet(state) === 0))
  ) {
    throw new IncidentError('kind', 'incident.error.exposedTiming', handAt(state));
  }
  const p = state.players[player]!;
  const down = p.cards.filter((d) => d.street === 3 && !d.up).length;
  const up = p.cards.filter((d) => d.street === 3 && d.up).length;
  if (up > 0 && down < 2) throw new IncidentError('hole', 'incident.error.upcardFirst', { seat: seat(player) });
  return hole;
}

/**
 * Finish the initial deal with the player's exposed hole card(s) face up and, for one exposed
 * card, the third card face down (RR 5, TDA RP-10-A). rr5Low: when the exposed card is the low
 * card, the action starts with the next player to its left, who may fold (RR 5).
 */
function exposeHoleCards(state: HandState, player: Player, hole: 0 | 1, rr5Low: boolean, options: ApplyOptions): HandState {
  const s = exposeOnDealt(dealRest(state, options), player, hole);
  return rr5Low ? actionPastLow(s, player) : s;
}

/** exposeHoleCards without RR 5's low-card turn, on the hand with the rest of the initial deal already dealt (dealRest). */
function exposeOnDealt(dealt: HandState, player: Player, hole: 0 | 1): HandState {
  let s = dealt;
  if (s.street !== 3) return s;
  const cards = s.players[player]!.cards;
  s = setFace(s, player, hole, true);
  const door = cards.findIndex((d, k) => d.street === 3 && k !== hole && d.up);
  if (door >= 0) s = setFace(s, player, door, false);
  return startBetting({ ...s, phase: 'dealing' });
}

/** RR 5: the exposed card is the low card, so the action starts with the next player to its left (who may fold). */
function actionPastLow(exposed: HandState, player: Player): HandState {
  const s = exposed;
  if (s.phase !== 'betting' || s.street !== 3) return s;
  const low = bringInCardPlayer(s);
  if (!low || low.player !== player) return s;
  const n = s.players.length;
  const next = clockwiseFrom(n, (player + 1) % n, (q) => !s.players[q]!.folded && s.players[q]!.stack > 0);
  if (next === null || next === player) return s;
  const openers = s.openers.slice();
  openers[0] = next;
  return { ...s, round: { ...s.round, actor: next, opener: next }, openers };
}

/** RR 5, both hole cards exposed: the cards are dealt, the hand is dead and the ante comes back; the betting opens without it. */
function exposedBoth(state: HandState, player: Player, options: ApplyOptions): HandState {
  let s = dealRest(state, options);
  if (s.street !== 3 || s.round.opened) return killHand(returnAnte(s, player), player);
  s = setFace(setFace(s, player, 0, true), player, 1, true);
  s = returnAnte(s, player);
  const players = s.players.slice();
  players[player] = { ...players[player]!, folded: true };
  return startBetting({ ...s, players, phase: 'dealing', log: [...s.log, { op: 'fold', player }] });
}

/** The procedure of an exposure verdict on `player`'s hole card `hole`. */
export function performExposure(
  state: HandState,
  player: Player,
  hole: 0 | 1 | 'both',
  v: Verdict<ExposedBranch>,
  options: ApplyOptions,
): HandState {
  switch (v.branch) {
    case 'exposed-misdeal':
    case 'exposed-both-misdeal':
      return redeal(state, options);
    case 'exposed-both-rr5':
      return exposedBoth(state, player, options);
    case 'exposed-one-rr5':
    case 'exposed-one-rr5-low':
    case 'exposed-tda':
      return exposeHoleCards(state, player, hole === 1 ? 1 : 0, v.branch !== 'exposed-tda', options);
  }
}

export const exposedHoleCard: KindRuling<'exposed-hole-card', ExposedBranch> = {
  decide(state, incident, options) {
    const player = checkPlayer(state, incident.player);
    return decideExposure(state, player, checkExposure(state, player, incident.hole), options);
  },
  perform: (state, incident, v, options) => performExposure(state, incident.player, incident.hole, v, options),
};
