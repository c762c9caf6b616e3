import { computed, inject, nextTick, ref, shallowRef } from 'vue';
import {
  createRng,
  DRILL_KINDS,
  formatReason,
  generateScenario,
  practiceScenario,
  grade,
  lessonsOfQuestion,
  parseScenarioCode,
  pickMixedKind,
  ScenarioCodeError,
  type ChoiceLetter,
  type DrillKind,
  type DrillSelector,
  type DrillSetup,
  type GradedAnswer,
  type HouseRules,
  type Locale,
  type PartResponse,
  type Player,
  type QuestionPart,
  type Reason,
  type Scenario,
  type SeatTarget,
  type SpecialTarget,
} from '../../../core';
import { profileSlug } from '../../stores/houseRules';
import { runSetup, type RunConfig } from '../../stores/drillRun';
import { sessionQuestionClock, type QuestionClockKeeper } from '../../reload/questionClock';
import { useSessionStore } from '../../stores/session';
import { currentTraineeId } from '../../stores/trainee';
import { randomSeed } from '../randomSeed';
import { keepAnswer, MAX_ANSWER_MS, platformResultSink, RESULT_SINK, type ResultSink } from '../resultSink';
import { compactResponse } from './answerText';
import { isDrillKind } from './kinds';

/** Where a question comes from: a new one, the review deck, or a practice run's skill. */
export type QuestionSource = 'new' | 'review' | 'practice';

/** A run's next question built ahead: for that run (its config) after that many answers. */
export interface Upcoming {
  readonly config: RunConfig;
  readonly answered: number;
  readonly scenario: Scenario;
  readonly source: QuestionSource;
}

/** A code that cannot be read is said in any language; any other failure (a setup the engine refuses) in its own words. */
function problemOf(error: unknown): Reason {
  if (error instanceof ScenarioCodeError) return error.reason;
  return { key: 'drills.code.setup', params: { detail: error instanceof Error ? error.message : String(error) } };
}

export interface DrillRunnerOptions {
  /** Clock in milliseconds (performance.now in the app; a fake in tests). */
  readonly now?: () => number;
  readonly seed?: () => number;
  /** Where answers are kept; by default the injected RESULT_SINK, else the platform API. */
  readonly save?: ResultSink;
  /** The language the question is asked in (stored with the answer). */
  readonly language?: () => Locale;
  /** Wall clock for the stored timestamp. */
  readonly date?: () => Date;
  /**
   * The profile a scenario code's own house rules stand for (a code carries a custom profile field by field):
   * the user's profile with the same rules, so the question names it and its answers are kept under it.
   */
  readonly rulesOf?: (rules: HouseRules) => HouseRules;
  /** Whose answers these are (by default the trainee training in this window). */
  readonly trainee?: () => string;
  /**
   * The next question of the trainee's review deck for the mixed drill (a scenario code), or null when none is
   * due: every third question of a mixed run is one while the deck lasts.
   */
  readonly review?: () => string | null;
  /** Called after each graded answer (the run counts it). */
  readonly onGraded?: (graded: GradedAnswer, scenario: Scenario) => void;
  /** Where the question on screen's clock is kept for a reload (the window's sessionStorage in the app). */
  readonly clock?: QuestionClockKeeper;
}

/**
 * One question at a time for any drill kind: shows a scenario, takes its parts in order (seat, seats in
 * order, letter, amount), grades with core's grade(), times the answer from the moment the table is on
 * screen, records it in the session score and keeps it through the platform API at once.
 */
export function useDrillRunner(options: DrillRunnerOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const nextSeed = options.seed ?? randomSeed;
  const session = useSessionStore();
  const save = options.save ?? inject(RESULT_SINK, platformResultSink);
  const language = options.language ?? (() => 'en' as const);
  const date = options.date ?? (() => new Date());
  const rulesOf = options.rulesOf ?? ((rules: HouseRules) => rules);
  const clock = options.clock ?? sessionQuestionClock();
  const trainee = options.trainee ?? currentTraineeId;
  const mixedRng = createRng(nextSeed());

  const scenario = shallowRef<Scenario | null>(null);
  /** Where the question on screen comes from: a new one, the review deck, or a practice run's skill. */
  const source = ref<QuestionSource>('new');
  /** The run's next question, prepared while the verdict is read (prepare), until dealRun shows it. */
  const upcoming = shallowRef<Upcoming | null>(null);
  /** Answers to the parts done so far. */
  const answers = ref<PartResponse[]>([]);
  /** Taps of a seat-order part not yet submitted. */
  const draft = ref<SeatTarget[]>([]);
  const graded = shallowRef<GradedAnswer | null>(null);
  /** Time taken by the last answer, at most MAX_ANSWER_MS (what the results store keeps; shown as "24 h or more"). */
  const elapsedMs = ref(0);
  /** Why the last scenario could not be built (bad code or setup): core's reason, said in the question's language. */
  const problemReason = shallowRef<Reason | null>(null);
  const problem = computed<string | null>(() => (problemReason.value ? formatReason(problemReason.value, language()) : null));
  /** The question takes no more answers (a timed round's time is up): it stays on screen as it was left. */
  const closed = ref(false);
  /** The clock of the answer is stopped since then (a timed round on pause), or null. */
  const pausedAt = ref<number | null>(null);
  let shownAt = now();

  const part = computed<QuestionPart | null>(() => {
    if (!scenario.value || graded.value || closed.value || pausedAt.value !== null) return null;
    return scenario.value.question.parts[answers.value.length] ?? null;
  });
  const partIndex = computed(() => answers.value.length);

  /** A question on screen; `sinceMs`: how long it was on screen before (a reload), counted in its time. */
  function show(next: Scenario, sinceMs = 0): void {
    clear();
    scenario.value = next;
    source.value = 'new';
    problemReason.value = null;
    shownAt = now() - sinceMs;
    // The clock starts when the new table is in the DOM, not when it was computed.
    void nextTick(() => {
      if (scenario.value !== next) return;
      shownAt = now() - sinceMs;
      keepClock();
    });
  }

  /** Nothing on screen (the drill changed, or its setup is shown again): no question, no verdict, none prepared. */
  function clear(): void {
    upcoming.value = null;
    scenario.value = null;
    answers.value = [];
    draft.value = [];
    graded.value = null;
    closed.value = false;
    pausedAt.value = null;
  }

  /** No more answers to the question on screen (what was answered stays shown; nothing is graded or kept). */
  function close(): void {
    if (scenario.value && !graded.value) closed.value = true;
  }

  /** The question is hidden and takes no answers; the time it is hidden does not count in the answer's time. */
  function pause(): void {
    if (pausedAt.value !== null) return;
    pausedAt.value = now();
    keepClock();
  }

  function unpause(): void {
    if (pausedAt.value === null) return;
    shownAt += now() - pausedAt.value;
    pausedAt.value = null;
    keepClock();
  }

  /**
   * The clock of the question on screen, kept for a reload: when it was shown, moved on by the pauses, and while on
   * pause when the pause began (a reload then counts the time only up to the pause).
   */
  function keepClock(): void {
    const current = scenario.value;
    if (!current || graded.value) return;
    // Whole ms since the epoch: the page's clock has fractions, the keeper takes whole numbers only.
    const epoch = date().getTime();
    const kept = { code: current.code, shownAt: Math.round(epoch - (now() - shownAt)) };
    const stopped = pausedAt.value;
    clock.write(stopped === null ? kept : { ...kept, pausedAt: Math.round(epoch - (now() - stopped)) });
  }

  /** The kind of the next question: the drill's own, or for the mixed drill one weighted to this session's misses. */
  function kindFor(selector: DrillSelector): DrillKind {
    if (selector !== 'mixed') return selector;
    const history = session.results.filter((r) => isDrillKind(r.drill)).map((r) => ({ kind: r.drill as DrillKind, correct: r.correct }));
    return pickMixedKind(history, mixedRng);
  }

  /** A new random scenario for a drill and setup; false (and `problem` says why) if none can be built. */
  function deal(selector: DrillSelector, setup: DrillSetup): boolean {
    try {
      show(generateScenario(kindFor(selector), setup, nextSeed()));
      return true;
    } catch (error) {
      problemReason.value = problemOf(error);
      return false;
    }
  }

  /** The scenario a code stands for, its rules under the user's profile with the same rules (the code unchanged). */
  function scenarioOfCode(code: string): Scenario {
    const { kind, setup, seed } = parseScenarioCode(code);
    const rules = typeof setup.rules === 'string' ? setup.rules : rulesOf(setup.rules);
    return generateScenario(kind, { ...setup, rules }, seed);
  }

  /**
   * The next question of a run, built and not shown: the deck's next code (a review run), one that fits the run's
   * focus (a practice run), for the mixed drill every third one from the review deck, else a new one. null at the
   * deck's end; throws what the engine refuses. `answered`: questions answered in the run so far.
   */
  function nextInRun(config: RunConfig, answered: number): Omit<Upcoming, 'config' | 'answered'> | null {
    const setup = runSetup(config);
    if (config.deck) {
      const code = config.deck[answered];
      return code === undefined ? null : { scenario: scenarioOfCode(code), source: 'review' };
    }
    if (config.focus) {
      const kinds = config.focus.kinds ?? (config.selector === 'mixed' ? DRILL_KINDS : [config.selector]);
      return { scenario: practiceScenario(kinds, setup, config.focus, nextSeed()).scenario, source: 'practice' };
    }
    const review = config.selector === 'mixed' && answered % 3 === 0 ? options.review?.() : null;
    if (review) {
      try {
        return { scenario: scenarioOfCode(review), source: 'review' };
      } catch {
        // A code of the deck that cannot be read any more: a new question instead.
      }
    }
    return { scenario: generateScenario(kindFor(config.selector), setup, nextSeed()), source: 'new' };
  }

  /**
   * The run's next question, built while the verdict of this one is read: the screen lays its table out unseen, and
   * Next (dealRun with the same run and count) only shows it. Nothing is prepared when it cannot be built (dealRun
   * then says why).
   */
  function prepare(config: RunConfig, answered: number): void {
    const ready = upcoming.value;
    if (ready && ready.config === config && ready.answered === answered) return;
    try {
      const next = nextInRun(config, answered);
      upcoming.value = next ? { ...next, config, answered } : null;
    } catch {
      upcoming.value = null;
    }
  }

  /** The next question of a run on screen (the one prepared for it, if any: nextInRun); false when there is none. */
  function dealRun(config: RunConfig, answered: number): boolean {
    const ready = upcoming.value;
    upcoming.value = null;
    try {
      const next = ready && ready.config === config && ready.answered === answered ? ready : nextInRun(config, answered);
      if (!next) return false;
      show(next.scenario);
      source.value = next.source;
      return true;
    } catch (error) {
      problemReason.value = problemOf(error);
      return false;
    }
  }

  /** Replays a scenario from its code; false (and `problem` says why) when the code cannot be read. */
  function load(code: string, resumed = false): boolean {
    try {
      show(scenarioOfCode(code), resumed ? keptTime(code) : 0);
      return true;
    } catch (error) {
      problemReason.value = problemOf(error);
      return false;
    }
  }

  /** How long the question `code` was on screen before a reload (0 when its clock was not kept). */
  function keptTime(code: string): number {
    const kept = clock.read();
    if (kept?.code !== code) return 0;
    // Kept on pause: the time up to the pause (the run comes back on pause, its clock stopped).
    const until = kept.pausedAt ?? date().getTime();
    return Math.min(MAX_ANSWER_MS, Math.max(0, until - kept.shownAt));
  }

  function finish(current: Scenario): void {
    clock.remove();
    const result = grade(current, answers.value);
    // A question left open for more than a day is still graded and kept, with the longest time the store takes.
    elapsedMs.value = Math.min(MAX_ANSWER_MS, Math.max(0, now() - shownAt));
    graded.value = result;
    const answer = compactResponse(answers.value);
    session.record({ drill: current.kind, scenarioCode: current.code, correct: result.correct, elapsedMs: elapsedMs.value, answer });
    // A failure is logged and becomes a SaveFailure (a reason the run status says in words, never the raw error).
    const saving = keepAnswer(save, {
      drill: current.kind,
      scenarioCode: current.code,
      answer,
      correctAnswer: compactResponse(result.expected),
      correct: result.correct,
      // keepAnswer rounds it to whole ms for the store.
      timeMs: elapsedMs.value,
      // The results store takes lower-case slugs: a profile of the user's ("custom:my-room-k3x9") as "custom-my-room-k3x9".
      profile: profileSlug(current.rules.id),
      language: language(),
      timestamp: date().toISOString(),
      trainee: trainee(),
      // The skill the answer trains (drill, game, street) and the rules it rests on, counted by the progress screens.
      street: current.street,
      rules: [...result.rules],
      // The lessons the question practises: the Learn page counts the answer for each of them.
      lessons: lessonsOfQuestion(current),
    });
    void session.keep(saving);
    options.onGraded?.(result, current);
  }

  function answerPart(response: PartResponse): void {
    const current = scenario.value;
    if (!current || !part.value || part.value.kind !== response.kind) return;
    answers.value = [...answers.value, response];
    draft.value = [];
    if (answers.value.length === current.question.parts.length) finish(current);
  }

  /** A seat clicked or its number pressed: answers a seat part, or adds a tap to a seat-order part. */
  function pickSeat(player: Player): void {
    const p = part.value;
    if (!p || (p.kind !== 'seat' && p.kind !== 'seat-order') || !p.candidates.includes(player)) return;
    if (p.kind === 'seat') answerPart({ kind: 'seat', seat: player });
    else draft.value = [...draft.value, player];
  }

  function tapSpecial(target: SpecialTarget): void {
    const p = part.value;
    if (p?.kind === 'seat-order' && p.specials.includes(target)) draft.value = [...draft.value, target];
  }

  function undoTap(): void {
    draft.value = draft.value.slice(0, -1);
  }

  /** Submits the taps of a seat-order part; false when there is nothing to submit. */
  function submitOrder(): boolean {
    if (part.value?.kind !== 'seat-order' || draft.value.length === 0) return false;
    answerPart({ kind: 'seat-order', order: draft.value });
    return true;
  }

  function pickChoice(letter: ChoiceLetter): void {
    const p = part.value;
    if (p?.kind === 'choice' && p.choices.some((c) => c.letter === letter)) answerPart({ kind: 'choice', letter });
  }

  /** Submits an amount (whole chips, 0 or more); false when it is not one. */
  function submitAmount(amount: number): boolean {
    if (part.value?.kind !== 'amount' || !Number.isInteger(amount) || amount < 0) return false;
    answerPart({ kind: 'amount', amount });
    return true;
  }

  return {
    scenario,
    source,
    answers,
    draft,
    graded,
    elapsedMs,
    problem,
    closed,
    paused: computed(() => pausedAt.value !== null),
    part,
    partIndex,
    show,
    clear,
    close,
    pause,
    unpause,
    deal,
    dealRun,
    prepare,
    upcoming,
    load,
    pickSeat,
    tapSpecial,
    undoTap,
    submitOrder,
    pickChoice,
    submitAmount,
  };
}

export type DrillRunner = ReturnType<typeof useDrillRunner>;
