import type { HouseRules } from '../profiles/types';
import { automate, type Automation } from './automation';
import { HandBuilder } from './builder';
import { createHand } from './create';
import { follow } from './follow';
import { apply, type Operation } from './operation';
import { IllegalActionError, type DealerTask, type HandConfig, type HandState, type Illegal, type LogEntry } from './types';

/** An operation of a replay that cannot be done: its place in the list, and the hand it was refused on. */
export class ReplayError extends IllegalActionError {
  readonly index: number;
  readonly operation: Operation;
  readonly state: HandState;
  constructor(illegal: Illegal, index: number, operation: Operation, state: HandState) {
    super(illegal);
    this.name = 'ReplayError';
    this.message = `operations[${index}]: ${illegal.message}`;
    this.index = index;
    this.operation = operation;
    this.state = state;
  }
}

export interface ReplayOptions {
  /**
   * What the dealer does by the book before each operation, when the operations leave it out (a PHH history writes
   * no burns: ['cardBurning']). Default none: every step is in the operations.
   */
  readonly automations?: readonly Automation[];
  /**
   * Follow the deviations instead of stopping at them (follow.ts): each is told here with its operation's index and
   * the hand it was met on (read it then: with
   * replayed's builder it is written into by the next step), and the replay goes on with the cards and chips as written. Errors still throw.
   */
  readonly onDeviation?: (deviation: Illegal, index: number, state: HandState) => void;
}

/**
 * A hand from its configuration and operations: yields the new hand, then the hand after each operation (with the
 * automated steps due before it). Each operation is checked (operation.ts); the first that cannot be done throws a
 * ReplayError with its index.
 */
export function* replay(
  config: HandConfig,
  operations: Iterable<Operation>,
  options: ReplayOptions = {},
): Generator<HandState, HandState, void> {
  let state = createHand(config);
  yield state;
  let index = 0;
  for (const op of operations) {
    state = replayStep(state, op, index++, options, null);
    yield state;
  }
  return state;
}

/** The last hand of a replay (each operation checked, as replay does). */
export function replayed(config: HandConfig, operations: Iterable<Operation>, options: ReplayOptions = {}): HandState {
  // Only the last hand is kept: a builder lets each step write into what the last one made.
  const b = new HandBuilder();
  let state = createHand(config);
  let index = 0;
  for (const op of operations) state = replayStep(state, op, index++, options, b);
  return state;
}

/** One operation of a replay, after the automated steps due before it; a refusal (an error, or a deviation not followed) becomes a ReplayError. */
function replayStep(state: HandState, op: Operation, index: number, options: ReplayOptions, b: HandBuilder | null): HandState {
  const automations = options.automations ?? [];
  const before = automations.length > 0 ? automate(state, automations, { builder: b }) : state;
  const { onDeviation } = options;
  try {
    if (onDeviation === undefined) return apply(before, op, b);
    const followed = follow(before, op, b);
    for (const deviation of followed.deviations) onDeviation(deviation, index, before);
    return followed.state;
  } catch (error) {
    if (error instanceof IllegalActionError) throw new ReplayError(error.illegal, index, op, before);
    throw error;
  }
}

/**
 * The operation a log record is the trace of, with every card named (a known stub checks them against its top);
 * null for what the engine did on its own: antes posted and uncalled bets given back, unless the hand's config left
 * them to the dealer (`manual`, HandConfig.manual).
 */
export function operationOf(entry: LogEntry, manual: readonly DealerTask[] = []): Operation | null {
  switch (entry.op) {
    case 'ante':
      return manual.includes('antePosting') ? { kind: 'postAnte', player: entry.player } : null;
    case 'return':
      return manual.includes('uncalledBetReturn') ? { kind: 'returnUncalledBet', player: entry.player } : null;
    case 'collect':
      return { kind: 'collectBets' };
    case 'award':
      return { kind: 'awardPot', pot: entry.pot, players: entry.shares.map((share) => share.player) };
    case 'deal':
      return { kind: 'dealCards', player: entry.player, cards: entry.cards.map((d) => d.card) };
    case 'burn':
      return { kind: 'burnCard', card: entry.card };
    case 'scramble':
      return { kind: 'scrambleStub', order: entry.cards };
    case 'common':
      return { kind: 'dealCommonCard', card: entry.card };
    case 'bringIn':
      return { kind: 'postBringIn', player: entry.player };
    case 'cbr':
      return { kind: 'completeBetOrRaiseTo', player: entry.player, amount: entry.to };
    case 'cc':
      return { kind: 'checkOrCall', player: entry.player };
    case 'fold':
      return { kind: 'fold', player: entry.player };
    case 'show':
      return { kind: 'showOrMuck', player: entry.player, cards: entry.cards };
  }
}

/** The operations that give a hand its log again (operationOf of each record). */
export function operationsOf(log: readonly LogEntry[], manual: readonly DealerTask[] = []): Operation[] {
  const out: Operation[] = [];
  for (const entry of log) {
    const op = operationOf(entry, manual);
    if (op !== null) out.push(op);
  }
  return out;
}

/** A hand played again from its configuration (default its own) through the operations of its log, each checked. */
export function replayHand(state: HandState, config: HandConfig = state.config): HandState {
  return replayed(config, operationsOf(state.log, state.config.manual));
}

/**
 * The same table under other house rules, as the engine would have built it (round state such as the
 * open-pair option is fixed when a round opens), or null when the history is not legal under them
 * (another player would have acted first on an earlier street, say).
 */
export function replayUnder(state: HandState, rules: HouseRules): HandState | null {
  try {
    return replayHand(state, { ...state.config, rules });
  } catch (e) {
    if (e instanceof IllegalActionError) return null;
    throw e;
  }
}
