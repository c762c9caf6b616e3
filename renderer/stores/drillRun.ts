import { computed, ref } from 'vue';
import { defineStore } from 'pinia';
import {
  DEFAULT_STRUCTURE,
  PROFILES,
  setupProblem,
  type DrillKind,
  type DrillSelector,
  type DrillSetup,
  type HouseRules,
  type ProfileId,
  type Structure,
  type VariantId,
} from '../../core';

/** How long a run lasts: a number of questions, or a timed round. */
export type RunLength = { readonly mode: 'questions'; readonly count: number } | { readonly mode: 'timed'; readonly minutes: number };

/**
 * A run aimed at one skill ("practise this"): its questions are of that street, or rest on that rule. A rule's run
 * deals the kinds that cited it (`kinds`).
 */
export interface RunFocus {
  readonly street?: number;
  readonly rule?: string;
  readonly kinds?: readonly DrillKind[];
  /** The questions that practise a lesson (core/lessons): an open pair on 4th street, a family of misprocedures... */
  readonly lesson?: string;
}

/** What the trainee chose on the setup screen. */
export interface RunConfig {
  readonly selector: DrillSelector;
  readonly variant: VariantId;
  readonly players: number;
  /** A shipped profile by id, or a profile of the user's (or a scenario code's) itself. */
  readonly profile: ProfileId | HouseRules;
  readonly structure: Structure;
  readonly length: RunLength;
  /** A practice run on one skill (its questions fit this). */
  readonly focus?: RunFocus;
  /** A review run: these questions (scenario codes), in this order, instead of new ones. */
  readonly deck?: readonly string[];
}

export const DEFAULT_RUN: Omit<RunConfig, 'selector'> = {
  variant: 'stud',
  players: 6,
  profile: 'rr-cash',
  structure: DEFAULT_STRUCTURE,
  length: { mode: 'questions', count: 10 },
};

/** The structure as a settings slug: "1-2-5-10" (ante, bring-in, small bet, big bet). */
export function structureSlug(s: Structure): string {
  return `${s.ante}-${s.bringIn}-${s.smallBet}-${s.bigBet}`;
}

/** A structure from its settings slug; null when the slug is not four whole numbers that make a valid structure. */
export function structureFromSlug(slug: string): Structure | null {
  const parts = slug.split('-');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,9}$/.test(p))) return null;
  const [ante, bringIn, smallBet, bigBet] = parts.map(Number) as [number, number, number, number];
  const structure = { ante, bringIn, smallBet, bigBet };
  return setupProblem({ variant: 'stud', players: 2, rules: 'rr-cash', structure }) ? null : structure;
}

/** The id of a run's profile ("tda", "custom:my-room-k3x9"). */
export function runProfileId(profile: RunConfig['profile']): string {
  return typeof profile === 'string' ? profile : profile.id;
}

/** The house rules of a run's profile. */
export function runProfileRules(profile: RunConfig['profile']): HouseRules {
  return typeof profile === 'string' ? PROFILES[profile] : profile;
}

export function runSetup(config: Omit<RunConfig, 'selector' | 'length'>): DrillSetup {
  return { variant: config.variant, players: config.players, rules: config.profile, structure: config.structure };
}

/** What is wrong with a run's setup and length (field and why), or null. */
export function runProblem(config: RunConfig): string | null {
  const problem = setupProblem(runSetup(config));
  if (problem) return problem;
  const length = config.length as Partial<{ mode: string; count: number; minutes: number }> | undefined;
  if (length?.mode === 'questions')
    return Number.isInteger(length.count) && length.count! >= 1
      ? null
      : `the number of questions must be a whole number >= 1, got ${length.count}`;
  if (length?.mode === 'timed')
    return typeof length.minutes === 'number' && length.minutes > 0 ? null : `a timed round needs minutes > 0, got ${length.minutes}`;
  return `the run's length must be a number of questions or a timed round, got ${JSON.stringify(length)}`;
}

/** A run as kept across a reload of the window. */
export interface KeptRun {
  readonly config: RunConfig;
  readonly startedAt: number;
  readonly answered: number;
  readonly firstResult: number;
  readonly ended: boolean;
  /** A timed round on pause: when the pause began (absent: not paused; runs kept before pauses existed). */
  readonly pausedAt?: number | null;
  /** Milliseconds of earlier pauses, which the clock does not count (absent: none). */
  readonly pausedMs?: number;
}

/**
 * The drill run in progress, shared by the setup screen, the drill runner and the summary:
 * what was chosen, when it started and how many questions were answered in it.
 */
export const useDrillRunStore = defineStore('drillRun', () => {
  const config = ref<RunConfig | null>(null);
  const startedAt = ref(0);
  const answered = ref(0);
  /** Index of the run's first answer in the session's results (the summary can show one run). */
  const firstResult = ref(0);
  /** The trainee ended the run ("End and see summary"): over, though its setup stays for the summary's "Another round". */
  const ended = ref(false);
  /** The run was carried on after a reload, and the drill has not looked at it yet (takeResumed). */
  const resumed = ref(false);
  /** A timed round's clock is stopped since then (the trainee paused it), or null. */
  const pausedAt = ref<number | null>(null);
  /** Milliseconds of the pauses ended so far: the round lasts that much longer. */
  const pausedMs = ref(0);

  const active = computed(() => config.value !== null);
  const paused = computed(() => pausedAt.value !== null);

  function start(next: RunConfig, now: number, resultsSoFar: number): void {
    const problem = runProblem(next);
    if (problem) throw new Error(`drill run: ${problem}`);
    config.value = next;
    startedAt.value = now;
    answered.value = 0;
    firstResult.value = resultsSoFar;
    ended.value = false;
    resumed.value = false;
    pausedAt.value = null;
    pausedMs.value = 0;
  }

  function countAnswer(): void {
    answered.value++;
  }

  /** Milliseconds left in a timed round (0 to the round's length: a clock read before the start shows the whole round), or null for a question count. */
  function remainingMs(now: number): number | null {
    const length = config.value?.length;
    if (!length || length.mode !== 'timed') return null;
    const total = length.minutes * 60_000;
    // On pause the clock reads the moment the pause began.
    const at = pausedAt.value ?? now;
    return Math.min(total, Math.max(0, startedAt.value + pausedMs.value + total - at));
  }

  /** Stops a timed round's clock (nothing to stop in a run of questions, or once the time is up). */
  function pause(now: number): void {
    if (config.value?.length.mode !== 'timed' || pausedAt.value !== null || isOver(now)) return;
    pausedAt.value = now;
  }

  /** Starts the clock again where it stopped. */
  function unpause(now: number): void {
    if (pausedAt.value === null) return;
    pausedMs.value += Math.max(0, now - pausedAt.value);
    pausedAt.value = null;
  }

  /** The run is over: enough questions answered, or the time is up. */
  function isOver(now: number): boolean {
    const length = config.value?.length;
    if (!length) return false;
    if (ended.value) return true;
    return length.mode === 'questions' ? answered.value >= length.count : remainingMs(now) === 0;
  }

  /** End the run before its length is up: it is over (the drill shows its setup again); the summary still knows it. */
  function end(): void {
    if (config.value) ended.value = true;
  }

  function stop(): void {
    config.value = null;
  }

  /** The run as it stands, to keep across a reload of the window (reload/keepSessionAcrossReload.ts); null when none is going on. */
  function snapshot(): KeptRun | null {
    if (!config.value) return null;
    return {
      config: config.value,
      startedAt: startedAt.value,
      answered: answered.value,
      firstResult: firstResult.value,
      ended: ended.value,
      pausedAt: pausedAt.value,
      pausedMs: pausedMs.value,
    };
  }

  /** Carry on with a run kept across a reload. */
  function resume(kept: KeptRun): void {
    resumed.value = true;
    config.value = kept.config;
    startedAt.value = kept.startedAt;
    answered.value = kept.answered;
    firstResult.value = kept.firstResult;
    ended.value = kept.ended;
    pausedAt.value = kept.pausedAt ?? null;
    pausedMs.value = kept.pausedMs ?? 0;
  }

  /** Whether the run was carried on after a reload; true once only (the drill asks when it first opens). */
  function takeResumed(): boolean {
    const was = resumed.value;
    resumed.value = false;
    return was;
  }

  return {
    config,
    startedAt,
    answered,
    firstResult,
    active,
    paused,
    pausedAt,
    pausedMs,
    start,
    countAnswer,
    remainingMs,
    isOver,
    pause,
    unpause,
    end,
    stop,
    snapshot,
    resume,
    takeResumed,
  };
});
