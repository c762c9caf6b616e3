import { computed, shallowRef, triggerRef } from 'vue';
import {
  DealHand,
  type AnswerOutcome,
  type ChoiceLetter,
  type DealerAction,
  type DealSetup,
  type LessonId,
  type PartResponse,
  type Player,
  type Reason,
  type SeatTarget,
  type SpecialTarget,
} from '../../core';

/**
 * A hand the trainee deals, for a screen: the current step, the answers given to it so far (a deal's taps one by one),
 * its grade, and on to the next step. Every answer goes to core's DealHand, which grades it by the engine's decisions.
 * `now` is the clock (tests pass their own); `onGraded` hears each graded step (to keep it as a result).
 */
export function useDealHand(
  options: { now?: () => number; onGraded?: (hand: DealHand, outcome: Extract<AnswerOutcome, { status: 'graded' }>) => void } = {},
) {
  const now = options.now ?? (() => Date.now());
  const hand = shallowRef<DealHand | null>(null);
  /** The parts answered of the current step, and the taps of a seat-order part being answered. */
  const answers = shallowRef<PartResponse[]>([]);
  const draft = shallowRef<SeatTarget[]>([]);
  /** Table-ready mode: the right dealer's action was chosen and the step's parts are open to answer. */
  const opened = shallowRef(false);
  /** Table-ready mode: nothing is named; a step's parts open only once its dealer's action is chosen on the bar. */
  const tableReady = shallowRef(false);
  /** Guided mode: the current step's hint, once asked for (kept with the step's result by core). */
  const hint = shallowRef<{ lesson: LessonId; text: Reason } | null>(null);
  let shownAt = now();

  const step = computed(() => hand.value?.step ?? null);
  const graded = computed(() => hand.value?.graded ?? null);
  const part = computed(() => {
    const s = step.value;
    if (!s || graded.value || (tableReady.value && !opened.value)) return null;
    return s.question.parts[answers.value.length] ?? null;
  });

  function refresh(): void {
    triggerRef(hand);
  }

  /**
   * A new hand, at its first step or at step `at` (an exam taken up again after a reload: the steps before were
   * answered and kept already, and `since` is when step `at` was shown). A hand goes on by the rules whatever the
   * answers, so the steps before are passed with the engine's own answers; their results stay with whoever kept them.
   */
  function start(setup: DealSetup, seed: number, ready = false, at = 0, since: number | null = null): void {
    const h = new DealHand(setup, seed);
    while (!h.over && h.step!.index < at) {
      h.answer(h.expectedAnswer(), 0);
      h.advance();
    }
    resume(h, ready, since);
  }

  /**
   * A hand dealt already (taken up again after a reload: DealHand.again), at the step it stands at; `since`: when that
   * step was shown before the reload (its clock goes on from then; never later than now).
   */
  function resume(h: DealHand, ready = false, since: number | null = null): void {
    hand.value = h;
    tableReady.value = ready;
    answers.value = [];
    draft.value = [];
    opened.value = false;
    // A hint asked for before the reload is shown again (asking again would change nothing: it is kept once).
    hint.value = !h.over && h.graded === null && h.hinted ? h.hint() : null;
    shownAt = since === null ? now() : Math.min(since, now());
  }

  function submit(response: PartResponse[]): void {
    const h = hand.value;
    if (!h || h.graded) return;
    const outcome = h.answer(response, now() - shownAt);
    if (outcome.status === 'graded') options.onGraded?.(h, outcome);
    refresh();
  }

  /** No hand (an address whose code cannot be read: the setup shows again). */
  function clear(): void {
    hand.value = null;
    hint.value = null;
  }

  /** A part answered whole (a seat, a choice, an amount): the next part, or the grade. */
  function give(response: PartResponse): void {
    const next = [...answers.value, response];
    answers.value = next;
    submit(next);
  }

  /** A tap of a seat-order part (a card to a seat, the burn): graded at once when it is the wrong one. */
  function tap(target: SeatTarget): void {
    const order = [...draft.value, target];
    draft.value = order;
    submit([...answers.value, { kind: 'seat-order', order }]);
    const h = hand.value;
    // Every card of the street given: the next part (or the grade, given already).
    const expected = h && !h.graded ? h.expectedAnswer()[answers.value.length] : null;
    if (expected?.kind === 'seat-order' && expected.order.length === order.length) {
      answers.value = [...answers.value, { kind: 'seat-order', order }];
      draft.value = [];
    }
  }

  function pickSeat(player: Player): void {
    const p = part.value;
    if (p?.kind === 'seat') give({ kind: 'seat', seat: player });
    else if (p?.kind === 'seat-order') tap(player);
  }
  const pickChoice = (letter: ChoiceLetter): void => give({ kind: 'choice', letter });
  const giveAmount = (amount: number): void => give({ kind: 'amount', amount });
  const tapSpecial = (special: SpecialTarget): void => tap(special);
  function undo(): void {
    draft.value = draft.value.slice(0, -1);
  }

  /**
   * Table-ready mode: a dealer's action from the bar. Another step's action is graded wrong at once; the right one
   * answers a player's act (let it stand, stop it) or opens the step's parts.
   */
  function choose(action: DealerAction): void {
    const h = hand.value;
    if (!h || h.graded || opened.value) return;
    const outcome = h.chooseAction(action, now() - shownAt);
    if (outcome.status === 'graded') options.onGraded?.(h, outcome);
    else opened.value = true;
    refresh();
  }

  /** On to the next step once this one is graded. */
  function next(): void {
    const h = hand.value;
    if (!h || !h.graded) return;
    h.advance();
    answers.value = [];
    draft.value = [];
    opened.value = false;
    hint.value = null;
    shownAt = now();
    refresh();
  }

  /** Guided mode: the step's hint, before the step is graded (Table ready names nothing, hints included). */
  function askHint(): void {
    const h = hand.value;
    if (!h || h.graded || tableReady.value || hint.value) return;
    hint.value = h.hint();
    // The hand changed (its step's hint is kept with it): whoever keeps the hand hears it.
    refresh();
  }

  return {
    hand,
    /** When the step on screen was shown, on the clock `now` (kept with the hand for a reload). */
    shownAt: () => shownAt,
    step,
    graded,
    part,
    answers,
    draft,
    opened,
    tableReady,
    hint,
    askHint,
    start,
    resume,
    clear,
    choose,
    pickSeat,
    pickChoice,
    giveAmount,
    tapSpecial,
    undo,
    next,
  };
}
