import { sameAnswer, gradeQuestion, responsesOf } from '../drills/grade';
import { setupRules } from '../drills/setup';
import type { PartResponse, Response } from '../drills/types';
import type { HandState } from '../hand/types';
import type { HouseRules } from '../profiles/types';
import { dealCode, dealSetupProblem, parseDealCode } from './code';
import { playHand } from './script';
import { dealStepHint } from './lessons';
import type { Reason } from '../decision';
import type { LessonId } from '../lessons/types';
import type { StepPlan } from './steps';
import type { AnswerOutcome, DealerAction, DealSetup, DealStep, StepAnswer, StepResult } from './types';

interface Current {
  readonly plan: StepPlan;
  readonly step: DealStep;
  /** The engine's answer under the hand's own house rules, part by part (worked out once, at the first answer). */
  expected: (PartResponse | null)[] | null;
  result: StepResult | null;
  /** The hint was asked for before the step was graded. */
  hinted: boolean;
}

/** `given` is the start of `expected` (a deal tapped card by card). */
function isPrefix(given: readonly unknown[], expected: readonly unknown[]): boolean {
  return given.length <= expected.length && given.every((t, k) => t === expected[k]);
}

/**
 * A hand the trainee deals: the steps one at a time, each graded by the engine's own decisions as it is answered,
 * and the hand going on by the rules whatever the answer (a wrong step is set right). Made from a setup and a seed,
 * or from the hand's code; the same code always deals the same hand, bots' actions and incidents.
 */
export class DealHand {
  readonly code: string;
  readonly setup: DealSetup;
  readonly seed: number;
  readonly rules: HouseRules;
  readonly results: StepResult[] = [];
  private readonly script: Generator<StepPlan, HandState, void>;
  private current: Current | null = null;
  private ended: HandState | null = null;
  private count = 0;

  constructor(setup: DealSetup, seed: number) {
    const problem = dealSetupProblem(setup);
    if (problem) throw new Error(`DealHand: ${problem}`);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`DealHand: seed must be a whole number 0..4294967295, got ${String(seed)}`);
    this.setup = setup;
    this.seed = seed;
    this.rules = setupRules(setup);
    this.code = dealCode(setup, seed);
    this.script = playHand(setup, seed);
    this.pull();
  }

  /**
   * The hand dealt again with its steps answered as `answers` say, each as it was given (its answer, its time, its
   * hint, a wrong dealer's action), so its results are the same: a hand taken up again after a reload of the window.
   * Every step but the last is passed; the last one too when `pastLast` (its Next was pressed). `hinted`: the step on
   * screen, not answered yet, had its hint asked for (kept with its result when it is answered). Throws, naming the
   * step, when an answer does not fit its step or does not finish it.
   */
  static again(setup: DealSetup, seed: number, answers: readonly StepAnswer[], pastLast: boolean, hinted = false): DealHand {
    const hand = new DealHand(setup, seed);
    answers.forEach((kept, k) => {
      if (hand.over) throw new Error(`DealHand: answer ${k + 1} is for a step after the end of the hand (${hand.results.length} steps)`);
      if (kept.hinted) hand.hint();
      const outcome = kept.wrongAction === null ? hand.answer(kept.given, kept.timeMs) : hand.chooseAction(kept.wrongAction, kept.timeMs);
      if (outcome.status !== 'graded')
        throw new Error(`DealHand: answer ${k + 1} does not finish step ${hand.step!.index} (${hand.step!.kind})`);
      if (k < answers.length - 1 || pastLast) hand.advance();
    });
    if (hinted && !hand.over && hand.graded === null) hand.hint();
    return hand;
  }

  /** The hand a code names (ScenarioCodeError says what is wrong with it). */
  static fromCode(code: string): DealHand {
    const { setup, seed } = parseDealCode(code);
    return new DealHand(setup, seed);
  }

  /** The step to answer (or just answered, until advance), or null once the hand is over. */
  get step(): DealStep | null {
    return this.current?.step ?? null;
  }

  /** The current step's result once it is graded, else null. */
  get graded(): StepResult | null {
    return this.current?.result ?? null;
  }

  get over(): boolean {
    return this.ended !== null;
  }

  /** The current step's hint was asked for (before it was graded: kept with its result). */
  get hinted(): boolean {
    return this.current?.hinted ?? false;
  }

  /** The table now: the current step's, or the hand as it ended. */
  get state(): HandState {
    return this.ended ?? this.current!.step.state;
  }

  private pull(): void {
    const next = this.script.next();
    if (next.done) {
      this.current = null;
      this.ended = next.value;
      return;
    }
    this.current = { plan: next.value, step: { ...next.value.step, index: this.count++ }, expected: null, result: null, hinted: false };
  }

  private open(): Current {
    const c = this.current;
    if (!c) throw new Error('DealHand: the hand is over');
    if (c.result) throw new Error(`DealHand: step ${c.step.index} is graded already (advance to the next one)`);
    return c;
  }

  private expectedOf(c: Current): (PartResponse | null)[] {
    if (c.expected === null) {
      const solution = c.plan.solve(this.rules);
      if (!solution) throw new Error(`DealHand: the engine has no answer to step ${c.step.index} (${c.step.kind}) of ${this.code}`);
      c.expected = responsesOf(c.step.question.parts, solution);
    }
    return c.expected;
  }

  private grade(c: Current, given: Response, timeMs: number, wrongAction: DealerAction | null): AnswerOutcome {
    const graded = gradeQuestion(
      { question: c.step.question, rules: this.rules, name: `${this.code}@${c.step.index}`, solve: c.plan.solve },
      given,
    );
    const correct = graded.correct && wrongAction === null;
    const result: StepResult = {
      index: c.step.index,
      kind: c.step.kind,
      street: c.step.street,
      prompt: c.step.question.prompt,
      correct,
      timeMs,
      given,
      wrongAction,
      hinted: c.hinted,
      graded: correct === graded.correct ? graded : { ...graded, correct },
    };
    c.result = result;
    this.results.push(result);
    return { status: 'graded', result };
  }

  /**
   * Table-ready mode: the dealer's action chosen on the bar. Another step's action grades this one wrong at once;
   * the right one answers a player's act (accept, stop) or opens the step's parts (then answer them).
   */
  chooseAction(action: DealerAction, timeMs: number): AnswerOutcome {
    const c = this.open();
    if (action !== c.step.action) return this.grade(c, [], timeMs, action);
    if (c.step.kind === 'action') return this.answer([{ kind: 'choice', letter: action === 'accept' ? 'A' : 'B' }], timeMs);
    return { status: 'more' };
  }

  /**
   * An answer to the current step, part by part as far as given (a deal's cards as tapped so far): graded at once when
   * a part is wrong (a card to the wrong seat), graded when every part is given, otherwise more is needed.
   * `timeMs`: the time spent on the step so far (kept when it is graded). Throws on an answer of the wrong kind.
   */
  answer(response: Response, timeMs: number): AnswerOutcome {
    const c = this.open();
    const parts = c.step.question.parts;
    if (!Array.isArray(response) || response.length > parts.length)
      throw new Error(`DealHand: step ${c.step.index} has ${parts.length} parts`);
    const expected = this.expectedOf(c);
    for (let k = 0; k < parts.length; k++) {
      const given = response[k];
      if (given === undefined || given === null) return { status: 'more' };
      if (given.kind !== parts[k]!.kind)
        throw new Error(`DealHand: answer ${k + 1} is a "${given.kind}" answer but part "${parts[k]!.id}" asks for "${parts[k]!.kind}"`);
      const right = expected[k];
      if (given.kind === 'seat-order' && right?.kind === 'seat-order') {
        if (!isPrefix(given.order, right.order)) return this.grade(c, response, timeMs, null);
        if (given.order.length < right.order.length) return { status: 'more' };
        continue;
      }
      if (!sameAnswer(right ?? null, given)) return this.grade(c, response, timeMs, null);
    }
    return this.grade(c, response, timeMs, null);
  }

  /**
   * The current step's hint (its lesson and the lesson's key sentence), asked for before it is graded: kept with the
   * step's result. Null when no lesson covers the step (nothing is kept then).
   */
  hint(): { lesson: LessonId; text: Reason } | null {
    const c = this.open();
    const hint = dealStepHint(c.step, this.setup.variant);
    if (hint) c.hinted = true;
    return hint;
  }

  /** On to the next step (the hand goes on by the rules whatever the answer was). */
  advance(): void {
    const c = this.current;
    if (!c) throw new Error('DealHand: the hand is over');
    if (!c.result) throw new Error(`DealHand: step ${c.step.index} is not answered yet`);
    this.pull();
  }

  /** The engine's answer to the current step (what a right answer gives), for tests and demonstrations. */
  expectedAnswer(): Response {
    const c = this.current;
    if (!c) throw new Error('DealHand: the hand is over');
    return this.expectedOf(c) as Response;
  }

  /** The hand as it ended (null while it goes on). */
  get finalState(): HandState | null {
    return this.ended;
  }
}
