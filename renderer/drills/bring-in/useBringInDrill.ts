import { computed, nextTick, ref, shallowRef } from 'vue';
import type { VariantId } from '../../../core';
import { useSessionStore } from '../../stores/session';
import { randomSeed } from '../randomSeed';
import { gradeBringIn, type BringInGrade } from './grading';
import { dealThirdStreet, parseScenarioCode, type BringInScenario } from './scenario';

export const BRING_IN_DRILL_ID = 'bring-in';

export interface BringInDrillOptions {
  /** Clock in milliseconds (performance.now in the app; a fake in tests). */
  readonly now?: () => number;
  readonly seed?: () => number;
  readonly variant?: VariantId;
  readonly players?: number;
}

/**
 * The "Who brings in?" drill: deals a scenario, takes one answer, grades it with core,
 * times it from the moment the deal is on screen, and records it in the session score.
 */
export function useBringInDrill(options: BringInDrillOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const nextSeed = options.seed ?? randomSeed;
  const session = useSessionStore();

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
    session.record({ drill: BRING_IN_DRILL_ID, scenarioCode: scenario.value.code, correct: result.correct, elapsedMs: result.elapsedMs });
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
