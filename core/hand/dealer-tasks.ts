import type { RuleId } from '../rulebook/rules';
import { writablePlayer, writablePlayers, type HandBuilder } from './builder';
import { anteOf } from './create';
import { settle } from './settle';
import type { Chips, HandState, Illegal, PendingTask, Player } from './types';
import { appendLog } from './builder';
import { cloneState, illegal } from './util';

/**
 * The dealer's tasks a hand's config can leave to operations (HandConfig.manual): take the antes, give an uncalled
 * bet back, bring the bets in, push the pots. While one is pending (HandState.pending) nothing else can happen.
 */

const ANTE_RULES: readonly RuleId[] = ['seed-001.ante'];
const UNCALLED_RULES: readonly RuleId[] = ['seed-001.uncalled'];

/** What the pending task lets through: the operation it waits for, named by its kind. */
const PENDING_OPERATION: Record<PendingTask['kind'], string> = {
  antes: 'postAnte',
  uncalledBet: 'returnUncalledBet',
  collectBets: 'collectBets',
  awardPots: 'awardPot',
};

/**
 * Why an operation of kind `kind` must wait: a task of the dealer's is pending first (the antes before the deal, the
 * uncalled bet and the bets brought in before the next street). The pots wait for nothing: hands may still be tabled.
 */
export function pendingProblem(state: HandState, kind: string): Illegal | null {
  const task = state.pending;
  if (task === null || PENDING_OPERATION[task.kind] === kind || task.kind === 'awardPots') return null;
  switch (task.kind) {
    case 'antes':
      return illegal('hand.illegal.antesDue', ANTE_RULES, { seat: task.players[0]! + 1 });
    case 'uncalledBet':
      return illegal('hand.illegal.uncalledBetDue', UNCALLED_RULES, { seat: task.player + 1, amount: task.amount });
    case 'collectBets':
      return illegal('hand.illegal.betsInFront', ['seed-000.streets']);
  }
}

// ---- antes -----------------------------------------------------------------------------------------

export function checkPostAnte(state: HandState, player: Player): Illegal | null {
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length)
    return illegal('hand.illegal.noSuchPlayer', ANTE_RULES, {
      seat: Number.isInteger(player) ? player + 1 : String(player),
      seats: state.players.length,
    });
  const task = state.pending;
  if (task?.kind !== 'antes' || !task.players.includes(player)) return illegal('hand.illegal.anteNotDue', ANTE_RULES, { seat: player + 1 });
  return null;
}

/** Take one seat's ante (all its chips when the stack is short of it: SEED-001). */
export function postAnteUnchecked(state: HandState, player: Player, b: HandBuilder | null): HandState {
  const task = state.pending as Extract<PendingTask, { kind: 'antes' }>;
  const amount = anteOf(state.config, player);
  const next = cloneState(state);
  const players = writablePlayers(b, state.players);
  const np = writablePlayer(b, players, player);
  np.stack -= amount;
  np.ante = amount;
  next.players = players;
  next.log = appendLog(b, state.log, { op: 'ante', player, amount });
  const left = task.players.filter((p) => p !== player);
  next.pending = left.length > 0 ? { kind: 'antes', players: left } : null;
  return next;
}

// ---- the uncalled bet ------------------------------------------------------------------------------

export function checkReturnUncalledBet(state: HandState, player: Player): Illegal | null {
  const task = state.pending;
  if (task?.kind !== 'uncalledBet') return illegal('hand.illegal.noUncalledBet', UNCALLED_RULES);
  if (player !== task.player)
    return illegal('hand.illegal.uncalledBetIsOther', UNCALLED_RULES, {
      seat: Number.isInteger(player) ? player + 1 : String(player),
      other: task.player + 1,
      amount: task.amount,
    });
  return null;
}

// ---- bringing the bets in ---------------------------------------------------------------------------

export function checkCollectBets(state: HandState): Illegal | null {
  return state.pending?.kind === 'collectBets' ? null : illegal('hand.illegal.nothingToCollect', ['seed-000.streets']);
}

// ---- awarding the pots --------------------------------------------------------------------------------

/** The players `pot` goes to (settle's awards: best hands, splits, stud8 halves), each once, in seat order. */
function winnersOf(
  state: HandState,
  pot: number,
): { players: Player[]; shares: { player: Player; amount: Chips }[]; rules: readonly RuleId[] } {
  const settled = settle(state);
  const shares: { player: Player; amount: Chips }[] = [];
  for (const a of settled.answer.awards) {
    if (a.pot !== pot) continue;
    const same = shares.find((s) => s.player === a.player);
    if (same) same.amount += a.amount;
    else shares.push({ player: a.player, amount: a.amount });
  }
  shares.sort((x, y) => x.player - y.player);
  return { players: shares.map((s) => s.player), shares, rules: settled.rules };
}

/** The players with a share of pot `pot`, in seat order. */
export function potWinners(state: HandState, pot: number): Player[] {
  return winnersOf(state, pot).players;
}

export function checkAwardPot(state: HandState, pot: number, players: readonly Player[]): Illegal | null {
  const task = state.pending;
  if (task?.kind !== 'awardPots' || !task.pots.includes(pot))
    return illegal('hand.illegal.noPotToAward', ['seed-001.uncalled'], { pot: Number.isInteger(pot) ? pot + 1 : String(pot) });
  if (!Array.isArray(players)) return illegal('hand.illegal.notAWinner', ['seed-001.uncalled'], { seat: String(players), pot: pot + 1 });
  const winners = winnersOf(state, pot);
  for (const p of players)
    if (!winners.players.includes(p))
      return illegal('hand.illegal.notAWinner', winners.rules, { seat: Number.isInteger(p) ? p + 1 : String(p), pot: pot + 1 });
  for (const p of winners.players)
    if (!players.includes(p)) return illegal('hand.illegal.winnerMissing', winners.rules, { seat: p + 1, pot: pot + 1 });
  return null;
}

/** Push a pot to its winners (the log records each share; the finishing stacks are still settle's). */
export function awardPotUnchecked(state: HandState, pot: number, b: HandBuilder | null): HandState {
  const task = state.pending as Extract<PendingTask, { kind: 'awardPots' }>;
  const next = cloneState(state);
  next.log = appendLog(b, state.log, { op: 'award', pot, shares: winnersOf(state, pot).shares });
  const left = task.pots.filter((k) => k !== pot);
  next.pending = left.length > 0 ? { kind: 'awardPots', pots: left } : null;
  return next;
}
