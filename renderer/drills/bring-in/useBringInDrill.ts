import { computed, inject, nextTick, ref, shallowRef } from 'vue';
import type { Locale, VariantId } from '../../../core';
import { useSessionStore } from '../../stores/session';
import { randomSeed } from '../randomSeed';
import { platformResultSink, RESULT_SINK, toNewResult, type ResultSink } from '../resultSink';
import { gradeBringIn, type BringInGrade } from './grading';
import { dealThirdStreet, parseScenarioCode, type BringInScenario } from './scenario';

export const BRING_IN_DRILL_ID = 'bring-in';

export interface BringInDrillOptions {
  /** Clock in milliseconds (performance.now in the app; a fake in tests). */
  readonly now?: () => number;
  readonly seed?: () => number;
  readonly variant?: VariantId;
  readonly players?: number;
  /** Where answers are kept; by default the injected RESULT_SINK, else the platform API. */
  readonly save?: ResultSink;
  /** The language the question is asked in (stored with the answer). */
  readonly language?: () => Locale;
}

/**
 * The "Who brings in?" drill: deals a scenario, takes one answer, grades it with core,
 * times it from the moment the deal is on screen, and records it in the session score.
 */
export function useBringInDrill(options: BringInDrillOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const nextSeed = options.seed ?? randomSeed;
  const session = useSessionStore();
  const save = options.save ?? inject(RESULT_SINK, platformResultSink);
  const language = options.language ?? (() => 'en' as const);

  const variant = ref<VariantId>(options.variant ?? 'stud');
  const players = ref<number>(options.players ?? 6);
  const scenario = shallowRef<BringInScenario>(dealThirdStreet(variant.value, players.value, nextSeed()));
  const grade = shallowRef<BringInGrade | null>(null);
  let shownAt = now();

  const answered = computed(() => grade.value !== null);

  function show(next: BringInScenario): void {
    scenario.value = next;
    grade.value = null;
    shownAt = now();
    // The clock starts when the new deal is in the DOM, not when it was computed.
    void nextTick(() => {
      if (scenario.value === next) shownAt = now();
    });
  }

  /** A new random deal with the current setup. */
  function deal(): void {
    show(dealThirdStreet(variant.value, players.value, nextSeed()));
  }

  /** Replays a scenario from its code; returns false (and changes nothing) if the code is not valid. */
  function load(code: string): boolean {
    let key;
    try {
      key = parseScenarioCode(code);
    } catch {
      return false;
    }
    variant.value = key.variant;
    players.value = key.players;
    show(dealThirdStreet(key.variant, key.players, key.seed));
    return true;
  }

  /** Answers with a seat; ignored once answered or for a seat not at the table. */
  function answer(seat: number): BringInGrade | null {
    if (grade.value !== null || !scenario.value.seats.some((s) => s.seat === seat)) return null;
    const result = gradeBringIn(scenario.value, seat, now() - shownAt);
    grade.value = result;
    const record = {
      drill: BRING_IN_DRILL_ID,
      scenarioCode: scenario.value.code,
      answer: String(seat),
      correctAnswer: String(result.decision.answer.seat),
      correct: result.correct,
      elapsedMs: result.elapsedMs,
    };
    session.record(record);
    void session.keep(save(toNewResult(record, language())));
    return result;
  }

  function setVariant(id: VariantId): void {
    variant.value = id;
    deal();
  }

  function setPlayers(count: number): void {
    players.value = count;
    deal();
  }

  return { variant, players, scenario, grade, answered, deal, load, answer, setVariant, setPlayers };
}
