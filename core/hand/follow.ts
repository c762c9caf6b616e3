import { automate, automateStep, type Automation } from './automation';
import type { HandBuilder } from './builder';
import { burnUnchecked } from './dealing';
import { pendingProblem } from './dealer-tasks';
import { check, perform, type Operation } from './operation';
import { IllegalActionError, type HandState, type Illegal, type Player } from './types';
import { checkOrCallUnchecked } from './betting';

/** The hand after an operation followed as written, and every deviation it took (none when the book allows it). */
export interface Followed {
  readonly state: HandState;
  readonly deviations: readonly Illegal[];
}

/** The dealer's tasks a pending step waits for, done by the book before an operation that came first. */
const PENDING_TASKS: readonly Automation[] = ['antePosting', 'uncalledBetReturn', 'betCollection'];

/**
 * `op` done as written, even where `check` finds a deviation (a rule of the house rules not followed, or another
 * order than the book's): the hand goes on with the cards and chips as written, and the deviations are returned in
 * the order they were met (an action out of turn may also be of the wrong amount). Throws IllegalActionError for an
 * error: the hand cannot go on as written (severity.ts). With every deviation followed, a hand history that a real
 * room let happen replays to its end.
 */
export function follow(state: HandState, op: Operation, b: HandBuilder | null = null): Followed {
  const deviations: Illegal[] = [];
  let s = state;
  // Each step clears one deviation (whose turn, a dealer's task pending, a burn or a scramble due) or ends.
  for (let guard = 0; guard < 8; guard++) {
    const problem = check(s, op, b);
    if (problem === null) return { state: perform(s, op, b), deviations };
    if (problem.severity === 'error') throw new IllegalActionError(problem);
    deviations.push(problem);
    const next = asWritten(s, op, problem, b);
    if (next.done) return { state: next.state, deviations };
    s = next.state;
  }
  throw new Error(`follow: "${op.kind}" still refused after its deviations were followed`);
}

/**
 * One deviation followed: either the operation done as written (done), or the hand made ready for it (the player
 * whose action it is given the turn, a dealer's step done by the book first), to be checked again.
 */
function asWritten(
  state: HandState,
  op: Operation,
  problem: Illegal,
  b: HandBuilder | null,
): { readonly state: HandState; readonly done: boolean } {
  switch (problem.key) {
    case 'hand.illegal.notYourTurn':
      return { state: withActor(state, (op as { player: Player }).player), done: false };
    case 'hand.illegal.antesDue':
    case 'hand.illegal.uncalledBetDue':
    case 'hand.illegal.betsInFront':
      // Every task pending (each ante, the uncalled bet, then the bets in): one deviation, however many steps.
      // The tasks before the operation's own (an uncalled bet before the bets are brought in).
      return { state: automate(state, PENDING_TASKS, { until: (s) => pendingProblem(s, op.kind) === null }), done: false };
    case 'hand.illegal.burnFirst':
      // The burn the file leaves out: the dealer burns as the book says, then deals the cards as written.
      return { state: byTheBook(state, ['cardBurning']), done: false };
    case 'hand.illegal.scrambleFirst':
      return { state: byTheBook(state, ['runOut']), done: false };
    case 'hand.illegal.oneBurn':
      return { state: burnUnchecked(state, op.kind === 'burnCard' ? op.card : undefined, b), done: true };
    case 'hand.illegal.allInCallOnly':
      // All the player has, no more than the bet: the chips of an all-in call.
      return { state: checkOrCallUnchecked(state, (op as { player: Player }).player, b), done: true };
    default:
      // The rest are refused only for the rule they break; the operation itself can be done as written (a fold when
      // checking was possible, an amount the limit does not allow, a raise after a short all-in, a hand out of order).
      return { state: perform(state, op, b), done: true };
  }
}

/** The hand with `player` to act: the file's order of play instead of the book's. */
function withActor(state: HandState, player: Player): HandState {
  return { ...state, round: { ...state.round, actor: player } };
}

/**
 * One dealer's step by the book among `automations` (the one a deviation says is due first). It copies (no builder):
 * should the operation then be refused, the hand it was given is left as it was.
 */
function byTheBook(state: HandState, automations: readonly Automation[]): HandState {
  const next = automateStep(state, automations);
  if (next === null) throw new Error("follow: the dealer's step due first cannot be done by the book");
  return next;
}
