/** The final downcard dealt face up: RR stud 16 (all-in), RR stud 17, TDA RP-10-B. */
import type { Card } from '../../cards';
import { burn, dealCards, nextDealerStep } from '../../hand';
import { dealerNeed, owed } from '../../hand/dealing';
import type { HandState, Player } from '../../hand/types';
import { withChipsCount } from '../../hand/util';
import type { RuleId } from '../../rulebook/rules';
import { VARIANTS } from '../../variants';
import { checkPlayer, handAt, requireSeventhDeal, seenNextCard } from '../checks';
import { IncidentError, type DecidedBy } from '../ruling';
import type { RulingStep } from '../steps';
import { alivePlayers, dealFaced, dealSeventhAtOnce, nextCardFace, stubCount, takeOffStub, type ApplyOptions } from '../transforms';
import { boardWording, carriedOut, seat, verdict, worded, type Verdict } from '../verdict';
import type { KindRuling } from './kind';

export type SeventhBranch =
  | 'seventh-all-in'
  | 'seventh-no-action'
  | 'seventh-tda'
  | 'seventh-rr17-multi'
  | 'seventh-rr17-first'
  | 'seventh-rr17-second';
export const SEVENTH_BRANCHES: ReadonlySet<string> = new Set<SeventhBranch>([
  'seventh-all-in',
  'seventh-no-action',
  'seventh-tda',
  'seventh-rr17-multi',
  'seventh-rr17-first',
  'seventh-rr17-second',
]);

/**
 * The ruling on `player`'s final card dealt face up under the profile's seventhUp: `extra` rules come first (RR 11 when
 * the card flew off the table); `card` is the card everyone saw, when the incident names it; `options.plain`: without
 * the shortcuts.
 */
export function decideSeventhUp(
  state: HandState,
  player: Player,
  options: ApplyOptions,
  extra: RuleId[] = [],
  card?: unknown,
): Verdict<SeventhBranch> {
  if (state.street !== 7 || state.phase !== 'dealing' || owed(state, player) === 0) {
    throw new IncidentError('player', 'incident.error.notOwedSeventh', { seat: seat(player), ...handAt(state) });
  }
  requireSeventhDeal(state);
  // The card everyone saw (the incident's, checked against a known stub): RR 17's high hand "using all upcards" counts it.
  const seen = seenNextCard(state, player, card, 'incident.error.finalCard', options);
  const named = state.stub === null ? seen : null;
  const mode = state.config.rules.seventhUp;
  const by: DecidedBy[] = [{ field: 'seventhUp', value: mode }];
  // The 7th-street deal with the card kept face up: who acts first under RR 17 (the shortcut works it out only for RR 17's branches).
  const early = options.plain !== true ? null : seventhUpState(state, player, options, null, named);
  if (state.players[player]!.stack === 0) {
    return verdict(
      'seventh-all-in',
      [
        { kind: 'keep-card', player },
        { kind: 'deal-rest', street: 7 },
      ],
      [...extra, 'rr.stud.16'],
      { seat: seat(player) },
    );
  }
  const ruleOf: RuleId = mode === 'rr-17' ? 'rr.stud.17' : 'tda.rp-10-b';
  if (withChipsCount(state) < 2) {
    // RR 17(b) heads-up, the first player's card up: the second's is dealt up too, betting or not (the boards still say who shows first).
    const both = alivePlayers(state);
    if (mode === 'rr-17' && both.length === 2 && both[0] === player) {
      return worded(
        verdict(
          'seventh-no-action',
          [
            { kind: 'keep-card', player },
            { kind: 'deal-up', player: both[1]! },
          ],
          [...extra, ruleOf],
          { seat: seat(player) },
          by,
        ),
        'ruling.summary.seventh-no-action.both-up',
      );
    }
    return verdict(
      'seventh-no-action',
      [
        { kind: 'keep-card', player },
        { kind: 'deal-rest', street: 7 },
      ],
      [...extra, ruleOf],
      { seat: seat(player) },
      by,
    );
  }
  if (mode === 'tda-rp-10-b') {
    const owedCards = alivePlayers(state).filter((q) => owed(state, q) > 0).length;
    const burnDue = state.burnedFor[3]! > 0 ? 0 : 1;
    if (stubCount(state) < burnDue + owedCards + 1) throw new IncidentError('kind', 'incident.error.noReplacement');
    return verdict(
      'seventh-tda',
      [
        { kind: 'replace-card', player },
        { kind: 'deal-rest', street: 7 },
      ],
      [...extra, 'tda.rp-10-b'],
      { seat: seat(player) },
      by,
    );
  }
  const after = early ?? seventhUpState(state, player, options, null, named);
  const first = after.phase === 'betting' && after.round.actor !== null ? after.round.actor : null;
  const alive = alivePlayers(state);
  // An unknown stub and no card named: who starts rests on a card the ruling cannot see.
  if (seen === null && (alive.length > 2 || alive[0] !== player))
    throw new IncidentError('card', 'incident.error.seventhCardNeeded', { seat: seat(player) });
  const firstParam = first === null ? '-' : seat(first);
  const actionTo: RulingStep[] = first === null ? [] : [{ kind: 'action-to', player: first, options: 'normal' }];
  if (alive.length > 2) {
    return carriedOut(
      boardWording(
        verdict(
          'seventh-rr17-multi',
          [{ kind: 'keep-card', player }, { kind: 'deal-rest', street: 7 }, { kind: 'may-declare-all-in', player }, ...actionTo],
          [...extra, 'rr.stud.17'],
          { seat: seat(player), first: firstParam },
          by,
        ),
        state,
      ),
      after,
      options,
    );
  }
  if (alive[0] === player) {
    // RR 17: the other player's final card is dealt face up too, after the ruling: nobody knows it yet, so the ruling
    // names the rule, not a seat (the hand after the ruling, with that card dealt, has the seat to act).
    const other = alive[1]!;
    const firstLater: RulingStep = { kind: 'first-by-board', board: VARIANTS[state.variant].boardOrder, common: false };
    return boardWording(
      verdict(
        'seventh-rr17-first',
        [{ kind: 'keep-card', player }, { kind: 'deal-up', player: other }, firstLater],
        [...extra, 'rr.stud.17'],
        { seat: seat(player) },
        by,
      ),
      state,
    );
  }
  return carriedOut(
    boardWording(
      verdict(
        'seventh-rr17-second',
        [{ kind: 'keep-card', player }, { kind: 'may-declare-all-in', player }, ...actionTo],
        [...extra, 'rr.stud.17'],
        { seat: seat(player), first: firstParam },
        by,
      ),
      state,
    ),
    after,
    options,
  );
}

/**
 * 7th street with `player`'s card dealt face up, kept (RR 16, RR 17). otherUp: heads-up, the
 * second player's card is dealt face up too (RR 17 b). The betting then opens on all upcards, the
 * exposed card's too: `seen` is that card when the stub does not know it (everyone saw it).
 */
function seventhUpState(
  state: HandState,
  player: Player,
  options: ApplyOptions,
  otherUp: Player | null = null,
  seen: Card | null = null,
): HandState {
  let s = state;
  // The shortcut deals an unknown stub's cards as unknown: a card everyone saw is dealt step by step.
  const shortcut = options.plain !== true && (seen === null || state.stub !== null);
  for (let guard = 0; guard < 64 && s.phase === 'dealing' && s.street === 7; guard++) {
    const atOnce = shortcut ? dealSeventhAtOnce(s, (p) => p === player || p === otherUp) : null;
    if (atOnce !== null) {
      s = atOnce;
      continue;
    }
    const step = nextSeventhStep(s, options);
    if (step.kind === 'deal' && (step.player === player || step.player === otherUp))
      s = dealFaced(s, step.player, true, step.player === player ? seen : null);
    else if (step.kind === 'burn' || step.kind === 'deal') s = dealOneStep(s, step.kind === 'deal' ? step.player : null, options);
    else break;
  }
  return s;
}

/** TDA RP-10-B: the exposed final card goes out of play, the player gets the next card face down. */
function seventhReplace(state: HandState, player: Player, options: ApplyOptions): HandState {
  let s = state;
  for (let guard = 0; guard < 64 && s.phase === 'dealing' && s.street === 7; guard++) {
    // Shortcut once the burn is done: the cards before the player's in one step, the exposed card out, the rest in one step.
    const upTo = options.plain !== true && owed(s, player) > 0 ? dealSeventhAtOnce(s, () => false, player) : null;
    if (upTo !== null) {
      s = takeOffStub(upTo, 1);
      s = dealSeventhAtOnce(s, () => false) ?? dealOneStep(s, player, options);
      continue;
    }
    const step = nextSeventhStep(s, options);
    if (step.kind === 'deal' && step.player === player) s = dealOneStep(takeOffStub(s, 1), player, options);
    else if (step.kind === 'burn' || step.kind === 'deal') s = dealOneStep(s, step.kind === 'deal' ? step.player : null, options);
    else break;
  }
  return s;
}

type SeventhStep = { readonly kind: 'burn' } | { readonly kind: 'deal'; readonly player: Player } | { readonly kind: 'other' };
const BURN: SeventhStep = { kind: 'burn' };
const OTHER: SeventhStep = { kind: 'other' };

/**
 * nextDealerStep on 7th street, as far as the RR 16/17 and TDA RP-10-B deals need it. Shortcut: the
 * dealer's need without building a Decision, and for a deal the first player owed a card in seat
 * order (nextDealerStep's pick: on 7th street everyone owed a card holds none of that street yet).
 */
function nextSeventhStep(s: HandState, options: ApplyOptions): SeventhStep {
  if (options.plain === true) {
    const step = nextDealerStep(s).answer;
    return step.kind === 'burn' ? BURN : step.kind === 'deal' ? { kind: 'deal', player: step.player } : OTHER;
  }
  const need = dealerNeed(s);
  if (need === 'burn') return BURN;
  if (need !== 'deal') return OTHER;
  for (let p = 0; p < s.players.length; p++) if (owed(s, p) > 0) return { kind: 'deal', player: p };
  return OTHER;
}

/**
 * One normal 7th-street dealer step: burn (player null) or one card to the player. Shortcut: once the
 * run-out plan is fixed (or the stub is unknown), the card is dealt without core/hand's checks (the
 * deal was checked possible when the ruling was decided), face as the street says, as dealCards would.
 */
function dealOneStep(s: HandState, player: Player | null, options: ApplyOptions): HandState {
  if (player === null) return burn(s, s.stub === null ? null : undefined);
  if (options.plain !== true && (s.stub === null || s.runOut !== null)) return dealFaced(s, player, nextCardFace(s, player).up);
  return s.stub === null ? dealCards(s, player, [null]) : dealCards(s, player);
}

/** The procedure of a verdict on `player`'s final card dealt face up (`card`: the card everyone saw, if named). */
export function performSeventhUp(
  state: HandState,
  player: Player,
  card: Card | null,
  v: Verdict<SeventhBranch>,
  options: ApplyOptions,
): HandState {
  switch (v.branch) {
    case 'seventh-tda':
      return seventhReplace(state, player, options);
    case 'seventh-rr17-first': {
      const other = alivePlayers(state).find((p) => p !== player) ?? null;
      return seventhUpState(state, player, options, other, card);
    }
    case 'seventh-all-in':
    case 'seventh-no-action':
    case 'seventh-rr17-multi':
    case 'seventh-rr17-second': {
      const up = v.steps.find((x): x is Extract<RulingStep, { kind: 'deal-up' }> => x.kind === 'deal-up');
      return seventhUpState(state, player, options, up ? up.player : null, card);
    }
  }
}

export const seventhCardUp: KindRuling<'seventh-card-up', SeventhBranch> = {
  decide: (state, incident, options) => decideSeventhUp(state, checkPlayer(state, incident.player), options, [], incident.card),
  perform: (state, incident, v, options) => performSeventhUp(state, incident.player, incident.card ?? null, v, options),
};
