import { isCard, type Card } from '../cards';
import { decide, type Decision } from '../decision';
import type { RuleId } from '../rulebook/rules';
import { computeOpener, handOver } from './flow';
import { boardLeader } from './order';
import type { DealtCard, HandState, Illegal, Player } from './types';
import { writablePlayer, writablePlayers, type HandBuilder } from './builder';
import { aliveCount, betsIn, cloneState, enforce, illegal, logged, totalIn, withChipsCount } from './util';

/** Betting is over for good: at (or after) the showdown, or everyone but one is all-in (TDA 16: hands are tabled). */
export function bettingOverForGood(state: HandState): boolean {
  if (aliveCount(state, 2) < 2) return false;
  // After the showdown a player may still table (or show again) a hand, as in PHH records.
  if (state.phase === 'showdown' || state.phase === 'complete') return true;
  return state.phase === 'dealing' && withChipsCount(state, 2) <= 1;
}

/** The showdown rules a refusal rests on: the TDA's in tournaments, RR's showdown rule in cash games (as showdownOrder cites them). */
function showdownRules(state: HandState, allIn = false): RuleId[] {
  if (!state.config.rules.tournament) return ['rr.showdown.order'];
  return allIn ? ['tda.16', 'tda.17'] : ['tda.17'];
}

export function checkShowOrMuck(state: HandState, player: Player, cards?: readonly (Card | null)[] | 'muck'): Illegal | null {
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length)
    return illegal('hand.illegal.noSuchPlayer', showdownRules(state), {
      seat: Number.isInteger(player) ? player + 1 : String(player),
      seats: state.players.length,
    });
  const p = state.players[player]!;
  if (p.folded) return illegal('hand.illegal.showFolded', ['seed-000.folded-cards-dead']);
  if (p.shown === 'muck') return illegal('hand.illegal.alreadyMucked', ['seed-000.muck']);
  const cardsProblem = cards === undefined || cards === 'muck' ? null : checkShownCards(state, player, cards);
  if (cardsProblem) return cardsProblem;
  // The hand is over: a player may still table his cards (the winner no one called, shown anyway). Before the betting
  // is over a hand shown is a deviation the hand goes on from; a hand mucked then is a fold the history does not write.
  if (state.phase === 'complete' && cards !== 'muck') return null;
  if (!bettingOverForGood(state))
    return illegal(cards === 'muck' ? 'hand.illegal.muckNoShowdown' : 'hand.illegal.notShowdown', showdownRules(state, true), {
      phase: state.phase,
    });
  return null;
}

/** The cards a player shows: every card dealt, each the card dealt (an unknown one any card not seen elsewhere). */
function checkShownCards(state: HandState, player: Player, cards: readonly (Card | null)[]): Illegal | null {
  const p = state.players[player]!;
  if (!Array.isArray(cards) || cards.length !== p.cards.length) {
    return illegal('hand.illegal.showCount', showdownRules(state), {
      seat: player + 1,
      count: p.cards.length,
      given: Array.isArray(cards) ? cards.length : 0,
    });
  }
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k]!;
    const d = p.cards[k]!;
    if (c === null) continue;
    if (!isCard(c)) return illegal('hand.illegal.notACard', showdownRules(state), { value: String(c) });
    if (d.card !== null && d.card !== c)
      return illegal('hand.illegal.showMismatch', showdownRules(state), { seat: player + 1, position: k + 1 });
    if (d.card === null) {
      for (let j = 0; j < state.players.length; j++) {
        for (const e of state.players[j]!.cards)
          if (e.card === c) return illegal('hand.illegal.cardSeen', showdownRules(state), { card: { card: c } });
      }
      if (state.common === c || state.burns.includes(c))
        return illegal('hand.illegal.cardSeen', showdownRules(state), { card: { card: c } });
    }
  }
  return null;
}
export function canShowOrMuck(state: HandState, player: Player, cards?: readonly (Card | null)[] | 'muck'): boolean {
  return checkShowOrMuck(state, player, cards) === null;
}
/** Show the player's cards (all of them, PHH `sm CARDS`; unknown cards become known) or muck them (`sm` alone). */
export function showOrMuck(
  state: HandState,
  player: Player,
  cards?: readonly (Card | null)[] | 'muck',
  b: HandBuilder | null = null,
): HandState {
  enforce(checkShowOrMuck(state, player, cards));
  return showOrMuckUnchecked(state, player, cards, b);
}

/** showOrMuck once its check passed (operation.ts's apply checks first). */
export function showOrMuckUnchecked(
  state: HandState,
  player: Player,
  cards: readonly (Card | null)[] | 'muck' | undefined,
  b: HandBuilder | null,
): HandState {
  const p = state.players[player]!;
  let newCards: readonly DealtCard[] = p.cards;
  let shown: readonly (Card | null)[] | 'muck';
  if (cards === 'muck') shown = 'muck';
  else if (cards === undefined) shown = p.cards.map((d) => d.card);
  else {
    newCards = p.cards.map((d, k) => (d.card === null && cards[k] !== null ? { card: cards[k]!, up: d.up, street: d.street } : d));
    shown = newCards.map((d) => d.card);
  }
  const next = logged(cloneState(state), { op: 'show', player, cards: shown }, b);
  const players = writablePlayers(b, state.players);
  const np = writablePlayer(b, players, player);
  if (newCards !== p.cards) np.cards = newCards.slice();
  np.shown = shown;
  next.players = players;
  if (next.phase === 'showdown' && next.players.every((q) => q.folded || q.shown !== null)) return handOver(next);
  return next;
}

/** The next hand to show at the showdown, in the showdown order; null when every hand still in is shown (or mucked). */
export function nextToShow(state: HandState): Player | null {
  for (const p of showdownSequence(state)) if (state.players[p]!.shown === null) return p;
  return null;
}

/** The showdown order without its rule list (the fast path for simulations). */
export function showdownSequence(state: HandState): Player[] {
  return showdownPlan(state).order;
}

function showdownPlan(state: HandState): {
  order: Player[];
  start: 'river' | 'earlier' | 'first';
  startPlayer: Player;
  sidePots: boolean;
  leaderRules: readonly RuleId[];
} {
  const n = state.players.length;
  const players = state.players;
  let start: Player | null = null;
  let how: 'river' | 'earlier' | 'first' = 'river';
  let leaderRules: readonly RuleId[] = [];
  const river = state.aggressors[4];
  if (river !== null && river !== undefined && !players[river]!.folded) start = river;
  else if (state.config.rules.showdownRiverChecked === 'last-aggressor') {
    how = 'earlier';
    for (let s = 3; s >= 0 && start === null; s--) {
      const a = state.aggressors[s];
      if (a !== null && a !== undefined && !players[a]!.folded) start = a;
    }
  }
  if (start === null) {
    how = 'first';
    const leader =
      state.street === 7
        ? boardLeader(state, 7, state.common !== undefined && state.config.rules.commonCardFirst === 'high-with-common')
        : null;
    leaderRules = leader?.rules ?? [];
    start = leader?.player ?? computeOpener(state, state.street).opener;
    if (start === null) for (let i = 0; i < n && start === null; i++) if (!players[i]!.folded) start = i;
  }
  const clockwise: Player[] = [];
  for (let k = 0; k < n; k++) {
    const p = (start! + k) % n;
    if (!players[p]!.folded) clockwise.push(p);
  }
  // Side-pot players first: more chips in the pots means more pots contested (stable: clockwise among equals). Any two
  // live hands with different chips in the pots make a side pot, even when clockwise order already shows them first.
  const inPots = chipsInPots(state);
  let sidePots = false;
  const firstIn = inPots[clockwise[0]!]!;
  for (let k = 1; k < clockwise.length; k++) if (inPots[clockwise[k]!] !== firstIn) sidePots = true;
  const order = sidePots
    ? [...clockwise].sort((a, b) => inPots[b]! - inPots[a]! || clockwise.indexOf(a) - clockwise.indexOf(b))
    : clockwise;
  return { order, start: how, startPlayer: start!, sidePots, leaderRules };
}

/**
 * What each player put in that the pots count, as core/pots lays them out: bets (antes are dead money in the main pot,
 * so a short ante makes no side pot), or bets and antes with ante trimming, up to the most a second player put in (an
 * ante above it is not called and goes back). Two live players with different amounts here are in different pots.
 */
function chipsInPots(state: HandState): number[] {
  const trimming = state.config.anteTrimming === true;
  const amounts: number[] = [];
  let top = 0;
  let second = 0;
  for (const p of state.players) {
    const a = trimming ? totalIn(p) : betsIn(p);
    amounts.push(a);
    if (a > top) {
      second = top;
      top = a;
    } else if (a > second) second = a;
  }
  for (let i = 0; i < amounts.length; i++) if (amounts[i]! > second) amounts[i] = second;
  return amounts;
}

/** The live player all-in for the least (for the main pot only, when there are side pots), or null: nobody still in is all-in. */
function allInForLeast(state: HandState, order: readonly Player[]): Player | null {
  let least: Player | null = null;
  for (const p of order) {
    const q = state.players[p]!;
    if (q.stack === 0 && (least === null || totalIn(q) <= totalIn(state.players[least]!))) least = p;
  }
  return least;
}

/**
 * Who shows first: the last player to bet or raise on the final round; with no bet there, the player
 * first to act (RR showdown; TDA 17 in tournaments) or the last aggressor of earlier rounds (SEED-001, a profile
 * choice); then clockwise. Players in a side pot show before a player all-in for less (RR).
 *
 * Once a player is all-in and the betting is over, a tournament tables every hand (TDA 16; TDA 17 is the order of
 * a non-all-in showdown only); a cash game shows in RR's order, which covers all-in players and side pots. TDA rules
 * are tournament rules: a cash-game profile (`tournament` false) cites RR alone where RR says the same.
 */
export function showdownOrder(state: HandState): Decision<Player[]> {
  if (aliveCount(state, 2) < 2) {
    const alive: Player[] = [];
    for (let i = 0; i < state.players.length; i++) if (!state.players[i]!.folded) alive.push(i);
    return decide(alive, ['seed-001.uncalled'], 'hand.showdown.noShowdown');
  }
  const plan = showdownPlan(state);
  const tournament = state.config.rules.tournament;
  const allIn = allInForLeast(state, plan.order);
  const seat = plan.order[0]! + 1;
  // The order's own rules: RR's (it covers "everyone checks or is all-in"), or SEED-001's earlier aggressor.
  const orderRules: RuleId[] =
    plan.start === 'earlier'
      ? ['seed-001.showdown-order']
      : plan.start === 'river'
        ? ['rr.showdown.order']
        : ['rr.showdown.order', ...plan.leaderRules];
  if (plan.sidePots) orderRules.push('rr.showdown.side-pots-first');
  if (allIn === null) {
    // A non-all-in showdown (TDA 17 in tournaments).
    const rules: RuleId[] = tournament && plan.start !== 'earlier' ? ['tda.17', ...orderRules] : orderRules;
    const key =
      plan.start === 'river'
        ? 'hand.showdown.lastAggressor'
        : plan.start === 'earlier'
          ? 'hand.showdown.earlierAggressor'
          : 'hand.showdown.firstToAct';
    return decide(plan.order, [...new Set(rules)], key, { seat });
  }
  const params = { allIn: allIn + 1, seat };
  // All-in and the betting over: a tournament turns every hand face up (TDA 16).
  if (tournament) return decide(plan.order, [...new Set<RuleId>(['tda.16', ...orderRules])], 'hand.showdown.allInTabled', params);
  if (plan.sidePots) {
    // The last bettor of the river is in the side pot and shows first; else the side pot's order puts someone else first.
    if (plan.start === 'river' && plan.order[0] === plan.startPlayer)
      return decide(plan.order, orderRules, 'hand.showdown.sidePotsLastAggressor', params);
    return decide(plan.order, [...new Set<RuleId>(['rr.showdown.side-pots-first', ...orderRules])], 'hand.showdown.sidePotsFirst', params);
  }
  if (plan.start === 'river') return decide(plan.order, orderRules, 'hand.showdown.lastAggressor', { seat });
  // No bet on the river: a player all-in and at most one other with chips means nobody could bet there.
  const couldBet = withChipsCount(state, 2) >= 2;
  if (plan.start === 'earlier')
    return couldBet
      ? decide(plan.order, orderRules, 'hand.showdown.earlierAggressor', { seat })
      : decide(plan.order, orderRules, 'hand.showdown.allInEarlierAggressor', params);
  return couldBet
    ? decide(plan.order, orderRules, 'hand.showdown.firstToAct', { seat })
    : decide(plan.order, orderRules, 'hand.showdown.allInFirstToAct', params);
}
