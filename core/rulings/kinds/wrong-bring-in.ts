/**
 * The wrong player named to bring in bets (RR stud 9): taken back while the next player has not acted; once they have,
 * the bet and their action stand and play goes on from the player after them.
 */
import { checkOrCall, completeBetRaiseTo, fold, legalActions, postBringIn } from '../../hand';
import { IllegalActionError, type HandState, type Player } from '../../hand/types';
import { checkBoolean, checkPlayer, quoted, requireBringInPending } from '../checks';
import type { Incident, NextAction } from '../incidents';
import { IncidentError } from '../ruling';
import type { RulingStep } from '../steps';
import { bringInWording, carriedOut, seat, verdict, worded } from '../verdict';
import type { KindRuling } from './kind';

/** The hand as if `player` had been the one to open 3rd street (RR 9: a wrong low's bet that stands). */
function asOpener(state: HandState, player: Player): HandState {
  const openers = state.openers.slice();
  openers[0] = player;
  return { ...state, round: { ...state.round, actor: player, opener: player }, openers };
}

/** RR 9: the wrong low's bet stands as if that player had opened; the player after it is to act. */
export function standingWrongBringIn(state: HandState, player: Player, amount: number): HandState {
  const s = asOpener(state, player);
  if (amount > Math.min(state.config.structure.bringIn, state.players[player]!.stack)) return completeBetRaiseTo(s, player, amount);
  return postBringIn(s, player);
}

/**
 * What the player to act may have done after a wrong bring-in stood: fold, call, and complete the bring-in or raise a
 * completion when the hand allows it (a limit game: one size each).
 */
export function nextActionsAllowed(stood: HandState): NextAction[] {
  const legal = legalActions(stood).answer;
  if (!legal) return [];
  const out: NextAction[] = ['fold', 'call'];
  if (legal.completeTo !== null) out.push('complete');
  else if (legal.betOrRaiseTo.length > 0) out.push('raise');
  return out;
}

const isNextAction = (allowed: readonly NextAction[], value: unknown): value is NextAction => allowed.some((a) => a === value);

/** The player to act does `action` (one of nextActionsAllowed): a fold, a call, or the one completion or raise. */
function nextPlayerActs(stood: HandState, action: NextAction): HandState {
  const legal = legalActions(stood).answer!;
  const p = legal.player;
  if (action === 'fold') return fold(stood, p);
  if (action === 'call') return checkOrCall(stood, p);
  return completeBetRaiseTo(stood, p, action === 'complete' ? legal.completeTo! : Math.min(...legal.betOrRaiseTo));
}

/**
 * The hand as a wrong bring-in leaves it once the next player acted (RR 9): the wrong bet and that player's action in
 * (what a table shows of the incident). Null when the incident says nobody acted since, or does not fit the hand.
 */
export function wrongBringInActed(state: HandState, incident: Incident): HandState | null {
  if (incident.kind !== 'wrong-bring-in' || !incident.nextActed || incident.nextAction === undefined) return null;
  try {
    const stood = standingWrongBringIn(state, incident.player, incident.amount);
    return nextActionsAllowed(stood).includes(incident.nextAction) ? nextPlayerActs(stood, incident.nextAction) : null;
  } catch (e) {
    if (e instanceof IllegalActionError) return null;
    throw e;
  }
}

export const wrongBringIn: KindRuling<'wrong-bring-in', 'wrong-bring-in-back' | 'wrong-bring-in-stands'> = {
  decide(state, incident, options) {
    const player = checkPlayer(state, incident.player);
    const { amount, nextActed, nextAction } = incident;
    requireBringInPending(state, 'incident.error.what.wrong-bring-in');
    const actor = state.round.actor!;
    if (player === actor) throw new IncidentError('player', 'incident.error.trueBringIn', { seat: seat(player) });
    if (state.players[player]!.stack === 0) throw new IncidentError('player', 'incident.error.allIn', { seat: seat(player) });
    // What that player could have put in had they been the opener: the bring-in, or a completion.
    const legal = legalActions(asOpener(state, player)).answer!;
    const allowed = [legal.bringIn!, ...(legal.completeTo !== null ? [legal.completeTo] : [])];
    if (typeof amount !== 'number' || !allowed.includes(amount)) {
      const value = quoted(amount);
      throw legal.completeTo !== null
        ? new IncidentError('amount', 'incident.error.bringInOrComplete', { amount: legal.bringIn!, to: legal.completeTo, value })
        : new IncidentError('amount', 'incident.error.bringInAmount', { amount: legal.bringIn!, value });
    }
    checkBoolean(nextActed, 'nextActed');
    const params = { seat: seat(actor), wrong: seat(player), amount };
    if (!nextActed) {
      if (nextAction !== undefined)
        throw new IncidentError('nextAction', 'incident.error.nextActionWaiting', { value: quoted(nextAction) });
      return bringInWording(
        verdict(
          'wrong-bring-in-back',
          [
            { kind: 'return-bet', player, amount },
            { kind: 'action-to', player: actor, options: 'normal' },
          ],
          ['rr.stud.9'],
          params,
        ),
        state,
      );
    }
    // RR 9: "the bet stands, the action continues from there": the next player's action stands too, and the betting goes
    // on with the player after them (the true low among the rest, with no obligation).
    const stood = standingWrongBringIn(state, player, amount);
    const acted = stood.round.actor!;
    const allowedNext = nextActionsAllowed(stood);
    if (!isNextAction(allowedNext, nextAction)) {
      throw new IncidentError('nextAction', 'incident.error.nextAction', {
        seat: seat(acted),
        options: allowedNext.map(quoted).join(', '),
        value: quoted(nextAction),
      });
    }
    const after = nextPlayerActs(stood, nextAction);
    const next = after.phase === 'betting' && after.street === 3 ? after.round.actor : null;
    const steps: RulingStep[] = [
      { kind: 'play-on' },
      ...(next === null ? [] : [{ kind: 'action-to' as const, player: next, options: 'normal' as const }]),
    ];
    if (next === null)
      return carriedOut(
        worded(
          verdict('wrong-bring-in-stands', steps, ['rr.stud.9'], { ...params, acted: seat(acted) }),
          'ruling.summary.wrong-bring-in-stands.closed',
        ),
        after,
        options,
      );
    return carriedOut(
      verdict('wrong-bring-in-stands', steps, ['rr.stud.9'], { ...params, acted: seat(acted), next: seat(next) }),
      after,
      options,
    );
  },
  perform(state, incident, v) {
    if (v.branch === 'wrong-bring-in-back') return state;
    return nextPlayerActs(standingWrongBringIn(state, incident.player, incident.amount), incident.nextAction!);
  },
};
