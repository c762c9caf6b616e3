import type { Reason } from '../decision';
import type { GradedAnswer, DrillSetup, Question, Response } from '../drills/types';
import type { HandState, Player } from '../hand/types';
import type { PlayerOperation } from '../hand/operation';
import type { Incident } from '../rulings/incidents';
import type { StreetNumber } from '../variants';

/** How often things go wrong in a dealt hand: never, sometimes (a slip or two), often. */
export type IncidentRate = 'none' | 'some' | 'many';
export const INCIDENT_RATES: readonly IncidentRate[] = ['none', 'some', 'many'];

/** The table a hand is dealt at, and how often things go wrong. */
export interface DealSetup extends DrillSetup {
  readonly incidents: IncidentRate;
}

/**
 * The kinds of step a dealer takes in a hand, each with a stable id (the Learn path links to them; progress counts
 * each as a skill per game and street):
 * - antes: take the antes and say the pot;
 * - deal: burn and deal a street in order from the dealer's left, folded seats skipped (3rd: two down, one up);
 * - run-out: 7th street with a stub too short for everyone: the house rules' procedure (scramble, common card);
 * - bring-in: who brings in, and what that player may do;
 * - first-to-act: who acts first on 4th to 7th street, and the dealer's call ("pair of sevens");
 * - open-pair: 4th street in stud: whether the small and the big bet are both on offer;
 * - action: a player acted: let it stand, or stop it;
 * - ruling: a player's action was stopped: the ruling;
 * - next-to-act: who acts next when it is not obvious (after a completion, a short all-in, an open-pair bet);
 * - uncalled-bet: a bet nobody called goes back: whose and how much;
 * - collect: the round is over: bring the bets in and say the pot (and each side pot);
 * - incident: something went wrong on the deal or at the table: the ruling;
 * - showdown: who shows first;
 * - award: who wins each pot and how much (splits, quarters, the odd chip), then the push.
 */
export type DealStepKind =
  | 'antes'
  | 'deal'
  | 'run-out'
  | 'bring-in'
  | 'first-to-act'
  | 'open-pair'
  | 'action'
  | 'ruling'
  | 'next-to-act'
  | 'uncalled-bet'
  | 'collect'
  | 'incident'
  | 'showdown'
  | 'award';

export const DEAL_STEP_KINDS: readonly DealStepKind[] = [
  'antes',
  'deal',
  'run-out',
  'bring-in',
  'first-to-act',
  'open-pair',
  'action',
  'ruling',
  'next-to-act',
  'uncalled-bet',
  'collect',
  'incident',
  'showdown',
  'award',
];

/**
 * What the dealer can do at any moment (the dealer's action bar when nothing is named): each step is answered by
 * one of them ('accept' or 'stop' for a player's action; 'deal' for a run-out too; 'ruling' for an incident too).
 */
export type DealerAction =
  | 'antes'
  | 'deal'
  | 'bring-in'
  | 'first-to-act'
  | 'open-pair'
  | 'accept'
  | 'stop'
  | 'ruling'
  | 'next-to-act'
  | 'uncalled-bet'
  | 'collect'
  | 'showdown'
  | 'award';

export const DEALER_ACTIONS: readonly DealerAction[] = [
  'antes',
  'deal',
  'bring-in',
  'first-to-act',
  'open-pair',
  'accept',
  'stop',
  'ruling',
  'next-to-act',
  'uncalled-bet',
  'collect',
  'showdown',
  'award',
];

/**
 * What a player did, for the dealer to let stand or stop: an operation (legal or not: out of turn, a wrong amount, a
 * raise when the betting is capped, a bring-in by the wrong player), or something no operation can be (a check facing
 * a bet, a string raise, upcards turned down).
 */
export type PlayerAct =
  | { readonly kind: 'operation'; readonly op: PlayerOperation }
  | { readonly kind: 'check-facing-bet'; readonly player: Player }
  /** Chips to call put in, then a reach back to the stack for a raise to `to`, without saying "raise". */
  | { readonly kind: 'string-raise'; readonly player: Player; readonly to: number }
  | { readonly kind: 'conceal-upcards'; readonly player: Player };

/** One step of a dealt hand: the table at that moment and the question it asks the dealer. */
export interface DealStep {
  /** Its place in the hand, from 0. */
  readonly index: number;
  readonly kind: DealStepKind;
  readonly street: StreetNumber;
  /** The table as it stands (every card: a screen hides the downcards until the showdown). */
  readonly state: HandState;
  /** The named step (Guided mode) and its parts, answered in order (drill-style: seat, seat-order, choice, amount). */
  readonly question: Question;
  /** The dealer's action that answers it (the action bar). */
  readonly action: DealerAction;
  /** The seat the step is about, or null. */
  readonly focus: Player | null;
  /** What went wrong (incident steps; a ruling on a player's act that core/rulings knows). */
  readonly incident: Incident | null;
  /** The player's act to judge ('action' steps) or being ruled on ('ruling' steps). */
  readonly act: PlayerAct | null;
  /** The act in words ("Seat 3 raises to 20"), or null. */
  readonly actText: Reason | null;
  /**
   * What the table did on its own just before this step, in words, for the dealer to see: a ruling's order carried
   * out later (RR stud 6: the absent player's hand killed as the action reaches it; RR stud 14: the cards set aside
   * off the stub as the round ends). Usually empty.
   */
  readonly since: readonly Reason[];
}

/** A step graded: the drills' graded answer, the time taken, and the dealer's action when it was not the step's. */
/** What the trainee gave at a step, enough to give it again (DealHand.again): the part of a StepResult that is theirs. */
export type StepAnswer = Pick<StepResult, 'given' | 'timeMs' | 'hinted' | 'wrongAction'>;

export interface StepResult {
  readonly index: number;
  readonly kind: DealStepKind;
  readonly street: StreetNumber;
  readonly prompt: Reason;
  readonly correct: boolean;
  readonly timeMs: number;
  /** The trainee's answer, part by part (what was given before the step was graded). */
  readonly given: Response;
  /** Table-ready mode: the dealer's action chosen when it was not this step's (the step is then wrong), else null. */
  readonly wrongAction: DealerAction | null;
  /** Guided mode: the trainee asked for the step's hint (the lesson's key sentence) before it was graded. */
  readonly hinted: boolean;
  readonly graded: GradedAnswer;
}

/** What an answer did: the step needs more (the next part, the next card), or it is graded. */
export type AnswerOutcome = { readonly status: 'more' } | { readonly status: 'graded'; readonly result: StepResult };
