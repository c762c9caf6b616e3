import { reactive, ref, shallowRef } from 'vue';
import {
  DEFAULT_STRUCTURE,
  INCIDENT_KINDS,
  PROFILE_IDS,
  SITUATION_TRIES,
  VARIANT_IDS,
  dealSituation,
  findSituation,
  isProfileId,
  situationBar,
  type DrillSetup,
  type HouseRules,
  type IncidentKind,
  type Situation,
  type SituationBar,
  type VariantId,
} from '../../core';
import { randomSeed } from '../drills/randomSeed';

export interface SituationSettings {
  kind: IncidentKind;
  /** A shipped profile's id, or a profile of the user's ("custom:..."). */
  profile: string;
  variant: VariantId;
  players: number;
}

/** Why no situation could be dealt: the kind needs more players or other house rules (situationBar), or no hand reached it in SITUATION_TRIES deals. */
export type SituationProblem =
  | SituationBar
  | { readonly kind: 'none'; readonly tries: number }
  /** The engine failed on this hand (a bug): said on screen rather than breaking it. */
  | { readonly kind: 'error'; readonly detail: string };

export type SituationQuery = Record<string, string>;

const one = (v: unknown): string | undefined => (Array.isArray(v) ? v[0] : v) as string | undefined;

/**
 * The settings and seed of a `?kind=..&profile=..&variant=..&players=..&seed=..` address, or null when any is missing
 * or wrong; `known` says which profile ids there are (the shipped ones, and the user's).
 */
export function situationFromQuery(
  query: Record<string, unknown>,
  known: (id: string) => boolean = isProfileId,
): (SituationSettings & { seed: number }) | null {
  const kind = one(query.kind);
  const profile = one(query.profile);
  const variant = one(query.variant);
  const players = Number(one(query.players));
  const seed = Number(one(query.seed));
  if (!kind || !(INCIDENT_KINDS as readonly string[]).includes(kind)) return null;
  if (!profile || !known(profile)) return null;
  if (!variant || !(VARIANT_IDS as readonly string[]).includes(variant)) return null;
  if (!Number.isInteger(players) || players < 2 || players > 8) return null;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) return null;
  return { kind: kind as IncidentKind, profile, variant: variant as VariantId, players, seed };
}

/** The id of a setup's profile. */
export const rulesId = (rules: DrillSetup['rules']): string => (typeof rules === 'string' ? rules : rules.id);

export function situationQuery(s: Situation): SituationQuery {
  return {
    kind: s.kind,
    profile: rulesId(s.setup.rules),
    variant: s.setup.variant,
    players: String(s.setup.players),
    seed: String(s.seed),
  };
}

/**
 * The floor's "see a ruling" state: the settings, the situation on the table (with its ruling) or why there is none.
 * `find` gives a profile of the user's by id (the shipped ones are known); `others` the profiles whose rulings are
 * set beside it (by default core's: the shipped ones).
 */
export function useFloorSituation(find: (id: string) => HouseRules | null = () => null, others?: () => readonly HouseRules[]) {
  const settings = reactive<SituationSettings>({ kind: INCIDENT_KINDS[0]!, profile: PROFILE_IDS[0]!, variant: 'stud', players: 6 });
  const situation = shallowRef<Situation | null>(null);
  const problem = ref<SituationProblem | null>(null);

  const rules = (): DrillSetup['rules'] => (isProfileId(settings.profile) ? settings.profile : (find(settings.profile) ?? PROFILE_IDS[0]!));
  const setup = (): DrillSetup => ({ variant: settings.variant, players: settings.players, rules: rules(), structure: DEFAULT_STRUCTURE });
  const options = () => ({ others: others?.() });

  /** Deal the first situation of the chosen kind from `from` on (a fresh random seed by default). */
  function failed(e: unknown): void {
    situation.value = null;
    problem.value = { kind: 'error', detail: e instanceof Error ? e.message : String(e) };
  }

  function deal(from: number = randomSeed()): void {
    let found: Situation | null;
    let bar: SituationBar | null;
    try {
      bar = situationBar(setup(), settings.kind);
      found = bar ? null : findSituation(setup(), settings.kind, from, SITUATION_TRIES, options());
    } catch (e) {
      failed(e);
      return;
    }
    situation.value = found;
    problem.value = found ? null : (bar ?? { kind: 'none', tries: SITUATION_TRIES });
  }

  /** Reopen a seeded situation (the seed of a link); a seed that deals another incident searches on from it. */
  function open(wanted: SituationSettings & { seed: number }): void {
    Object.assign(settings, { kind: wanted.kind, profile: wanted.profile, variant: wanted.variant, players: wanted.players });
    let exact: Situation | null;
    try {
      exact = dealSituation(setup(), wanted.kind, wanted.seed, options());
    } catch (e) {
      failed(e);
      return;
    }
    if (exact) {
      situation.value = exact;
      problem.value = null;
    } else deal(wanted.seed);
  }

  /** A new hand with the same settings. */
  function another(): void {
    deal();
  }

  /** The situation on the table ruled again (the user's profiles changed): the same seed and settings. */
  function refresh(): void {
    const s = situation.value;
    if (s) open({ ...settings, seed: s.seed });
  }

  return { settings, situation, problem, deal, open, another, refresh };
}
